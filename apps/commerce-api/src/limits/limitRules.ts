import { createHash } from 'node:crypto';
import type { LimitsConfig } from '../config.js';
import { Refusal } from '../errors/refusal.js';
import type { RateLimiter, RateRule } from './rateLimiter.js';

/** The limits the configuration sets; `null` where it turns one off (0). */
export interface LimitRules {
  /** Cost units of GraphQL operations per client and minute (`costGate`). */
  graphqlBudget: RateRule | null;
  /** `createCustomerV2` per client and hour. */
  registration: RateRule | null;
  /** `requestPasswordResetEmail` per client and 15 minutes. */
  passwordResetPerClient: RateRule | null;
  /** `requestPasswordResetEmail` per e-mail address and hour, account or not. */
  passwordResetPerEmail: RateRule | null;
  /** `WmRequestQuote` per client and hour. */
  quoteRequest: RateRule | null;
  /** `wmSubscribeProductStockAlert` per client and hour. */
  stockAlert: RateRule | null;
  /** `isEmailAvailable` per client and hour. */
  emailCheck: RateRule | null;
  /** `createProductReview` per client and hour. */
  review: RateRule | null;
  /** `subscribeEmailToNewsletter` per client and hour. */
  newsletterSignup: RateRule | null;
  /**
   * Opt-in mails per address and hour: past it the answer stays the same and no mail goes, so
   * nobody can flood an inbox or learn anything from a refusal.
   */
  newsletterMailPerEmail: RateRule | null;
  /** `contactUs` per client and hour. */
  contactMessage: RateRule | null;
  /** Contact receipts per sender address and hour (past it the shop is still mailed). */
  contactReceiptPerEmail: RateRule | null;
}

const rule = (name: string, limit: number, windowSeconds: number): RateRule | null =>
  limit > 0 ? { name, limit, windowSeconds } : null;

/** The configured limits as rules for a {@link RateLimiter}. */
export function limitRules(config: LimitsConfig): LimitRules {
  return {
    graphqlBudget: rule('graphql', config.graphqlBudgetPerMinute, 60),
    registration: rule('registration', config.registrationsPerHour, 3600),
    passwordResetPerClient: rule('password-reset', config.passwordResetsPer15Minutes, 900),
    passwordResetPerEmail: rule('password-reset-email', config.passwordResetsPerEmailPerHour, 3600),
    quoteRequest: rule('quote-request', config.quoteRequestsPerHour, 3600),
    stockAlert: rule('stock-alert', config.stockAlertsPerHour, 3600),
    emailCheck: rule('email-check', config.emailChecksPerHour, 3600),
    review: rule('product-review', config.reviewsPerHour, 3600),
    newsletterSignup: rule('newsletter-signup', config.newsletterSignupsPerHour ?? 10, 3600),
    newsletterMailPerEmail: rule('newsletter-mail-email', 3, 3600),
    contactMessage: rule('contact-message', config.contactMessagesPerHour ?? 5, 3600),
    contactReceiptPerEmail: rule('contact-receipt-email', 3, 3600),
  };
}

/** The refusal of a spent limit, with the seconds until it renews. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new Refusal(
    'TOO_MANY_REQUESTS',
    `Too many requests; try again in ${retryAfterSeconds} seconds.`,
    { retry_after_seconds: retryAfterSeconds },
  );

/**
 * Spends one unit of `rule` for `subject`, or throws `TOO_MANY_REQUESTS` when it is spent.
 * A `null` rule (turned off) allows everything.
 */
export async function requireWithinLimit(
  limiter: RateLimiter,
  rule: RateRule | null,
  subject: string,
): Promise<void> {
  if (!rule) return;
  const decision = await limiter.consume(rule, subject);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

/**
 * How an e-mail address is counted: a hash of the lower-cased, trimmed address, so the counters
 * hold no addresses of people who may have no account.
 */
export const emailSubject = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
