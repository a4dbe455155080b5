/** Bounds of {@link clampQuantity}. */
export interface QuantityBounds {
  /** The lowest quantity; 0 by default (spec §9). */
  min?: number;
  /** The highest quantity; none by default. A `max` below `min` is read as `min`. */
  max?: number;
}

/** What a quantity selector shows: the quantity and which of its buttons are disabled. */
export interface ClampedQuantity {
  value: number;
  /** At `min`: the decrease button is disabled (spec §5). */
  decreaseDisabled: boolean;
  /** At `max`: the increase button is disabled. */
  increaseDisabled: boolean;
}

/**
 * The quantity selector's rule (spec §4, §5): the value clamped to `min` and `max`, and whether
 * decrease and increase are disabled. What is not a number becomes `min`; a string holding a
 * number (an input's value, which Safari's number input gives as text) is read as that number.
 * Pure.
 *
 * @example
 * ```ts
 * clampQuantity(12, { min: 1, max: 10 }); // { value: 10, decreaseDisabled: false, increaseDisabled: true }
 * clampQuantity('abc', { min: 1 }); // { value: 1, decreaseDisabled: true, increaseDisabled: false }
 * ```
 */
export function clampQuantity(value: unknown, bounds: QuantityBounds = {}): ClampedQuantity {
  const min = Number.isFinite(bounds.min) ? (bounds.min as number) : 0;
  const max =
    bounds.max === undefined || Number.isNaN(bounds.max) ? Infinity : Math.max(min, bounds.max);
  const number = toNumber(value);
  const clamped = number === null ? min : Math.min(max, Math.max(min, number));
  return { value: clamped, decreaseDisabled: clamped <= min, increaseDisabled: clamped >= max };
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}
