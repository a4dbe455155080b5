import type { Refusal } from '../errors/Refusal';
import { displayPrice } from '../taxDisplay/displayPrice';
import type { Cart } from './mapCart';

/** A coupon's minimum and what a cart still lacks of it; see {@link couponMinimumShortfall}. */
export interface CouponShortfall {
  /** The least subtotal the coupon needs (NOK). */
  minimum: number;
  /** NOK still to add to reach it; `null` when the cart's subtotal is not known. */
  missing: number | null;
}

const toOre = (nok: number) => Math.round(nok * 100);

/**
 * How far a cart is from the minimum of a coupon refused for not reaching it (`coupon_refused`
 * with reason `minimum_not_reached` and its `minSubtotal`); `null` for any other refusal, or when
 * the minimum was not said.
 *
 * The minimum is commerce-api's `min_subtotal`, an amount with VAT, and — as commerce-api decides
 * it — is compared with the cart's subtotal with VAT before discounts, counted in øre. Both are
 * said in the shopper's tax display (÷ 1.25 without VAT, like the free-shipping remainder), so
 * they match the totals beside the coupon field. `missing` is `null` when the cart's subtotal is
 * not known, or already reaches the minimum (the cart changed after the refusal). Pure.
 *
 * @example
 * ```ts
 * // GARD15 needs 5000,–; the cart holds 3766,–:
 * couponMinimumShortfall(refusal, cart, { showIncludingTax: true });
 * // { minimum: 5000, missing: 1234 }
 * ```
 */
export function couponMinimumShortfall(
  refusal: Refusal | null,
  cart: Pick<Cart, 'prices'> | null,
  display: { showIncludingTax: boolean },
): CouponShortfall | null {
  if (refusal?.kind !== 'coupon_refused' || refusal.reason !== 'minimum_not_reached') return null;
  if (refusal.minSubtotal === null) return null;
  const inDisplay = (amount: number) =>
    displayPrice(amount, { pricesIncludeTax: true, showIncludingTax: display.showIncludingTax });
  const subtotal = cart?.prices.subtotalIncludingTax ?? null;
  const missingOre = subtotal === null ? 0 : toOre(refusal.minSubtotal) - toOre(subtotal);
  return {
    minimum: inDisplay(refusal.minSubtotal),
    missing: missingOre > 0 ? inDisplay(missingOre / 100) : null,
  };
}
