import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildSearchCategories,
  buildSearchHelpLinks,
  buildSearchOverlayLabels,
  buildSearchProducts,
} from '../fixtures/buildSearchResults';
import { SearchOverlay, type SearchOverlayProps } from './SearchOverlay';

function Controlled(props: Partial<SearchOverlayProps>) {
  const [open, setOpen] = useState(true);
  const [term, setTerm] = useState(props.term ?? 'filter');
  return (
    <SearchOverlay
      products={buildSearchProducts()}
      categories={buildSearchCategories()}
      showAllHref="/search?term=filter"
      labels={buildSearchOverlayLabels()}
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange?.(next);
      }}
      term={term}
      onTermChange={(next) => {
        setTerm(next);
        props.onTermChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('searchbox', { name: 'Søk i nettbutikken' });

describe('SearchOverlay', () => {
  it('opens as a dialog with focus in the labelled search field', () => {
    render(<Controlled />);

    expect(screen.getByRole('dialog', { name: 'Søk' })).toBeDefined();
    expect(document.activeElement).toBe(field());
    expect(field().getAttribute('name')).toBe('term');
  });

  it('opens with the cursor after the term, so typing goes on instead of replacing it', () => {
    render(<Controlled term="fi" />);
    const input = field() as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
  });

  it('reports typing; the field shows the term it is given', async () => {
    const onTermChange = vi.fn();
    render(<Controlled term="" onTermChange={onTermChange} />);

    await userEvent.type(field(), 'mf');

    expect(onTermChange).toHaveBeenLastCalledWith('mf');
    expect(field()).toHaveProperty('value', 'mf');
  });

  it('lists products with name and price and categories as links, then "show all"', () => {
    render(<Controlled />);

    const products = screen.getByRole('region', { name: 'Produkter' });
    const links = within(products).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]?.textContent).toContain('Oljefilter – Massey Ferguson 35');
    expect(links[0]?.textContent).toContain('349,–');
    expect(links[0]?.querySelector('.ap-part-number')?.textContent).toBe(
      'Varenr. MF-1447318M1 Orig.nr. 1447318M1',
    );
    expect(links[2]?.querySelector('.ap-part-number')?.textContent).toBe('Varenr. ZE-LF-5211');
    expect(
      within(screen.getByRole('region', { name: 'Kategorier' }))
        .getByRole('link', { name: 'Filter' })
        .getAttribute('href'),
    ).toBe('/traktordeler/filter.html');
    expect(
      screen.getByRole('link', { name: 'Vis alle resultater for «filter»' }).getAttribute('href'),
    ).toBe('/search?term=filter');
  });

  it('moves through the results with ArrowDown and back to the field with ArrowUp', async () => {
    render(<Controlled />);

    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Oljefilter');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Filter');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Vis alle resultater for «filter»');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Hydraulikkfilter');

    screen.getAllByRole('link')[0]?.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(field());
  });

  it('follows a result with Enter and tells the app', async () => {
    const onNavigate = vi.fn();
    render(<Controlled onNavigate={onNavigate} />);
    const clicks = vi.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', clicks);

    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(onNavigate).toHaveBeenCalledWith('/oljefilter-mf-35.html');
    document.removeEventListener('click', clicks);
  });

  it('closes on Escape and from the close button', async () => {
    const onOpenChange = vi.fn();
    const { unmount } = render(<Controlled onOpenChange={onOpenChange} />);

    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Controlled onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lukk søk' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('announces loading, and "no results" for a term that finds nothing', () => {
    const { unmount } = render(<Controlled loading products={[]} categories={[]} />);
    expect(screen.getByRole('status').textContent).toBe('Søker …');
    unmount();

    render(<Controlled term=" kombinasjonstang " products={[]} categories={[]} />);
    expect(screen.getByRole('status').textContent).toBe('Ingen treff på «kombinasjonstang»');
    expect(screen.queryByRole('link', { name: /Vis alle/ })).toBeNull();
  });

  it('offers the part finder, the plate search and the phone when nothing is found', async () => {
    const onNavigate = vi.fn();
    const { unmount } = render(
      <Controlled
        term="xqzzy"
        products={[]}
        categories={[]}
        helpLinks={buildSearchHelpLinks()}
        onNavigate={onNavigate}
      />,
    );
    const phone = screen.getByRole('link', { name: 'Ring oss: 62 00 00 00' });
    expect(phone.getAttribute('href')).toBe('tel:+4762000000');
    expect(
      screen.getByRole('link', { name: 'Søk på registreringsnummer' }).getAttribute('href'),
    ).toBe('/parts?mode=plate');
    // The phone is the device's to call: the overlay is not told to navigate there.
    phone.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(phone);
    expect(onNavigate).not.toHaveBeenCalled();
    unmount();

    render(<Controlled helpLinks={buildSearchHelpLinks()} />);
    expect(screen.queryByRole('link', { name: 'Finn deler til traktoren din' })).toBeNull();
  });

  it('suggests another term as a link, with or without results, but not while loading', () => {
    const suggestion = { term: 'termostat', href: '/search?term=termostat' };
    const { rerender } = render(
      <Controlled term="termostatt" products={[]} categories={[]} suggestion={suggestion} />,
    );
    const link = screen.getByRole('link', { name: 'Mente du «termostat»?' });
    expect(link.getAttribute('href')).toBe('/search?term=termostat');
    expect(link.hasAttribute('data-search-result')).toBe(true);

    rerender(<Controlled suggestion={suggestion} />);
    expect(screen.getByRole('link', { name: 'Mente du «termostat»?' })).toBeDefined();

    rerender(<Controlled suggestion={suggestion} loading />);
    expect(screen.queryByRole('link', { name: 'Mente du «termostat»?' })).toBeNull();
  });

  it('searches with a GET form to /search so Enter works before hydration', async () => {
    const onSubmit = vi.fn((_term: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(<Controlled onSubmit={onSubmit} />);

    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    await userEvent.type(field(), '{Enter}');
    expect(onSubmit.mock.calls[0]?.[0]).toBe('filter');
  });
});
