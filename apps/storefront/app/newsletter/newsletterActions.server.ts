import type { Refusal } from '@agri-parts/sdk';
import { data, type RouterContextProvider } from 'react-router';

import { translate } from '../i18n/translate';
import { sdkContext } from '../sdk/sdkContext';

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** What a newsletter or contact form's action answers: the outcome to announce, and the fields. */
export interface FormOutcome {
  result: { kind: 'success' | 'error'; message: string } | null;
  /** What was typed, back into the form after a post without JavaScript. */
  values: Record<string, string>;
  /** Messages at their fields. */
  fieldErrors: Record<string, string>;
}

/** A refusal as the form's message, with its HTTP status. */
function refusalReply(refusal: Refusal): { message: string; status: number } {
  if (refusal.kind === 'too_many_requests') {
    const minutes = Math.max(1, Math.ceil((refusal.retryAfterSeconds ?? 3600) / 60));
    return { message: translate('newsletter.errorTooMany', { minutes }), status: 429 };
  }
  return { message: translate('newsletter.errorFailed'), status: 400 };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The sign-up forms' action (`/nyhetsbrev`: the footer, the modal and the page itself): double
 * opt-in, so success means "check your inbox" — the same for every address.
 */
export async function newsletterSignupAction({ request, context }: ActionArgs) {
  const form = await request.formData();
  const email = text(form, 'email').trim();
  const values = { email };
  try {
    const outcome = await context.get(sdkContext).newsletter.subscribe(email);
    switch (outcome.status) {
      case 'invalid':
        return data<FormOutcome>(
          { result: null, values, fieldErrors: { email: translate('newsletter.invalidEmail') } },
          { status: 400 },
        );
      case 'refused': {
        const { message, status } = refusalReply(outcome.refusal);
        return data<FormOutcome>(
          { result: { kind: 'error', message }, values, fieldErrors: {} },
          { status },
        );
      }
      default:
        return data<FormOutcome>({
          result: {
            kind: 'success',
            message: translate(
              outcome.status === 'subscribed' ? 'newsletter.subscribed' : 'newsletter.checkInbox',
            ),
          },
          values: { email: '' },
          fieldErrors: {},
        });
    }
  } catch {
    return data<FormOutcome>(
      {
        result: { kind: 'error', message: translate('newsletter.errorFailed') },
        values,
        fieldErrors: {},
      },
      { status: 503 },
    );
  }
}

const contactFields = ['name', 'email', 'telephone', 'comment'] as const;

/** The contact page's action (`/kontakt-oss`): the message to the shop, a receipt to the sender. */
export async function contactAction({ request, context }: ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(contactFields.map((field) => [field, text(form, field)]));
  try {
    const outcome = await context.get(sdkContext).newsletter.contact({
      name: values.name ?? '',
      email: values.email ?? '',
      telephone: values.telephone ?? '',
      comment: values.comment ?? '',
    });
    switch (outcome.status) {
      case 'invalid':
        return data<FormOutcome>(
          {
            result: { kind: 'error', message: translate('contact.fixFields') },
            values,
            fieldErrors: Object.fromEntries(
              outcome.problems.map((field) => [field, translate(`contact.${field}Invalid`)]),
            ),
          },
          { status: 400 },
        );
      case 'refused': {
        const { message, status } = refusalReply(outcome.refusal);
        const fieldErrors: Record<string, string> =
          outcome.refusal.kind === 'invalid_phone_number'
            ? { telephone: translate('contact.telephoneInvalid') }
            : {};
        return data<FormOutcome>(
          { result: { kind: 'error', message }, values, fieldErrors },
          { status },
        );
      }
      default:
        return data<FormOutcome>({
          result: { kind: 'success', message: translate('contact.sent') },
          values: {},
          fieldErrors: {},
        });
    }
  } catch {
    return data<FormOutcome>(
      {
        result: { kind: 'error', message: translate('newsletter.errorFailed') },
        values,
        fieldErrors: {},
      },
      { status: 503 },
    );
  }
}
