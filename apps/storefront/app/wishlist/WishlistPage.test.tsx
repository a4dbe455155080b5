// @vitest-environment jsdom
import { SdkProvider } from '@agri-parts/react-hooks';
import { createMemoryStorage, createSdk, type Sdk } from '@agri-parts/sdk';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LinkProvider } from '@agri-parts/ui';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { RouterLink } from '../layout/RouterLink';
import { PriceDisplayProvider } from '../price/PriceDisplay';
import { WishlistPage } from './WishlistPage';
import {
  fakeGraphqlFetch,
  wishlistData,
  wishlistProductData,
  type FakeGraphqlAnswer,
} from './wishlistTestData';

afterEach(() => {
  cleanup();
  document.cookie = 'wishlist-view=; Max-Age=0; Path=/';
});

const money = (value: number) => ({ value, currency: 'NOK' });

/** An empty guest cart as the API sends it. */
function cartData(id: string) {
  return {
    id,
    total_quantity: 0,
    applied_coupons: [],
    items: [],
    prices: {
      subtotal_including_tax: money(0),
      subtotal_excluding_tax: money(0),
      grand_total: money(0),
      applied_taxes: [],
      discounts: [],
    },
    available_payment_methods: [],
    wm_customer_order_fields: null,
  };
}

type Handlers = Record<string, (variables: Record<string, unknown>) => FakeGraphqlAnswer>;

