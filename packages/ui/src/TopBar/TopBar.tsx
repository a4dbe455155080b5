import { useState, type ComponentProps, type CSSProperties } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/** Texts of {@link TopBar}. */
export interface TopBarLabels {
  /** Accessible name of the close button (for example `'Lukk'`). */
  dismiss: string;
  /**
   * Accessible name of the message's landmark (an `<aside>`, for example `'Kunngjøring'`), so the
   * bar is not left outside every landmark. Without it the message is a plain `<div>`.
   */
  region?: string;
  /** Accessible name of the links' `<nav>` (for example `'Snarveier'`); needed with `links`. */
  links?: string;
}

/** A link of the {@link TopBar}, such as the owner's top menu block. */
export interface TopBarLink {
  href: string;
  label: string;
}

/** Props of {@link TopBar}: a `<div>`'s props plus colours, links and dismissal. */
export interface TopBarProps extends ComponentProps<'div'> {
  /** Any CSS colour, typically the store's `top_bar_block_background_color`. */
  backgroundColor?: string | null;
  /** Any CSS colour for the text; defaults to the token text colour. */
  textColor?: string | null;
  /** Show a close button. Needs `labels.dismiss`. */
  dismissible?: boolean;
  /** Whether the message is dismissed, when controlled. Uncontrolled (starting shown) by default. */
  dismissed?: boolean;
  /** Called when the close button is pressed. */
  onDismiss?: () => void;
  /** Short links at the bar's end (in a `<nav>` named `labels.links`); they stay when the message is dismissed. */
  links?: TopBarLink[];
  labels?: TopBarLabels;
}

/**
 * A thin bar above the header for a content block (shipping terms, opening hours) and a few
 * links. The message is dismissible when asked; by default the bar keeps the dismissal in its own
 * state, or follows `dismissed`. Nothing is rendered once the message is dismissed and there are
 * no links.
 */
export function TopBar({
  backgroundColor,
  textColor,
  dismissible = false,
  dismissed,
  onDismiss,
  links = [],
  labels,
  className,
  style,
  children,
  ...divProps
}: TopBarProps) {
  const [uncontrolledDismissed, setUncontrolledDismissed] = useState(false);
  const messageShown = !(dismissed ?? uncontrolledDismissed) && children != null;
  if (!messageShown && links.length === 0) return null;

  const colours = {
    ...(backgroundColor ? { '--ap-top-bar-background': backgroundColor } : {}),
    ...(textColor ? { '--ap-top-bar-color': textColor } : {}),
  } as CSSProperties;
  const MessageElement = labels?.region ? 'aside' : 'div';

  return (
    <div
      {...divProps}
      className={joinClassNames('ap-top-bar', className)}
      style={{ ...colours, ...style }}
    >
      {messageShown ? (
        <MessageElement className="ap-top-bar__message" aria-label={labels?.region}>
          <div className="ap-top-bar__content">{children}</div>
          {dismissible && labels ? (
            <button
              type="button"
              className="ap-top-bar__dismiss"
              aria-label={labels.dismiss}
              onClick={() => {
                setUncontrolledDismissed(true);
                onDismiss?.();
              }}
            >
              <Icon name="close" size={18} />
            </button>
          ) : null}
        </MessageElement>
      ) : null}
      {links.length > 0 ? (
        <nav className="ap-top-bar__links" aria-label={labels?.links}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
