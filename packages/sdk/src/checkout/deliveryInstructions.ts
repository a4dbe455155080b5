import { addressInputOf } from './cartAddressSelection';
import type { CheckoutShippingAddress } from './mapCheckout';
import type { ShippingAddressChoice } from './setShippingAddress';

/**
 * The most characters delivery instructions may have: commerce-api keeps the note of a
 * shipping address (`customer_notes`) up to 255, as every address field.
 */
export const deliveryInstructionsMaxLength = 255;

/** How delivery instructions as typed measure up; see {@link deliveryInstructionsStatus}. */
export interface DeliveryInstructionsStatus {
  /** The characters typed (what the counter shows). */
  length: number;
  /** How many more may be typed; negative when over the limit. */
  remaining: number;
  /** Whether the text is longer than {@link deliveryInstructionsMaxLength} (refused). */
  tooLong: boolean;
}

/**
 * Measures delivery instructions as typed, for the counter under the field and the check
 * before they are sent: over {@link deliveryInstructionsMaxLength} characters they are refused.
 * Characters are counted as the API counts them (UTF-16 units). Pure.
 *
 * @example
 * ```ts
 * deliveryInstructionsStatus('Ring på'); // { length: 7, remaining: 248, tooLong: false }
 * ```
 */
export function deliveryInstructionsStatus(text: string): DeliveryInstructionsStatus {
  const length = text.length;
  const remaining = deliveryInstructionsMaxLength - length;
  return { length, remaining, tooLong: remaining < 0 };
}

/**
 * The delivery instructions to keep: trimmed, `null` when empty, so a note of spaces clears it.
 * Pure.
 */
export function normalizeDeliveryInstructions(text: string | null | undefined): string | null {
  return text?.trim() || null;
}

/**
 * The shipping address choice that puts `notes` on the address the cart ships to — the same
 * address book entry, or the same typed-in address again — so only the note changes (the cart's
 * shipping method stays). `null` when the cart has no shipping address to put a note on. Pure.
 *
 * @example
 * ```ts
 * deliveryInstructionsChoice(checkout.shippingAddress, 'Sett pakken i garasjen');
 * // { customerAddressId: 7, customerNotes: 'Sett pakken i garasjen' }
 * ```
 */
export function deliveryInstructionsChoice(
  shipping: CheckoutShippingAddress | null,
  notes: string | null,
): ShippingAddressChoice | null {
  if (!shipping) return null;
  const customerNotes = normalizeDeliveryInstructions(notes);
  return shipping.customerAddressId !== null
    ? { customerAddressId: shipping.customerAddressId, customerNotes }
    : { address: addressInputOf(shipping), customerNotes };
}
