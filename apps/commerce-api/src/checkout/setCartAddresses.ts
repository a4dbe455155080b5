import type { Kysely } from 'kysely';
import type { CartRow } from '../carts/cartAccess.js';
import { setCartColumns } from '../carts/cartAccess.js';
import type { CartAddressJson, Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import type { CartAddressInput } from '../graphql/generated/schemaTypes.js';
import {
  ADDRESS_MESSAGES,
  cartAddressFromBook,
  cartAddressFromInput,
  companyBillingProblem,
} from './cartAddress.js';
import { CHECKOUT_ERRORS } from './checkoutErrors.js';
import { ORDER_MESSAGES } from './orderRules.js';

type Db = Kysely<Database>;

/** An address given to the cart: one from the address book, or typed in. */
export interface GivenAddress {
  customer_address_id?: number | null;
  address?: CartAddressInput | null;
  customer_notes?: string | null;
}

/** A billing address given to the cart: as a shipping one, or the shipping address again. */
export interface GivenBillingAddress extends GivenAddress {
  same_as_shipping?: boolean | null;
  use_for_shipping?: boolean | null;
}

/** Guest checkout is off (spec §6): the checkout mutations refuse a guest cart. */
export function requireCustomerCart(cart: CartRow): number {
  if (cart.customer_id === null) {
    throw new Refusal('GUEST_CHECKOUT_NOT_ALLOWED', ORDER_MESSAGES.guestCheckout);
  }
  return cart.customer_id;
}

/** The one shipping address of `setShippingAddressesOnCart`, or Magento's refusal of the input. */
export function givenShippingAddress(addresses: readonly (GivenAddress | null)[]): GivenAddress {
  const given = addresses.filter((address) => address !== null);
  if (given.length > 1) {
    throw new Refusal('INVALID_PARAMETER_VALUE', CHECKOUT_ERRORS.oneShippingAddress, {
      field: 'shipping_addresses',
    });
  }
  const address = given[0];
  if (!address || (address.customer_address_id == null && !address.address)) {
    throw new Refusal('REQUIRED_PARAMETER_MISSING', CHECKOUT_ERRORS.shippingAddressEither, {
      fields: ['customer_address_id', 'address'],
    });
  }
  if (address.customer_address_id != null && address.address) {
    throw new Refusal('INVALID_PARAMETER_VALUE', CHECKOUT_ERRORS.shippingAddressBoth, {
      field: 'shipping_addresses',
    });
  }
  return address;
}

/** The billing address of `setBillingAddressOnCart`, or Magento's refusal of the input. */
export function givenBillingAddress(
  given: GivenBillingAddress | null | undefined,
): GivenBillingAddress {
  if (!given) {
    throw new Refusal('REQUIRED_PARAMETER_MISSING', CHECKOUT_ERRORS.billingAddressMissing, {
      fields: ['billing_address'],
    });
  }
  if (given.customer_address_id == null && !given.address && given.same_as_shipping !== true) {
    throw new Refusal('REQUIRED_PARAMETER_MISSING', CHECKOUT_ERRORS.billingAddressEither, {
      fields: ['customer_address_id', 'address', 'same_as_shipping'],
    });
  }
  if (given.customer_address_id != null && given.address) {
    throw new Refusal('INVALID_PARAMETER_VALUE', CHECKOUT_ERRORS.billingAddressBoth, {
      field: 'billing_address',
    });
  }
  return given;
}

/** The cart's owner as checkout's rules need them (company, credit check). */
export async function checkoutCustomer(trx: Db, customerId: number) {
  return trx
    .selectFrom('customers')
    .select(['id', 'email', 'company_id', 'credit_check_approved'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}

/** Whether everything in the cart is virtual or downloadable, so nothing is shipped. */
export async function isVirtualCart(trx: Db, cartId: number): Promise<boolean> {
  const types = await trx
    .selectFrom('cart_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select('p.type_id')
    .where('i.cart_id', '=', cartId)
    .execute();
  return (
    types.length > 0 && types.every((row) => ['virtual', 'downloadable'].includes(row.type_id))
  );
}

/** A cart address from an address book entry of the customer, or a typed-in one. */
async function resolveAddress(
  trx: Db,
  customerId: number,
  input: GivenAddress,
): Promise<CartAddressJson> {
  const notes = input.customer_notes ?? null;
  if (input.customer_address_id != null) {
    const id = input.customer_address_id;
    const entry = await trx
      .selectFrom('customer_addresses')
      .selectAll()
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!entry) {
      throw new Refusal('ADDRESS_NOT_FOUND', CHECKOUT_ERRORS.addressNotFound(id), {
        address_id: id,
      });
    }
    return cartAddressFromBook(entry, notes);
  }
  const address = cartAddressFromInput(input.address!, notes);
  const country = await trx
    .selectFrom('countries')
    .select('id')
    .where('id', '=', address.country_code)
    .executeTakeFirst();
  if (!country) {
    throw new Refusal('COUNTRY_NOT_FOUND', ADDRESS_MESSAGES.unknownCountry(address.country_code), {
      country_code: address.country_code,
    });
  }
  return address;
}

async function shipTo(trx: Db, cart: CartRow, address: CartAddressJson): Promise<void> {
  if (await isVirtualCart(trx, cart.id)) {
    throw new Refusal('SHIPPING_ADDRESS_NOT_ALLOWED', CHECKOUT_ERRORS.virtualCart);
  }
  await setCartColumns(trx, cart, { shipping_address: JSON.stringify(address) });
}

/** Sets the cart's shipping address (refused when nothing in the cart is shipped). */
export async function setShippingAddress(
  trx: Db,
  cart: CartRow,
  customerId: number,
  given: GivenAddress,
): Promise<void> {
  await shipTo(trx, cart, await resolveAddress(trx, customerId, given));
}

async function defaultBillingId(trx: Db, customerId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('customer_addresses')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('default_billing', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Sets the cart's billing address — a company only its billing address on file — and ships
 * there too when asked (`use_for_shipping`) and something is shipped at all.
 */
export async function setBillingAddress(
  trx: Db,
  cart: CartRow,
  customer: { id: number; company_id: string | null },
  given: GivenBillingAddress,
): Promise<void> {
  const sameAsShipping = given.same_as_shipping === true;
  let billing: CartAddressJson;
  if (given.customer_address_id != null || given.address) {
    billing = await resolveAddress(trx, customer.id, given);
  } else if (cart.shipping_address) {
    billing = { ...cart.shipping_address, customer_notes: null };
  } else {
    throw new Refusal('SHIPPING_ADDRESS_MISSING', CHECKOUT_ERRORS.noShippingForSameAs);
  }
  const problem = companyBillingProblem(
    customer,
    await defaultBillingId(trx, customer.id),
    billing,
  );
  if (problem) throw problem;
  await setCartColumns(trx, cart, { billing_address: JSON.stringify(billing) });
  if (given.use_for_shipping === true && !sameAsShipping && !(await isVirtualCart(trx, cart.id))) {
    await shipTo(trx, cart, billing);
  }
}
