// @vitest-environment jsdom
import { createSdk, SdkError, type Cart } from '@agri-parts/sdk';
import { SdkProvider } from '@agri-parts/react-hooks';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildTestCart, buildTestCartLine } from './buildTestCart';
import { CartSidebar } from './CartSidebar';
import { createFakeCartStore, type FakeCartStore } from './fakeCartStore';

afterEach(cleanup);

// No timer between keystrokes: the tests stay fast on a busy machine.
const userEvent = userEventLibrary.setup({ delay: null });

// 2026-11-23 is a Monday: 10:00 and 15:00 in Oslo.
const mondayMorning = () => new Date('2026-11-23T09:00:00Z');
const mondayAfternoon = () => new Date('2026-11-23T14:00:00Z');

function renderSidebar(store: FakeCartStore, now = mondayMorning, taxOff = false) {
  const sdk = createSdk({ endpoint: 'http://shop.invalid/graphql' });
  sdk.taxDisplay.setTaxOff(taxOff);
  const onOpenChange = vi.fn();
  render(
    <SdkProvider sdk={{ ...sdk, cart: store }}>
      <CartSidebar open onOpenChange={onOpenChange} now={now} />
    </SdkProvider>,
  );
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Handlekurv' }) };
}

const readyStore = (cart: Cart = buildTestCart()) =>
  createFakeCartStore({ status: 'ready', cart, error: null });

