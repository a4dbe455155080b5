import type { Kysely } from 'kysely';
import { isMaskedId } from '../../carts/maskedId.js';
import { CARD } from '../../carts/paymentMethods.js';
import {
  CartAddressProblem,
  cartAddressFromBook,
  cartAddressFromInput,
  companyBillingProblem,
  ADDRESS_MESSAGES,
} from '../../checkout/cartAddress.js';
import { ORDER_MESSAGES } from '../../checkout/orderRules.js';
import { placeOrderFromSnapshot, type PlaceOrderResult } from '../../checkout/placeOrder.js';
import { paymentMethodRefusal } from '../../checkout/paymentRules.js';
import { PaymentInputError } from '../../checkout/paymentProvider.js';
import { findShippingQuote, shippingMethodNotFound } from '../../checkout/shippingMethods.js';
import type { CartAddressJson, CartPaymentDataJson, Database } from '../../db/tables.js';
import type { GraphQLContext } from '../context.js';
import { categorizedError, inputError, noSuchEntityError } from '../errors.js';
import type { CartAddressInput, Resolvers } from '../generated/schemaTypes.js';
import {
  CART_ERRORS,
  cartForUser,
  cartView,
  changeCart,
  currentCustomerId,
  type CartRow,
} from './carts.js';
import { customerOrderById } from './orders.js';

type Db = Kysely<Database>;

/** Magento's messages about checkout input. */
export const CHECKOUT_ERRORS = {
  oneShippingAddress: 'You cannot specify multiple shipping addresses.',
  shippingAddressEither:
    'The shipping address must contain either "customer_address_id" or "address".',
  shippingAddressBoth:
    'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
  billingAddressEither:
    'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
  billingAddressBoth:
    'The billing address cannot contain "customer_address_id" and "address" at the same time.',
  noShippingForSameAs:
    'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
  virtualCart: 'Shipping address is not allowed on cart: cart contains no items for shipment.',
  addressNotFound: (id: number) => `Could not find a address with ID "${id}"`,
  oneShippingMethod: 'You cannot specify multiple shipping methods.',
  cardMissing: 'Required parameter "wm_card" for "payment_method" is missing.',
} as const;

/** Guest checkout is off (spec §6): the checkout mutations refuse a guest cart. */
function requireCustomerCart(cart: CartRow): number {
  if (cart.customer_id === null) {
    throw categorizedError('graphql-authorization', ORDER_MESSAGES.guestCheckout);
  }
  return cart.customer_id;
}

/** A change of a cart in checkout: the cart's row lock held, guest carts refused. */
function changeCheckout(
  context: GraphQLContext,
  maskedId: string,
  change: (trx: Db, cart: CartRow, customerId: number) => Promise<void>,
) {
  return changeCart(context, maskedId, (trx, cart) => change(trx, cart, requireCustomerCart(cart)));
}

