import type { ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** One step of a {@link StepIndicator}. */
export interface StepIndicatorStep {
  /** A key unique among the steps (for example `'account'`). */
  id: string;
  /** What the step is, as the shopper reads it (for example `'Levering og betaling'`). */
  label: string;
}

/** Texts of {@link StepIndicator}. */
export interface StepIndicatorLabels {
  /** Names the list of steps (for example `'Steg i kassen'`). */
  list: string;
  /** Read after a step already done (for example `'fullført'`); not shown. */
  complete: string;
}

/** Where a step stands: done, the one the shopper is on, or still ahead. */
export type StepIndicatorState = 'complete' | 'current' | 'upcoming';

/** Props of {@link StepIndicator}: an `<ol>`'s props plus the steps, the current one and texts. */
export interface StepIndicatorProps extends Omit<ComponentProps<'ol'>, 'children'> {
  steps: readonly StepIndicatorStep[];
  /** The `id` of the step the shopper is on; the steps before it are done. */
  current: string;
  labels: StepIndicatorLabels;
}

/**
 * The steps of a process (the checkout) in order, each numbered, with the one the shopper is on
 * marked `aria-current="step"` and those before it ticked and read as done. Each step carries
 * `data-state` (`complete`, `current`, `upcoming`). The steps share the width, so the list fits
 * the smallest phone (a long label wraps).
 *
 * @example
 * ```tsx
 * <StepIndicator steps={[{ id: 'account', label: 'Konto' }, { id: 'order', label: 'Levering og betaling' }]} current="order" labels={{ list: 'Steg i kassen', complete: 'fullført' }} />
 * ```
 */
export function StepIndicator({
  steps,
  current,
  labels,
  className,
  ...listProps
}: StepIndicatorProps) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <ol
      aria-label={labels.list}
      {...listProps}
      className={joinClassNames('ap-step-indicator', className)}
    >
      {steps.map((step, index) => {
        const state: StepIndicatorState =
          index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className="ap-step-indicator__step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="ap-step-indicator__marker" aria-hidden="true">
              {state === 'complete' ? <Icon name="check" size={16} /> : index + 1}
            </span>
            <span className="ap-step-indicator__label">
              {step.label}
              {state === 'complete' ? (
                <span className="ap-visually-hidden"> ({labels.complete})</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
