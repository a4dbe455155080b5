import { useId } from 'react';

/** The ids and ARIA wiring of a form field with an optional hint and error. */
export interface FieldIds {
  /** The control's id: the given `id`, else a generated one. */
  controlId: string;
  hintId: string;
  errorId: string;
  /** The control's `aria-describedby`: the hint, the error (when shown) and any given ids. */
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * Ids for a field's control, hint and error, and the control's `aria-describedby`: the hint and
 * the error (only while there is one) come first, then ids the app passed itself.
 */
export function useFieldIds({
  id,
  hint,
  error,
  describedBy,
}: {
  id: string | undefined;
  hint: string | null | undefined;
  error: string | null | undefined;
  describedBy: string | undefined;
}): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = Boolean(error);
  const ids = [hint ? hintId : null, invalid ? errorId : null, describedBy].filter(Boolean);
  return {
    controlId,
    hintId,
    errorId,
    describedBy: ids.length > 0 ? ids.join(' ') : undefined,
    invalid,
  };
}
