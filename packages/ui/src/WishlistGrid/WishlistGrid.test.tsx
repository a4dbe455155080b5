import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildWishlistGridLabels, buildWishlistItemLabels } from '../fixtures/buildWishlist';
import { WishlistItem } from '../WishlistItem/WishlistItem';
import { WishlistGrid } from './WishlistGrid';

const labels = buildWishlistGridLabels();

function item(id: string, title: string) {
  return (
    <WishlistItem
      key={id}
      title={title}
      href={`/${id}.html`}
      price="100,–"
      labels={buildWishlistItemLabels()}
    />
  );
}

describe('WishlistGrid', () => {
  it('lists each item in a named list, in the layout given', () => {
    const { container } = render(
      <WishlistGrid labels={labels} layout="list">
        {[item('a', 'Oljefilter'), item('b', 'Luftfilter')]}
      </WishlistGrid>,
    );

    const list = screen.getByRole('list', { name: 'Ønskeliste' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent?.split('100')[0]),
    ).toEqual(['Oljefilter', 'Luftfilter']);
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.layout).toBe('list');
    expect(root.dataset.status).toBe('ready');
  });

  it('says so when empty, with the way onwards', () => {
    render(<WishlistGrid labels={labels} emptyAction={<a href="/">Til forsiden</a>} />);

    expect(screen.getByText('Ønskelisten din er tom.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Til forsiden' })).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('announces loading and a failed load instead of the items', () => {
    const { rerender, container } = render(
      <WishlistGrid labels={labels} status="loading">
        {[item('a', 'Oljefilter')]}
      </WishlistGrid>,
    );

    expect(screen.getByRole('status').textContent).toBe('Henter ønskelisten …');
    expect((container.firstElementChild as HTMLElement).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();

    rerender(
      <WishlistGrid labels={labels} status="error" error={<p>Vi kunne ikke hente listen.</p>}>
        {[item('a', 'Oljefilter')]}
      </WishlistGrid>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Vi kunne ikke hente listen.');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
