import type { MailMessage, MailTransport } from './mailTransport.js';

/**
 * Sends a notice that follows an action already done (a registration, a changed password):
 * a failure is logged, never thrown, so the shopper's action still succeeds.
 */
export async function sendSafely(
  mailer: { mail: MailTransport; log: (line: string) => void },
  message: MailMessage,
): Promise<void> {
  try {
    await mailer.mail.send(message);
  } catch (error) {
    mailer.log(`Mail "${message.subject}" to ${message.to} failed: ${String(error)}`);
  }
}
