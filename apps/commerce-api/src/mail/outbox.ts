import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

type Db = Kysely<Database>;

/** An attachment as the outbox lists it (its bytes are fetched one by one). */
export interface OutboxAttachmentEntry {
  position: number;
  filename: string;
  contentType: string;
  /** Bytes. */
  size: number;
}

/** A message as the outbox keeps it. */
export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  /** Extra headers (`List-Unsubscribe`, `Reply-To`). */
  headers: Record<string, string>;
  attachments: OutboxAttachmentEntry[];
  /** `kept` (development: the outbox is the end), `sending`, `sent` or `failed`. */
  status: string;
  lastError: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** The newest messages first, optionally only those to one address (in any case). */
export async function readOutbox(
  db: Db,
  { to, limit = 50 }: { to?: string | null; limit?: number } = {},
): Promise<OutboxEntry[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  const rows = await query.execute();
  const attachments =
    rows.length === 0
      ? []
      : await db
          .selectFrom('outbox_attachments')
          .select(['outbox_id', 'position', 'filename', 'content_type'])
          .select((eb) => eb.fn<number>('octet_length', ['content']).as('size'))
          .where(
            'outbox_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('position')
          .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.links,
    headers: row.headers,
    attachments: attachments
      .filter((attachment) => String(attachment.outbox_id) === String(row.id))
      .map((attachment) => ({
        position: attachment.position,
        filename: attachment.filename,
        contentType: attachment.content_type,
        size: Number(attachment.size),
      })),
    status: row.status,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
  }));
}

/** One attachment's file, or undefined. */
export function readOutboxAttachment(db: Db, id: number, position: number) {
  return db
    .selectFrom('outbox_attachments')
    .select(['filename', 'content_type', 'content'])
    .where('outbox_id', '=', String(id))
    .where('position', '=', position)
    .executeTakeFirst();
}

/** One message's HTML body: null when it has none, undefined when there is no such message. */
export async function readOutboxHtml(db: Db, id: number): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select('html_body')
    .where('id', '=', String(id))
    .executeTakeFirst();
  return row ? row.html_body : undefined;
}
