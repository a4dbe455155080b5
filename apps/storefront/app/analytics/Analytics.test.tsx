// @vitest-environment jsdom
import { createEventBus, type PurchaseEvent } from '@agri-parts/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';

import { Analytics } from './Analytics';
import type { AnalyticsSettings } from './analyticsSettings';
import { CookieSettingsLink } from './CookieSettingsLink';

/** The data layer with `arguments` objects as arrays. */
function dataLayer(): unknown[] {
  return (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
}

const events = (name: string) =>
  dataLayer().filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' && entry !== null && (entry as { event?: string }).event === name,
  );

/** A page that sets its title once shown, as the shop's pages do through their meta. */
function Page({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <h1>{title}</h1>;
}

const configured: AnalyticsSettings = { containerId: 'GTM-TEST1', consent: null };

function renderShop(settings: AnalyticsSettings = configured) {
  const bus = createEventBus();
  function Shell() {
    return (
      <Analytics settings={settings} events={bus}>
        <Link to="/deler">Deler</Link>
        <Link to="/kontakt">Kontakt</Link>
        <Outlet />
        <footer>
          <CookieSettingsLink />
        </footer>
      </Analytics>
    );
  }
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <Page title="Hjem" /> },
        { path: 'deler', element: <Page title="Deler" /> },
        { path: 'kontakt', element: <Page title="Kontakt" /> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { bus };
}

function clearConsentCookie() {
  document.cookie = 'vsf-consent=; Max-Age=0; Path=/';
}

beforeEach(() => {
  window.dataLayer = [];
  clearConsentCookie();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('page views', () => {
  it('pushes page_view 250 ms after the first page and after each route change', () => {
    vi.useFakeTimers();
    renderShop();
    act(() => vi.advanceTimersByTime(249));
    expect(events('page_view')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(events('page_view')).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Deler' }));
    act(() => vi.advanceTimersByTime(250));

    expect(events('page_view').map((entry) => entry.page_title)).toEqual(['Hjem', 'Deler']);
  });

  it('counts only the later page when the shopper moves on within 250 ms', () => {
    vi.useFakeTimers();
    renderShop();
    act(() => vi.advanceTimersByTime(300));

    fireEvent.click(screen.getByRole('link', { name: 'Deler' }));
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }));
    act(() => vi.advanceTimersByTime(250));

    expect(events('page_view').map((entry) => entry.page_title)).toEqual(['Hjem', 'Kontakt']);
  });
});

describe('consent', () => {
  it('records "accept all" in the cookie, updates consent and closes the banner', async () => {
    renderShop();
    // The banner's code loads with its first opening.
    expect(await screen.findByRole('dialog', { name: 'Informasjonskapsler' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Godta alle' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const cookie = decodeURIComponent(document.cookie.match(/vsf-consent=([^;]+)/)?.[1] ?? '');
    expect(JSON.parse(cookie)).toMatchObject({ version: 1, statistics: true, marketing: true });
    const update = dataLayer().at(-1) as [string, string, Record<string, string>];
    expect(update.slice(0, 2)).toEqual(['consent', 'update']);
    expect(Object.values(update[2]).every((value) => value === 'granted')).toBe(true);
  });

  it('records "only necessary" as everything denied but security storage', async () => {
    renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Bare nødvendige' }));

    const update = dataLayer().at(-1) as [string, string, Record<string, string>];
    expect(update[2]).toMatchObject({ analytics_storage: 'denied', security_storage: 'granted' });
    expect(JSON.parse(decodeURIComponent(document.cookie.split('vsf-consent=')[1]!))).toMatchObject(
      {
        statistics: false,
        marketing: false,
      },
    );
  });

  it('does not show the banner once chosen; the footer link opens it on the categories', async () => {
    renderShop({
      containerId: 'GTM-TEST1',
      consent: { version: 1, date: '2026-11-20T08:00:00.000Z', statistics: true, marketing: false },
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Informasjonskapsler' }));

    expect(await screen.findByRole('dialog')).toBeDefined();
    expect((screen.getByRole('checkbox', { name: 'Statistikk' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Markedsføring' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lagre valgene' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dataLayer().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
  });

  it('shows no banner and no footer link without a tag manager', () => {
    renderShop({ containerId: null, consent: null });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Informasjonskapsler' })).toBeNull();
  });
});

describe('commerce events', () => {
  const order: PurchaseEvent = {
    transactionId: '000000101',
    value: 1249,
    shipping: 0,
    tax: 249.8,
    coupon: null,
    currency: 'NOK',
    items: [{ sku: 'OF-1042', name: 'Oljefilter', price: 1249, quantity: 1 }],
  };

  it('pushes add_to_cart for an item added, after clearing the previous ecommerce object', () => {
    const { bus } = renderShop();
    act(() =>
      bus.emit('cart:item-added', {
        sku: 'OF-1042',
        name: 'Oljefilter',
        price: 249,
        quantity: 2,
        currency: 'NOK',
      }),
    );

    const layer = dataLayer();
    expect(layer.at(-2)).toEqual({ ecommerce: null });
    expect(layer.at(-1)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'NOK',
        value: 498,
        items: [{ item_id: 'OF-1042', item_name: 'Oljefilter', price: 249, quantity: 2 }],
      },
    });
  });

  it('pushes purchase once per order number, even when the order is reported again', () => {
    const { bus } = renderShop();
    act(() => bus.emit('checkout:order-placed', order));
    act(() => bus.emit('checkout:order-placed', order));
    cleanup();
    // The thank-you page loaded again in the same tab: a new app, the same session storage.
    const again = renderShop();
    act(() => again.bus.emit('checkout:order-placed', order));
    act(() => again.bus.emit('checkout:order-placed', { ...order, transactionId: '000000102' }));

    expect(
      events('purchase').map(
        (entry) => (entry.ecommerce as { transaction_id: string }).transaction_id,
      ),
    ).toEqual(['000000101', '000000102']);
  });
});
