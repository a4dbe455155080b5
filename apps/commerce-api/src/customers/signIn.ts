import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import { SIGN_IN_FAILED } from './accountErrors.js';
import { createCustomerToken } from './customerToken.js';
import { hashPassword, verifyPassword } from './passwordHash.js';
import { throttledAttempt } from './throttledAttempt.js';

// Verified against when no account has the address, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

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

/**
 * Signs a customer in under the sign-in throttle: a token, or Magento's one message for every
 * failure — an unknown address, a wrong password (`INVALID_CREDENTIALS`) or too many attempts
 * (`TOO_MANY_ATTEMPTS`). The code tells a throttled client to wait; it says nothing about
 * whether an account has the address.
 */
export async function signIn(
  db: Kysely<Database>,
  request: { clientKey: string; tokenLifetimeMinutes: number },
  email: string,
  password: string,
): Promise<{ token: string; credit_check_approved: boolean }> {
  const address = email.trim();
  const result = await throttledAttempt(db, request.clientKey, address, async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', address.toLowerCase()))
      .executeTakeFirst();
    const storedHash = customer?.password_hash ?? (await (decoyHash ??= hashPassword('-')));
    const matches = await verifyPassword(password, storedHash);
    if (!customer || !matches) return null;
    return {
      token: await issueToken(trx, customer.id, request.tokenLifetimeMinutes),
      credit_check_approved: customer.credit_check_approved,
    };
  });
  if (result.outcome !== 'ok') {
    const code = result.outcome === 'throttled' ? 'TOO_MANY_ATTEMPTS' : 'INVALID_CREDENTIALS';
    throw new Refusal(code, SIGN_IN_FAILED);
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
