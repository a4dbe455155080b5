import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isEmailAddress } from '../customers/passwordRules.js';
import type { Database, NewsletterStatus } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';

type Db = Kysely<Database>;

/** How long a double opt-in link works. */
export const CONFIRM_LINK_LIFETIME_DAYS = 7;

/** The address as kept: trimmed; refused, as Magento words it, unless it is an e-mail address. */
export function newsletterEmail(email: string): string {
  const trimmed = email.trim();
  if (!isEmailAddress(trimmed) || trimmed.length > 254) {
    throw new Refusal('INVALID_EMAIL', 'Enter a valid email address.');
  }
  return trimmed;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const byEmail = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`;

/**
 * The account's subscription: the row linked to it, else the one of its address (subscribed as a
 * guest before registering, or confirmed from a mail).
 */
async function customerRow(db: Db, customer: { id: number; email: string }) {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where((eb) => eb.or([eb('customer_id', '=', customer.id), byEmail(customer.email)]))
    .execute();
  return rows.find((row) => row.customer_id === customer.id) ?? rows[0];
}

/** `Customer.is_subscribed`: only a confirmed subscription counts. */
export async function isCustomerSubscribed(
  db: Db,
  customer: { id: number; email: string },
): Promise<boolean> {
  return (await customerRow(db, customer))?.status === 'SUBSCRIBED';
}

/**
 * The signed-in customer's own choice (registration, profile, or subscribing their own address):
 * it takes effect at once, since the customer acts on their own account.
 */
export async function setCustomerSubscription(
  db: Db,
  customer: { id: number; email: string },
  subscribed: boolean,
): Promise<NewsletterStatus> {
  const status: NewsletterStatus = subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED';
  const existing = await customerRow(db, customer);
  if (existing) {
    await db
      .updateTable('newsletter_subscribers')
      .set({
        status,
        customer_id: customer.id,
        confirm_token_hash: null,
        confirm_expires_at: null,
        updated_at: new Date(),
      })
      .where('id', '=', existing.id)
      .execute();
  } else if (subscribed) {
    await db
      .insertInto('newsletter_subscribers')
      .values({ email: customer.email, customer_id: customer.id, status })
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doUpdateSet({ status }))
      .execute();
  }
  return status;
}

/**
 * A sign-up from a form: the address waits `UNCONFIRMED` with a fresh opt-in token, which is
 * returned for the mail. An address already subscribed is left as it is and gets no token (and no
 * mail), so nobody can tell from the answer or by mail-bombing whether an address is on the list.
 */
export async function requestSubscription(
  db: Db,
  email: string,
  now: Date,
): Promise<{ token: string | null }> {
  const existing = await db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'status'])
    .where(byEmail(email))
    .executeTakeFirst();
  if (existing?.status === 'SUBSCRIBED') return { token: null };
  const token = randomBytes(32).toString('base64url');
  const pending = {
    status: 'UNCONFIRMED' as const,
    confirm_token_hash: hashToken(token),
    confirm_expires_at: new Date(now.getTime() + CONFIRM_LINK_LIFETIME_DAYS * 86_400_000),
    updated_at: now,
  };
  if (existing) {
    await db
      .updateTable('newsletter_subscribers')
      .set(pending)
      .where('id', '=', existing.id)
      .execute();
  } else {
    const account = await db
      .selectFrom('customers')
      .select('id')
      .where(byEmail(email))
      .executeTakeFirst();
    await db
      .insertInto('newsletter_subscribers')
      .values({ email, customer_id: account?.id ?? null, ...pending })
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doUpdateSet(pending))
      .execute();
  }
  return { token };
}

/** Follows an opt-in link: the address is `SUBSCRIBED`; an unknown, used or old link is refused. */
export async function confirmSubscription(
  db: Db,
  token: string,
  now: Date,
): Promise<{ email: string }> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'SUBSCRIBED',
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: now,
    })
    .where('confirm_token_hash', '=', hashToken(token.trim()))
    .where('confirm_expires_at', '>', now)
    .returning('email')
    .executeTakeFirst();
  if (!row) {
    throw new Refusal(
      'NEWSLETTER_LINK_INVALID',
      'This newsletter link is invalid or has expired. Subscribe again to get a new one.',
    );
  }
  return { email: row.email };
}

/** Takes an address off the list (an unsubscribe link); an address not on it stays off it. */
export async function unsubscribeEmail(db: Db, email: string, now: Date): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'UNSUBSCRIBED',
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: now,
    })
    .where(byEmail(email))
    .execute();
  // The account of the address too, where its subscription is kept under an older address.
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'UNSUBSCRIBED', updated_at: now })
    .where('customer_id', 'in', db.selectFrom('customers').select('id').where(byEmail(email)))
    .execute();
}
