import type { ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** How a listing shows its products. */
export type ListingView = 'grid' | 'list';

/** Texts of {@link ViewToggle}. */
export interface ViewToggleLabels {
  /** Names the group (for example `'Visning'`). */
  group: string;
  /** For example `'Rutenett'`. */
  grid: string;
  /** For example `'Liste'`. */
  list: string;
}

/** Props of {@link ViewToggle}: a `<div>`'s props plus the view. */
export interface ViewToggleProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  value: ListingView;
  /** Called with the view chosen (grid or list). */
  onChange: (view: ListingView) => void;
  labels: ViewToggleLabels;
}

const views: ListingView[] = ['grid', 'list'];

/**
 * Grid or list view: two icon buttons in a labelled group, the current one `aria-pressed`. The
 * root carries `data-state` with the view.
 *
 * @example
 * ```tsx
 * <ViewToggle value={view} onChange={setView} labels={{ group: 'Visning', grid: 'Rutenett', list: 'Liste' }} />
 * ```
 */
export function ViewToggle({ value, onChange, labels, className, ...divProps }: ViewToggleProps) {
  return (
    <div
      {...divProps}
      role="group"
      aria-label={labels.group}
      className={joinClassNames('ap-view-toggle', className)}
      data-state={value}
    >
      {views.map((view) => (
        <button
          key={view}
          type="button"
          className="ap-view-toggle__button"
          aria-pressed={value === view}
          aria-label={labels[view]}
          onClick={() => onChange(view)}
        >
          <Icon name={view} size={20} />
        </button>
      ))}
    </div>
  );
}
