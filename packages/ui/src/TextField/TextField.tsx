import type { ComponentProps } from 'react';
import { FieldLabel } from '../internal/FieldLabel';
import { FieldMessages } from '../internal/FieldMessages';
import { joinClassNames } from '../internal/joinClassNames';
import { useFieldIds } from '../internal/useFieldIds';

/** Input types a {@link TextField} takes (checkboxes have {@link Checkbox}, passwords {@link PasswordField}). */
export type TextFieldType = 'text' | 'email' | 'tel' | 'number' | 'url' | 'search' | 'date';

/**
 * Props of {@link TextField}: an `<input>`'s props (all passed to the input, `ref` included)
 * plus its label, hint and error.
 */
export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** The visible label, associated with the input. */
  label: string;
  /** The field's name in the submitted form. */
  name: string;
  /** Defaults to `text`. */
  type?: TextFieldType;
  /** The field's error message; the input is then `aria-invalid` and described by it. */
  error?: string | null | undefined;
  /** A help text under the field, describing the input (for example `'Minst 8 tegn'`). */
  hint?: string | null | undefined;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
}

/**
 * A labelled text input for plain HTML forms: it renders a real `<input name>`, so the form posts
 * before hydration, and it validates nothing itself: the app passes the `error` it found (on the
 * server after a post, or from its schema on the client). With an error the input carries
 * `aria-invalid="true"` and `aria-describedby` pointing at the message, which sits in a polite
 * live region so it is read out when it appears. Every other prop (`autoComplete`, `inputMode`,
 * `required`, `value` / `defaultValue`, `onChange`, `onBlur`, `ref`, …) goes to the input, so a
 * form library can register it. `className` goes on the root, which carries `data-invalid`.
 *
 * @example
 * ```tsx
 * <TextField label="E-post" name="email" type="email" autoComplete="email" required error={errors.email} />
 * ```
 */
export function TextField({
  label,
  type = 'text',
  error,
  hint,
  hideLabel = false,
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });

  return (
    <div
      className={joinClassNames('ap-field', className)}
      data-invalid={ids.invalid ? '' : undefined}
      data-disabled={inputProps.disabled ? '' : undefined}
    >
      <FieldLabel htmlFor={ids.controlId} required={inputProps.required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="ap-field__control">
        <input
          {...inputProps}
          id={ids.controlId}
          type={type}
          className="ap-field__input"
          aria-invalid={ids.invalid ? true : ariaInvalid}
          aria-describedby={ids.describedBy}
        />
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
