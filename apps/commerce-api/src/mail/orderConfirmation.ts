import type { OrderAddressJson } from '../db/tables.js';
import { excludingTax } from '../orders/orderTotals.js';

/**
 * What an order confirmation says, and the one reading of it (`presentOrder`) that both the mail
 * and the receipt PDF print, so the two never disagree. Pure.
 */

/** A chosen option of a line: a configurable product's colour, a bundle's contents, … */
export interface LineOption {
  label: string;
  value: string;
}

export interface ConfirmationLine {
  name: string;
  sku: string;
  /** The product's part numbers (OEM references), if any. */
  partNumbers: readonly string[];
  options: readonly LineOption[];
  quantity: number;
  rowTotalInclTax: number;
  rowTotalExclTax: number;
}

/** How the order is paid, as far as the customer is told. */
export type ConfirmationPayment =
  | { kind: 'card'; name: string; brand: string | null; last4: string | null }
  | { kind: 'invoice'; name: string; termsDays: number; dueDate: Date }
  | { kind: 'other'; name: string };

/** A file the order gives access to (downloadable products); the mail lists them. */
export interface DownloadLink {
  title: string;
  url: string;
}

export interface OrderConfirmation {
  number: string;
  placedAt: Date;
  firstname: string;
  /** Business customers see amounts before VAT, as the shop shows them prices (see mail.md). */
  pricesExcludeVat: boolean;
  lines: readonly ConfirmationLine[];
  totals: {
    subtotalInclTax: number;
    subtotalExclTax: number;
    discountInclTax: number;
    shippingInclTax: number;
    shippingExclTax: number;
    taxAmount: number;
    grandTotal: number;
    taxRate: number;
  };
  couponCode: string | null;
  shippingAddress: OrderAddressJson | null;
  billingAddress: OrderAddressJson;
  shippingMethod: string | null;
  payment: ConfirmationPayment;
  customerRef: string | null;
  customerOrderNo: string | null;
  /** The order in the customer's account on the storefront. */
  orderUrl: string;
}

/** 1234.5 → "1 234,50 kr" (no-break spaces; digits and separators every font has). */
export function formatNok(amount: number): string {
  const [whole, fraction] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${amount < 0 ? '-' : ''}${grouped},${fraction}\u00a0kr`;
}

/** The calendar date in Norway, "13.12.2026". */
export const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

/** An address as lines of text. */
export function addressLines(address: OrderAddressJson): string[] {
  return [
    address.company ?? '',
    `${address.firstname} ${address.lastname}`,
    ...address.street,
    `${address.postcode ?? ''} ${address.city}`.trim(),
    address.country_code === 'NO' ? '' : address.country_code,
    address.telephone ? `Tlf. ${address.telephone}` : '',
    address.vat_id ? `Org.nr./MVA ${address.vat_id}` : '',
  ].filter(Boolean);
}

/** The payment as one sentence: the card's brand and last four digits only, never more. */
export function paymentText(payment: ConfirmationPayment): string {
  if (payment.kind === 'card') {
    return payment.brand && payment.last4
      ? `${payment.name}: ${payment.brand} som slutter på ${payment.last4}`
      : payment.name;
  }
  if (payment.kind === 'invoice') {
    return `Faktura, ${payment.termsDays} dager netto. Forfallsdato: ${formatDate(payment.dueDate)}`;
  }
  return payment.name;
}

/** The order read for printing: rows of text in the customer's VAT mode. */
export interface PresentedOrder {
  vatNote: string;
  /** Header row first: Vare, Antall, Sum. */
  lineRows: string[][];
  totalRows: [label: string, amount: string][];
  references: [label: string, value: string][];
}

export function presentOrder(order: OrderConfirmation): PresentedOrder {
  const exVat = order.pricesExcludeVat;
  const { totals } = order;
  const vat = exVat ? 'eks. mva' : 'inkl. mva';
  const lineRows = order.lines.map((line) => {
    const details = [
      `Varenr. ${line.sku}`,
      ...(line.partNumbers.length > 0 ? [`Delenr. ${line.partNumbers.join(', ')}`] : []),
      ...line.options.map((option) => `${option.label}: ${option.value}`),
    ];
    return [
      [line.name, ...details].join('\n'),
      String(line.quantity),
      formatNok(exVat ? line.rowTotalExclTax : line.rowTotalInclTax),
    ];
  });
  const discount = exVat
    ? excludingTax(totals.discountInclTax, totals.taxRate)
    : totals.discountInclTax;
  const totalRows: [string, string][] = [
    [`Varer ${vat}`, formatNok(exVat ? totals.subtotalExclTax : totals.subtotalInclTax)],
    ...(discount > 0
      ? [[`Rabatt${order.couponCode ? ` (${order.couponCode})` : ''}`, formatNok(-discount)]]
      : []),
    [`Frakt ${vat}`, formatNok(exVat ? totals.shippingExclTax : totals.shippingInclTax)],
  ] as [string, string][];
  if (exVat) {
    totalRows.push(
      [`Sum eks. mva`, formatNok(totals.grandTotal - totals.taxAmount)],
      [`Mva ${totals.taxRate} %`, formatNok(totals.taxAmount)],
      ['Å betale inkl. mva', formatNok(totals.grandTotal)],
    );
  } else {
    totalRows.push(
      ['Totalt inkl. mva', formatNok(totals.grandTotal)],
      [`Herav mva ${totals.taxRate} %`, formatNok(totals.taxAmount)],
    );
  }
  const references: [string, string][] = [];
  if (order.customerRef) references.push(['Deres referanse', order.customerRef]);
  if (order.customerOrderNo) references.push(['Deres ordrenummer', order.customerOrderNo]);
  return {
    vatNote: exVat ? 'Prisene er oppgitt eksklusive mva.' : 'Prisene er oppgitt inklusive mva.',
    lineRows: [['Vare', 'Antall', `Sum ${vat}`], ...lineRows],
    totalRows,
    references,
  };
}
