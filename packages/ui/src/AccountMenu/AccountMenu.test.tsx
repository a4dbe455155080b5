import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { buildAccountMenuItems, buildAccountMenuLabels } from '../fixtures/buildAccount';
import { LinkProvider, type LinkComponent } from '../Link/Link';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';

function renderLoggedIn(props: Partial<AccountMenuProps> = {}) {
  const user = userEvent.setup();
  const utils = render(
    <>
      <AccountMenu
        authenticated
        labels={buildAccountMenuLabels()}
        customerName="Ola"
        items={buildAccountMenuItems('/customer/addresses-details')}
        logout={{ action: '/logout', fields: { redirectTo: '/kategori/filter.html' } }}
        {...props}
      />
      <button type="button">Utenfor</button>
    </>,
  );
  const details = utils.container.querySelector('details')!;
  const trigger = utils.container.querySelector('summary')!;
  return { ...utils, user, details, trigger };
}

describe('AccountMenu', () => {
  it('logged out, is a button that asks for the login', async () => {
    const onLoginClick = vi.fn();
    render(
      <AccountMenu
        authenticated={false}
        labels={buildAccountMenuLabels()}
        onLoginClick={onLoginClick}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));

    expect(onLoginClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('logged out with a login page, is a link the click handler may keep in-app', async () => {
    const onLoginClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <AccountMenu
        authenticated={false}
        labels={buildAccountMenuLabels({ login: undefined })}
        loginHref="/customer/login"
        onLoginClick={onLoginClick}
      />,
    );
    const link = screen.getByRole('link', { name: 'Min konto' });

    await userEvent.click(link);

    expect(link.getAttribute('href')).toBe('/customer/login');
    expect(onLoginClick).toHaveBeenCalledOnce();
  });

  it('logged in, renders on the server as a closed <details> with real links and a logout form', () => {
    const html = renderToString(
      <AccountMenu
        authenticated
        labels={buildAccountMenuLabels()}
        items={buildAccountMenuItems()}
        logout={{ action: '/logout', fields: { redirectTo: '/' } }}
      />,
    );

    expect(html).toMatch(/<details[^>]*>/);
    expect(html).not.toMatch(/<details[^>]*open/);
    expect(html).toContain('href="/customer/my-profile"');
    expect(html).toMatch(/<form[^>]*\saction="\/logout"/);
    expect(html).toMatch(/<form[^>]*\smethod="post"/);
    expect(html).toMatch(/<input type="hidden" name="redirectTo" value="\/"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Logg ut<\/button>/);
  });

  it('opens on a click and shows the greeting, the links and the current page', async () => {
    const { user, details, trigger, container } = renderLoggedIn();

    expect(details.open).toBe(false);
    expect(trigger.textContent).toBe('Min konto');
    await user.click(trigger);

    expect(details.open).toBe(true);
    await vi.waitFor(() =>
      expect(container.querySelector('.ap-account-menu')?.getAttribute('data-state')).toBe('open'),
    );
    expect(screen.getByText('Hei, Ola!')).toBeDefined();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Min profil',
      'Adresser',
      'Ordrehistorikk',
    ]);
    expect(screen.getByRole('link', { name: 'Adresser' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Min profil' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('logs out by posting its form, with the hidden fields', async () => {
    let form: HTMLFormElement | null = null;
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      form = event.currentTarget;
    });
    const { user, trigger } = renderLoggedIn({
      logout: { action: '/logout', fields: { redirectTo: '/x' }, onSubmit },
    });

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Logg ut' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(form).toBe(screen.getByRole('button', { name: 'Logg ut' }).closest('form'));
    expect(form!.getAttribute('action')).toBe('/logout');
    expect(form!.getAttribute('method')).toBe('post');
    expect(new FormData(form!).get('redirectTo')).toBe('/x');
  });

  it('does not post the logout twice while it is on its way', async () => {
    const onSubmit = vi.fn();
    const { user, trigger } = renderLoggedIn({
      logout: { action: '/logout', busy: true, onSubmit },
    });
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submitted);

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Logg ut' }));
    document.removeEventListener('submit', submitted);

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Logg ut' }).getAttribute('aria-busy')).toBe('true');
  });

  it('closes on Escape and returns focus to the control', async () => {
    const { user, details, trigger } = renderLoggedIn();

    await user.click(trigger);
    screen.getByRole('link', { name: 'Min profil' }).focus();
    await user.keyboard('{Escape}');

    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('opens from the keyboard with ArrowDown and moves through its entries', async () => {
    const { user, details, trigger } = renderLoggedIn();
    trigger.focus();

    await user.keyboard('{ArrowDown}');
    expect(details.open).toBe(true);
    expect(document.activeElement?.textContent).toBe('Min profil');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Logg ut');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Min profil');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Logg ut');
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Logg ut');
  });

  it('opens at the last entry with ArrowUp', async () => {
    const { user, trigger } = renderLoggedIn();
    trigger.focus();

    await user.keyboard('{ArrowUp}');

    expect(document.activeElement?.textContent).toBe('Logg ut');
  });

  it('closes on an outside click and when focus moves out', async () => {
    const { user, details, trigger } = renderLoggedIn();

    await user.click(trigger);
    await vi.waitFor(() => expect(details.closest('[data-state="open"]')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Utenfor' }));
    expect(details.open).toBe(false);

    await user.click(trigger);
    screen.getByRole('button', { name: 'Logg ut' }).focus();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Utenfor');
    expect(details.open).toBe(false);
  });

  it('closes when a link is followed, through the app router link', async () => {
    const navigate = vi.fn();
    const RouterLink: LinkComponent = ({ href, onClick, ...props }) => (
      <a
        {...props}
        href={href}
        data-router=""
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          navigate(href);
        }}
      />
    );
    const user = userEvent.setup();
    const { container } = render(
      <LinkProvider component={RouterLink}>
        <AccountMenu
          authenticated
          labels={buildAccountMenuLabels()}
          items={buildAccountMenuItems()}
        />
      </LinkProvider>,
    );
    const details = container.querySelector('details')!;

    await user.click(container.querySelector('summary')!);
    await user.click(screen.getByRole('link', { name: 'Ordrehistorikk' }));

    expect(navigate).toHaveBeenCalledWith('/customer/order-history');
    expect(screen.getByRole('link', { name: 'Ordrehistorikk' }).hasAttribute('data-router')).toBe(
      true,
    );
    expect(details.open).toBe(false);
  });

  it('closes when the close signal changes', async () => {
    const user = userEvent.setup();
    const props = {
      authenticated: true,
      labels: buildAccountMenuLabels(),
      items: buildAccountMenuItems(),
    };
    const { container, rerender } = render(<AccountMenu {...props} closeSignal="a" />);
    const details = container.querySelector('details')!;

    await user.click(container.querySelector('summary')!);
    expect(details.open).toBe(true);
    rerender(<AccountMenu {...props} closeSignal="b" />);

    expect(details.open).toBe(false);
  });

  it('has no logout button without a logout form', () => {
    renderLoggedIn({ logout: undefined });

    expect(screen.queryByRole('button', { name: 'Logg ut' })).toBeNull();
  });
});
