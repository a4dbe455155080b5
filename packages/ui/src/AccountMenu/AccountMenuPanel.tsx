import type { Ref } from 'react';
import { PostForm, type AccountLogout } from '../internal/PostForm';
import { Link } from '../Link/Link';
import type { AccountMenuItem } from './AccountMenu';

/** Props of {@link AccountMenuPanel}. */
export interface AccountMenuPanelProps {
  ref: Ref<HTMLDivElement>;
  greeting: string | null;
  items: readonly AccountMenuItem[];
  logout: AccountLogout | undefined;
  logoutLabel: string;
  /** Called when a link is followed: the menu closes. */
  onNavigate: () => void;
}

/** The open {@link AccountMenu}'s content: the greeting, the account links and the logout form. */
export function AccountMenuPanel({
  ref,
  greeting,
  items,
  logout,
  logoutLabel,
  onNavigate,
}: AccountMenuPanelProps) {
  return (
    <div ref={ref} className="ap-account-menu__panel">
      {greeting ? <p className="ap-account-menu__greeting">{greeting}</p> : null}
      {items.length > 0 ? (
        <ul className="ap-account-menu__list">
          {items.map((item) => (
            <li key={item.href} className="ap-account-menu__item">
              <Link
                href={item.href}
                className="ap-account-menu__link"
                aria-current={item.current ? 'page' : undefined}
                onClick={onNavigate}
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
          {logoutLabel}
        </PostForm>
      ) : null}
    </div>
  );
}
