import type { ReactNode } from 'react';
import { joinClassNames } from './joinClassNames';

/**
 * A field's `<label>`. A required field gets an asterisk beside it, outside the label and hidden
 * from assistive technology: the label says only the field's name, and the control's own
 * `required` is what is read out.
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
  if (!required) {
    return (
      <label
        id={id}
        className={joinClassNames('ap-field__label', hidden && 'ap-visually-hidden')}
        htmlFor={htmlFor}
      >
        {children}
      </label>
    );
  }
  return (
    <span className={joinClassNames('ap-field__label-row', hidden && 'ap-visually-hidden')}>
      <label id={id} className="ap-field__label" htmlFor={htmlFor}>
        {children}
      </label>
      <span className="ap-field__required" aria-hidden="true">
        *
      </span>
    </span>
  );
}
