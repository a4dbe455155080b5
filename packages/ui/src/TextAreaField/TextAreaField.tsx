import type { ComponentProps } from 'react';
import { FieldLabel } from '../internal/FieldLabel';
import { FieldMessages } from '../internal/FieldMessages';
import { joinClassNames } from '../internal/joinClassNames';
import { useFieldIds } from '../internal/useFieldIds';

/**
 * Props of {@link TextAreaField}: a `<textarea>`'s props (all passed to it, `ref` included) plus
 * its label, hint and error.
 */
export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  /** The visible label, associated with the text area. */
  label: string;
  /** The field's name in the submitted form. */
  name: string;
  /** The field's error message; the text area is then `aria-invalid` and described by it. */
  error?: string | null | undefined;
  /** A help text under the field (for example `'Høyst 2 000 tegn'`). */
  hint?: string | null | undefined;
}

/**
 * A labelled text area for longer text (a message to the shop), for plain HTML forms like
 * `TextField`: a real `<textarea name>` that posts before hydration and validates nothing itself.
 * With an `error` it carries `aria-invalid="true"` and `aria-describedby` pointing at the message,
 * in a polite live region; the hint describes it too. `rows` defaults to 4; every other prop goes
 * to the text area, `className` on the root (which carries `data-invalid`).
 *
 * @example
 * ```tsx
 * <TextAreaField label="Melding" name="message" maxLength={2000} hint="Høyst 2 000 tegn" />
 * ```
 */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  rows = 4,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...textareaProps
}: TextAreaFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });

  return (
    <div
      className={joinClassNames('ap-field', 'ap-text-area-field', className)}
      data-invalid={ids.invalid ? '' : undefined}
      data-disabled={textareaProps.disabled ? '' : undefined}
    >
      <FieldLabel htmlFor={ids.controlId} required={textareaProps.required} hidden={false}>
        {label}
      </FieldLabel>
      <div className="ap-field__control">
        <textarea
          {...textareaProps}
          id={ids.controlId}
          rows={rows}
          className="ap-field__input ap-text-area-field__input"
          aria-invalid={ids.invalid ? true : ariaInvalid}
          aria-describedby={ids.describedBy}
        />
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
