import type { ReactNode } from 'react';
import { joinClassNames } from './joinClassNames';

/**
 * A field's `<label>`. A required field gets an asterisk, hidden from assistive technology: the
 * control's own `required` is what is read out.
 */
export function FieldLabel({
  id,
  htmlFor,
  required,
  hidden,
  children,
}: {
  id?: string;
  htmlFor: string;
  required: boolean | undefined;
  hidden: boolean;
  children: ReactNode;
}) {
  return (
    <label
      id={id}
      className={joinClassNames('ap-field__label', hidden && 'ap-visually-hidden')}
      htmlFor={htmlFor}
    >
      {children}
      {required ? (
        <span className="ap-field__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}
