import { refusalField, refusalOf, type RefusalField } from '@agri-parts/sdk';

/** A form's names for the fields the API's refusals can be about. */
export type RefusalFieldNames = Partial<Record<RefusalField, string>>;

/**
 * The errors a form's reply carries after the API refused it: the message in the form's error
 * summary (which takes focus and is read out) and, when the refusal is about one field the form
 * has, at that field too (`aria-invalid`, described by the message) — WCAG 3.3.1. Pure.
 *
 * @example
 * ```ts
 * submission.reply(errorsAtField(error, accountErrorMessage(error), { email: 'email' }));
 * ```
 */
export function errorsAtField(
  error: unknown,
  message: string,
  fields: RefusalFieldNames,
): { formErrors: string[]; fieldErrors?: Record<string, string[]> } {
  const refusal = refusalOf(error);
  const field = refusal ? refusalField(refusal) : null;
  const name = field ? fields[field] : undefined;
  return name
    ? { formErrors: [message], fieldErrors: { [name]: [message] } }
    : { formErrors: [message] };
}
