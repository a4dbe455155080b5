/**
 * The two mails of a quote request (`WmRequestQuote`): the request to the shop, and the buyer's
 * receipt. Norwegian (Bokmål), like every mail the shop sends.
 */

import { composeMail, SHOP_NAME, type ComposedMail, type MailBlock } from './mailBody.js';

/** A stored quote request as its mails tell it. */
export interface QuoteRequestMail {
  number: string;
  sku: string;
  productName: string;
  quantity: number;
  message: string | null;
  name: string;
  email: string;
  phone: string | null;
  /** The signed-in customer who asked (`customers.id`); null for a guest. */
  customerId: number | null;
  /** The product's page in the storefront. */
  productLink: string;
}

const NONE_GIVEN = 'Ikke oppgitt';

function requestTable(request: QuoteRequestMail): MailBlock {
  return {
    table: [
      ['Produkt', 'Varenr.', 'Antall'],
      [request.productName, request.sku, String(request.quantity)],
    ],
    alignRight: [2],
  };
}

function contactTable(request: QuoteRequestMail): MailBlock {
  return {
    table: [
      ['Kontaktinformasjon', ''],
      ['Navn', request.name],
      ['E-post', request.email],
      ['Telefon', request.phone ?? NONE_GIVEN],
    ],
  };
}

/**
 * To the shop: what was asked for, by whom (a customer's account number, or a guest), how to
 * answer, and the buyer's message as written.
 */
export function quoteRequestShopMessage(request: QuoteRequestMail): ComposedMail {
  return composeMail(`Tilbudsforespørsel ${request.number}: ${request.productName}`, [
    `Ny forespørsel om tilbud fra nettbutikken (nr. ${request.number}).`,
    requestTable(request),
    { link: request.productLink, label: 'Produktet i nettbutikken' },
    contactTable(request),
    request.customerId === null
      ? 'Kunde: gjest (ikke innlogget)'
      : `Kunde: innlogget kunde, kundenr. ${request.customerId}`,
    { heading: 'Melding fra kunden' },
    request.message ?? 'Ingen melding.',
    `Svar kunden på ${request.email}.`,
  ]);
}

/**
 * To the buyer: the request was received, what it was for and how the shop will answer. The
 * buyer's own message is not repeated: this mail goes to an address nobody has confirmed, so it
 * carries no text a stranger could have written.
 */
export function quoteRequestReceiptMessage(request: QuoteRequestMail): ComposedMail {
  return composeMail(`Vi har mottatt forespørselen din om tilbud (nr. ${request.number})`, [
    `Hei ${request.name},`,
    `Takk for at du ba om et tilbud fra ${SHOP_NAME}. Vi ser på forespørselen og svarer deg på ${request.email}, vanligvis innen én arbeidsdag.`,
    requestTable(request),
    { link: request.productLink, label: 'Se produktet' },
    contactTable(request),
    `Oppgi nr. ${request.number} hvis du tar kontakt med oss om forespørselen.`,
    'Har du ikke bedt om et tilbud, kan du se bort fra denne e-posten.',
  ]);
}
