// @vitest-environment jsdom
import { SdkProvider } from '@agri-parts/react-hooks';
import {
  createMemoryStorage,
  createSdk,
  emptyWishlist,
  SdkError,
  type Sdk,
  type WishlistState,
} from '@agri-parts/sdk';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PriceDisplayProvider } from '../price/PriceDisplay';
import type { ProductCardView } from './productCardView';
import { ProductCardItem } from './ProductCardItem';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const filter: ProductCardView = {
  sku: 'VA-1001',
  originalNumber: 'V836867476',
  type: 'simple',
  title: 'Hydraulikkfilter',
  href: '/hydraulikkfilter-va-1001.html',
  images: [],
  price: { regular: 499, special: null },
  priceOnRequest: false,
  backorders: false,
  badge: null,
  colors: [],
  rating: null,
  inStock: true,
  cartAction: 'add',
  optionToEnter: null,
};

function testSdk(): Sdk {
  return createSdk({
    endpoint: 'http://shop.invalid/graphql',
    storage: createMemoryStorage(),
    preferenceStorage: createMemoryStorage(),
    tokenStorage: createMemoryStorage(),
    logger: { error: () => undefined },
  });
}

/** A loaded wish list holding `skus`. */
function wishlistWith(skus: string[]): WishlistState {
  return {
    owner: 'guest',
    status: 'ready',
    count: skus.length,
    errors: {},
    wishlist: {
      ...emptyWishlist,
      id: '1',
      itemsCount: skus.length,
      items: skus.map((sku, index) => ({
        id: String(index + 1),
        quantity: 1,
        addedAt: '2026-01-01 00:00:00',
        variantSku: null,
        description: null,
        bundleContents: [],
        product: {
          sku,
          uid: sku,
          name: sku,
          type: 'simple',
          url: `/${sku}.html`,
          stockStatus: 'in-stock',
          onlyXLeftInStock: null,
          priceRange: {
            minimum: {
              regular: { value: 1, currency: 'NOK' },
              final: { value: 1, currency: 'NOK' },
            },
            maximum: {
              regular: { value: 1, currency: 'NOK' },
              final: { value: 1, currency: 'NOK' },
            },
          },
          thumbnail: null,
        },
      })),
    },
  };
}

/** The card on a page whose root loader gave `storeConfig`. */
function renderCard(
  sdk: Sdk,
  product: ProductCardView = filter,
  storeConfig: { wishlistEnabled: boolean } | null = { wishlistEnabled: true },
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ storeConfig }),
      HydrateFallback: () => null,
      Component: () => (
        <SdkProvider sdk={sdk}>
          <PriceDisplayProvider settings={{ pricesIncludeTax: true, showIncludingTax: true }}>
            <ProductCardItem product={product} />
          </PriceDisplayProvider>
        </SdkProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('ProductCardItem — part numbers', () => {
  it('shows "Varenr." and the first "Orig.nr." under the title', async () => {
    renderCard(testSdk());

    const line = await screen.findByText('Varenr. VA-1001');
    expect(line.parentElement!.textContent).toBe('Varenr. VA-1001 Orig.nr. V836867476');
  });

  it('shows the part number alone for a product without a cross-reference', async () => {
    renderCard(testSdk(), { ...filter, originalNumber: null });

    const line = await screen.findByText('Varenr. VA-1001');
    expect(line.parentElement!.textContent).toBe('Varenr. VA-1001');
  });
});

describe('ProductCardItem — quote product', () => {
  const machine: ProductCardView = {
    ...filter,
    sku: 'MA-KR-77305',
    originalNumber: null,
    title: 'Slåmaskin Krone EasyCut R 320',
    href: '/slamaskin-krone-easycut-r-320.html',
    price: { regular: 389000, special: null },
    priceOnRequest: true,
    cartAction: 'request-quote',
  };

  it('says "Pris på forespørsel" without an amount, shows no stock and links to its page instead of adding', async () => {
    renderCard(testSdk(), machine);

    const ask = await screen.findByRole('link', { name: 'Be om tilbud' });
    expect(ask.getAttribute('href')).toBe('/slamaskin-krone-easycut-r-320.html');
    const card = screen.getByRole('article');
    expect(card.querySelector('.ap-price')?.textContent).toBe('Pris på forespørsel');
    expect(card.textContent).not.toMatch(/389|inkl\. mva|på lager/i);
    expect(screen.queryByRole('button', { name: /handlekurv/i })).toBeNull();
  });
});

describe('ProductCardItem — wishlist heart', () => {
  it('shows the heart pressed for a product on the list and toggles it with its type', async () => {
    const sdk = testSdk();
    vi.spyOn(sdk.wishlist, 'getSnapshot').mockReturnValue(wishlistWith(['VA-1001']));
    const toggle = vi.spyOn(sdk.wishlist, 'toggle').mockResolvedValue(emptyWishlist);
    renderCard(sdk);

    const heart = await screen.findByRole('button', { name: 'Ønskeliste', pressed: true });
    fireEvent.click(heart);
    expect(toggle).toHaveBeenCalledExactlyOnceWith({ sku: 'VA-1001', type: 'simple' }, undefined);
  });

  it('shows an unpressed heart for a product not on the list', async () => {
    const sdk = testSdk();
    vi.spyOn(sdk.wishlist, 'getSnapshot').mockReturnValue(wishlistWith(['OTHER']));
    renderCard(sdk);

    expect(await screen.findByRole('button', { name: 'Ønskeliste', pressed: false })).toBeTruthy();
  });

  it('says so in a danger notice when the wishlist could not be changed', async () => {
    const sdk = testSdk();
    vi.spyOn(sdk.wishlist, 'toggle').mockRejectedValue(new Error('offline'));
    renderCard(sdk);

    fireEvent.click(await screen.findByRole('button', { name: 'Ønskeliste' }));
    await waitFor(() =>
      expect(sdk.notifications.getSnapshot()).toEqual([
        expect.objectContaining({
          type: 'danger',
          title: 'Feil i ønskelisten',
          message: 'Vi kunne ikke oppdatere ønskelisten. Prøv igjen.',
        }),
      ]),
    );
  });

  it('ignores a second click while the first change is being saved', async () => {
    const sdk = testSdk();
    let finish: () => void = () => undefined;
    const toggle = vi.spyOn(sdk.wishlist, 'toggle').mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => resolve(emptyWishlist);
        }),
    );
    renderCard(sdk);

    const heart = await screen.findByRole('button', { name: 'Ønskeliste' });
    fireEvent.click(heart);
    fireEvent.click(heart);
    expect(toggle).toHaveBeenCalledOnce();
    await act(async () => finish());
    fireEvent.click(heart);
    expect(toggle).toHaveBeenCalledTimes(2);
  });

  it('has no heart when the shop has turned the wishlist off, and one when the config is missing', async () => {
    const sdk = testSdk();
    const { unmount } = renderCard(sdk, filter, { wishlistEnabled: false });
    await screen.findByRole('link', { name: 'Hydraulikkfilter' });
    expect(screen.queryByRole('button', { name: 'Ønskeliste' })).toBeNull();
    unmount();

    renderCard(sdk, filter, null);
    expect(await screen.findByRole('button', { name: 'Ønskeliste' })).toBeTruthy();
  });
});

