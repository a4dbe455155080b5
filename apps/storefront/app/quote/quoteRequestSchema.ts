import {
  quoteRequestFieldProblem,
  quoteRequestFields,
  type QuoteRequestField,
} from '@agri-parts/sdk';
import * as v from 'valibot';

import { requiredMessage } from '../forms/fieldRules';
import { quoteProblemMessage } from './quoteProblemMessage';

/** The SDK's rule for one field of the quote form, with its Norwegian message. */
function checkedBySdk(field: QuoteRequestField) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = quoteRequestFieldProblem(field, dataset.value);
    if (problem) addIssue({ message: quoteProblemMessage(problem) });
  });
}

/** The message for a field left empty: the SDK rule's own for a required field. */
function emptyFieldMessage(field: unknown): string {
  const known = (quoteRequestFields as readonly unknown[]).includes(field);
  const problem = known ? quoteRequestFieldProblem(field as QuoteRequestField, '') : null;
  return problem ? quoteProblemMessage(problem) : requiredMessage();
}

/**
 * A field of the quote form checked by the SDK's rule for it (`quoteRequestFieldProblem`). Conform
 * reads an empty field as a missing one: a field the rule requires (one it refuses empty) is then
 * asked for with the rule's own message (the field's, or the object's for a key not sent at all);
 * an optional one stays out.
 */
function quoteField(field: QuoteRequestField) {
  return quoteRequestFieldProblem(field, '')
    ? v.pipe(
        v.string(() => emptyFieldMessage(field)),
        checkedBySdk(field),
      )
    : v.optional(v.pipe(v.string(), checkedBySdk(field)));
}

/**
 * The quote form (`/be-om-tilbud/:sku`, whose address names the product): quantity, message,
 * name, e-mail and telephone, each checked by the SDK's rules as commerce-api checks them — in the
 * browser when a field is left, and again by the route's action, so it works without JavaScript.
 */
export const quoteRequestSchema = v.object(
  {
    quantity: quoteField('quantity'),
    message: quoteField('message'),
    name: quoteField('name'),
    email: quoteField('email'),
    phone: quoteField('phone'),
  },
  (issue) => emptyFieldMessage(issue.path?.[0]?.key),
);
