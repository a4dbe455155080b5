import { INVOICE } from '../carts/paymentMethods.js';
import { INVOICE_TERMS_DAYS } from './paymentRules.js';

/** An invoice order's terms: days to pay and the day payment is due. */
export interface InvoiceTerms {
  days: number;
  /** The due date on the calendar in Norway, `YYYY-MM-DD`. */
  dueDate: string;
}

const osloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The terms of an order paid by invoice: the due date is the order's date in Norway plus the
 * terms' days, counted in calendar days (adding 24-hour days would land an order placed late in
 * the evening on the wrong day across a summer-time change); `null` for any other payment. Pure.
 *
 * @example
 * ```ts
 * invoiceTerms('wm_invoice', new Date('2026-03-20T22:30:00Z')); // { days: 14, dueDate: '2026-04-03' }
 * ```
 */
export function invoiceTerms(
  paymentCode: string,
  placedAt: Date,
  days: number = INVOICE_TERMS_DAYS,
): InvoiceTerms | null {
  if (paymentCode !== INVOICE.code) return null;
  const [year, month, day] = osloDate.format(placedAt).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const due = new Date(Date.UTC(year, month - 1, day + days));
  return { days, dueDate: due.toISOString().slice(0, 10) };
}
