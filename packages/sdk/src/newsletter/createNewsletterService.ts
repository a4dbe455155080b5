import type { Refusal } from '../errors/Refusal';
import { refusalOf } from '../errors/SdkError';
import { isEmailAddress } from '../quote/quoteRequestRules';
import type { Transport } from '../transport/createTransport';
import {
  ConfirmNewsletterSubscriptionDocument,
  ContactUsDocument,
  SubscribeEmailToNewsletterDocument,
  UnsubscribeNewsletterDocument,
} from './newsletter.generated';

/**
 * How a newsletter sign-up ended:
 * - `unconfirmed`: a confirmation mail is on its way (the shop answers so for every address, known
 *   or not); the address is subscribed once its link is followed;
 * - `subscribed`: the signed-in customer's own address, subscribed at once;
 * - `invalid`: the address is no e-mail address; nothing was sent;
 * - `refused`: the backend said no (`too_many_requests` with `retryAfterSeconds`, …).
 */
export type NewsletterSignupOutcome =
  | { status: 'unconfirmed' | 'subscribed' }
  | { status: 'invalid'; problem: 'email' }
  | { status: 'refused'; refusal: Refusal };

/** How following a mailed link (confirm or unsubscribe) ended; a bad link is `refused`. */
export type NewsletterLinkOutcome =
  { status: 'subscribed' | 'unsubscribed' } | { status: 'refused'; refusal: Refusal };

/** A contact-form message (Magento's `ContactUsInput`). */
export interface ContactMessageInput {
  name: string;
  email: string;
  /** Optional. */
  telephone?: string | null;
  comment: string;
}

/** The fields of a contact message the SDK finds wrong before sending. */
export type ContactMessageProblem = 'name' | 'email' | 'comment';

/**
 * How sending a contact message ended: `sent` (the shop has it and the sender gets a receipt),
 * `invalid` (fields found wrong before sending; nothing was sent) or `refused` by the backend.
 */
export type ContactOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; problems: ContactMessageProblem[] }
  | { status: 'refused'; refusal: Refusal };

/** The newsletter and the contact form (`sdk.newsletter`). */
export interface NewsletterService {
  /** Signs an address up (`subscribeEmailToNewsletter`); the address is checked first. */
  subscribe(email: string): Promise<NewsletterSignupOutcome>;
  /** Follows the confirmation mail's link (`/nyhetsbrev/bekreft?token=`). */
  confirm(token: string): Promise<NewsletterLinkOutcome>;
  /** Follows the unsubscribe link every shop mail carries (`/nyhetsbrev/avmeld?token=`). */
  unsubscribe(token: string): Promise<NewsletterLinkOutcome>;
  /** Sends a contact-form message to the shop (`contactUs`); the fields are checked first. */
  contact(input: ContactMessageInput): Promise<ContactOutcome>;
}

/** The problems of a contact message the shop would refuse: required fields, a bad address. */
export function contactMessageProblems(input: ContactMessageInput): ContactMessageProblem[] {
  const problems: ContactMessageProblem[] = [];
  if (!input.name.trim()) problems.push('name');
  if (!isEmailAddress(input.email.trim())) problems.push('email');
  if (!input.comment.trim()) problems.push('comment');
  return problems;
}

/** Runs a request; a refusal from the backend becomes an outcome, anything else is thrown. */
async function refusable<T>(
  run: () => Promise<T>,
): Promise<T | { status: 'refused'; refusal: Refusal }> {
  try {
    return await run();
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { status: 'refused', refusal };
    throw error;
  }
}

/**
 * Creates the newsletter and contact service of one SDK instance. Failures without an answer
 * from the backend are thrown as `SdkError`.
 *
 * @example
 * ```ts
 * const outcome = await sdk.newsletter.subscribe('kari@example.no');
 * if (outcome.status === 'unconfirmed') showCheckYourInbox();
 * ```
 */
export function createNewsletterService(transport: Transport): NewsletterService {
  return {
    async subscribe(email) {
      const address = email.trim();
      if (!isEmailAddress(address)) return { status: 'invalid', problem: 'email' };
      return refusable(async () => {
        const { subscribeEmailToNewsletter: answer } = await transport.request(
          SubscribeEmailToNewsletterDocument,
          { email: address },
        );
        return { status: answer?.status === 'SUBSCRIBED' ? 'subscribed' : 'unconfirmed' } as const;
      });
    },
    confirm: (token) =>
      refusable(async () => {
        await transport.request(ConfirmNewsletterSubscriptionDocument, { token });
        return { status: 'subscribed' } as const;
      }),
    unsubscribe: (token) =>
      refusable(async () => {
        await transport.request(UnsubscribeNewsletterDocument, { token });
        return { status: 'unsubscribed' } as const;
      }),
    async contact(input) {
      const problems = contactMessageProblems(input);
      if (problems.length > 0) return { status: 'invalid', problems };
      return refusable(async () => {
        await transport.request(ContactUsDocument, {
          input: {
            name: input.name.trim(),
            email: input.email.trim(),
            telephone: input.telephone?.trim() || null,
            comment: input.comment.trim(),
          },
        });
        return { status: 'sent' } as const;
      });
    },
  };
}
