import nodemailer from 'nodemailer';
import type { MailDelivery } from './mailTransport.js';

/** Where mail goes: the outbox only (development), or on through an SMTP server. */
export interface MailConfig {
  /** `SMTP_URL`, e.g. `smtps://user:password@smtp.example.no:465`; null keeps mail in the outbox. */
  smtpUrl: string | null;
  /** `MAIL_FROM`: the sender shoppers see. */
  from: string;
  /** `MAIL_RETRY_SECONDS`: how often failed deliveries are tried again (0: only at start). */
  retrySeconds: number;
  /**
   * `SHOP_EMAIL`: where mail for the shop itself goes (quote requests). Optional: left out,
   * {@link DEFAULT_SHOP_ADDRESS}.
   */
  shopAddress?: string;
}

export const DEFAULT_MAIL_FROM = 'Agri Deler <kundeservice@agrideler.no>';

/** The shop's own inbox (the customer service address its pages print). */
export const DEFAULT_SHOP_ADDRESS = 'kundeservice@agrideler.no';

/** The SMTP server's address without the credentials in it, for the log. */
function describeSmtp(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'SMTP';
  }
}

/** Delivery through an SMTP server (nodemailer); each message is handed over whole or not. */
export function createSmtpDelivery(config: { smtpUrl: string; from: string }): MailDelivery {
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    // A server that does not answer must not hold a message for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    describe: describeSmtp(config.smtpUrl),
    async deliver(message) {
      await transporter.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content),
        })),
      });
    },
    close: () => transporter.close(),
  };
}
