import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/** One e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** The links in the body (a reset link, …), kept apart so pages and tests can follow them. */
  links?: string[];
}

/**
 * Where the shop's e-mail goes. The default writes to the `outbox` table; a real SMTP or API
 * adapter implements the same method.
 */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** Writes every message to the `outbox` table and logs one line (no e-mail leaves the machine). */
export function createOutboxMailTransport(
  db: Kysely<Database>,
  log: (line: string) => void = () => {},
): MailTransport {
  return {
    async send(message) {
      const { id } = await db
        .insertInto('outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          links: message.links ?? [],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      log(`Mail #${id} to ${message.to} written to the outbox: ${message.subject}`);
    },
  };
}

/** A message as the outbox keeps it. */
export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** ISO 8601. */
  createdAt: string;
}

/** The newest messages first, optionally only those to one address (in any case). */
export async function readOutbox(
  db: Kysely<Database>,
  { to, limit = 50 }: { to?: string | null; limit?: number } = {},
): Promise<OutboxEntry[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    links: row.links,
    createdAt: row.created_at.toISOString(),
  }));
}
