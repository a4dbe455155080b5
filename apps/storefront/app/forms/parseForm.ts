import { parseWithValibot } from '@conform-to/valibot';
import type { GenericSchema } from 'valibot';

/**
 * Parses a submitted form with `schema`, the same way in a route action (before hydration, or
 * without JavaScript) and in the browser (Conform's `onValidate`): Conform's reading of the form
 * (an empty field is a missing one) and valibot's checks, with the messages of `no.json`.
 */
export function parseForm<Schema extends GenericSchema>(
  formData: FormData | URLSearchParams,
  schema: Schema,
) {
  return parseWithValibot(formData, { schema });
}
