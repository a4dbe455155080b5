import { escapeHtml } from '../mail/mailBody.js';
import type { MailTransport } from '../mail/mailTransport.js';
import { newsletterUnsubscribeLink } from '../mail/newsletterMessages.js';
import { signUnsubscribeToken } from './unsubscribeToken.js';

/** What the unsubscribe footer needs. */
export interface UnsubscribeLinkSettings {
  /** `NEWSLETTER_LINK_SECRET`: the HMAC key of the links. */
  secret: string;
  storefrontUrl: string;
  /** The shop's own inbox: its mails (quote requests, the contact form) get no footer. */
  shopEmail: string;
}

/**
 * Every mail the shop sends to a shopper, whatever its kind (order confirmation, account mails,
 * the opt-in mail…), ends with a signed one-click unsubscribe link, and carries RFC 8058's
 * `List-Unsubscribe` and `List-Unsubscribe-Post` headers with it, so mail programs can show their
 * own "unsubscribe" button. Done here, on the way out, so no mail kind can forget it.
 */
export function withUnsubscribeLinks(
  transport: MailTransport,
  settings: UnsubscribeLinkSettings,
): MailTransport {
  return {
    send(message) {
      if (message.to.trim().toLowerCase() === settings.shopEmail.trim().toLowerCase()) {
        return transport.send(message);
      }
      const link = newsletterUnsubscribeLink(
        settings.storefrontUrl,
        signUnsubscribeToken(message.to, settings.secret),
      );
      const note = 'Vil du ikke lenger ha nyhetsbrev fra oss? Meld deg av med ett klikk';
      const footer = `<p style="font-size:12px;color:#666">${escapeHtml(note)}: <a href="${escapeHtml(link)}">Meld deg av nyhetsbrevet</a></p>`;
      return transport.send({
        ...message,
        text: `${message.text}\n\n--\n${note}:\n${link}`,
        html: message.html?.includes('</body>')
          ? message.html.replace('</body>', `${footer}\n</body>`)
          : message.html,
        links: [...(message.links ?? []), link],
        headers: {
          ...message.headers,
          'List-Unsubscribe': `<${link}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },
  };
}
