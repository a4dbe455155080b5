import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  buildWishlistItem,
  buildWishlistItemLabels,
  buildWishlistItems,
} from '../fixtures/buildWishlist';
import { WishlistItem, type WishlistItemProps } from './WishlistItem';

const labels = buildWishlistItemLabels();

function renderItem(props: Partial<WishlistItemProps> = {}) {
  // The fixture's `id` lands on the article as its HTML id: harmless here.
  return render(<WishlistItem {...buildWishlistItem()} labels={labels} {...props} />);
}

function describedByText(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

describe('WishlistItem', () => {
  it('shows the image, the name linking to the product, the price with tax label and the stock', () => {
    renderItem();

    const item = screen.getByRole('article', { name: 'Oljefilter MF 35' });
    expect(within(item).getByRole('img', { name: 'Oljefilter MF 35' })).toBeDefined();
    expect(within(item).getByRole('link', { name: 'Oljefilter MF 35' }).getAttribute('href')).toBe(
      '/oljefilter-mf-35.html',
    );
    expect(item.querySelector('.ap-price')?.textContent).toBe('249,– inkl. mva');
    expect(within(item).getByText('På lager')).toBeDefined();
    expect(item.dataset.layout).toBe('grid');
  });

  it('shows the chosen variant and an offer price', () => {
    render(<WishlistItem {...buildWishlistItems()[1]!} labels={labels} />);

    const item = screen.getByRole('article', { name: 'Arbeidshanske' });
    expect(within(item).getByText('Variant: HANSKE-L')).toBeDefined();
    expect(item.querySelector('del')?.textContent).toBe('199,–');
    expect(item.querySelector('ins')?.textContent).toBe('149,–');
    expect(within(item).getByText('Kun 3 igjen')).toBeDefined();
  });

  it('adds to the cart and removes, each button described by the name', async () => {
    const onAddToCart = vi.fn();
    const onRemove = vi.fn();
    renderItem({ onAddToCart, onRemove });

    const add = screen.getByRole('button', { name: 'Legg i handlekurv' });
    const remove = screen.getByRole('button', { name: 'Fjern' });
    expect(describedByText(add)).toBe('Oljefilter MF 35');
    expect(describedByText(remove)).toBe('Oljefilter MF 35');

    await userEvent.click(add);
    await userEvent.click(remove);

    expect(onAddToCart).toHaveBeenCalledOnce();
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('ignores clicks while busy and says it is adding', async () => {
    const onAddToCart = vi.fn();
    const onRemove = vi.fn();
    renderItem({ onAddToCart, onRemove, state: 'adding' });

    const add = screen.getByRole('button', { name: 'Legger i handlekurven …' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(add);
    await userEvent.click(screen.getByRole('button', { name: 'Fjern' }));

    expect(onAddToCart).not.toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
    expect(screen.getByRole('article').dataset.state).toBe('adding');
  });

  it('says why an item cannot go to the cart and links to the product instead of a button', () => {
    render(
      <WishlistItem {...buildWishlistItems()[2]!} labels={labels} onAddToCart={() => undefined} />,
    );

    const item = screen.getByRole('article', { name: 'Hydraulikkslange 1/2"' });
    expect(within(item).queryByRole('button', { name: 'Legg i handlekurv' })).toBeNull();
    expect(within(item).getByText(/Varen er ikke på lager\./)).toBeDefined();
    const link = within(item).getByRole('link', { name: 'Gå til produktet' });
    expect(link.getAttribute('href')).toBe('/hydraulikkslange.html');
    expect(describedByText(link)).toBe('Hydraulikkslange 1/2"');
    // No image: no broken <img>.
    expect(item.querySelector('img')).toBeNull();
  });

  it('shows no buttons without callbacks', () => {
    renderItem();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses a small image in the compact layout', () => {
    renderItem({ layout: 'compact' });

    const item = screen.getByRole('article');
    expect(item.dataset.layout).toBe('compact');
    expect(item.querySelector('img')?.getAttribute('width')).toBe('100');
  });
});

describe('WishlistItem, a bundle with a note', () => {
  it('shows the contents, the note, the date added and Før/Nå before an offer', () => {
    render(
      <WishlistItem
        title="Servicesett"
        href="/servicesett.html"
        price="1 499,–"
        specialPrice="1 199,–"
        specialPriceLabels={{ before: 'Før', now: 'Nå' }}
        contents={['Oljefilter: 1 × Filter A']}
        description="Til vårservicen"
        added={{ text: 'Lagt til 21. nov. 2026', dateTime: '2026-11-21T10:00:00.000Z' }}
        labels={buildWishlistItemLabels()}
      />,
    );
    const item = screen.getByRole('article', { name: 'Servicesett' });
    expect(within(item).getByRole('listitem').textContent).toBe('Oljefilter: 1 × Filter A');
    expect(item.textContent).toContain('Til vårservicen');
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T10:00:00.000Z');
    expect(item.querySelector('del')?.textContent).toMatch(/^Før/);
    expect(item.querySelector('ins')?.textContent).toMatch(/^Nå/);
  });
});