async function isVirtualCart(trx: Db, cartId: number): Promise<boolean> {
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
  input: {
    customer_address_id?: number | null;
    address?: CartAddressInput | null;
    customer_notes?: string | null;
  },
): Promise<CartAddressJson> {
  const notes = input.customer_notes ?? null;
  if (input.customer_address_id != null) {
    const entry = await trx
      .selectFrom('customer_addresses')
      .selectAll()
      .where('id', '=', input.customer_address_id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!entry) throw noSuchEntityError(CHECKOUT_ERRORS.addressNotFound(input.customer_address_id));
    return cartAddressFromBook(entry, notes);
  }
  const typed = input.address!;
  let address: CartAddressJson;
  try {
    address = cartAddressFromInput(typed, notes);
  } catch (error) {
    if (error instanceof CartAddressProblem) throw inputError(error.message);
    throw error;
  }
  const country = await trx
    .selectFrom('countries')
    .select('id')
    .where('id', '=', address.country_code)
    .executeTakeFirst();
  if (!country) throw inputError(ADDRESS_MESSAGES.unknownCountry(address.country_code));
  return address;
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

async function customerRow(trx: Db, customerId: number) {
  return trx
    .selectFrom('customers')
    .select(['id', 'email', 'company_id', 'credit_check_approved'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}

async function setShipping(trx: Db, cart: CartRow, address: CartAddressJson) {
  if (await isVirtualCart(trx, cart.id)) throw inputError(CHECKOUT_ERRORS.virtualCart);
  await trx
    .updateTable('carts')
    .set({ shipping_address: JSON.stringify(address) })
    .where('id', '=', cart.id)
    .execute();
}

const emptyOrder = { order: null, orderV2: null };

/** The order `placeOrder` answers with. */
async function placedOrder(context: GraphQLContext, orderId: number) {
  const order = await customerOrderById(context, orderId);
  return {
    errors: [],
    order: { order_number: order.number, order_id: order.number },
    orderV2: order,
  };
}

/** Checkout: addresses, shipping and payment methods on a cart, and the order it becomes. */
export const checkoutResolvers = {
  Mutation: {
    setShippingAddressesOnCart: async (_parent, { input }, context) => {
      const addresses = (input?.shipping_addresses ?? []).filter((a) => a !== null);
      if (addresses.length > 1) throw inputError(CHECKOUT_ERRORS.oneShippingAddress);
      const given = addresses[0];
      if (!given || (given.customer_address_id == null && !given.address)) {
        throw inputError(CHECKOUT_ERRORS.shippingAddressEither);
      }
      if (given.customer_address_id != null && given.address) {
        throw inputError(CHECKOUT_ERRORS.shippingAddressBoth);
      }
      return {
        cart: await changeCheckout(context, input?.cart_id ?? '', async (trx, cart, customerId) => {
          await setShipping(trx, cart, await resolveAddress(trx, customerId, given));
        }),
      };
    },
    setBillingAddressOnCart: async (_parent, { input }, context) => {
      const given = input?.billing_address;
      if (!given) throw inputError('Required parameter "billing_address" is missing');
      const sameAsShipping = given.same_as_shipping === true;
      if (given.customer_address_id == null && !given.address && !sameAsShipping) {
        throw inputError(CHECKOUT_ERRORS.billingAddressEither);
      }
      if (given.customer_address_id != null && given.address) {
        throw inputError(CHECKOUT_ERRORS.billingAddressBoth);
      }
      return {
        cart: await changeCheckout(context, input?.cart_id ?? '', async (trx, cart, customerId) => {
          let billing: CartAddressJson;
          if (given.customer_address_id != null || given.address) {
            billing = await resolveAddress(trx, customerId, given);
          } else if (cart.shipping_address) {
            billing = { ...cart.shipping_address, customer_notes: null };
          } else {
            throw inputError(CHECKOUT_ERRORS.noShippingForSameAs);
          }
          const problem = companyBillingProblem(
            await customerRow(trx, customerId),
            await defaultBillingId(trx, customerId),
            billing,
          );
          if (problem) throw inputError(problem);
          await trx
            .updateTable('carts')
            .set({ billing_address: JSON.stringify(billing) })
            .where('id', '=', cart.id)
            .execute();
          // Ship there too, when asked and something is shipped at all.
          if (
            given.use_for_shipping === true &&
            !sameAsShipping &&
            !(await isVirtualCart(trx, cart.id))
          ) {
            await setShipping(trx, cart, billing);
          }
        }),
      };
    },
    setShippingMethodsOnCart: async (_parent, { input }, context) => {
      const methods = (input?.shipping_methods ?? []).filter((m) => m !== null);
      if (methods.length > 1) throw inputError(CHECKOUT_ERRORS.oneShippingMethod);
      const chosen = methods[0];
      if (!chosen) throw inputError('Required parameter "shipping_methods" is missing');
      const maskedId = input?.cart_id ?? '';
      // The methods a cart can have depend on its lines and prices: read it as the shopper sees it.
      const before = await cartView(
        context,
        await cartForUser(context.db, maskedId, await currentCustomerId(context), false),
      );
      requireCustomerCart(before.checkout.cart);
      if (!before.checkout.cart.shipping_address) {
        throw inputError(ORDER_MESSAGES.shippingAddressMissing);
      }
      if (
        !findShippingQuote(before.checkout.shippingQuotes, chosen.carrier_code, chosen.method_code)
      ) {
        throw inputError(shippingMethodNotFound(chosen.carrier_code, chosen.method_code));
      }
      return {
        cart: await changeCheckout(context, maskedId, async (trx, cart) => {
          await trx
            .updateTable('carts')
            .set({
              shipping_carrier_code: chosen.carrier_code,
              shipping_method_code: chosen.method_code,
            })
            .where('id', '=', cart.id)
            .execute();
        }),
      };
    },
    setPaymentMethodOnCart: async (_parent, { input }, context) => {
      const method = input?.payment_method;
      const code = method?.code.trim() ?? '';
      return {
        cart: await changeCheckout(context, input?.cart_id ?? '', async (trx, cart, customerId) => {
          const refusal = paymentMethodRefusal(await customerRow(trx, customerId), code);
          if (refusal) throw inputError(refusal);
          const data: CartPaymentDataJson = {
            purchase_order_number: method?.purchase_order_number?.trim() || null,
          };
          if (code === CARD.code) {
            if (!method?.wm_card) throw inputError(CHECKOUT_ERRORS.cardMissing);
            try {
              data.card = await context.paymentProvider.registerCard(method.wm_card, new Date());
            } catch (error) {
              if (error instanceof PaymentInputError) throw inputError(error.message);
              throw error;
            }
          }
          await trx
            .updateTable('carts')
            .set({ payment_method_code: code, payment_data: JSON.stringify(data) })
            .where('id', '=', cart.id)
            .execute();
        }),
      };
    },
    placeOrder: async (_parent, { input }, context) => {
      const maskedId = input?.cart_id ?? '';
      const customerId = await currentCustomerId(context);
      const refused = (
        code: 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'UNABLE_TO_PLACE_ORDER',
        message: string,
      ) => ({
        errors: [{ code, message }],
        ...emptyOrder,
      });
      for (let attempt = 0; attempt < 3; attempt++) {
        const cart = isMaskedId(maskedId)
          ? await context.db
              .selectFrom('carts')
              .selectAll()
              .where('masked_id', '=', maskedId)
              .executeTakeFirst()
          : undefined;
        if (!cart) return refused('CART_NOT_FOUND', CART_ERRORS.notFound(maskedId));
        // Its owner placing an ordered cart again gets the order it made (a retry, a double click).
        if (
          cart.state === 'ordered' &&
          cart.customer_id !== null &&
          cart.customer_id === customerId
        ) {
          const order = await context.db
            .selectFrom('orders')
            .select('id')
            .where('cart_id', '=', cart.id)
            .executeTakeFirst();
          if (order) return placedOrder(context, order.id);
        }
        // Magento's order of checks: an inactive cart first, then who may use it.
        if (cart.state !== 'active') return refused('CART_NOT_ACTIVE', CART_ERRORS.inactive);
        if (cart.customer_id === null && customerId === null) {
          throw categorizedError('graphql-authorization', ORDER_MESSAGES.guestCheckout);
        }
        if (cart.customer_id !== customerId) {
          throw categorizedError('graphql-authorization', CART_ERRORS.notYours(maskedId));
        }
        const view = await cartView(context, cart);
        const result: PlaceOrderResult = await placeOrderFromSnapshot(
          { db: context.db, provider: context.paymentProvider, now: () => new Date() },
          view.checkout,
        );
        if (result.kind === 'stale') continue;
        if (result.kind === 'refused') return refused(result.code, result.message);
        return placedOrder(context, result.orderId);
      }
      return refused('UNABLE_TO_PLACE_ORDER', ORDER_MESSAGES.cartChanged);
    },
  },
} satisfies Pick<Resolvers, 'Mutation'>;