describe('ProductCardItem — add to cart', () => {
  it('adds a simple product with quantity 1, says adding for a second and tells the shopper', async () => {
    const sdk = testSdk();
    const add = vi.spyOn(sdk.cart, 'add').mockResolvedValue({
      cart: {} as never,
      notice: 'product-added',
    });
    renderCard(sdk);
    const button = await screen.findByRole('button', { name: 'Legg i handlekurv' });

    vi.useFakeTimers();
    fireEvent.click(button);
    expect(add).toHaveBeenCalledExactlyOnceWith(
      { sku: 'VA-1001', type: 'simple', stockStatus: 'in-stock', backorders: false },
      { quantity: 1 },
    );
    expect(screen.getByRole('button', { name: 'Legger i handlekurven …' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Legg i handlekurv' })).toBeTruthy();
    expect(sdk.notifications.getSnapshot()).toEqual([
      expect.objectContaining({ type: 'success', message: 'Produktet er lagt i handlekurven' }),
    ]);
  });

  it("shows the API's refusal in Norwegian as a danger notice", async () => {
    const sdk = testSdk();
    vi.spyOn(sdk.cart, 'add').mockRejectedValue(
      new SdkError('graphql', 'The requested qty is not available', {
        refusal: { kind: 'out_of_stock', availableQuantity: 1 },
      }),
    );
    renderCard(sdk);

    fireEvent.click(await screen.findByRole('button', { name: 'Legg i handlekurv' }));
    await waitFor(() =>
      expect(sdk.notifications.getSnapshot()).toEqual([
        expect.objectContaining({
          type: 'danger',
          title: 'Kunne ikke legge varen i handlekurven',
          message: 'Det er bare 1 på lager.',
        }),
      ]),
    );
  });

  it('disables the button of a product out of stock, described by "Ikke på lager"', async () => {
    const sdk = testSdk();
    const add = vi.spyOn(sdk.cart, 'add');
    renderCard(sdk, { ...filter, inStock: false, cartAction: 'out-of-stock' });

    const button = await screen.findByRole('button', {
      name: 'Legg i handlekurv',
      description: 'Hydraulikkfilter Ikke på lager',
    });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(add).not.toHaveBeenCalled();
  });

  it('links a configurable product to its page to choose a variant, and a bundle to see its options', async () => {
    const sdk = testSdk();
    const { unmount } = renderCard(sdk, {
      ...filter,
      type: 'configurable',
      cartAction: 'choose-variant',
      href: '/arbeidsbukse.html',
    });
    expect((await screen.findByRole('link', { name: 'Velg variant' })).getAttribute('href')).toBe(
      '/arbeidsbukse.html',
    );
    expect(screen.queryByRole('button', { name: 'Legg i handlekurv' })).toBeNull();
    unmount();

    renderCard(sdk, { ...filter, type: 'bundle', cartAction: 'see-options', href: '/sett.html' });
    expect((await screen.findByRole('link', { name: 'Se valg' })).getAttribute('href')).toBe(
      '/sett.html',
    );
  });

  it('links a product that needs a length typed in to its page, named after the option', async () => {
    const sdk = testSdk();
    const { unmount } = renderCard(sdk, {
      ...filter,
      cartAction: 'enter-options',
      optionToEnter: 'lengde',
      href: '/hydraulikkslange.html',
    });
    expect((await screen.findByRole('link', { name: 'Velg lengde' })).getAttribute('href')).toBe(
      '/hydraulikkslange.html',
    );
    expect(screen.queryByRole('button', { name: 'Legg i handlekurv' })).toBeNull();
    unmount();

    renderCard(sdk, { ...filter, cartAction: 'enter-options', optionToEnter: null });
    expect(await screen.findByRole('link', { name: 'Velg alternativer' })).toBeTruthy();
  });
});
