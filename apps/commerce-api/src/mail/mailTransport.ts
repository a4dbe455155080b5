import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/** A file sent with a message (the order confirmation's receipt PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** One e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** HTML body; every mail the shop writes has one beside the text. */
  html?: string;
  /** The links in the body (a reset link, …), kept apart so pages and tests can follow them. */
  links?: string[];
  attachments?: MailAttachment[];
  /** Extra headers: `List-Unsubscribe` (RFC 8058), `Reply-To`. */
  headers?: Record<string, string>;
  /**
   * A key for mails that must go once (`order-confirmation/<order id>`): a second message with
   * the same key is dropped, so a repeated request cannot send it twice.
   */
  dedupeKey?: string;
}

/** Where the shop's e-mail goes. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** Hands one message to a real mail server (SMTP); throws when it was not accepted. */
export interface MailDelivery {
  /** For the log: where messages go, without credentials. */
  describe: string;
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

/** The outbox transport, with the retry of deliveries that failed. */
export interface OutboxMailTransport extends MailTransport {
  /** Tries again the messages whose delivery failed (up to `MAX_ATTEMPTS` each); how many went. */
  deliverFailed(): Promise<number>;
  /** Resolves when the deliveries under way have ended, sent or failed. */
  settle(): Promise<void>;
}

/** Delivery attempts per message before it stays `failed` in the outbox for good. */
export const MAX_ATTEMPTS = 5;

type Db = Kysely<Database>;

/** Writes the message and its attachments; null when its dedupe key was written before. */
async function writeMessage(db: Db, message: MailMessage, status: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('outbox')
      .values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        links: message.links ?? [],
        dedupe_key: message.dedupeKey ?? null,
        headers: message.headers ?? {},
        status,
      })
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    const attachments = message.attachments ?? [];
    if (attachments.length > 0) {
      await trx
        .insertInto('outbox_attachments')
        .values(
          attachments.map((attachment, position) => ({
            outbox_id: row.id,
            position,
            filename: attachment.filename,
            content_type: attachment.contentType,
            content: Buffer.from(attachment.content),
          })),
        )
        .execute();
    }
    return row.id;
  });
}

/** A written message again, as it was sent (for a retry). */
async function storedMessage(db: Db, id: string): Promise<MailMessage> {
  const row = await db
    .selectFrom('outbox')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const attachments = await db
    .selectFrom('outbox_attachments')
    .selectAll()
    .where('outbox_id', '=', id)
    .orderBy('position')
    .execute();
  return {
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body ?? undefined,
    links: row.links,
    headers: row.headers,
    attachments: attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.content_type,
      content: attachment.content,
    })),
  };
}

/**
 * Writes every message to the `outbox` table first, then — with a `delivery` (SMTP) — hands it
 * on in the background and records the outcome. A failed delivery is logged and kept as `failed` for
 * `deliverFailed`; nothing is thrown for it, since the shopper's action (an order, a
 * registration) has already happened. Without a delivery the outbox is where mail ends
 * (development: no e-mail leaves the machine).
 */
export function createOutboxMailTransport(
  db: Db,
  log: (line: string) => void = () => {},
  delivery: MailDelivery | null = null,
): OutboxMailTransport {
  const inFlight = new Set<Promise<unknown>>();

  async function attempt(id: string, message: MailMessage): Promise<boolean> {
    try {
      await delivery!.deliver(message);
      await db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'sent',
          sent_at: new Date(),
          attempts: eb('attempts', '+', 1),
          last_error: null,
        }))
        .where('id', '=', id)
        .execute();
      log(`Mail #${id} to ${message.to} sent through ${delivery!.describe}: ${message.subject}`);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('outbox')
        .set((eb) => ({ status: 'failed', attempts: eb('attempts', '+', 1), last_error: reason }))
        .where('id', '=', id)
        .execute();
      log(`Mail #${id} to ${message.to} failed (kept in the outbox for a retry): ${reason}`);
      return false;
    }
  }

  return {
    async send(message) {
      const id = await writeMessage(db, message, delivery ? 'sending' : 'kept');
      if (id === null) {
        log(`Mail ${message.dedupeKey} was written before; not sent again`);
        return;
      }
      if (!delivery) {
        log(`Mail #${id} to ${message.to} written to the outbox: ${message.subject}`);
        return;
      }
      // Handed on in the background: the shopper's answer does not wait for the mail server.
      const delivering = attempt(id, message).catch((error: unknown) => {
        log(`Mail #${id}: recording its delivery failed: ${String(error)}`);
      });
      inFlight.add(delivering);
      void delivering.finally(() => inFlight.delete(delivering));
    },
    async settle() {
      await Promise.all([...inFlight]);
    },
    async deliverFailed() {
      if (!delivery) return 0;
      const failed = await db
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'failed')
        .where('attempts', '<', MAX_ATTEMPTS)
        .orderBy('id')
        .limit(20)
        .execute();
      let sent = 0;
      for (const { id } of failed) {
        // Claimed first, so two instances on one database do not both send it.
        const claimed = await db
          .updateTable('outbox')
          .set({ status: 'sending' })
          .where('id', '=', id)
          .where('status', '=', 'failed')
          .returning('id')
          .executeTakeFirst();
        if (claimed && (await attempt(id, await storedMessage(db, id)))) sent++;
      }
      return sent;
    },
  };
}
