import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { LOGIN_THROTTLE, secondsToWait } from './loginThrottle.js';

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** The longest any rule looks back; older failures are deleted. */
const MEMORY_MINUTES = Math.max(
  LOGIN_THROTTLE.pair.memoryMinutes,
  LOGIN_THROTTLE.client.windowMinutes,
);

/**
 * Failed and successful sign-ins in PostgreSQL, so every API instance shares them and a
 * restart keeps them. E-mail addresses are kept lower-cased, whether or not an account has
 * them (the answer tells nothing about which addresses exist). `now` is the request's clock.
 */
export function createLoginFailureStore(db: Kysely<Database>, now: Date) {
  /** Whether this client signed in to this account lately. */
  const isKnownClient = async (email: string, clientKey: string) => {
    const known = await db
      .selectFrom('login_successes')
      .select('email')
      .where('email', '=', email)
      .where('client_key', '=', clientKey)
      .where('succeeded_at', '>', minutesBefore(now, LOGIN_THROTTLE.client.knownClientDays * 1440))
      .executeTakeFirst();
    return known !== undefined;
  };

  return {
    /**
     * Seconds this client must wait before trying this account again (0: try now): the pair's
     * delay, and the client's over all accounts unless it signed in to this one before.
     */
    async secondsToWait(email: string, clientKey: string): Promise<number> {
      const { pair, client } = LOGIN_THROTTLE;
      const pairSince = minutesBefore(now, pair.memoryMinutes);
      const clientSince = minutesBefore(now, client.windowMinutes);
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => {
          const ofPair = eb.and([eb('email', '=', email), eb('failed_at', '>', pairSince)]);
          const ofClient = eb('failed_at', '>', clientSince);
          return [
            eb.fn.countAll<string>().filterWhere(ofPair).as('pairFailures'),
            eb.fn.max<Date | null>('failed_at').filterWhere(ofPair).as('pairLast'),
            eb.fn.countAll<string>().filterWhere(ofClient).as('clientFailures'),
            eb.fn.max<Date | null>('failed_at').filterWhere(ofClient).as('clientLast'),
          ];
        })
        .where('client_key', '=', clientKey)
        .where('failed_at', '>', pairSince < clientSince ? pairSince : clientSince)
        .executeTakeFirstOrThrow();
      const pairWait = secondsToWait(Number(row.pairFailures), row.pairLast, pair, now);
      const clientWait = secondsToWait(Number(row.clientFailures), row.clientLast, client, now);
      if (clientWait <= pairWait) return pairWait;
      return (await isKnownClient(email, clientKey)) ? pairWait : clientWait;
    },

    /**
     * Records a failure, forgets failures older than every rule looks back, and tells how many
     * the account has had within the alert window (from any client).
     */
    async recordFailure(email: string, clientKey: string): Promise<number> {
      await db
        .deleteFrom('login_failures')
        .where('failed_at', '<=', minutesBefore(now, MEMORY_MINUTES))
        .execute();
      await db
        .insertInto('login_failures')
        .values({ email, client_key: clientKey, failed_at: now })
        .execute();
      const { count } = await db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('email', '=', email)
        .where('failed_at', '>', minutesBefore(now, LOGIN_THROTTLE.alert.windowMinutes))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /**
     * A success forgets this pair's failures (not those of other clients: the owner signing in
     * at home says nothing about a guesser elsewhere) and remembers the client as known.
     */
    async recordSuccess(email: string, clientKey: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('email', '=', email)
        .where('client_key', '=', clientKey)
        .execute();
      await db
        .insertInto('login_successes')
        .values({ email, client_key: clientKey, succeeded_at: now })
        .onConflict((oc) => oc.columns(['email', 'client_key']).doUpdateSet({ succeeded_at: now }))
        .execute();
    },
  };
}
