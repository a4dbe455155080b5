/**
 * The texts of the e-mails the shop sends. They reach shoppers, so they are Norwegian (Bokmål);
 * all of them live here.
 */

import { composeMail, SHOP_NAME, type ComposedMail } from './mailBody.js';

/** The storefront page where a customer chooses a new password. */
export function passwordResetLink(storefrontUrl: string, email: string, token: string): string {
  const query = new URLSearchParams({ email, token });
  return `${storefrontUrl}/customer/reset-password?${query}`;
}

/** The e-mail with the link for choosing a new password. */
export function passwordResetMessage(options: {
  firstname: string;
  link: string;
  lifetimeMinutes: number;
}): ComposedMail {
  const { firstname, link, lifetimeMinutes } = options;
  return composeMail(`Tilbakestill passordet ditt hos ${SHOP_NAME}`, [
    `Hei ${firstname},`,
    `Vi har fått en forespørsel om å tilbakestille passordet til kontoen din hos ${SHOP_NAME}.`,
    { link, label: 'Åpne lenken under for å velge et nytt passord' },
    [
      `Lenken virker i ${durationText(lifetimeMinutes)} og kan bare brukes én gang.`,
      'Har du ikke bedt om dette, kan du se bort fra e-posten. Passordet ditt er uendret.',
    ].join('\n'),
  ]);
}

/** "2 timer", "1 time", "30 minutter", "1 minutt". */
export function durationText(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? 'time' : 'timer'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minutt' : 'minutter'}`;
}

/**
 * The warning after many failed sign-ins to an account: nothing is locked, and the link (a
 * password-reset link) lets the owner choose a new password, which also lifts every delay.
 */
export function signInAlertMessage(options: {
  firstname: string;
  link: string;
  lifetimeMinutes: number;
}): ComposedMail {
  const { firstname, link, lifetimeMinutes } = options;
  return composeMail(`Noen har prøvd å logge inn på kontoen din hos ${SHOP_NAME}`, [
    `Hei ${firstname},`,
    [
      `Noen har nettopp prøvd å logge inn på kontoen din hos ${SHOP_NAME} med feil passord flere ganger.`,
      'Nye forsøk fra samme sted må vente en stund, men du kan fortsatt logge inn som vanlig.',
    ].join('\n'),
    {
      link,
      label: 'Var det ikke deg? Velg et nytt passord med lenken under. Da oppheves også ventetiden',
    },
    [
      `Lenken virker i ${durationText(lifetimeMinutes)} og kan bare brukes én gang.`,
      'Var det deg, kan du se bort fra e-posten. Passordet ditt er uendret.',
    ].join('\n'),
  ]);
}

/** After registration: what the account gives, and where to sign in. */
export function welcomeMessage(options: {
  firstname: string;
  storefrontUrl: string;
}): ComposedMail {
  const { firstname, storefrontUrl } = options;
  return composeMail(`Velkommen som kunde hos ${SHOP_NAME}`, [
    `Hei ${firstname},`,
    `Takk for at du opprettet en konto hos ${SHOP_NAME}. Med kontoen kan du følge bestillingene dine, lagre adresser og traktorer, og handle raskere neste gang.`,
    { link: `${storefrontUrl}/customer`, label: 'Logg inn på kontoen din her' },
    'Har du ikke opprettet denne kontoen selv? Ta kontakt med kundeservice, så hjelper vi deg.',
  ]);
}

/**
 * To the old address after a change: the owner learns of it even if someone else made it, and
 * is told what to do then.
 */
export function emailChangedMessage(options: {
  firstname: string;
  newEmail: string;
}): ComposedMail {
  const { firstname, newEmail } = options;
  return composeMail(`E-postadressen din hos ${SHOP_NAME} er endret`, [
    `Hei ${firstname},`,
    `E-postadressen din er endret. Kontoen din hos ${SHOP_NAME} bruker nå ${newEmail}, og e-post fra oss går dit heretter.`,
    'Var det ikke deg som endret den? Ta kontakt med kundeservice med en gang, så sperrer vi kontoen og hjelper deg å få den tilbake.',
  ]);
}

/** After a password change or reset, so an owner who did not make it can react. */
export function passwordChangedMessage(options: {
  firstname: string;
  storefrontUrl: string;
}): ComposedMail {
  const { firstname, storefrontUrl } = options;
  return composeMail(`Passordet ditt hos ${SHOP_NAME} er endret`, [
    `Hei ${firstname},`,
    `Passordet ditt er endret. Alle andre innlogginger på kontoen din hos ${SHOP_NAME} er logget ut.`,
    {
      link: `${storefrontUrl}/customer/forgot-password`,
      label: 'Var det ikke deg? Velg et nytt passord med en gang her',
    },
  ]);
}
