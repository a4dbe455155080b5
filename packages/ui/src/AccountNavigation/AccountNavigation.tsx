import { useEffect, useRef, type ComponentProps, type MouseEvent } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { PostForm, type AccountLogout } from '../internal/PostForm';
import { Link } from '../Link/Link';

/** Texts of {@link AccountNavigation}. */
export interface AccountNavigationLabels {
  /** Accessible name of the `<nav>` (for example `'Min konto'`). */
  navigation: string;
  /** The logout button (for example `'Logg ut'`); needed with `logout`. */
  logout?: string;
}

/** A page of the account area in the {@link AccountNavigation}. */
export interface AccountNavigationItem {
  label: string;
  href: string;
  /** The page being shown: `aria-current="page"`. */
  current?: boolean;
  /** A built-in icon before the label. */
  icon?: IconName;
}

/** Props of {@link AccountNavigation}: a `<nav>`'s props plus the pages and the logout form. */
export interface AccountNavigationProps extends Omit<ComponentProps<'nav'>, 'children'> {
  items: readonly AccountNavigationItem[];
  labels: AccountNavigationLabels;
  /** A logout form after the links (needs `labels.logout`). */
  logout?: AccountLogout;
  /** Called on a link's click before navigation, with its address. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The side navigation of the account area: a labelled `<nav>` of real links (router links through
 * {@link Link}), the current page marked `aria-current="page"`, and optionally a logout button that
 * posts a form, so both work before hydration. Mobile first it is one row that scrolls sideways
 * (the current page scrolled into view); from 1024 px it is a vertical list beside the content.
 */
export function AccountNavigation({
  items,
  labels,
  logout,
  onNavigate,
  className,
  ...navProps
}: AccountNavigationProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const currentHref = items.find((item) => item.current)?.href;

  // In the scrolling row, bring the current page into view (the layout only scrolls on phones).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = Math.max(0, current.offsetLeft - list.offsetLeft - 16);
  }, [currentHref]);

  return (
    <nav
      {...navProps}
      aria-label={labels.navigation}
      className={joinClassNames('ap-account-navigation', className)}
    >
      <ul ref={listRef} className="ap-account-navigation__list">
        {items.map((item) => (
          <li key={item.href} className="ap-account-navigation__item">
            <Link
              href={item.href}
              className="ap-account-navigation__link"
              aria-current={item.current ? 'page' : undefined}
              onClick={(event) => onNavigate?.(item.href, event)}
            >
              {item.icon ? <Icon name={item.icon} size={20} /> : null}
              {item.label}
            </Link>
          </li>
        ))}
        {logout && labels.logout ? (
          <li className="ap-account-navigation__item ap-account-navigation__item--logout">
            <PostForm
              post={logout}
              formClassName="ap-account-navigation__logout"
              buttonClassName="ap-account-navigation__link ap-account-navigation__logout-button"
            >
              {labels.logout}
            </PostForm>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
