import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import { buildAccountMenuItems, buildAccountMenuLabels } from '../fixtures/buildAccount';
import { buildHeaderLabels, buildHeaderLogo } from '../fixtures/buildHeaderProps';
import { Header, type HeaderProps } from './Header';

function renderHeader(props: Partial<HeaderProps> = {}) {
  return render(
    <Header
      logo={buildHeaderLogo()}
      labels={buildHeaderLabels()}
      wishlistHref="/onskeliste"
      onCartClick={() => {}}
      {...props}
    />,
  );
}

describe('Header', () => {
  it('searches with a plain GET form to /search with a term field, so it works before hydration', () => {
    const html = renderToString(<Header logo={buildHeaderLogo()} labels={buildHeaderLabels()} />);

    expect(html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toContain('name="term"');
  });

  it('labels the search field and reports a submitted term', async () => {
    const onSearchSubmit = vi.fn((_term: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    renderHeader({ onSearchSubmit, defaultSearchTerm: 'filter' });

    const search = screen.getByRole('search');
    const field = within(search).getByRole('searchbox', { name: 'Søk i nettbutikken' });
    expect((field as HTMLInputElement).value).toBe('filter');

    await userEvent.clear(field);
    await userEvent.type(field, '  MF 35 oljefilter ');
    await userEvent.click(within(search).getByRole('button', { name: 'Søk' }));

    expect(onSearchSubmit).toHaveBeenCalledOnce();
    expect(onSearchSubmit.mock.calls[0]?.[0]).toBe('MF 35 oljefilter');
  });

  it('reports the search text as the shopper types', async () => {
    const onSearchInput = vi.fn();
    renderHeader({ onSearchInput });

    await userEvent.type(screen.getByRole('searchbox'), 'MF');

    expect(onSearchInput.mock.calls.map(([term]) => term)).toEqual(['M', 'MF']);
  });

  it('shows the search text the app gives it', () => {
    renderHeader({ searchTerm: 'oljefilter', onSearchInput: () => undefined });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('oljefilter');
  });

  it('links the logo home with its alt text as the name', () => {
    renderHeader();

    expect(
      screen.getByRole('link', { name: 'Agri Deler – til forsiden' }).getAttribute('href'),
    ).toBe('/');
  });

  it('shows the cart badge only above zero, with the quantity in the accessible name', async () => {
    const onCartClick = vi.fn();
    const { container, rerender } = renderHeader({ onCartClick, cartQuantity: 0 });

    expect(screen.getByRole('button', { name: 'Handlekurv' })).toBeDefined();
    expect(container.querySelector('[data-action="cart"] .ap-header__badge')).toBeNull();

    rerender(
      <Header
        logo={buildHeaderLogo()}
        labels={buildHeaderLabels()}
        onCartClick={onCartClick}
        cartQuantity={3}
      />,
    );
    const cart = screen.getByRole('button', { name: 'Handlekurv, 3 varer' });
    expect(cart.querySelector('.ap-header__badge')?.textContent).toBe('3');

    await userEvent.click(cart);
    expect(onCartClick).toHaveBeenCalledOnce();
  });

  it('keeps the cart a link with cartHref, which onCartClick may turn into opening the sidebar', async () => {
    const onCartClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderHeader({ onCartClick, cartHref: '/checkout', cartQuantity: 2 });

    const cart = screen.getByRole('link', { name: 'Handlekurv, 2 varer' });
    expect(cart.getAttribute('href')).toBe('/checkout');
    await userEvent.click(cart);
    expect(onCartClick).toHaveBeenCalledOnce();
  });

  it('caps the badge text at 99+', () => {
    renderHeader({ cartQuantity: 120 });

    const cart = screen.getByRole('button', { name: 'Handlekurv, 120 varer' });
    expect(cart.querySelector('.ap-header__badge')?.textContent).toBe('99+');
  });

  it('hides the cart when told to', () => {
    renderHeader({ showCart: false, cartQuantity: 2 });

    expect(screen.queryByRole('button', { name: /Handlekurv/ })).toBeNull();
  });

  it('links the wishlist with its count', () => {
    renderHeader({ wishlistCount: 1 });

    expect(screen.getByRole('link', { name: 'Ønskeliste, 1 vare' }).getAttribute('href')).toBe(
      '/onskeliste',
    );
  });

  it('reports a click of the wishlist link, which keeps its address for before hydration', async () => {
    const onWishlistClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderHeader({ onWishlistClick });

    const link = screen.getByRole('link', { name: 'Ønskeliste' });
    expect(link.getAttribute('href')).toBe('/onskeliste');
    await userEvent.click(link);

    expect(onWishlistClick).toHaveBeenCalledOnce();
    expect(window.location.pathname).not.toBe('/onskeliste');
  });

  it('opens the login from the account button, or links to the account', async () => {
    const onAccountClick = vi.fn();
    const { rerender } = renderHeader({ onAccountClick });

    await userEvent.click(screen.getByRole('button', { name: 'Min konto' }));
    expect(onAccountClick).toHaveBeenCalledOnce();

    rerender(
      <Header
        logo={buildHeaderLogo()}
        labels={buildHeaderLabels()}
        accountHref="/customer/profile"
      />,
    );
    expect(screen.getByRole('link', { name: 'Min konto' }).getAttribute('href')).toBe(
      '/customer/profile',
    );
  });

  it('puts the account menu in place of the account control', async () => {
    renderHeader({
      onAccountClick: () => {},
      account: (
        <AccountMenu
          authenticated
          labels={buildAccountMenuLabels()}
          items={buildAccountMenuItems()}
          logout={{ action: '/logout' }}
        />
      ),
    });

    // One account control: the menu's, not the header's own button.
    expect(screen.queryByRole('button', { name: 'Min konto' })).toBeNull();
    const summary = screen.getByText('Min konto').closest('summary');
    expect(summary?.closest('.ap-header__actions')).not.toBeNull();
    await userEvent.click(summary!);
    expect(summary?.closest('details')?.open).toBe(true);
    expect(screen.getByRole('link', { name: 'Ordrehistorikk' })).toBeDefined();
  });

  it('calls the phone number from a tel: link', () => {
    renderHeader({ phone: { number: '+4761150000', display: '61 15 00 00' } });

    expect(screen.getByRole('link', { name: 'Ring oss på 61 15 00 00' }).getAttribute('href')).toBe(
      'tel:+4761150000',
    );
  });

  it('has the incl. VAT switch with På and Av', async () => {
    const onCheckedChange = vi.fn();
    renderHeader({ taxDisplay: { checked: true, onCheckedChange } });

    const toggle = screen.getByRole('switch', { name: 'inkl. mva' });
    expect(toggle.textContent).toBe('På');
    await userEvent.click(toggle);

    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it('opens the mobile menu from the menu button and shows the navigation slot', async () => {
    const onMenuOpen = vi.fn();
    renderHeader({ onMenuOpen, menuOpen: false, navigation: <nav aria-label="Hovedmeny" /> });

    const button = screen.getByRole('button', { name: 'Meny' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);

    expect(onMenuOpen).toHaveBeenCalledOnce();
    expect(screen.getByRole('navigation', { name: 'Hovedmeny' })).toBeDefined();
  });

  it('marks a sticky header', () => {
    renderHeader({ sticky: true });

    const header = screen.getByRole('banner');
    expect(header.dataset.sticky).toBe('true');
    expect(header.className).toContain('ap-header--sticky');
  });
});