/** A guest's wishlist page over a fake API whose guest list holds `list`. */
function renderPage(
  list: ReturnType<typeof wishlistData>,
  handlers: Handlers = {},
  path = '/onskeliste',
) {
  const storage = createMemoryStorage();
  storage.set('vsf-wishlist', list.sharing_code ?? 'code-1');
  let current = list;
  const fetch = fakeGraphqlFetch({
    GuestWishlist: () => ({ data: { WmWishlist: current } }),
    RemoveFromGuestWishlist: (variables) => {
      const ids = variables.itemIds as string[];
      const items = current.items.filter((item) => !ids.includes(item.id));
      current = { ...current, items, items_count: items.length };
      return { data: { WmWishlistRemoveItems: { user_errors: [] } } };
    },
    ...handlers,
  });
  const sdk: Sdk = createSdk({
    endpoint: 'http://shop.test/graphql',
    fetch,
    storage,
    tokenStorage: createMemoryStorage(),
    logger: { error: () => undefined },
  });
  const Stub = createRoutesStub([
    {
      path: '/onskeliste',
      Component: () => (
        <LinkProvider component={RouterLink}>
          <SdkProvider sdk={sdk}>
            <PriceDisplayProvider settings={{ pricesIncludeTax: true, showIncludingTax: true }}>
              <WishlistPage renderedLayout="grid" />
            </PriceDisplayProvider>
          </SdkProvider>
        </LinkProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { sdk, fetch };
}

const titles = () =>
  screen.queryAllByRole('article').map((item) => item.querySelector('h2')?.textContent);

const skus = (count: number) => Array.from({ length: count }, (_, index) => `SKU-${index + 1}`);

describe('WishlistPage', () => {
  it('loads the guest list in the browser and shows it as a grid, then as a remembered list', async () => {
    renderPage(wishlistData(['OLJE-1', 'LUFT-2']));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ønskeliste');
    expect(screen.getByRole('status').textContent).toBe('Henter ønskelisten …');
    await waitFor(() => expect(titles()).toEqual(['Produkt OLJE-1', 'Produkt LUFT-2']));
    expect(screen.getByText('2 varer på listen')).toBeDefined();
    const list = screen.getByRole('list', { name: 'Ønskeliste' });
    expect(list.closest('[data-layout]')?.getAttribute('data-layout')).toBe('grid');
    const first = screen.getByRole('article', { name: 'Produkt OLJE-1' });
    expect(first.querySelector('.ap-price')?.textContent).toBe('100,– inkl. mva');

    fireEvent.click(screen.getByRole('button', { name: 'Liste' }));

    expect(list.closest('[data-layout]')?.getAttribute('data-layout')).toBe('list');
    expect(document.cookie).toContain('wishlist-view=list');
  });

  it('shows 12 items a page, the page in the address', async () => {
    renderPage(wishlistData(skus(14)), {}, '/onskeliste?page=2');

    await waitFor(() => expect(titles()).toEqual(['Produkt SKU-13', 'Produkt SKU-14']));
    const pages = screen.getByRole('navigation', { name: 'Sider' });
    expect(within(pages).getByRole('link', { name: 'Side 1' }).getAttribute('href')).toBe(
      '/onskeliste',
    );
    expect(within(pages).getByRole('link', { name: 'Side 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    fireEvent.click(within(pages).getByRole('link', { name: 'Side 1' }));

    await waitFor(() => expect(titles()).toHaveLength(12));
  });

  it('moves an item to the cart: it leaves the list with spec §8’s notice', async () => {
    const added: unknown[] = [];
    const { sdk } = renderPage(wishlistData(['OLJE-1', 'LUFT-2']), {
      CreateGuestCart: () => ({ data: { createGuestCart: { cart: cartData('cart-1') } } }),
      AddSimpleProductsToCart: (variables) => {
        added.push(variables);
        return { data: { addSimpleProductsToCart: { cart: cartData('cart-1') } } };
      },
    });
    await waitFor(() => expect(titles()).toHaveLength(2));

    fireEvent.click(
      within(screen.getByRole('article', { name: 'Produkt OLJE-1' })).getByRole('button', {
        name: 'Legg i handlekurv',
      }),
    );

    await waitFor(() => expect(titles()).toEqual(['Produkt LUFT-2']));
    expect(added).toEqual([
      { cartId: 'cart-1', cartItems: [{ data: { sku: 'OLJE-1', quantity: 1 } }] },
    ]);
    expect(sdk.notifications.getSnapshot().map((notice) => notice.message)).toContain(
      'Du la Produkt OLJE-1 i handlekurven.',
    );
  });

  it('keeps an item the cart refused, with a danger notice titled “Wishlist error”', async () => {
    const { sdk } = renderPage(wishlistData(['OLJE-1']), {
      CreateGuestCart: () => ({ data: { createGuestCart: { cart: cartData('cart-1') } } }),
      AddSimpleProductsToCart: () => ({
        errors: [
          {
            message: 'The requested qty is not available',
            extensions: {
              category: 'graphql-input',
              error_code: 'INSUFFICIENT_STOCK',
              available_quantity: 1,
            },
          },
        ],
      }),
    });
    await waitFor(() => expect(titles()).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' }));

    await waitFor(() => expect(sdk.notifications.getSnapshot()).toHaveLength(1));
    expect(sdk.notifications.getSnapshot()[0]).toMatchObject({
      type: 'danger',
      title: 'Feil i ønskelisten',
      message: 'Det er bare 1 på lager.',
    });
    expect(titles()).toEqual(['Produkt OLJE-1']);
  });

  it('removes an item', async () => {
    renderPage(wishlistData(['OLJE-1', 'LUFT-2']));
    await waitFor(() => expect(titles()).toHaveLength(2));

    fireEvent.click(
      within(screen.getByRole('article', { name: 'Produkt LUFT-2' })).getByRole('button', {
        name: 'Fjern',
      }),
    );

    await waitFor(() => expect(titles()).toEqual(['Produkt OLJE-1']));
  });

  it('says why a configurable product without a variant cannot go to the cart', async () => {
    const list = wishlistData(['HANSKE']);
    list.items[0]!.product = wishlistProductData('HANSKE', { __typename: 'ConfigurableProduct' });
    renderPage(list);

    const item = await screen.findByRole('article', { name: 'Produkt HANSKE' });
    expect(within(item).queryByRole('button', { name: 'Legg i handlekurv' })).toBeNull();
    expect(within(item).getByText(/Velg variant på produktsiden/)).toBeDefined();
    expect(within(item).getByRole('link', { name: 'Gå til produktet' }).getAttribute('href')).toBe(
      '/hanske.html',
    );
  });

  it('says so when the list is empty, with a way onwards', async () => {
    renderPage(wishlistData([]));

    await screen.findByText(/Ønskelisten din er tom/);
    expect(
      screen.getByRole('link', { name: 'Finn deler i nettbutikken' }).getAttribute('href'),
    ).toBe('/');
    expect(screen.getByText('0 varer på listen')).toBeDefined();
  });
});
