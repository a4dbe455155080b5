import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { signInAlertMessage } from '../mail/messages.js';
import { LOGIN_THROTTLE } from './loginThrottle.js';
import { issuePasswordResetLink, type ResetMailer } from './passwordReset.js';

/**
 * Warns an account's owner once its failed sign-ins (from any clients) reach the alert
 * threshold: one e-mail per quiet period, with a password-reset link that also lifts every
 * delay. Claiming the warning is one statement, so two instances never both send it. Nothing
 * happens for an address without an account; a failing mail transport is logged, not thrown
 * (the sign-in's answer must not change).
 */
export async function alertOwnerOfFailedSignIns(
  db: Kysely<Database>,
  mailer: ResetMailer,
  attempt: { email: string; accountFailures: number; now: Date },
): Promise<void> {
  const { alert } = LOGIN_THROTTLE;
  if (attempt.accountFailures < alert.failures) return;
  const email = attempt.email.toLowerCase();
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'email', 'firstname'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  if (!customer) return;
  const quietSince = new Date(attempt.now.getTime() - alert.quietMinutes * 60_000);
  const claimed = await db
    .insertInto('login_alerts')
    .values({ email, sent_at: attempt.now })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet({ sent_at: attempt.now })
        .where('login_alerts.sent_at', '<=', quietSince),
    )
    .returning('email')
    .executeTakeFirst();
  if (!claimed) return;
  try {
    // The token's lifetime runs on real time, as every reset link's does.
    const link = await issuePasswordResetLink(db, mailer.customers, customer, new Date());
    const message = signInAlertMessage({
      firstname: customer.firstname,
      link,
      lifetimeMinutes: mailer.customers.resetLinkLifetimeMinutes,
    });
    await mailer.mail.send({ to: customer.email, ...message, links: [link] });
  } catch (error) {
    mailer.log(`Sign-in warning to customer ${customer.id} failed: ${String(error)}`);
  }
}
