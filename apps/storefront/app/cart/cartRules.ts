import { shopConstants, type Cart } from '@agri-parts/sdk';

/**
 * Whether the header shows the cart button (spec §6): not for a customer whose account says
 * `hide_cart_button`; otherwise the store setting (`hide_cart_button` of the store config)
 * decides. A guest, or a customer without the flag, follows the store. Pure.
 *
 * @example
 * ```ts
 * showCartButton({ customerHidesCartButton: true, storeHidesCartButton: false }); // false
 * showCartButton({ customerHidesCartButton: null, storeHidesCartButton: true }); // false
 * ```
 */
export function showCartButton(settings: {
  customerHidesCartButton: boolean | null | undefined;
  storeHidesCartButton: boolean | null | undefined;
}): boolean {
  if (settings.customerHidesCartButton === true) return false;
  return settings.storeHidesCartButton !== true;
}

/** How far a cart is from free shipping. */
export interface FreeShippingStatus {
  /** The cart ships for free. */
  reached: boolean;
  /** NOK still to add for free shipping; 0 once reached. */
  remaining: number;
  /** How far the cart is, 0…1. */
  progress: number;
}

const toOre = (nok: number) => Math.round(nok * 100);

/**
 * Free shipping (spec §9: above 6000 NOK) for goods worth `goodsValue` NOK (see
 * {@link cartGoodsValue}). Decided for the shop: from the threshold on — a cart worth exactly
 * 6000,– ships for free, like a coupon's minimum subtotal in commerce-api. Counted in øre, so
 * 5999,99 is 0,01 short. Pure.
 *
 * @example
 * ```ts
 * freeShippingStatus(4500); // { reached: false, remaining: 1500, progress: 0.75 }
 * ```
 */
export function freeShippingStatus(
  goodsValue: number,
  threshold: number = shopConstants.freeShippingThresholdNok,
): FreeShippingStatus {
  const value = Math.max(toOre(goodsValue), 0);
  const limit = toOre(threshold);
  if (limit <= 0 || value >= limit) return { reached: true, remaining: 0, progress: 1 };
  return { reached: false, remaining: (limit - value) / 100, progress: value / limit };
}

/**
 * What the free-shipping threshold is compared with: the goods as the shopper pays for them —
 * the subtotal with VAT less the discounts (VAT included), whatever the shopper's tax display.
 * So a coupon that takes the cart under 6000,– also takes free shipping away. 0 for a cart
 * without amounts. Pure.
 */
export function cartGoodsValue(cart: Pick<Cart, 'prices'>): number {
  const subtotal = cart.prices.subtotalIncludingTax ?? 0;
  const discounts = cart.prices.discounts.reduce(
    (sum, discount) => sum + Math.abs(discount.amount),
    0,
  );
  return Math.max((toOre(subtotal) - toOre(discounts)) / 100, 0);
}

/** Orders placed before this time (Norwegian time) on a weekday leave the same day. */
export const sameDayDispatchCutoff = { hour: 14, minute: 0, label: '14:00' } as const;

const osloClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Whether the cart shows 'Order before 14:00 for same-day dispatch' at `now` (spec §9). Decided
 * for the shop: only when it is still true — Monday to Friday before 14:00 on the Oslo clock
 * (Europe/Oslo, summer time included), whatever the browser's time zone. After 14:00 and at
 * weekends the note is left out. Public holidays are not known to the shop and are not checked.
 * Pure.
 */
export function sameDayDispatchOpen(now: Date): boolean {
  const parts = Object.fromEntries(
    osloClock.formatToParts(now).map((part) => [part.type, part.value]),
  );
  if (parts.weekday === 'Sat' || parts.weekday === 'Sun') return false;
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  return minutes < sameDayDispatchCutoff.hour * 60 + sameDayDispatchCutoff.minute;
}
