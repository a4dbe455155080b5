import type { ColumnType, Generated } from 'kysely';

/** `UNCONFIRMED` (opt-in mail sent), `SUBSCRIBED` or `UNSUBSCRIBED`. */
export type NewsletterStatus = 'UNCONFIRMED' | 'SUBSCRIBED' | 'UNSUBSCRIBED';

/** One address's newsletter subscription (migration 0023). */
export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** As given; unique regardless of case. */
  email: string;
  /** The account the subscription belongs to, when there is one. */
  customer_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: NewsletterStatus;
  /** SHA-256 (base64url) of the pending opt-in link's token; null once used. */
  confirm_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirm_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
