/**
 * Mail as the shop sends it now (issue 22): an HTML part beside the text, attachments (the order
 * confirmation's receipt PDF), and delivery state, so the outbox is also the queue a real SMTP
 * transport sends from and retries. `dedupe_key` makes a mail that must go once (one
 * confirmation per order) safe against repeated requests.
 */
export const up = [
  `ALTER TABLE outbox
    ADD COLUMN html_body text,
    ADD COLUMN dedupe_key text UNIQUE,
    ADD COLUMN status text NOT NULL DEFAULT 'kept',
    ADD COLUMN attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN last_error text,
    ADD COLUMN sent_at timestamptz`,
  `CREATE INDEX outbox_undelivered_idx ON outbox (id) WHERE status IN ('pending', 'failed')`,
  `CREATE TABLE outbox_attachments (
    outbox_id bigint NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
    position integer NOT NULL,
    filename text NOT NULL,
    content_type text NOT NULL,
    content bytea NOT NULL,
    PRIMARY KEY (outbox_id, position)
  )`,
];
