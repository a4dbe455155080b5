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
  /** The customer's `hide_cart_button` (`Customer.hideCartButton`); `null` or absent for a guest. */
  customerHidesCartButton: boolean | null | undefined;
  /** The store config's `hide_cart_button`. */
  storeHidesCartButton: boolean | null | undefined;
}): boolean {
  if (settings.customerHidesCartButton === true) return false;
  return settings.storeHidesCartButton !== true;
}
