import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/** How many failed sign-ins a window allows before sign-in is refused until it passes. */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  perAccount: 5,
  perClient: 20,
} as const;

/**
 * Failed sign-ins, counted per e-mail address (whether or not an account has it, so the answer
 * tells nothing about which addresses exist) and per client.
 */
export function createLoginThrottle(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const windowStart = () => new Date(now().getTime() - LOGIN_THROTTLE.windowMinutes * 60_000);

  return {
    /** Whether this account or this client has failed too often within the window. */
    async isThrottled(email: string, clientKey: string): Promise<boolean> {
      const since = windowStart();
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => [
          eb.fn.countAll<number>().filterWhere('email', '=', email.toLowerCase()).as('account'),
          eb.fn.countAll<number>().filterWhere('client_key', '=', clientKey).as('client'),
        ])
        .where('failed_at', '>', since)
        .where((eb) =>
          eb.or([eb('email', '=', email.toLowerCase()), eb('client_key', '=', clientKey)]),
        )
        .executeTakeFirstOrThrow();
      return (
        Number(row.account) >= LOGIN_THROTTLE.perAccount ||
        Number(row.client) >= LOGIN_THROTTLE.perClient
      );
    },

    /** Records a failure, and forgets failures older than the window. */
    async recordFailure(email: string, clientKey: string): Promise<void> {
      await db.deleteFrom('login_failures').where('failed_at', '<=', windowStart()).execute();
      await db
        .insertInto('login_failures')
        .values({ email: email.toLowerCase(), client_key: clientKey, failed_at: now() })
        .execute();
    },

    /** A successful sign-in clears the account's failures (the client's stay counted). */
    async recordSuccess(email: string): Promise<void> {
      await db.deleteFrom('login_failures').where('email', '=', email.toLowerCase()).execute();
    },
  };
}
