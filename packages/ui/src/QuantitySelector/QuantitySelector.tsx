import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { clampQuantity } from './clampQuantity';

/** Texts of {@link QuantitySelector}. */
export interface QuantitySelectorLabels {
  /** The field's label (for example `'Antall'`). */
  label: string;
  /** Accessible name of the minus button (for example `'Reduser antall'`). */
  decrease: string;
  /** Accessible name of the plus button (for example `'Øk antall'`). */
  increase: string;
}

/** Props of {@link QuantitySelector}: a `<div>`'s props plus the value and its bounds. */
export interface QuantitySelectorProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  /** The quantity; the component is controlled. */
  value: number;
  /** Called with the new, clamped quantity. */
  onChange: (value: number) => void;
  /** Defaults to 0 (the spec). */
  min?: number;
  /** No upper bound without it. */
  max?: number;
  /** The rule applied to every new value. Defaults to {@link clampQuantity}. */
  clamp?: (value: number, min: number, max?: number) => number;
  /** Submit the quantity with a form under this name. */
  name?: string;
  disabled?: boolean;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  labels: QuantitySelectorLabels;
}

/**
 * A quantity field with minus and plus buttons. Controlled: it shows `value` and reports every
 * change, clamped to `min`…`max` (a non-number becomes `min`), through `onChange`. Typing is
 * committed on blur or Enter, so a field can be cleared while typing. Minus is disabled at
 * `min`, plus at `max`. The root carries `data-state` `min`, `max` or `between`.
 *
 * @example
 * ```tsx
 * <QuantitySelector value={quantity} onChange={setQuantity} min={1} max={stock} labels={quantityLabels} />
 * ```
 */
export function QuantitySelector({
  value,
  onChange,
  min = 0,
  max,
  clamp = clampQuantity,
  name,
  disabled = false,
  hideLabel = false,
  labels,
  className,
  ...divProps
}: QuantitySelectorProps) {
  const inputId = useId();
  // What the shopper is typing, until it is committed; the value itself stays with the app.
  const [draft, setDraft] = useState<string | null>(null);
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;

  function change(next: number) {
    const clamped = clamp(next, min, max);
    if (clamped !== value) onChange(clamped);
  }

  function commit() {
    if (draft === null) return;
    setDraft(null);
    change(draft.trim() === '' ? Number.NaN : Number(draft));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
  }

  return (
    <div
      {...divProps}
      className={joinClassNames('ap-quantity-selector', className)}
      data-state={atMin ? 'min' : atMax ? 'max' : 'between'}
    >
      <label
        className={joinClassNames('ap-quantity-selector__label', hideLabel && 'ap-visually-hidden')}
        htmlFor={inputId}
      >
        {labels.label}
      </label>
      <div className="ap-quantity-selector__control">
        <button
          type="button"
          className="ap-quantity-selector__button"
          aria-label={labels.decrease}
          aria-controls={inputId}
          disabled={disabled || atMin}
          onClick={() => change(value - 1)}
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          id={inputId}
          className="ap-quantity-selector__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          name={name}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={handleKeyDown}
        />
        <button
          type="button"
          className="ap-quantity-selector__button"
          aria-label={labels.increase}
          aria-controls={inputId}
          disabled={disabled || atMax}
          onClick={() => change(value + 1)}
        >
          <Icon name="plus" size={18} />
        </button>
      </div>
    </div>
  );
}
