/**
 * The spec's quantity rule: a whole number from `min` to `max`; anything that is not a number
 * (NaN, empty input) becomes `min`. `max` may be left open.
 *
 * @example
 * ```ts
 * clampQuantity(Number('abc'), 1, 10); // 1
 * clampQuantity(12, 1, 10); // 10
 * ```
 */
export function clampQuantity(value: number, min: number, max?: number): number {
  if (!Number.isFinite(value)) return min;
  const whole = Math.trunc(value);
  const upper = max === undefined ? whole : Math.min(whole, max);
  return Math.max(upper, min);
}
