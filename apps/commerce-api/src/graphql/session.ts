import type { CaptchaAction } from '../customers/captcha.js';
import { CAPTCHA_FAILED } from '../customers/captcha.js';
import { NOT_AUTHORIZED } from '../customers/accountErrors.js';
import type { CustomerSession } from '../customers/customerSession.js';
import { Refusal } from '../errors/refusal.js';
import type { GraphQLContext } from './context.js';

/** The signed-in customer, or Magento's authorization error (which ends a storefront session). */
export async function requireSession(context: GraphQLContext): Promise<CustomerSession> {
  const session = await context.customerSession();
  if (!session) throw new Refusal('NOT_AUTHORIZED', NOT_AUTHORIZED);
  return session;
}

/** The signed-in customer's id; null for a guest (or an unknown, revoked or expired token). */
export async function currentCustomerId(context: GraphQLContext): Promise<number | null> {
  return (await context.customerSession())?.customer.id ?? null;
}

/**
 * Refuses the request unless its reCAPTCHA token (the `X-ReCaptcha` header) passes; always
 * passes while verification is off.
 */
export async function requireCaptcha(context: GraphQLContext, action: CaptchaAction) {
  if (!(await context.captcha.verify(context.recaptchaToken, action, context.clientKey))) {
    throw new Refusal('RECAPTCHA_FAILED', CAPTCHA_FAILED);
  }
}
