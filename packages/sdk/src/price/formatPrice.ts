import { SdkError } from '../errors/SdkError';

/**
 * The space between groups of thousands: U+00A0 NO-BREAK SPACE, so a price never wraps across two
 * lines. ICU versions differ (U+00A0 or U+202F for Norwegian), so it is set here, not inherited.
 */
const GROUP_SEPARATOR = '\u00A0';

/** What a whole-krone amount ends with instead of `,00`: a comma and U+2013 EN DASH. */
const WHOLE_KRONER_ENDING = ',\u2013';

/**
 * Norwegian number format with exactly two decimals. `useGrouping: 'always'` groups four-digit
 * amounts too (`1 234`) whatever the locale data's minimum grouping digits; `signDisplay:
 * 'negative'` keeps amounts that round to zero from showing as `-0,00`.
 */
const nokNumberFormat = /* @__PURE__ */ new Intl.NumberFormat('nb-NO', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
  signDisplay: 'negative',
  roundingMode: 'halfExpand',
});

/**
 * Formats an amount in Norwegian kroner the way the shop shows prices: Norwegian number format,
 * rounded to two decimals, a whole amount ending in `,–` instead of `,00`, and no currency symbol
 * or `kr`.
 *
 * - Thousands are separated by a no-break space (U+00A0), never a breaking space.
 * - The decimal separator is a comma; a whole amount ends with `,–` (comma, U+2013 EN DASH).
 * - A negative amount starts with an ASCII hyphen-minus (`-`), not the Unicode minus sign (U+2212)
 *   that `Intl` produces, so the output is plain and predictable. An amount that rounds to zero has
 *   no sign (`-0.001` → `0,–`).
 * - Rounding is half away from zero on the amount's decimal value as written (`1.005` → `1,01`,
 *   `2.675` → `2,68`, `-1.005` → `-1,01`). This is what a shopper reading the number expects, and
 *   it differs on purpose from `Number#toFixed`, which rounds the binary value (`(1.005).toFixed(2)`
 *   is `'1.00'`).
 *
 * @param amount - The amount in NOK, for example `1234.5`.
 * @returns The formatted amount, for example `'1 234,50'` or `'1 234,–'` (with U+00A0 as the
 *   space).
 * @throws {@link SdkError} with code `invalid-argument` when `amount` is `NaN` or infinite: a price
 *   that is not a number is a bug upstream, and showing an empty or made-up price would hide it.
 *
 * @example
 * ```ts
 * formatPrice(1234.5); // '1 234,50'
 * formatPrice(1234); // '1 234,–'
 * formatPrice(-49.9); // '-49,90'
 * ```
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new SdkError('invalid-argument', `Cannot format a price that is not finite: ${amount}`);
  }

  const formatted = nokNumberFormat
    .formatToParts(amount)
    .map((part) => {
      switch (part.type) {
        case 'group':
          return GROUP_SEPARATOR;
        case 'decimal':
          return ',';
        case 'minusSign':
          return '-';
        default:
          return part.value;
      }
    })
    .join('');

  return formatted.endsWith(',00') ? formatted.slice(0, -3) + WHOLE_KRONER_ENDING : formatted;
}
