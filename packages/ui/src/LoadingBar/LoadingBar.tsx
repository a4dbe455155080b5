import { useEffect, useState, type ComponentProps, type CSSProperties } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** Texts of {@link LoadingBar}. */
export interface LoadingBarLabels {
  /** Accessible name of the progress bar (for example `'Laster siden'`). */
  loading: string;
}

/** Props of {@link LoadingBar}: a `<div>`'s props plus the activity and its timings. */
export interface LoadingBarProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Whether something (typically a route change) is loading. */
  active: boolean;
  labels: LoadingBarLabels;
  /** Milliseconds of activity before the bar shows, so quick loads show nothing. Defaults to 200. */
  throttle?: number;
  /** Milliseconds the full bar stays after the activity ends. Defaults to 500. */
  hideDelay?: number;
  /** Milliseconds the bar takes to grow while loading. Defaults to 5000. */
  duration?: number;
}

/**
 * A thin progress bar along the top of the page for route changes. It shows only after
 * `throttle` ms of activity, grows over `duration` ms, fills up when the activity ends and hides
 * `hideDelay` ms later. `data-state` is `loading` or `complete`; nothing renders while idle.
 */
export function LoadingBar({
  active,
  labels,
  throttle = 200,
  hideDelay = 500,
  duration = 5000,
  className,
  style,
  ...divProps
}: LoadingBarProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = active
      ? setTimeout(() => setShown(true), throttle)
      : setTimeout(() => setShown(false), hideDelay);
    return () => clearTimeout(timer);
  }, [active, throttle, hideDelay]);

  if (!shown) return null;
  const complete = !active;

  return (
    <div
      {...divProps}
      role="progressbar"
      aria-label={labels.loading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={complete ? 100 : undefined}
      className={joinClassNames('ap-loading-bar', className)}
      data-state={complete ? 'complete' : 'loading'}
      style={{ '--ap-loading-bar-duration': `${duration}ms`, ...style } as CSSProperties}
    >
      <div className="ap-loading-bar__fill" />
    </div>
  );
}