describe('CartSidebar', () => {
  it('says it is loading until a cart is there, and loads it', async () => {
    const store = createFakeCartStore();
    renderSidebar(store);

    expect(screen.getByRole('status').textContent).toBe('Henter handlekurven …');
    await waitFor(() => expect(store.load).toHaveBeenCalledOnce());
  });

  it('shows a failed load with a retry', async () => {
    const store = createFakeCartStore({
      status: 'error',
      cart: null,
      error: { action: 'load', error: new SdkError('network', 'fetch failed') },
    });
    renderSidebar(store);

    expect(screen.getByRole('alert').textContent).toContain('Vi kunne ikke hente handlekurven.');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    // A retry creates no cart for a visitor who has none.
    expect(store.load).toHaveBeenCalledExactlyOnceWith({ create: false });
  });

  it('shows a failed load with a retry when an add loaded no cart (the API was down), not "loading" for good', async () => {
    const store = createFakeCartStore({
      status: 'error',
      cart: null,
      error: { action: 'add', error: new SdkError('network', 'The shop API is unreachable') },
    });
    renderSidebar(store);

    expect(screen.getByRole('alert').textContent).toContain('Vi kunne ikke hente handlekurven.');
    expect(screen.queryByText('Henter handlekurven …')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(store.load).toHaveBeenCalledExactlyOnceWith({ create: false });
  });

  it('says when the cart is empty, or when there is no cart yet', () => {
    renderSidebar(readyStore(buildTestCart({ items: [], totalQuantity: 0 })));

    expect(screen.getByRole('status').textContent).toBe('Handlekurven din er tom.');
    expect(screen.queryByRole('link', { name: 'Gå til kassen' })).toBeNull();
    cleanup();

    renderSidebar(createFakeCartStore({ status: 'ready', cart: null, error: null }));
    expect(screen.getByRole('status').textContent).toBe('Handlekurven din er tom.');
  });

  it('shows the lines, sums, free shipping, the same-day note, and the total and checkout link in its footer', () => {
    const { dialog } = renderSidebar(readyStore());

    const line = within(dialog).getByRole('article', { name: 'Oljefilter' });
    expect(within(line).getByRole('link', { name: 'Oljefilter' }).getAttribute('href')).toBe(
      '/oljefilter.html',
    );
    expect(within(line).getByRole('img').getAttribute('src')).toBe(
      'https://shop.test/media/oljefilter.jpg?width=170&height=170',
    );
    expect(within(line).getByLabelText('Antall, Oljefilter')).toHaveProperty('value', '2');
    const summary = within(dialog).getByRole('region', { name: 'Sammendrag av handlekurven' });
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Delsum inkl. mva', 'Herav MVA 25 %']);
    expect(within(summary).getByText(/igjen til fri frakt$/).textContent).toBe(
      '5\u00a0502,– igjen til fri frakt',
    );
    expect(within(summary).getByText('Bestill før kl. 14:00 for sending samme dag')).toBeDefined();
    // The grand total and the way on stay in view under the scrolling lines (a phone's short
    // screen): they are the footer's, not the summary's.
    expect(within(summary).queryByRole('link', { name: 'Gå til kassen' })).toBeNull();
    const footer = dialog.querySelector<HTMLElement>('.ap-sidebar__footer');
    expect(footer?.querySelector('.ap-total-bar__total')?.textContent).toBe(
      'Totalt inkl. mva 498,–',
    );
    expect(within(footer!).getByRole('link', { name: 'Gå til kassen' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(within(dialog).getAllByRole('link', { name: 'Gå til kassen' })).toHaveLength(1);
  });

  it('shows the amounts without VAT when the shopper switched VAT off', () => {
    const { dialog } = renderSidebar(readyStore(), mondayMorning, true);

    const line = within(dialog).getByRole('article', { name: 'Oljefilter' });
    expect(
      within(line)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['199,20', '398,40']);
    expect(
      within(dialog)
        .getAllByRole('term')
        .slice(-2)
        .map((term) => term.textContent),
    ).toEqual(['Delsum eks. mva', 'MVA 25 %']);
  });

  it('leaves out the same-day note after 14:00', () => {
    renderSidebar(readyStore(), mondayAfternoon);

    expect(screen.queryByText(/samme dag/)).toBeNull();
  });

  it('sends a new quantity, and shows a refusal at the line, which keeps its quantity', async () => {
    const store = readyStore();
    vi.mocked(store.updateQuantity).mockRejectedValueOnce(
      new SdkError('graphql', 'The requested qty is not available', {
        refusal: { kind: 'out_of_stock', availableQuantity: 1 },
      }),
    );
    renderSidebar(store);

    await userEvent.click(screen.getByRole('button', { name: 'Øk antall' }));

    expect(store.updateQuantity).toHaveBeenCalledWith('line-1', 3);
    const line = screen.getByRole('article', { name: 'Oljefilter' });
    expect((await within(line).findByRole('alert')).textContent).toBe('Det er bare 1 på lager.');
    expect(within(line).getByLabelText('Antall, Oljefilter')).toHaveProperty('value', '2');
    // Said in the polite live region too, with the product it is about.
    const announcement = screen.getByTestId('cart-announcement');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    expect(announcement.textContent).toBe('Oljefilter: Det er bare 1 på lager.');

    // The next change of the line clears the refusal.
    vi.mocked(store.updateQuantity).mockImplementationOnce(async () => {
      const cart = buildTestCart({ items: [buildTestCartLine({ quantity: 1 })] });
      store.setCart(cart);
      return cart;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reduser antall' }));
    await waitFor(() => expect(within(line).queryByRole('alert')).toBeNull());
    expect(within(line).getByLabelText('Antall, Oljefilter')).toHaveProperty('value', '1');
  });

  it('shows the asked quantity while the change is under way', async () => {
    const store = readyStore();
    let finish: (cart: Cart) => void = () => undefined;
    vi.mocked(store.updateQuantity).mockImplementationOnce(
      () => new Promise<Cart>((resolve) => (finish = resolve)),
    );
    renderSidebar(store);

    await userEvent.click(screen.getByRole('button', { name: 'Øk antall' }));
    const line = screen.getByRole('article', { name: 'Oljefilter' });
    expect(within(line).getByLabelText('Antall, Oljefilter')).toHaveProperty('value', '3');
    expect(line.getAttribute('data-busy')).toBe('true');

    await act(async () => finish(buildTestCart()));
    expect(line.getAttribute('data-busy')).toBe('false');
  });

  it('removes a line with the button named after the product', async () => {
    const store = readyStore();
    renderSidebar(store);

    await userEvent.click(
      screen.getByRole('button', { name: 'Fjern Oljefilter fra handlekurven' }),
    );

    expect(store.remove).toHaveBeenCalledWith('line-1');
  });

  it('applies a coupon, shows a refused one in Norwegian, and removes an applied one', async () => {
    const store = readyStore();
    vi.mocked(store.applyCoupon)
      .mockRejectedValueOnce(
        new SdkError('graphql', 'The coupon code "NOPE" is not valid.', {
          refusal: { kind: 'coupon_refused', reason: 'not_found', minSubtotal: null },
        }),
      )
      .mockImplementationOnce(async () => {
        const cart = buildTestCart({ appliedCoupons: ['VAAR10'] });
        store.setCart(cart);
        return cart;
      });
    renderSidebar(store);

    await userEvent.type(screen.getByLabelText('Rabattkode'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Bruk koden' }));
    expect(store.applyCoupon).toHaveBeenLastCalledWith('NOPE');
    expect(
      await screen.findByText('Rabattkoden finnes ikke. Sjekk at den er skrevet riktig.'),
    ).toBeDefined();

    await userEvent.clear(screen.getByLabelText('Rabattkode'));
    await userEvent.type(screen.getByLabelText('Rabattkode'), 'VAAR10');
    await userEvent.click(screen.getByRole('button', { name: 'Bruk koden' }));
    expect(await screen.findByText('Rabattkoden VAAR10 er brukt')).toBeDefined();
    expect(
      screen.queryByText('Rabattkoden finnes ikke. Sjekk at den er skrevet riktig.'),
    ).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Fjern rabattkoden VAAR10' }));
    expect(store.removeCoupon).toHaveBeenCalledOnce();
  });
});
