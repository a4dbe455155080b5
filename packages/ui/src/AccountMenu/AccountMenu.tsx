import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { AccountLoginControl } from '../AccountLoginControl/AccountLoginControl';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { PostForm, type AccountLogout } from '../internal/PostForm';
import { Link } from '../Link/Link';

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

function menuControls(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')] : [];
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
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  function close(returnFocus: boolean) {
    if (detailsRef.current) detailsRef.current.open = false;
    setOpen(false);
    if (returnFocus) summaryRef.current?.focus();
  }

  function openAndFocus(which: 'first' | 'last') {
    if (detailsRef.current) detailsRef.current.open = true;
    setOpen(true);
    const controls = menuControls(panelRef.current);
    (which === 'first' ? controls[0] : controls.at(-1))?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const target = event.target as HTMLElement;
    const onSummary = target === summaryRef.current;
    const controls = menuControls(panelRef.current);
    const index = controls.indexOf(target);
    let next: HTMLElement | undefined;

    if (event.key === 'Escape' && detailsRef.current?.open) {
      close(true);
    } else if (onSummary && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (index >= 0 && event.key === 'ArrowDown') {
      next = controls[(index + 1) % controls.length];
    } else if (index >= 0 && event.key === 'ArrowUp') {
      next = controls[(index - 1 + controls.length) % controls.length];
    } else if (index >= 0 && event.key === 'Home') {
      next = controls[0];
    } else if (index >= 0 && event.key === 'End') {
      next = controls.at(-1);
    } else {
      return;
    }
    event.preventDefault();
    next?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDetailsElement>) {
    // Only a move to somewhere else closes: a click on the panel's background moves focus to
    // nothing (relatedTarget null) and must keep it open.
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close(false);
  }

  // Closing on a new closeSignal: the DOM owns the open state of a <details>.
  const [seenCloseSignal, setSeenCloseSignal] = useState(closeSignal);
  if (!Object.is(closeSignal, seenCloseSignal)) {
    setSeenCloseSignal(closeSignal);
    setOpen(false);
  }
  useEffect(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, [closeSignal]);

  useEffect(() => {
    if (!open) return;
    const document = detailsRef.current?.ownerDocument;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && detailsRef.current?.contains(event.target)) return;
      if (detailsRef.current) detailsRef.current.open = false;
      setOpen(false);
    }
    document?.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document?.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

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
        <div ref={panelRef} className="ap-account-menu__panel">
          {greeting ? <p className="ap-account-menu__greeting">{greeting}</p> : null}
          {items.length > 0 ? (
            <ul className="ap-account-menu__list">
              {items.map((item) => (
                <li key={item.href} className="ap-account-menu__item">
                  <Link
                    href={item.href}
                    className="ap-account-menu__link"
                    aria-current={item.current ? 'page' : undefined}
                    onClick={() => close(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {logout ? (
            <PostForm
              post={logout}
              formClassName="ap-account-menu__logout"
              buttonClassName="ap-account-menu__link ap-account-menu__logout-button"
            >
              {labels.logout}
            </PostForm>
          ) : null}
        </div>
      </details>
    </div>
  );
}
