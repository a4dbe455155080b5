import { contactMessage } from '../../contact/contactRules.js';
import { emailSubject, requireWithinLimit } from '../../limits/limitRules.js';
import {
  contactMessageToShop,
  contactReceiptMessage,
  newsletterConfirmationMessage,
  newsletterConfirmLink,
} from '../../mail/newsletterMessages.js';
import { sendSafely } from '../../mail/sendSafely.js';
import {
  confirmSubscription,
  newsletterEmail,
  requestSubscription,
  setCustomerSubscription,
  unsubscribeEmail,
} from '../../newsletter/subscriptions.js';
import { verifyUnsubscribeToken } from '../../newsletter/unsubscribeToken.js';
import { Refusal } from '../../errors/refusal.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/schemaTypes.js';

/** Whether one more mail of `rule` may go to an address this hour (never refuses aloud). */
async function mayMail(
  context: GraphQLContext,
  rule: GraphQLContext['limits']['newsletterMailPerEmail'],
  email: string,
): Promise<boolean> {
  if (!rule) return true;
  return (await context.limiter.consume(rule, emailSubject(email))).allowed;
}

/**
 * The newsletter (double opt-in: a guest's sign-up waits `UNCONFIRMED` until the mailed link is
 * followed) and the contact form. A guest's sign-up answers the same for every well-formed
 * address, so the answer tells nothing about who is on the list or has an account.
 */
export const newsletterResolvers = {
  Mutation: {
    subscribeEmailToNewsletter: async (_parent, { email }, context) => {
      const address = newsletterEmail(email);
      await requireWithinLimit(context.limiter, context.limits.newsletterSignup, context.clientKey);
      const session = await context.customerSession();
      if (session && session.customer.email.toLowerCase() === address.toLowerCase()) {
        // The customer's own address, signed in: no opt-in mail needed (as in Magento).
        return { status: await setCustomerSubscription(context.db, session.customer, true) };
      }
      // Past the address's hourly mails nothing changes (an earlier link stays the one that
      // works) and the answer is the same.
      if (!(await mayMail(context, context.limits.newsletterMailPerEmail, address))) {
        return { status: 'UNCONFIRMED' as const };
      }
      const { token } = await requestSubscription(context.db, address, context.now());
      if (token) {
        const link = newsletterConfirmLink(context.customers.storefrontUrl, token);
        await sendSafely(context, {
          to: address,
          ...newsletterConfirmationMessage(link),
          links: [link],
        });
      }
      return { status: 'UNCONFIRMED' as const };
    },
    wmConfirmNewsletterSubscription: async (_parent, { token }, context) => {
      await confirmSubscription(context.db, token, context.now());
      return { status: 'SUBSCRIBED' as const };
    },
    wmUnsubscribeNewsletter: async (_parent, { token }, context) => {
      const email = verifyUnsubscribeToken(token, context.newsletterLinkSecret);
      if (email === null) {
        throw new Refusal('NEWSLETTER_LINK_INVALID', 'This unsubscribe link is invalid.');
      }
      await unsubscribeEmail(context.db, email, context.now());
      return { status: 'UNSUBSCRIBED' as const };
    },
    contactUs: async (_parent, { input }, context) => {
      const message = contactMessage(input);
      await requireWithinLimit(context.limiter, context.limits.contactMessage, context.clientKey);
      // The shop's copy is the message itself: if it cannot be written, the shopper must know.
      await context.mail.send({
        to: context.shopEmail,
        ...contactMessageToShop(message),
        headers: { 'Reply-To': message.email },
      });
      if (await mayMail(context, context.limits.contactReceiptPerEmail, message.email)) {
        await sendSafely(context, { to: message.email, ...contactReceiptMessage() });
      }
      return { status: true };
    },
  },
} satisfies Pick<Resolvers, 'Mutation'>;
