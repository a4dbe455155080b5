import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSearchNoResultsLabels, buildSearchOtherWays } from '../fixtures/buildSearchResults';
import { SearchNoResults, type SearchNoResultsProps } from './SearchNoResults';

function renderHelp(props: Partial<SearchNoResultsProps> = {}) {
  return render(
    <SearchNoResults
      term="xqzzy"
      otherWays={buildSearchOtherWays()}
      phone={{ href: 'tel:+4762000000', display: '62 00 00 00' }}
      labels={buildSearchNoResultsLabels()}
      {...props}
    />,
  );
}

describe('SearchNoResults', () => {
  it('names the term in a section heading and says what to try', () => {
    renderHelp();

    const section = screen.getByRole('region', { name: 'Ingen treff på «xqzzy»' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
      'Ingen treff på «xqzzy»',
    );
    expect(section.textContent).toContain('skriv delenummeret uten mellomrom');
  });

  it('offers the part finder, the plate search and the phone', () => {
    renderHelp();

    expect(screen.getByRole('heading', { level: 3, name: 'Finn delen på en annen måte' }));
    expect(
      screen.getByRole('link', { name: 'Finn deler til traktoren din' }).getAttribute('href'),
    ).toBe('/parts');
    expect(
      screen.getByRole('link', { name: 'Søk på registreringsnummer' }).getAttribute('href'),
    ).toBe('/parts?mode=plate');
    const phone = screen.getByRole('link', { name: '62 00 00 00' });
    expect(phone.getAttribute('href')).toBe('tel:+4762000000');
    expect(phone.parentElement!.textContent).toBe('Finner du den ikke? Ring oss på 62 00 00 00');
  });

  it('suggests a term and lists the matching categories when it has them', () => {
    renderHelp({
      suggestion: { term: 'termostat', href: '/search?term=termostat' },
      categories: [{ href: '/motor/termostater.html', label: 'Termostater' }],
    });

    expect(screen.getByRole('link', { name: 'Mente du «termostat»?' }).getAttribute('href')).toBe(
      '/search?term=termostat',
    );
    expect(screen.getByRole('heading', { name: 'Kategorier som kan passe' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Termostater' }).getAttribute('href')).toBe(
      '/motor/termostater.html',
    );
  });

  it('leaves out what it does not have, and takes a heading level', () => {
    renderHelp({ otherWays: [], phone: null, headingLevel: 3 });

    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Mente du/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Kategorier som kan passe' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Ingen treff på «xqzzy»');
  });
});
