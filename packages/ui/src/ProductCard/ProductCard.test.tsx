import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProductCard, buildProductCards } from '../fixtures/buildProductCard';
import { ProductCard, type ProductCardProps } from './ProductCard';

function renderCard(overrides: Partial<ProductCardProps> = {}) {
  return render(<ProductCard {...buildProductCard(overrides)} />);
}

describe('ProductCard', () => {
  it('links the title to the product page, in an article named by nothing else', () => {
    renderCard();

    const link = screen.getByRole('link', { name: 'Oljefilter – Massey Ferguson 35' });
    expect(link.getAttribute('href')).toBe('/oljefilter-massey-ferguson-35.html');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      'Oljefilter – Massey Ferguson 35',
    );
  });

  it('shows the part number and the first original number under the title, in grid and list', () => {
    const { rerender } = renderCard();
    const line = document.querySelector('.ap-part-number')!;
    expect(line.textContent).toBe('Varenr. MF-1447318M1 Orig.nr. 1447318M1');
    expect(line.previousElementSibling).toBe(screen.getByRole('heading', { level: 3 }));

    rerender(
      <ProductCard
        {...buildProductCard({
          layout: 'list',
          partNumber: { sku: 'SP-HS12-1000', originalNumber: null },
        })}
      />,
    );
    expect(document.querySelector('.ap-part-number')!.textContent).toBe('Varenr. SP-HS12-1000');
  });

  it('shows no part number without one, or without its labels', () => {
    const { rerender } = renderCard({ partNumber: null });
    expect(screen.queryByText(/Varenr\./)).toBeNull();

    const labels = { ...buildProductCard().labels, partNumber: undefined };
    rerender(<ProductCard {...buildProductCard({ labels })} />);
    expect(screen.queryByText(/Varenr\./)).toBeNull();
  });

  it('shows a quote product with words in place of a price, no stock and a link to ask for a quote', () => {
    const onAddToCart = vi.fn();
    renderCard({
      price: 'Pris på forespørsel',
      priceOnRequest: true,
      stock: null,
      onAddToCart,
      optionsLink: { href: '/slamaskin.html', label: 'Be om tilbud' },
    });

    const price = document.querySelector('.ap-price')!;
    expect(price.getAttribute('data-state')).toBe('on-request');
    expect(price.textContent).toBe('Pris på forespørsel');
    expect(screen.queryByText('inkl. mva')).toBeNull();
    expect(document.querySelector('.ap-stock-status')).toBeNull();
    expect(screen.queryByRole('button', { name: /handlekurv/i })).toBeNull();
    const ask = screen.getByRole('link', { name: 'Be om tilbud' });
    expect(ask.getAttribute('href')).toBe('/slamaskin.html');
  });

  it('says whether it fits the active tractor only when told', () => {
    const { rerender } = renderCard();
    expect(document.querySelector('.ap-fit-badge')).toBeNull();

    rerender(
      <ProductCard {...buildProductCard({ fit: { fits: true, label: 'Passer MF 6480' } })} />,
    );
    const badge = screen.getByText('Passer MF 6480').parentElement!;
    expect(badge.dataset.fit).toBe('fits');
    expect(badge.closest('article')).toBe(screen.getByRole('article'));

    rerender(<ProductCard {...buildProductCard({ fit: { fits: false, label: 'Passer ikke' } })} />);
    expect(screen.getByText('Passer ikke').parentElement!.dataset.fit).toBe('no-fit');
  });

  it('shows at most two images at the 216×268 preset, the second as decoration', () => {
    const images = buildProductCard().images.map((image) => ({
      ...image,
      alt: 'Filteret fra siden',
    }));
    const { container } = renderCard({
      images: [...images, { src: '/media/third.jpg', alt: 'Tredje' }],
    });

    const imgs = container.querySelectorAll('img');
    expect(imgs).toHaveLength(2);
    expect(imgs[0]?.getAttribute('alt')).toBe('Filteret fra siden');
    expect(imgs[1]?.getAttribute('alt')).toBe('');
    expect(imgs[0]?.getAttribute('width')).toBe('216');
    expect(imgs[0]?.getAttribute('height')).toBe('268');
  });

  it('does not read the product name twice: an image text that repeats the title is empty', () => {
    const { container } = renderCard({
      title: 'Oljefilter MF 35',
      images: [{ src: '/media/first.jpg', alt: ' Oljefilter MF 35 ' }],
    });
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('loads the first image as asked, with its priority, and the hover image lazily', () => {
    const { container } = renderCard({ imageLoading: 'eager', imageFetchPriority: 'high' });

    const [first, hover] = container.querySelectorAll('img');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(hover?.getAttribute('loading')).toBe('lazy');
    expect(hover?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('passes srcset and sizes through to the images', () => {
    const { container } = renderCard({
      images: [{ src: '/a-216.jpg', srcSet: '/a-216.jpg 216w, /a-432.jpg 432w', alt: 'Filter' }],
      imageSizes: '(min-width: 1024px) 216px, 50vw',
    });

    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe('/a-216.jpg 216w, /a-432.jpg 432w');
    expect(img?.getAttribute('sizes')).toBe('(min-width: 1024px) 216px, 50vw');
  });

  it('shows four swatches, then +N with the rest read out', () => {
    render(<ProductCard {...(buildProductCards()[2] as ProductCardProps)} />);

    const colors = screen.getByRole('list', { name: 'Farger' });
    const items = within(colors).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.slice(0, 4).map((item) => item.textContent)).toEqual([
      'Rød',
      'Grønn',
      'Blå',
      'Gul',
    ]);
    const more = within(items[4] as HTMLElement);
    expect(more.getByText('+2').getAttribute('aria-hidden')).toBe('true');
    expect(more.getByText('2 farger til').className).toBe('ap-visually-hidden');
  });

  it('shows no "+N" with four colours or fewer', () => {
    renderCard({
      colors: [
        { name: 'Rød', color: '#c62828' },
        { name: 'Blå', color: '#1a5fa8' },
      ],
    });

    expect(
      within(screen.getByRole('list', { name: 'Farger' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('reads out the rating out of 5 and the review count', () => {
    renderCard({ rating: { value: 4.5, reviewCount: 12 } });

    expect(screen.getByText('Vurdert 4,5 av 5 stjerner')).toBeDefined();
    expect(screen.getByText('12 omtaler')).toBeDefined();
  });

  it('shows a special price beside the struck regular price, with the tax label', () => {
    const { container } = renderCard({ price: '289,–', specialPrice: '229,–' });

    expect(container.querySelector('del')?.textContent).toBe('289,–');
    expect(container.querySelector('ins')?.textContent).toBe('229,–');
    expect(screen.getByText('inkl. mva')).toBeDefined();
  });

  it('shows the badge and the stock', () => {
    renderCard({
      badge: { text: 'Tilbud', variant: 'sale' },
      stock: { status: 'in-stock', onlyLeft: 2 },
    });

    expect(screen.getByText('Tilbud').dataset.variant).toBe('sale');
    expect(screen.getByText('Kun 2 igjen')).toBeDefined();
  });

  it('toggles the wishlist heart, a pressed button described by the title', async () => {
    const onWishlistToggle = vi.fn();
    const { rerender } = renderCard({ onWishlistToggle, wishlisted: false });

    const heart = screen.getByRole('button', { name: 'Ønskeliste', pressed: false });
    expect(document.getElementById(heart.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Oljefilter – Massey Ferguson 35',
    );
    await userEvent.click(heart);
    expect(onWishlistToggle).toHaveBeenCalledWith(true);

    rerender(<ProductCard {...buildProductCard({ onWishlistToggle, wishlisted: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ønskeliste', pressed: true }));
    expect(onWishlistToggle).toHaveBeenLastCalledWith(false);
  });

  it('adds to cart, and while adding says so and ignores clicks', async () => {
    const onAddToCart = vi.fn();
    const { container, rerender } = renderCard({ onAddToCart });

    await userEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));
    expect(onAddToCart).toHaveBeenCalledOnce();

    rerender(<ProductCard {...buildProductCard({ onAddToCart, cartState: 'adding' })} />);
    const button = screen.getByRole('button', { name: 'Legger i handlekurv …' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelector('article')?.dataset.state).toBe('adding');
    await userEvent.click(button);
    expect(onAddToCart).toHaveBeenCalledOnce();
  });

  it('says why adding is disabled: the button is described by the stock status', () => {
    renderCard({
      onAddToCart: vi.fn(),
      addToCartDisabled: true,
      stock: { status: 'out-of-stock' },
    });

    const button = screen.getByRole('button', { name: 'Legg i handlekurv' });
    expect(button).toHaveProperty('disabled', true);
    const description = (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['Oljefilter – Massey Ferguson 35', 'Ikke på lager']);
  });

  it('links to the product page in place of the button when choices come first', () => {
    renderCard({
      onAddToCart: vi.fn(),
      optionsLink: { href: '/arbeidsbukse.html', label: 'Velg variant' },
    });

    expect(screen.queryByRole('button', { name: 'Legg i handlekurv' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Velg variant' });
    expect(link.getAttribute('href')).toBe('/arbeidsbukse.html');
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Oljefilter – Massey Ferguson 35',
    );
  });

  it('shows no heart and no button without their callbacks', () => {
    renderCard();

    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lays out as a grid tile or a list row', () => {
    const { container, rerender } = renderCard();
    expect(container.querySelector('article')?.dataset.layout).toBe('grid');

    rerender(<ProductCard {...buildProductCard({ layout: 'list' })} />);
    expect(container.querySelector('article')?.className).toContain('ap-product-card--list');
  });
});
