import { useState, type ComponentProps, type CSSProperties } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** Texts of {@link TopBar}. */
export interface TopBarLabels {
  /** Accessible name of the close button (for example `'Lukk'`). */
  dismiss: string;
}

/** Props of {@link TopBar}: a `<div>`'s props plus colours and dismissal. */
export interface TopBarProps extends ComponentProps<'div'> {
  /** Any CSS colour, typically the store's `top_bar_block_background_color`. */
  backgroundColor?: string | null;
  /** Any CSS colour for the text; defaults to the token text colour. */
  textColor?: string | null;
  /** Show a close button. Needs `labels.dismiss`. */
  dismissible?: boolean;
  /** Whether the bar is dismissed, when controlled. Uncontrolled (starting shown) by default. */
  dismissed?: boolean;
  /** Called when the close button is pressed. */
  onDismiss?: () => void;
  labels?: TopBarLabels;
}

/**
 * A thin bar above the header for a content block (shipping terms, opening hours). Dismissible
 * when asked; by default it keeps the dismissal in its own state, or follows `dismissed`.
 */
export function TopBar({
  backgroundColor,
  textColor,
  dismissible = false,
  dismissed,
  onDismiss,
  labels,
  className,
  style,
  children,
  ...divProps
}: TopBarProps) {
  const [uncontrolledDismissed, setUncontrolledDismissed] = useState(false);
  if (dismissed ?? uncontrolledDismissed) return null;

  const colours = {
    ...(backgroundColor ? { '--ap-top-bar-background': backgroundColor } : {}),
    ...(textColor ? { '--ap-top-bar-color': textColor } : {}),
  } as CSSProperties;

  return (
    <div
      {...divProps}
      className={joinClassNames('ap-top-bar', className)}
      style={{ ...colours, ...style }}
    >
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
    </div>
  );
}
