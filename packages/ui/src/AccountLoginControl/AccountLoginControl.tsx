import type { ComponentProps, MouseEvent } from 'react';
import { HeaderAction } from '../Header/HeaderAction';
import { joinClassNames } from '../internal/joinClassNames';

/** Props of {@link AccountLoginControl}: a `<div>`'s props plus the control's text and action. */
export interface AccountLoginControlProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The control's text and accessible name, such as `{ account: 'Min konto', login: 'Logg inn' }`. */
  labels: { account: string; login?: string };
  /** Called on a click of the control, for example to open the login modal. */
  onLoginClick?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * Makes the control a link to a login page, which works before hydration; `onLoginClick` may
   * still `preventDefault()` and open the modal instead.
   */
  loginHref?: string;
}

/**
 * The header's account control of a shopper who is not logged in: the account button (or a link
 * with `loginHref`) calling `onLoginClick`. What {@link AccountMenu} shows logged out, as a
 * component of its own, so a page for guests need not carry the logged-in menu's code.
 */
export function AccountLoginControl({
  labels,
  onLoginClick,
  loginHref,
  className,
  ...divProps
}: AccountLoginControlProps) {
  return (
    <div
      {...divProps}
      className={joinClassNames('ap-account-menu', className)}
      data-authenticated="false"
    >
      <HeaderAction
        icon="user"
        text={labels.login ?? labels.account}
        href={loginHref}
        onClick={onLoginClick}
      />
    </div>
  );
}
