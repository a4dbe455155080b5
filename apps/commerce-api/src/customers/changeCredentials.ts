import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/isUniqueViolation.js';
import type { Database } from '../db/tables.js';
import { missingParameters, Refusal } from '../errors/refusal.js';
import { WRONG_CURRENT_PASSWORD } from './accountErrors.js';
import type { CustomerSession, CustomerRow } from './customerSession.js';
import { hashPassword, verifyPassword, type ScryptParameters } from './passwordHash.js';
import type { PasswordRules } from './passwordRules.js';
import {
  emailAddress,
  emailInUse,
  emailTaken,
  requireAllowedPassword,
} from './registerCustomer.js';
import { throttledAttempt, tooManyAttempts } from './throttledAttempt.js';

/** Who changes their credentials, and when (the request's clock, for the throttle). */
export interface CredentialsClient {
  clientKey: string;
  now: Date;
  /** Cheaper hashing for tests only; production's cost when left out. */
  passwordHashing?: ScryptParameters;
}

/**
 * Confirms a signed-in customer's password before a sensitive change, under the sign-in
 * throttle: a wrong one is Magento's authentication error (not an authorization error, which
 * would end the session).
 */
async function requireCurrentPassword(
  db: Kysely<Database>,
  client: CredentialsClient,
  customer: CustomerRow,
  password: string,
): Promise<void> {
  const by = { clientKey: client.clientKey, email: customer.email, now: client.now };
  const result = await throttledAttempt(db, by, async () =>
    (await verifyPassword(password, customer.password_hash)) ? true : null,
  );
  if (result.outcome === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
  if (result.outcome === 'failed') {
    throw new Refusal('WRONG_CURRENT_PASSWORD', WRONG_CURRENT_PASSWORD);
  }
}

/**
 * Gives the account another e-mail address, confirmed by the current password; an address
 * another account has is refused. The session goes on.
 */
export async function changeEmail(
  db: Kysely<Database>,
  client: CredentialsClient,
  customer: CustomerRow,
  change: { email: string; password: string },
): Promise<CustomerRow> {
  const address = emailAddress(change.email);
  if (change.password === '') {
    throw missingParameters('Provide the current "password" to change "email".', ['password']);
  }
  await requireCurrentPassword(db, client, customer, change.password);
  if (address === customer.email) return customer;
  if (await emailInUse(db, address, customer.id)) throw emailTaken();
  return db
    .updateTable('customers')
    .set({ email: address, updated_at: new Date() })
    .where('id', '=', customer.id)
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
}

/**
 * Changes the password, confirmed by the current one and held to the store's rules; the
 * customer's other sessions end, the one used goes on.
 */
export async function changePassword(
  db: Kysely<Database>,
  client: CredentialsClient,
  session: CustomerSession,
  change: { currentPassword: string; newPassword: string; rules: PasswordRules },
): Promise<CustomerRow> {
  const { customer, tokenHash } = session;
  if (change.currentPassword.trim() === '') {
    throw missingParameters('Specify the "currentPassword" value.', ['currentPassword']);
  }
  if (change.newPassword.trim() === '') {
    throw missingParameters('Specify the "newPassword" value.', ['newPassword']);
  }
  await requireCurrentPassword(db, client, customer, change.currentPassword);
  requireAllowedPassword(change.newPassword, customer.email, change.rules);
  const now = new Date();
  const passwordHash = await hashPassword(change.newPassword, {
    parameters: client.passwordHashing,
  });
  return db.transaction().execute(async (trx) => {
    // Other sessions end with the old password; this one goes on.
    await trx
      .updateTable('customer_tokens')
      .set({ revoked_at: now })
      .where('customer_id', '=', customer.id)
      .where('token_hash', '!=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
    return trx
      .updateTable('customers')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', customer.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
