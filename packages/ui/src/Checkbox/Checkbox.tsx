import type { ComponentProps, ReactNode } from 'react';
import { FieldMessages } from '../internal/FieldMessages';
import { joinClassNames } from '../internal/joinClassNames';
import { useFieldIds } from '../internal/useFieldIds';

/** Props of {@link Checkbox}: an `<input type="checkbox">`'s props plus its label, hint and error. */
export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** The label beside the box; may hold a link (for example to the terms). */
  label: ReactNode;
  /** The error message; the box is then `aria-invalid` and described by it. */
  error?: string | null | undefined;
  /** A help text under the label. */
  hint?: string | null | undefined;
}

/**
 * A native checkbox with its label, for plain HTML forms: checked, it submits `name=value`
 * (`value` defaults to the browser's `on`). Error and hint are wired like {@link TextField}'s;
 * every other prop (`defaultChecked`, `checked`, `onChange`, `ref`, …) goes to the input.
 */
export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });

  return (
    <div
      className={joinClassNames('ap-field', 'ap-checkbox', className)}
      data-invalid={ids.invalid ? '' : undefined}
      data-disabled={inputProps.disabled ? '' : undefined}
    >
      <div className="ap-checkbox__row">
        <input
          {...inputProps}
          id={ids.controlId}
          type="checkbox"
          className="ap-checkbox__input"
          aria-invalid={ids.invalid ? true : ariaInvalid}
          aria-describedby={ids.describedBy}
        />
        <label className="ap-checkbox__label" htmlFor={ids.controlId}>
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
