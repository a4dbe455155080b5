/**
 * The texts of the e-mails the shop sends. They reach shoppers, so they are Norwegian (Bokmål);
 * all of them live here.
 */

const SHOP_NAME = 'Agri Deler';

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
}): { subject: string; text: string } {
  const { firstname, link, lifetimeMinutes } = options;
  return {
    subject: `Tilbakestill passordet ditt hos ${SHOP_NAME}`,
    text: [
      `Hei ${firstname},`,
      '',
      `Vi har fått en forespørsel om å tilbakestille passordet til kontoen din hos ${SHOP_NAME}.`,
      'Åpne lenken under for å velge et nytt passord:',
      '',
      link,
      '',
      `Lenken virker i ${durationText(lifetimeMinutes)} og kan bare brukes én gang.`,
      'Har du ikke bedt om dette, kan du se bort fra e-posten. Passordet ditt er uendret.',
      '',
      `Hilsen ${SHOP_NAME}`,
    ].join('\n'),
  };
}

/** "2 timer", "1 time", "30 minutter", "1 minutt". */
export function durationText(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? 'time' : 'timer'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minutt' : 'minutter'}`;
}
