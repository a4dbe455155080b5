import type { Customer } from '../customer/mapCustomer';

/**
 * Whether the shopper may buy in the web shop: not a customer whose account says
 * `hide_cart_button` — the shop decided they order another way (spec §6: no cart button; the
 * shop's reading: no buying online at all). Guests and other customers may. Every add-to-cart
 * surface, the cart and the checkout ask this one rule; commerce-api refuses the same customers
 * (`ONLINE_PURCHASE_NOT_ALLOWED`). Pure.
 *
 * @example
 * ```ts
 * canBuyOnline({ hideCartButton: true }); // false
 * canBuyOnline(null);                     // true (a guest)
 * ```
 */
export function canBuyOnline(
  customer: Pick<Customer, 'hideCartButton'> | null | undefined,
): boolean {
  return customer?.hideCartButton !== true;
}
