import type { ComponentProps, MouseEvent } from 'react';
import { AccountLoginControl } from '../AccountLoginControl/AccountLoginControl';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import type { AccountLogout } from '../internal/PostForm';
import { AccountMenuPanel } from './AccountMenuPanel';
import { useAccountMenuDisclosure } from './useAccountMenuDisclosure';

/** Texts of {@link AccountMenu}. */
export interface AccountMenuLabels {
  /** The control's text and accessible name while logged in (for example `'Min konto'`). */
  account: string;
  /** The control's text while logged out (for example `'Logg inn'`); `account` without it. */
  login?: string;
  /** The logout button (for example `'Logg ut'`). */
  logout: string;
  /** A greeting at the top of the open menu, given `customerName` (for example `(name) => \`Hei, ${name}!\``). */
  greeting?: (name: string) => string;
}

/** A link of the {@link AccountMenu}. */
export interface AccountMenuItem {
  label: string;
  href: string;
  /** The page being shown: the link gets `aria-current="page"`. */
  current?: boolean;
}

/** Props of {@link AccountMenu}: a `<div>`'s props plus the session state, links and texts. */
export interface AccountMenuProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Whether a customer is logged in: a menu then, else the login control. */
  authenticated: boolean;
  labels: AccountMenuLabels;
  /** Logged out: called on a click of the control, for example to open the login modal. */
  onLoginClick?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * Logged out: makes the control a link to a login page, which works before hydration;
   * `onLoginClick` may still `preventDefault()` and open the modal instead.
   */
  loginHref?: string;
  /** Logged in: the menu's links (My profile, Addresses, Order history). */
  items?: readonly AccountMenuItem[];
  /** Logged in: the logout form after the links; no logout button without it. */
  logout?: AccountLogout;
  /** Logged in: the customer's first name for the greeting. */
  customerName?: string | null;
  /** Any value that changes on navigation, such as the location key: each change closes the menu. */
  closeSignal?: unknown;
}

/**
 * The header's account control. Logged out it is the header's account button (or a link with
 * `loginHref`) calling `onLoginClick`. Logged in it is a disclosure, built on a native
 * `<details>`, so it opens before hydration too, holding the account links (router links through
 * {@link Link}, the current one `aria-current="page"`) and a logout button that posts a real
 * form. Once hydrated: Escape closes it and returns focus to the control, an outside click, focus
 * moving out, a link's click and a new `closeSignal` close it; ArrowDown / ArrowUp open it from
 * the control and move through its entries, Home and End jump to the ends. The root carries
 * `data-state` (`open` / `closed`) and `data-authenticated`.
 *
 * Pass it as the {@link Header}'s `account`.
 */
export function AccountMenu({
  authenticated,
  labels,
  onLoginClick,
  loginHref,
  items = [],
  logout,
  customerName,
  closeSignal,
  className,
  ...divProps
}: AccountMenuProps) {
  const { detailsRef, summaryRef, panelRef, open, setOpen, close, handleKeyDown, handleBlur } =
    useAccountMenuDisclosure(closeSignal);

  if (!authenticated) {
    return (
      <AccountLoginControl
        {...divProps}
        className={className}
        labels={labels}
        loginHref={loginHref}
        onLoginClick={onLoginClick}
      />
    );
  }

  const greeting = customerName && labels.greeting ? labels.greeting(customerName) : null;

  return (
    <div
      {...divProps}
      className={joinClassNames('ap-account-menu', className)}
      data-authenticated="true"
      data-state={open ? 'open' : 'closed'}
    >
      <details
        ref={detailsRef}
        className="ap-account-menu__disclosure"
        onToggle={(event) => setOpen(event.currentTarget.open)}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
      >
        <summary
          ref={summaryRef}
          className="ap-header__action ap-account-menu__trigger"
          data-action="user"
        >
          <span className="ap-header__action-icon">
            <Icon name="user" />
          </span>
          <span className="ap-header__action-text">{labels.account}</span>
        </summary>
        <AccountMenuPanel
          ref={panelRef}
          greeting={greeting}
          items={items}
          logout={logout}
          logoutLabel={labels.logout}
          onNavigate={() => close(false)}
        />
      </details>
    </div>
  );
}
