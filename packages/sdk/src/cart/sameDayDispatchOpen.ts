import { shopConstants } from '../config/shopConstants';

const osloClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Whether the cart shows 'Order before 14:00 for same-day dispatch' at `now` (spec §9). Decided
 * for the shop: only when it is still true — Monday to Friday before
 * `shopConstants.sameDayDispatchCutoff` (14:00) on the Oslo clock (Europe/Oslo, summer time
 * included), whatever the browser's time zone. After 14:00 and at weekends the note is left out.
 * Public holidays are not known to the shop and are not checked. Pure: the time is passed in.
 *
 * @example
 * ```ts
 * sameDayDispatchOpen(new Date('2026-11-23T12:59:59Z')); // true: Monday 13:59 in Oslo
 * sameDayDispatchOpen(new Date('2026-11-21T09:00:00Z')); // false: a Saturday
 * ```
 */
export function sameDayDispatchOpen(now: Date): boolean {
  const parts = Object.fromEntries(
    osloClock.formatToParts(now).map((part) => [part.type, part.value]),
  );
  if (parts.weekday === 'Sat' || parts.weekday === 'Sun') return false;
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  const { hour, minute } = shopConstants.sameDayDispatchCutoff;
  return minutes < hour * 60 + minute;
}
