import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import { SIGN_IN_FAILED } from './accountErrors.js';
import { createCustomerToken } from './customerToken.js';
import {
  hashPassword,
  needsRehash,
  verifyPassword,
  type ScryptParameters,
} from './passwordHash.js';
import type { ResetMailer } from './passwordReset.js';
import { alertOwnerOfFailedSignIns } from './signInAlert.js';
import { throttledAttempt, tooManyAttempts } from './throttledAttempt.js';

// Verified against when no account has the address, so a miss costs as long as a wrong
// password; one per cost (tests hash cheaper).
const decoyHashes = new Map<string, Promise<string>>();
const decoyHash = (parameters: ScryptParameters) => {
  const key = `${parameters.N}$${parameters.r}$${parameters.p}`;
  let hash = decoyHashes.get(key);
  if (!hash) decoyHashes.set(key, (hash = hashPassword('-', { parameters })));
  return hash;
};

/** A new bearer token for the customer, valid for `lifetimeMinutes`; only its hash is stored. */
export async function issueToken(
  db: Kysely<Database>,
  customerId: number,
  lifetimeMinutes: number,
): Promise<string> {
  const { token, tokenHash } = createCustomerToken();
  const now = new Date();
  await db
    .insertInto('customer_tokens')
    .values({
      token_hash: tokenHash,
      customer_id: customerId,
      created_at: now,
      expires_at: new Date(now.getTime() + lifetimeMinutes * 60_000),
    })
    .execute();
  return token;
}

/** What a sign-in needs besides the credentials. */
export interface SignInRequest {
  /** The client's address (see `clientAddress`). */
  clientKey: string;
  tokenLifetimeMinutes: number;
  /** The request's clock, for the throttle. */
  now: Date;
  /** The cost new hashes get; a weaker stored hash is replaced at a successful sign-in. */
  passwordHashing: ScryptParameters;
  /** Sends the owner's warning after many failures. */
  mailer: ResetMailer;
}

/**
 * Signs a customer in under the sign-in throttle: a token, or Magento's one message for every
 * failure — an unknown address, a wrong password (`INVALID_CREDENTIALS`) or too many attempts
 * (`TOO_MANY_ATTEMPTS` with `retry_after_seconds`). The code tells a throttled client how long
 * to wait; it says nothing about whether an account has the address. A password hashed at a
 * lower cost than today's is rehashed once it has been verified.
 */
export async function signIn(
  db: Kysely<Database>,
  request: SignInRequest,
  email: string,
  password: string,
): Promise<{ token: string; credit_check_approved: boolean }> {
  const address = email.trim();
  const by = { clientKey: request.clientKey, email: address, now: request.now };
  const result = await throttledAttempt(db, by, async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', address.toLowerCase()))
      .executeTakeFirst();
    const storedHash = customer?.password_hash ?? (await decoyHash(request.passwordHashing));
    const matches = await verifyPassword(password, storedHash);
    if (!customer || !matches) return null;
    if (needsRehash(customer.password_hash, request.passwordHashing)) {
      const rehashed = await hashPassword(password, { parameters: request.passwordHashing });
      await trx
        .updateTable('customers')
        .set({ password_hash: rehashed })
        .where('id', '=', customer.id)
        .execute();
    }
    return {
      token: await issueToken(trx, customer.id, request.tokenLifetimeMinutes),
      credit_check_approved: customer.credit_check_approved,
    };
  });
  if (result.outcome === 'throttled') throw tooManyAttempts(result.retryAfterSeconds);
  if (result.outcome === 'failed') {
    await alertOwnerOfFailedSignIns(db, request.mailer, {
      email: address,
      accountFailures: result.accountFailures,
      now: request.now,
    });
    throw new Refusal('INVALID_CREDENTIALS', SIGN_IN_FAILED);
  }
  return result.value;
}

/** Ends the session of one token. */
export async function revokeToken(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db
    .updateTable('customer_tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .execute();
}
