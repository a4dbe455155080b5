import type { AddressInput } from '../addresses/createAddressService';
import type { CartAddressInput } from '../generated/graphql';
import { cartAddressInput } from './checkoutRules';

/**
 * An address for the cart: one from the customer's address book (`customerAddressId`, the
 * `Address.id`), or one typed in (`address`, street lines as `joinStreet` builds them).
 */
export type CheckoutAddressChoice =
  { customerAddressId: number } | { address: AddressInput; saveInAddressBook?: boolean };

/** The API's input for an address choice: the address book id, or the address typed in. Pure. */
export function checkoutAddressInput(
  choice: CheckoutAddressChoice,
): { customer_address_id: number } | { address: CartAddressInput } {
  return 'customerAddressId' in choice
    ? { customer_address_id: choice.customerAddressId }
    : {
        address: cartAddressInput(choice.address, {
          ...(choice.saveInAddressBook !== undefined && {
            saveInAddressBook: choice.saveInAddressBook,
          }),
        }),
      };
}
