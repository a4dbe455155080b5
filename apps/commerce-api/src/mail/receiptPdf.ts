import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { STORE_CONTACT } from '../seed/generate/storeContact.js';
import {
  addressLines,
  formatDate,
  paymentText,
  presentOrder,
  type OrderConfirmation,
} from './orderConfirmation.js';

/** Characters of Windows-1252 beyond Latin-1: what the standard PDF fonts can show besides it. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard fonts can encode: anything else (emoji, other scripts a customer typed)
 * becomes "?" instead of failing the whole receipt.
 */
export function winAnsiText(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) ||
        (code >= 0xa0 && code <= 0xff) ||
        WIN_ANSI_EXTRAS.has(char)
        ? char
        : '?';
    })
    .join('');
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

/** Writes lines down the pages, starting a new page when one is full. */
class PageWriter {
  page: PDFPage;
  y = A4.height - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
  }

  /** Room for `height` more points, on a new page if this one has not got it. */
  need(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  text(text: string, x: number, options: { size?: number; bold?: boolean; right?: boolean } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const safe = winAnsiText(text);
    const at = options.right ? x - font.widthOfTextAtSize(safe, size) : x;
    this.page.drawText(safe, { x: at, y: this.y, size, font });
  }

  /** `text` broken into lines that fit `width` at `size`. */
  wrap(text: string, width: number, size = 10): string[] {
    const lines: string[] = [];
    for (const paragraph of winAnsiText(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.regular.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  /** A block of lines at `x`, moving down. */
  lines(lines: readonly string[], x: number, options: { size?: number; bold?: boolean } = {}) {
    const size = options.size ?? 10;
    for (const line of lines) {
      this.need(size + 4);
      this.text(line, x, options);
      this.y -= size + 4;
    }
  }
}

const RIGHT = A4.width - MARGIN;

/** The table of lines: name and details wrapped on the left, quantity and sum on the right. */
function drawLines(writer: PageWriter, rows: string[][]) {
  const [header, ...body] = rows;
  writer.need(16);
  writer.text(header![0]!, MARGIN, { bold: true });
  writer.text(header![1]!, RIGHT - 110, { bold: true, right: true });
  writer.text(header![2]!, RIGHT, { bold: true, right: true });
  writer.y -= 18;
  for (const [description = '', quantity = '', sum = ''] of body) {
    const [name = '', ...details] = writer.wrap(description, RIGHT - 140 - MARGIN);
    writer.need(14 * (details.length + 1) + 6);
    writer.text(name, MARGIN, { bold: true });
    writer.text(quantity, RIGHT - 110, { right: true });
    writer.text(sum, RIGHT, { right: true });
    writer.y -= 14;
    writer.lines(details, MARGIN + 8, { size: 9 });
    writer.y -= 6;
  }
}

/**
 * The receipt (card and credit) or invoice (invoice payment, with terms and due date) attached
 * to the order confirmation, in the customer's VAT mode: one or more A4 pages.
 */
export async function receiptPdf(order: OrderConfirmation): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const isInvoice = order.payment.kind === 'invoice';
  const title = `${isInvoice ? 'Faktura' : 'Kvittering'} for ordre ${order.number}`;
  doc.setTitle(title);
  doc.setAuthor(STORE_CONTACT.company);
  doc.setLanguage('nb-NO');
  const writer = new PageWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const presented = presentOrder(order);
  const sender = [
    STORE_CONTACT.company,
    STORE_CONTACT.street,
    `${STORE_CONTACT.postcode} ${STORE_CONTACT.city}`,
    `${STORE_CONTACT.email} · ${STORE_CONTACT.phone}`,
  ];
  writer.text(title, MARGIN, { size: 18, bold: true });
  writer.y -= 28;
  const top = writer.y;
  writer.lines(sender, MARGIN, { size: 9 });
  writer.y = top;
  const facts = [
    `Ordredato: ${formatDate(order.placedAt)}`,
    ...presented.references.map(([label, value]) => `${label}: ${value}`),
    ...(order.payment.kind === 'invoice'
      ? [
          `Betalingsbetingelser: ${order.payment.termsDays} dager netto`,
          `Forfallsdato: ${formatDate(order.payment.dueDate)}`,
        ]
      : []),
  ];
  writer.lines(facts, A4.width / 2, { size: 9 });
  writer.y = Math.min(writer.y, top - sender.length * 13) - 16;
  const addressTop = writer.y;
  writer.lines(['Fakturaadresse', ...addressLines(order.billingAddress)], MARGIN, { size: 9 });
  const afterBilling = writer.y;
  if (order.shippingAddress) {
    writer.y = addressTop;
    writer.lines(['Leveringsadresse', ...addressLines(order.shippingAddress)], A4.width / 2, {
      size: 9,
    });
  }
  writer.y = Math.min(writer.y, afterBilling) - 20;
  drawLines(writer, presented.lineRows);
  writer.y -= 6;
  for (const [label, amount] of presented.totalRows) {
    writer.need(16);
    const due = /^(Totalt|Å betale)/.test(label);
    writer.text(label, RIGHT - 130, { right: true, bold: due });
    writer.text(amount, RIGHT, { right: true, bold: due });
    writer.y -= 15;
  }
  writer.y -= 10;
  const closing = [
    presented.vatNote,
    ...(order.shippingMethod ? [`Leveringsmåte: ${order.shippingMethod}`] : []),
    `Betaling: ${paymentText(order.payment)}`,
  ];
  writer.lines(closing, MARGIN, { size: 9 });
  return doc.save();
}
