import { useId, useState, type ComponentProps, type MouseEvent } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** Props of {@link Toggle}: a `<button>`'s props plus the switch's state and texts. */
export interface ToggleProps extends Omit<
  ComponentProps<'button'>,
  'children' | 'onChange' | 'value' | 'defaultValue' | 'type'
> {
  /** The visible label, also the switch's accessible name (for example `'inkl. mva'`). */
  label: string;
  /** Text shown on the track while on (the shop uses `'På'`). */
  onLabel: string;
  /** Text shown on the track while off (the shop uses `'Av'`). */
  offLabel: string;
  /** Whether the switch is on, when controlled. */
  checked?: boolean;
  /** Whether the switch starts on, when uncontrolled. Defaults to `false`. */
  defaultChecked?: boolean;
  /** Called with the new state after each flip. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A switch (`role="switch"`) with a label and an on/off text on its track. Controlled with
 * `checked` + `onCheckedChange`, or uncontrolled with `defaultChecked`. The root and the button
 * carry `data-state="on"` or `data-state="off"`.
 *
 * @example
 * ```tsx
 * <Toggle label="inkl. mva" onLabel="På" offLabel="Av" checked={taxIncluded} onCheckedChange={setTaxIncluded} />
 * ```
 */
export function Toggle({
  label,
  onLabel,
  offLabel,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onClick,
  id,
  className,
  ...buttonProps
}: ToggleProps) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  const [uncontrolledChecked, setUncontrolledChecked] = useState(defaultChecked);
  const isChecked = checked ?? uncontrolledChecked;
  const state = isChecked ? 'on' : 'off';

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    setUncontrolledChecked(!isChecked);
    onCheckedChange?.(!isChecked);
  }

  return (
    <span className={joinClassNames('ap-toggle', className)} data-state={state}>
      <label className="ap-toggle__label" htmlFor={buttonId}>
        {label}
      </label>
      <button
        {...buttonProps}
        id={buttonId}
        type="button"
        role="switch"
        aria-checked={isChecked}
        className="ap-toggle__switch"
        data-state={state}
        onClick={handleClick}
      >
        <span className="ap-toggle__state" aria-hidden="true">
          {isChecked ? onLabel : offLabel}
        </span>
        <span className="ap-toggle__thumb" aria-hidden="true" />
      </button>
    </span>
  );
}
