import type { MouseEvent } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { Link } from '../Link/Link';

/** Props of {@link HeaderAction}. */
export interface HeaderActionProps {
  icon: IconName;
  /** The visible text (shown from tablet width) and accessible name. */
  text: string;
  /** A link when given, else a button calling `onClick`. */
  href?: string | undefined;
  /** Called on a click of the button, or of the link (which may then `preventDefault()`). */
  onClick?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  /** A number for the badge, shown only above zero. */
  count?: number;
  /** The accessible name while the badge shows, given the count. */
  countLabel?: (count: number) => string;
}

/** An icon control of the header's action row (account, wishlist, cart) with an optional badge. */
export function HeaderAction({
  icon,
  text,
  href,
  onClick,
  count = 0,
  countLabel,
}: HeaderActionProps) {
  const hasBadge = count > 0;
  const content = (
    <>
      <span className="ap-header__action-icon">
        <Icon name={icon} />
        {hasBadge ? (
          <span className="ap-header__badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span
        className="ap-header__action-text"
        aria-hidden={hasBadge && countLabel ? true : undefined}
      >
        {text}
      </span>
    </>
  );
  const accessibleName = hasBadge && countLabel ? countLabel(count) : undefined;

  if (href !== undefined) {
    return (
      <Link
        className="ap-header__action"
        href={href}
        aria-label={accessibleName}
        data-action={icon}
        onClick={onClick}
      >
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="ap-header__action"
      aria-label={accessibleName}
      data-action={icon}
      onClick={onClick}
    >
      {content}
    </button>
  );
}
