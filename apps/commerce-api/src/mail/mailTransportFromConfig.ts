import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { createOutboxMailTransport, type OutboxMailTransport } from './mailTransport.js';
import { createSmtpDelivery, type MailConfig } from './smtpDelivery.js';

/** The shop's mail transport as configured, and how to stop it. */
export interface ConfiguredMail {
  transport: OutboxMailTransport;
  /** `smtp` when `SMTP_URL` is set, else `outbox` (nothing leaves the machine). */
  kind: 'outbox' | 'smtp';
  /** Stops the retries and closes the SMTP connections. */
  close(): Promise<void>;
}

/**
 * The outbox alone by default; with `SMTP_URL`, the outbox in front of SMTP: every message is
 * written first, then sent, and failed ones are tried again at start and every `retrySeconds`.
 */
export function mailTransportFromConfig(
  db: Kysely<Database>,
  config: MailConfig | undefined,
  log: (line: string) => void,
): ConfiguredMail {
  if (!config?.smtpUrl) {
    return { transport: createOutboxMailTransport(db, log), kind: 'outbox', close: async () => {} };
  }
  const delivery = createSmtpDelivery({ smtpUrl: config.smtpUrl, from: config.from });
  const transport = createOutboxMailTransport(db, log, delivery);
  let retrying: Promise<unknown> = Promise.resolve();
  const retry = () => {
    retrying = transport
      .deliverFailed()
      .catch((error: unknown) => log(`Mail retry failed: ${String(error)}`));
  };
  retry();
  const timer = config.retrySeconds > 0 ? setInterval(retry, config.retrySeconds * 1000) : null;
  timer?.unref();
  log(`Mail goes out through ${delivery.describe} (kept in the outbox too)`);
  return {
    transport,
    kind: 'smtp',
    async close() {
      if (timer) clearInterval(timer);
      await retrying;
      await transport.settle();
      delivery.close();
    },
  };
}
