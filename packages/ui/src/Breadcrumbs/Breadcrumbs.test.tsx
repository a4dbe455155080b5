import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from '../fixtures/buildBreadcrumbs';
import { Breadcrumbs } from './Breadcrumbs';

const labels = { navigation: 'Brødsmulesti' };

describe('Breadcrumbs', () => {
  it('lists the trail in a labelled navigation, earlier steps as links', () => {
    render(<Breadcrumbs items={buildBreadcrumbs()} labels={labels} />);

    const nav = screen.getByRole('navigation', { name: 'Brødsmulesti' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Hjem', 'Traktordeler', 'Filter']);
    expect(links[1]?.getAttribute('href')).toBe('/traktordeler.html');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
  });

  it('marks the last step as the current page and never links it', () => {
    render(
      <Breadcrumbs
        items={[
          { text: 'Hjem', link: '/' },
          { text: 'Aktuelt', link: '/aktuelt' },
        ]}
        labels={labels}
      />,
    );

    const current = screen.getByText('Aktuelt');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Aktuelt' })).toBeNull();
  });

  it('shows a step without a link as text', () => {
    render(
      <Breadcrumbs
        items={[{ text: 'Hjem', link: '/' }, { text: 'Kategori' }, { text: 'Vare' }]}
        labels={labels}
      />,
    );

    expect(screen.queryByRole('link', { name: 'Kategori' })).toBeNull();
    expect(screen.getByText('Kategori').hasAttribute('aria-current')).toBe(false);
  });

  it('renders nothing for an empty trail', () => {
    const { container } = render(<Breadcrumbs items={[]} labels={labels} />);

    expect(container.innerHTML).toBe('');
  });
});
