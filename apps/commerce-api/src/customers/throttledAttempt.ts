import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import { SIGN_IN_FAILED } from './accountErrors.js';
import { createLoginFailureStore } from './loginFailureStore.js';

/** Advisory-lock namespace of sign-in attempts (the two-key form, apart from other locks). */
const SIGN_IN_LOCK_NAMESPACE = 4711;

/**
 * How a password attempt went: refused unseen (throttled, with the seconds to wait), wrong
 * (with the account's failures in the alert window), or right with its value.
 */
export type AttemptOutcome<T> =
  | { outcome: 'throttled'; retryAfterSeconds: number }
  | { outcome: 'failed'; accountFailures: number }
  | { outcome: 'ok'; value: T };

/** Who is trying, and when (the request's clock). */
export interface AttemptBy {
  clientKey: string;
  email: string;
  now: Date;
}

/**
 * Runs one password attempt under the sign-in throttle, in a transaction that holds locks on the
 * account and on the client (always in that order): concurrent guesses queue up, so none slips
 * past a delay. `attempt` resolves to null when the password was wrong; a failure is recorded
 * and kept (nothing in here throws on a wrong password, which would roll the record back).
 */
export async function throttledAttempt<T>(
  db: Kysely<Database>,
  by: AttemptBy,
  attempt: (trx: Kysely<Database>) => Promise<T | null>,
): Promise<AttemptOutcome<T>> {
  const email = by.email.toLowerCase();
  return db.transaction().execute(async (trx) => {
    for (const key of [`account:${email}`, `client:${by.clientKey}`]) {
      await sql`SELECT pg_advisory_xact_lock(${SIGN_IN_LOCK_NAMESPACE}::int, hashtext(${key}))`.execute(
        trx,
      );
    }
    const store = createLoginFailureStore(trx, by.now);
    const wait = await store.secondsToWait(email, by.clientKey);
    if (wait > 0) return { outcome: 'throttled', retryAfterSeconds: wait };
    const value = await attempt(trx);
    if (value === null) {
      return { outcome: 'failed', accountFailures: await store.recordFailure(email, by.clientKey) };
    }
    await store.recordSuccess(email, by.clientKey);
    return { outcome: 'ok', value };
  });
}

/**
 * The refusal of a throttled attempt: Magento's sign-in message, `TOO_MANY_ATTEMPTS` and
 * `extensions.retry_after_seconds`, the whole seconds after which the next attempt is allowed.
 */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new Refusal('TOO_MANY_ATTEMPTS', SIGN_IN_FAILED, { retry_after_seconds: retryAfterSeconds });
