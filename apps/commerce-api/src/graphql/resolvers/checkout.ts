import type { Kysely } from 'kysely';
import { cartForUser, setCartColumns, type CartRow } from '../../carts/cartAccess.js';
import { cartView } from '../../carts/cartView.js';
import { changeCart } from '../../carts/changeCart.js';
import { placeOrderForCart } from '../../checkout/placeOrderForCart.js';
import {
  checkoutCustomer,
  givenBillingAddress,
  givenShippingAddress,
  requireCustomerCart,
  setBillingAddress,
  setShippingAddress,
} from '../../checkout/setCartAddresses.js';
import { setPaymentMethod } from '../../checkout/setPaymentMethod.js';
import { VIPPS } from '../../carts/paymentMethods.js';
import { checkShippingMethod, givenShippingMethod } from '../../checkout/shippingMethodChoice.js';
import { requireOnlinePurchase } from '../../customers/onlinePurchase.js';
import type { Database } from '../../db/tables.js';
import { sendOrderConfirmation } from '../../mail/sendOrderConfirmation.js';
import { withSelectedOptions } from '../../checkout/lineSelectedOptions.js';
import { customerOrderById } from '../../orders/orderView.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { currentCustomerId } from '../session.js';

/** A change of a cart in checkout: the cart's row lock held, guest carts refused. */
function changeCheckout(
  context: GraphQLContext,
  maskedId: string | undefined,
  change: (trx: Kysely<Database>, cart: CartRow, customerId: number) => Promise<void>,
) {
  return changeCart(context, maskedId ?? '', (trx, cart) =>
    change(trx, cart, requireCustomerCart(cart)),
  );
}

/**
 * What a Vipps payment is started for: the cart's grand total as the shopper sees it (read before
 * the change takes the cart's lock, as for shipping methods) and the store's name.
 */
async function vippsPaymentContext(context: GraphQLContext, maskedId: string) {
  const customerId = await currentCustomerId(context);
  const view = await cartView(context, await cartForUser(context.db, maskedId, customerId, false));
  const storeName = (await context.storeConfig()).store_name;
  return {
    amount: view.checkout.totals.grandTotal,
    merchant: typeof storeName === 'string' ? storeName : 'Nettbutikken',
  };
}

/** Checkout: addresses, shipping and payment methods on a cart, and the order it becomes. */
export const checkoutResolvers = {
  Mutation: {
    setShippingAddressesOnCart: async (_parent, { input }, context) => {
      const given = givenShippingAddress(input?.shipping_addresses ?? []);
      return {
        cart: await changeCheckout(context, input?.cart_id, (trx, cart, customerId) =>
          setShippingAddress(trx, cart, customerId, given),
        ),
      };
    },
    setBillingAddressOnCart: async (_parent, { input }, context) => {
      const given = givenBillingAddress(input?.billing_address);
      return {
        cart: await changeCheckout(context, input?.cart_id, async (trx, cart, customerId) =>
          setBillingAddress(trx, cart, await checkoutCustomer(trx, customerId), given),
        ),
      };
    },
    setShippingMethodsOnCart: async (_parent, { input }, context) => {
      const chosen = givenShippingMethod(input?.shipping_methods ?? []);
      const maskedId = input?.cart_id ?? '';
      // The methods a cart can have depend on its lines and prices: read it as the shopper sees it.
      const customerId = await currentCustomerId(context);
      const before = await cartView(
        context,
        await cartForUser(context.db, maskedId, customerId, false),
      );
      requireCustomerCart(before.checkout.cart);
      checkShippingMethod(before.checkout, chosen);
      return {
        cart: await changeCheckout(context, maskedId, (trx, cart) =>
          setCartColumns(trx, cart, {
            shipping_carrier_code: chosen.carrier_code,
            shipping_method_code: chosen.method_code,
          }),
        ),
      };
    },
    setPaymentMethodOnCart: async (_parent, { input }, context) => {
      const vipps =
        input?.payment_method?.code.trim() === VIPPS.code
          ? await vippsPaymentContext(context, input.cart_id)
          : undefined;
      return {
        cart: await changeCheckout(context, input?.cart_id, async (trx, cart, customerId) =>
          setPaymentMethod(
            trx,
            cart,
            await checkoutCustomer(trx, customerId),
            input?.payment_method,
            context.paymentProvider,
            vipps,
          ),
        ),
      };
    },
    placeOrder: async (_parent, { input }, context) => {
      await requireOnlinePurchase(context);
      const outcome = await placeOrderForCart(
        {
          db: context.db,
          provider: context.paymentProvider,
          snapshotOf: async (cart) =>
            withSelectedOptions(context, (await cartView(context, cart)).checkout),
        },
        input?.cart_id ?? '',
        await currentCustomerId(context),
      );
      if (outcome.kind === 'refused') {
        const { code, message, errorCode } = outcome;
        return {
          errors: [{ code, message, wm_error_code: errorCode ?? null }],
          order: null,
          orderV2: null,
        };
      }
      // After the order's transaction: a mail that fails cannot undo the order.
      if (outcome.placedNow) await sendOrderConfirmation(context, outcome.orderId);
      const order = await customerOrderById(context, outcome.orderId);
      return {
        errors: [],
        order: { order_number: order.number, order_id: order.number },
        orderV2: order,
      };
    },
  },
} satisfies Pick<Resolvers, 'Mutation'>;
