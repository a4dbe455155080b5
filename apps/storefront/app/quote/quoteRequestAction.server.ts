import { isSdkError, type Refusal } from '@agri-parts/sdk';
import type { SubmissionResult } from '@conform-to/react';
import { data, type RouterContextProvider } from 'react-router';

import { parseForm } from '../forms/parseForm';
import { translate } from '../i18n/translate';
import { shopPhone } from '../layout/shopContact';
import { sdkContext } from '../sdk/sdkContext';
import { quoteProblemMessage } from './quoteProblemMessage';
import { quoteRequestSchema } from './quoteRequestSchema';

/** What the quote form's action answers: the form's result for Conform, and once sent the receipt. */
export interface QuoteActionData {
  result: SubmissionResult<string[]>;
  /** The stored request's number and where the answer goes; only when it was sent. */
  receipt?: { number: string; email: string } | null;
}

interface ActionArgs {
  request: Request;
  params: { sku?: string };
  context: Readonly<RouterContextProvider>;
}

/** A refusal of the backend as the form's own message, with the HTTP status it answers with. */
function refusalReply(refusal: Refusal): { message: string; status: number } {
  const phone = shopPhone.display;
  switch (refusal.kind) {
    case 'too_many_requests': {
      const minutes = Math.max(1, Math.ceil((refusal.retryAfterSeconds ?? 3600) / 60));
      return { message: translate('quote.errorTooManyRequests', { minutes, phone }), status: 429 };
    }
    case 'not_found':
      return { message: translate('quote.errorProductGone', { phone }), status: 404 };
    case 'invalid_input':
      return refusal.code === 'QUOTE_NOT_OFFERED'
        ? { message: translate('quote.errorNotOffered'), status: 400 }
        : { message: translate('quote.errorFailed', { phone }), status: 400 };
    default:
      return { message: translate('quote.errorFailed', { phone }), status: 400 };
  }
}

/**
 * Sends the quote form of `/be-om-tilbud/:sku` (a plain post without JavaScript, a fetcher from
 * the product page with it): checked with the SDK's rules, each problem answered at its field;
 * then `sdk.quotes.request` — the signed-in customer's token goes along. A refusal or an API out
 * of reach is said above the form, which keeps everything typed.
 */
export async function quoteRequestAction({ request, params, context }: ActionArgs) {
  const submission = parseForm(await request.formData(), quoteRequestSchema);
  if (submission.status !== 'success') {
    return data<QuoteActionData>({ result: submission.reply() }, { status: 400 });
  }
  const phone = shopPhone.display;
  try {
    const outcome = await context
      .get(sdkContext)
      .quotes.request({ sku: params.sku ?? '', ...submission.value });
    switch (outcome.status) {
      case 'sent':
        return data<QuoteActionData>({
          result: submission.reply({ resetForm: true }),
          receipt: { number: outcome.receipt.number, email: outcome.receipt.email },
        });
      case 'invalid': {
        const fieldErrors = Object.fromEntries(
          outcome.problems.map((problem) => [problem.field, [quoteProblemMessage(problem)]]),
        );
        return data<QuoteActionData>(
          { result: submission.reply({ fieldErrors }) },
          { status: 400 },
        );
      }
      case 'refused': {
        const { message, status } = refusalReply(outcome.refusal);
        return data<QuoteActionData>(
          { result: submission.reply({ formErrors: [message] }) },
          { status },
        );
      }
    }
  } catch (error) {
    if (!isSdkError(error)) console.error('A quote request failed', error);
    return data<QuoteActionData>(
      { result: submission.reply({ formErrors: [translate('quote.errorFailed', { phone })] }) },
      { status: 503 },
    );
  }
}
