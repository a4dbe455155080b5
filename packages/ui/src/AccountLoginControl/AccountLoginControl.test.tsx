import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import { AccountLoginControl } from './AccountLoginControl';

afterEach(cleanup);

const labels = { account: 'Min konto', login: 'Logg inn' };

describe('AccountLoginControl', () => {
  it('is a link to the login page that a click may turn into the modal', async () => {
    const onLoginClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <AccountLoginControl
        labels={labels}
        loginHref="/customer/login"
        onLoginClick={onLoginClick}
      />,
    );
    const link = screen.getByRole('link', { name: 'Logg inn' });
    expect(link.getAttribute('href')).toBe('/customer/login');
    await userEvent.click(link);
    expect(onLoginClick).toHaveBeenCalledTimes(1);
  });

  it('renders exactly what the account menu shows logged out', () => {
    const control = render(<AccountLoginControl labels={labels} loginHref="/customer/login" />);
    const controlHtml = control.container.innerHTML;
    cleanup();
    const menu = render(
      <AccountMenu
        authenticated={false}
        labels={{ ...labels, logout: 'Logg ut' }}
        loginHref="/customer/login"
      />,
    );
    expect(menu.container.innerHTML).toBe(controlHtml);
  });
});
