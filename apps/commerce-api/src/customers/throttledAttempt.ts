import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { createLoginThrottle } from './loginThrottle.js';

/** Advisory-lock namespace of sign-in attempts (the two-key form, apart from other locks). */
const SIGN_IN_LOCK_NAMESPACE = 4711;

/** How a password attempt went: refused unseen (throttled), wrong, or right with its value. */
export type AttemptOutcome<T> = { outcome: 'throttled' | 'failed' } | { outcome: 'ok'; value: T };

/**
 * Runs one password attempt under the sign-in throttle, in a transaction that holds locks on the
 * account and on the client: concurrent guesses queue up, so none slips past the count. `attempt`
 * resolves to null when the password was wrong; a failure is recorded and kept (nothing in here
 * throws on a wrong password, which would roll the record back).
 */
export async function throttledAttempt<T>(
  db: Kysely<Database>,
  clientKey: string,
  email: string,
  attempt: (trx: Kysely<Database>) => Promise<T | null>,
): Promise<AttemptOutcome<T>> {
  return db.transaction().execute(async (trx) => {
    for (const key of [`account:${email.toLowerCase()}`, `client:${clientKey}`]) {
      await sql`SELECT pg_advisory_xact_lock(${SIGN_IN_LOCK_NAMESPACE}::int, hashtext(${key}))`.execute(
        trx,
      );
    }
    const throttle = createLoginThrottle(trx);
    if (await throttle.isThrottled(email, clientKey)) return { outcome: 'throttled' };
    const value = await attempt(trx);
    if (value === null) {
      await throttle.recordFailure(email, clientKey);
      return { outcome: 'failed' };
    }
    await throttle.recordSuccess(email);
    return { outcome: 'ok', value };
  });
}
