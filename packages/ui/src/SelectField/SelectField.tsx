import type { ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { FieldLabel } from '../internal/FieldLabel';
import { FieldMessages } from '../internal/FieldMessages';
import { joinClassNames } from '../internal/joinClassNames';
import { useFieldIds } from '../internal/useFieldIds';

/** One option of a {@link SelectField}. */
export interface SelectFieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link SelectField}: a `<select>`'s props plus its label, options, hint and error. */
export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  name: string;
  options: readonly SelectFieldOption[];
  /** A first option with an empty value (for example `'Velg land'`), chosen while nothing else is. */
  placeholder?: string;
  /** The error message; the select is then `aria-invalid` and described by it. */
  error?: string | null | undefined;
  hint?: string | null | undefined;
  hideLabel?: boolean;
}

/**
 * A labelled native `<select>` for plain HTML forms (country, region), laid out and wired like
 * {@link TextField}: error and hint through `aria-invalid` / `aria-describedby`, every other prop
 * (`value` / `defaultValue`, `onChange`, `required`, `ref`, …) on the select.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel = false,
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });

  return (
    <div
      className={joinClassNames('ap-field', 'ap-select-field', className)}
      data-invalid={ids.invalid ? '' : undefined}
      data-disabled={selectProps.disabled ? '' : undefined}
    >
      <FieldLabel htmlFor={ids.controlId} required={selectProps.required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="ap-field__control">
        <select
          {...selectProps}
          id={ids.controlId}
          className="ap-field__input ap-field__select"
          aria-invalid={ids.invalid ? true : ariaInvalid}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={18} className="ap-field__select-icon" />
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
