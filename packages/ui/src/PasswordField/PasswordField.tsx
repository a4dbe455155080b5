import { useState, type ComponentProps } from 'react';
import { FieldLabel } from '../internal/FieldLabel';
import { FieldMessages } from '../internal/FieldMessages';
import { joinClassNames } from '../internal/joinClassNames';
import { useFieldIds } from '../internal/useFieldIds';

/** Texts of {@link PasswordField}'s show/hide button. */
export interface PasswordFieldLabels {
  /** The button's text while the password is hidden (for example `'Vis passord'`). */
  show: string;
  /** The button's text while the password is shown (for example `'Skjul passord'`). */
  hide: string;
}

/** Props of {@link PasswordField}: those of a {@link TextField} without `type`, plus the button's texts. */
export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: string;
  name: string;
  labels: PasswordFieldLabels;
  /** The field's error message; the input is then `aria-invalid` and described by it. */
  error?: string | null | undefined;
  /** A help text under the field (for example the password rules). */
  hint?: string | null | undefined;
  hideLabel?: boolean;
}

/**
 * A password input with a button that shows or hides what was typed. Like a {@link TextField}:
 * a real `<input type="password" name>` for plain forms, `error` and `hint` wired with
 * `aria-invalid` / `aria-describedby`, every other prop (`autoComplete="current-password"` or
 * `"new-password"`, `ref`, …) on the input. The button is a `type="button"` (it never submits),
 * controls the input (`aria-controls`) and says what it will do next; the root carries
 * `data-visible`.
 * The button is described by the field's label, so two of them ("Nytt passord", "Bekreft
 * passord") are told apart.
 */
export function PasswordField({
  label,
  labels,
  error,
  hint,
  hideLabel = false,
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: PasswordFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const [visible, setVisible] = useState(false);

  return (
    <div
      className={joinClassNames('ap-field', 'ap-password-field', className)}
      data-invalid={ids.invalid ? '' : undefined}
      data-disabled={inputProps.disabled ? '' : undefined}
      data-visible={visible}
    >
      <FieldLabel
        id={`${ids.controlId}-label`}
        htmlFor={ids.controlId}
        required={inputProps.required}
        hidden={hideLabel}
      >
        {label}
      </FieldLabel>
      <div className="ap-field__control">
        <input
          spellCheck={false}
          autoCapitalize="none"
          {...inputProps}
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          className="ap-field__input"
          aria-invalid={ids.invalid ? true : ariaInvalid}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className="ap-field__button"
          aria-controls={ids.controlId}
          aria-describedby={`${ids.controlId}-label`}
          disabled={inputProps.disabled}
          onClick={() => setVisible(!visible)}
        >
          {visible ? labels.hide : labels.show}
        </button>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
