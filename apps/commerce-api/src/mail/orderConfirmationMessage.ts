import { composeMail, SHOP_NAME, type ComposedMail, type MailBlock } from './mailBody.js';
import {
  addressLines,
  formatDate,
  paymentText,
  presentOrder,
  type DownloadLink,
  type OrderConfirmation,
} from './orderConfirmation.js';

/** The receipt's file name, e.g. `kvittering-000001001.pdf`. */
export const receiptFilename = (orderNumber: string) => `kvittering-${orderNumber}.pdf`;

/**
 * The order confirmation mail. `downloads` are the files the order gives access to
 * (downloadable products); none until they exist.
 */
export function orderConfirmationMessage(
  order: OrderConfirmation,
  downloads: readonly DownloadLink[] = [],
): ComposedMail {
  const presented = presentOrder(order);
  const blocks: MailBlock[] = [
    `Hei ${order.firstname},`,
    `Takk for bestillingen! Vi har mottatt ordre ${order.number} (${formatDate(order.placedAt)}) og sender deg beskjed når den er på vei. Kvitteringen ligger vedlagt som PDF.`,
    { heading: 'Dette har du bestilt' },
    { table: presented.lineRows, alignRight: [1, 2] },
    { table: [['', ''], ...presented.totalRows], alignRight: [1] },
    presented.vatNote,
  ];
  if (downloads.length > 0) {
    blocks.push({ heading: 'Nedlastinger' });
    for (const download of downloads) blocks.push({ link: download.url, label: download.title });
  }
  if (presented.references.length > 0) {
    blocks.push(presented.references.map(([label, value]) => `${label}: ${value}`).join('\n'));
  }
  blocks.push({ heading: 'Levering og betaling' });
  if (order.shippingAddress) {
    blocks.push(['Leveringsadresse:', ...addressLines(order.shippingAddress)].join('\n'));
  }
  blocks.push(['Fakturaadresse:', ...addressLines(order.billingAddress)].join('\n'));
  if (order.shippingMethod) blocks.push(`Leveringsmåte: ${order.shippingMethod}`);
  blocks.push(`Betaling: ${paymentText(order.payment)}`);
  blocks.push({ link: order.orderUrl, label: 'Se ordren på kontoen din' });
  return composeMail(`Ordrebekreftelse ${order.number} fra ${SHOP_NAME}`, blocks);
}
