import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  buildAccountNavigationItems,
  buildAccountNavigationLabels,
} from '../fixtures/buildAccount';
import { AccountNavigation } from './AccountNavigation';

describe('AccountNavigation', () => {
  it('is a named navigation of links with the current page marked', () => {
    render(
      <AccountNavigation
        items={buildAccountNavigationItems('/customer/addresses-details')}
        labels={buildAccountNavigationLabels()}
      />,
    );

    const nav = screen.getByRole('navigation', { name: 'Min konto' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/customer/my-profile',
      '/customer/addresses-details',
      '/customer/find-my-tractor',
      '/customer/order-history',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      null,
      'page',
      null,
      null,
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reports a link click with its address', async () => {
    const onNavigate = vi.fn((_href: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(
      <AccountNavigation
        items={buildAccountNavigationItems()}
        labels={buildAccountNavigationLabels()}
        onNavigate={onNavigate}
      />,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Ordrehistorikk' }));

    expect(onNavigate).toHaveBeenCalledOnce();
    expect(onNavigate.mock.calls[0]?.[0]).toBe('/customer/order-history');
  });

  it('logs out with a form post that works before hydration', () => {
    const html = renderToString(
      <AccountNavigation
        items={buildAccountNavigationItems()}
        labels={buildAccountNavigationLabels()}
        logout={{ action: '/logout', fields: { redirectTo: '/' } }}
      />,
    );

    expect(html).toMatch(/<form[^>]*\saction="\/logout"/);
    expect(html).toMatch(/<form[^>]*\smethod="post"/);
    expect(html).toContain('name="redirectTo"');
    expect(html).toMatch(/<button type="submit"[^>]*>Logg ut<\/button>/);
  });

  it('calls the logout handler on submit', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <AccountNavigation
        items={buildAccountNavigationItems()}
        labels={buildAccountNavigationLabels()}
        logout={{ action: '/logout', onSubmit }}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Logg ut' }));

    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
