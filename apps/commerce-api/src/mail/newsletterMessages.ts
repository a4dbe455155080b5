/**
 * The newsletter's and the contact form's mails (Norwegian, like every mail the shop sends).
 */

import { composeMail, SHOP_NAME, type ComposedMail } from './mailBody.js';
import { CONFIRM_LINK_LIFETIME_DAYS } from '../newsletter/subscriptions.js';

/** The storefront page an opt-in link opens. */
export const newsletterConfirmLink = (storefrontUrl: string, token: string) =>
  `${storefrontUrl}/nyhetsbrev/bekreft?${new URLSearchParams({ token })}`;

/** The storefront page an unsubscribe link opens (and RFC 8058's one-click POST goes to). */
export const newsletterUnsubscribeLink = (storefrontUrl: string, token: string) =>
  `${storefrontUrl}/nyhetsbrev/avmeld?${new URLSearchParams({ token })}`;

/** The double opt-in mail: nothing is sent until the link is followed. */
export function newsletterConfirmationMessage(link: string): ComposedMail {
  return composeMail(`Bekreft påmeldingen til nyhetsbrevet fra ${SHOP_NAME}`, [
    'Hei,',
    `Vi har fått en påmelding til nyhetsbrevet fra ${SHOP_NAME} med denne e-postadressen.`,
    { link, label: 'Bekreft påmeldingen med lenken under' },
    [
      `Lenken virker i ${CONFIRM_LINK_LIFETIME_DAYS} dager.`,
      'Har du ikke meldt deg på selv, kan du se bort fra e-posten. Da får du ingen nyhetsbrev fra oss.',
    ].join('\n'),
  ]);
}

/** What a shopper wrote with the contact form, for the shop's inbox. */
export function contactMessageToShop(input: {
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
}): ComposedMail {
  return composeMail(`Henvendelse fra kontaktskjemaet: ${input.name}`, [
    { heading: 'Avsender' },
    [
      `Navn: ${input.name}`,
      `E-post: ${input.email}`,
      `Telefon: ${input.telephone ?? '(ikke oppgitt)'}`,
    ].join('\n'),
    { heading: 'Melding' },
    input.comment,
  ]);
}

/**
 * The receipt to the sender. It repeats nothing the sender typed (not even the name), so the
 * form cannot be used to send someone else words of one's own choosing from the shop's address.
 */
export function contactReceiptMessage(): ComposedMail {
  return composeMail(`Vi har mottatt henvendelsen din til ${SHOP_NAME}`, [
    'Hei,',
    'Takk for at du tok kontakt med oss. Vi har mottatt meldingen din og svarer så snart vi kan, vanligvis innen to virkedager.',
    'Har du ikke sendt oss noen melding, kan du se bort fra e-posten.',
  ]);
}
