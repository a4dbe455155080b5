import type { Kysely } from 'kysely';
import type { CustomerConfig } from '../config.js';
import type { Database } from '../db/tables.js';
import { missingParameters, Refusal } from '../errors/refusal.js';
import type { MailTransport } from '../mail/mailTransport.js';
import { passwordResetLink, passwordResetMessage } from '../mail/messages.js';
import { hashPassword, type ScryptParameters } from './passwordHash.js';
import {
  RESET_EMAILS_PER_HOUR,
  createPasswordResetToken,
  hashPasswordResetToken,
  resetTokenMismatched,
  resetTokenProblem,
} from './passwordResetToken.js';
import { isEmailAddress, type PasswordRules } from './passwordRules.js';
import { requireAllowedPassword } from './registerCustomer.js';

type Db = Kysely<Database>;

/** The address a reset is asked for, trimmed, or Magento's refusal. */
function resetEmail(email: string): string {
  const address = email.trim();
  if (address === '') throw missingParameters('You must specify an email address.', ['email']);
  if (!isEmailAddress(address)) {
    throw new Refusal('INVALID_EMAIL', 'The email address has an invalid format.');
  }
  return address;
}

const findCustomer = (db: Db, email: string) =>
  db
    .selectFrom('customers')
    .select(['id', 'email', 'firstname'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();

/** Marks every reset token of the customer not used yet as used at `now`, so none works any more. */
const retireResetTokens = (trx: Db, customerId: number, now: Date) =>
  trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();

/**
 * A new reset token for the customer, replacing any earlier one, as the storefront link that
 * uses it (the reset mail's, and the sign-in warning's).
 */
export async function issuePasswordResetLink(
  db: Db,
  customers: CustomerConfig,
  customer: { id: number; email: string },
  now: Date,
): Promise<string> {
  const { token, tokenHash } = createPasswordResetToken();
  await db.transaction().execute(async (trx) => {
    await retireResetTokens(trx, customer.id, now);
    await trx
      .insertInto('password_reset_tokens')
      .values({
        token_hash: tokenHash,
        customer_id: customer.id,
        created_at: now,
        expires_at: new Date(now.getTime() + customers.resetLinkLifetimeMinutes * 60_000),
      })
      .execute();
  });
  return passwordResetLink(customers.storefrontUrl, customer.email, token);
}

/** What sending a reset link needs besides the database. */
export interface ResetMailer {
  mail: MailTransport;
  customers: CustomerConfig;
  log: (message: string) => void;
}

/**
 * Mails a one-time reset link when an account has the address (at most `RESET_EMAILS_PER_HOUR`
 * an hour); only the newest link works. The answer is the same whether or not an account has it.
 */
export async function requestPasswordReset(db: Db, mailer: ResetMailer, email: string) {
  const customer = await findCustomer(db, resetEmail(email));
  if (!customer) return;
  const now = new Date();
  const { count } = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', customer.id)
    .where('created_at', '>', new Date(now.getTime() - 3_600_000))
    .executeTakeFirstOrThrow();
  if (Number(count) >= RESET_EMAILS_PER_HOUR) {
    mailer.log(`Password reset for customer ${customer.id} skipped: too many this hour`);
    return;
  }
  const lifetimeMinutes = mailer.customers.resetLinkLifetimeMinutes;
  const link = await issuePasswordResetLink(db, mailer.customers, customer, now);
  const message = passwordResetMessage({ firstname: customer.firstname, link, lifetimeMinutes });
  try {
    await mailer.mail.send({ to: customer.email, ...message, links: [link] });
  } catch (error) {
    // A failure must not answer differently from an unknown address.
    mailer.log(`Password reset mail to customer ${customer.id} failed: ${String(error)}`);
  }
}

/** Whether a reset link can be used (`WmPasswordResetTokenStatus`). */
export type ResetTokenStatus = 'VALID' | 'EXPIRED' | 'INVALID';

/**
 * Whether the link of `email` and `token` can still set a password at `now`, so its page can say
 * so before a password is typed: `EXPIRED` for the newest link past its lifetime, `INVALID` for a
 * used, replaced or unknown one — and for an address without an account or not an address at
 * all, so the answer tells nothing about which addresses have accounts. Reads only.
 */
export async function resetTokenStatus(
  db: Db,
  request: { email: string; token: string },
  now: Date,
): Promise<ResetTokenStatus> {
  const address = request.email.trim();
  const token = request.token.trim();
  if (!isEmailAddress(address) || token === '') return 'INVALID';
  const customer = await findCustomer(db, address);
  if (!customer) return 'INVALID';
  const row = await db
    .selectFrom('password_reset_tokens')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', hashPasswordResetToken(token))
    .where('customer_id', '=', customer.id)
    .executeTakeFirst();
  const problem = resetTokenProblem(row, now);
  if (!problem) return 'VALID';
  return problem.code === 'RESET_TOKEN_EXPIRED' ? 'EXPIRED' : 'INVALID';
}

/**
 * Sets a new password with the newest link's token, once, before it expires; every session of
 * the account ends and its sign-in throttle is lifted. An unknown address gets the answer of a
 * wrong token, so it reveals nothing. Answers whose password it was (for the notice mail).
 */
export async function resetPassword(
  db: Db,
  request: {
    email: string;
    token: string;
    newPassword: string;
    rules: PasswordRules;
    /** Cheaper hashing for tests only; production's cost when left out. */
    passwordHashing?: ScryptParameters;
  },
): Promise<{ email: string; firstname: string }> {
  const address = resetEmail(request.email);
  const token = request.token.trim();
  if (token === '') {
    throw missingParameters('resetPasswordToken must be specified', ['resetPasswordToken']);
  }
  if (request.newPassword === '') {
    throw missingParameters('newPassword must be specified', ['newPassword']);
  }
  const customer = await findCustomer(db, address);
  if (!customer) throw resetTokenMismatched();
  const tokenHash = hashPasswordResetToken(token);
  const row = await db
    .selectFrom('password_reset_tokens')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('customer_id', '=', customer.id)
    .executeTakeFirst();
  const problem = resetTokenProblem(row, new Date());
  if (problem) throw problem;
  requireAllowedPassword(request.newPassword, customer.email, request.rules);
  const passwordHash = await hashPassword(request.newPassword, {
    parameters: request.passwordHashing,
  });
  if (!(await claimToken(db, customer, tokenHash, passwordHash))) throw resetTokenMismatched();
  return { email: customer.email, firstname: customer.firstname };
}

/**
 * Uses the token and sets the password in one transaction: single use also when two requests
 * race (only one can mark the token used). Every session ends with the old password, and the
 * account is no longer throttled.
 */
async function claimToken(
  db: Db,
  customer: { id: number; email: string },
  tokenHash: string,
  passwordHash: string,
): Promise<boolean> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('token_hash')
      .executeTakeFirst();
    if (!claimed) return false;
    await retireResetTokens(trx, customer.id, now);
    await trx
      .updateTable('customers')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', customer.id)
      .execute();
    await trx
      .updateTable('customer_tokens')
      .set({ revoked_at: now })
      .where('customer_id', '=', customer.id)
      .where('revoked_at', 'is', null)
      .execute();
    // Every sign-in delay of the account ends, and a later attack warns the owner again.
    for (const table of ['login_failures', 'login_alerts'] as const) {
      await trx.deleteFrom(table).where('email', '=', customer.email.toLowerCase()).execute();
    }
    return true;
  });
}
