import {
  cartForUser,
  createGuestCart,
  customerActiveCart,
  setCartColumns,
} from '../../carts/cartAccess.js';
import { couponForCart, findCoupon, typedCouponCode } from '../../carts/cartCoupon.js';
import { CART_ERRORS } from '../../carts/cartErrors.js';
import { guestEmail, orderField } from '../../carts/cartFieldRules.js';
import type { CartItemRequest } from '../../carts/cartItems.js';
import {
  addItemsOrRefuse,
  addItemsReportingErrors,
  lineId,
  removeLine,
  updateLines,
} from '../../carts/cartLines.js';
import { cartView } from '../../carts/cartView.js';
import { changeCart } from '../../carts/changeCart.js';
import { mergeCarts } from '../../carts/mergeCarts.js';
import { requireOnlinePurchase } from '../../customers/onlinePurchase.js';
import { Refusal } from '../../errors/refusal.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { currentCustomerId, requireSession } from '../session.js';

/** A typed add's items as `CartItemRequest`s, with their `customizable_options`. */
const fromData = (
  items: readonly ({
    data: CartItemRequest;
    customizable_options?: CartItemRequest['customizable_options'];
  } | null)[],
): (CartItemRequest | null)[] =>
  items.map((item) =>
    item ? { ...item.data, customizable_options: item.customizable_options ?? null } : null,
  );

/** Adds every item or none (the `add…ProductsToCart` mutations), answering with the cart. */
const addOrRefuse = async (
  context: GraphQLContext,
  maskedId: string | undefined,
  items: readonly (CartItemRequest | null)[],
) => {
  await requireOnlinePurchase(context);
  return {
    cart: await changeCart(context, maskedId ?? '', (trx, cart) =>
      addItemsOrRefuse(trx, cart, items),
    ),
  };
};

/** The requester's cart as the shopper sees it now (no lock: for checks before a change). */
const readCart = async (context: GraphQLContext, maskedId: string) =>
  cartView(
    context,
    await cartForUser(context.db, maskedId, await currentCustomerId(context), false),
  );

/** Carts: guest and customer carts, their lines, coupons, order fields and the merge at login. */
export const cartResolvers = {
  Query: {
    cart: (_parent, { cart_id }, context) => readCart(context, cart_id),
    customerCart: async (_parent, _args, context) => {
      const { customer } = await requireSession(context);
      return cartView(context, await customerActiveCart(context.db, customer.id));
    },
  },
  Mutation: {
    createGuestCart: async (_parent, { input }, context) => {
      if (await currentCustomerId(context)) {
        throw new Refusal('CUSTOMER_CART_REQUIRED', CART_ERRORS.customerUsesCustomerCart);
      }
      return { cart: await cartView(context, await createGuestCart(context.db, input?.cart_uid)) };
    },
    createEmptyCart: async (_parent, { input }, context) => {
      const customerId = await currentCustomerId(context);
      const cart = customerId
        ? await customerActiveCart(context.db, customerId)
        : await createGuestCart(context.db, input?.cart_id);
      return cart.masked_id;
    },
    addSimpleProductsToCart: (_parent, { input }, context) =>
      addOrRefuse(context, input?.cart_id, fromData(input?.cart_items ?? [])),
    addVirtualProductsToCart: (_parent, { input }, context) =>
      addOrRefuse(context, input?.cart_id, fromData(input?.cart_items ?? [])),
    addDownloadableProductsToCart: (_parent, { input }, context) =>
      addOrRefuse(context, input?.cart_id, fromData(input?.cart_items ?? [])),
    addConfigurableProductsToCart: (_parent, { input }, context) =>
      addOrRefuse(
        context,
        input?.cart_id,
        (input?.cart_items ?? []).map((item) =>
          item
            ? {
                ...item.data,
                customizable_options: item.customizable_options ?? null,
                parent_sku: item.parent_sku ?? item.data.parent_sku ?? null,
                variant_sku: item.variant_sku ?? null,
              }
            : null,
        ),
      ),
    addBundleProductsToCart: (_parent, { input }, context) =>
      addOrRefuse(
        context,
        input?.cart_id,
        (input?.cart_items ?? []).map((item) =>
          item
            ? {
                ...item.data,
                bundle_options: item.bundle_options,
                customizable_options: item.customizable_options ?? null,
              }
            : null,
        ),
      ),
    addProductsToCart: async (_parent, { cartId, cartItems }, context) => {
      await requireOnlinePurchase(context);
      let userErrors: Awaited<ReturnType<typeof addItemsReportingErrors>>['userErrors'] = [];
      const cart = await changeCart(context, cartId, async (trx, row) => {
        const result = await addItemsReportingErrors(trx, row, cartItems);
        userErrors = result.userErrors;
        return result.added === 0 ? 'unchanged' : undefined;
      });
      return {
        cart,
        user_errors: userErrors.map((error) => ({
          __typename: 'CartUserInputError' as const,
          ...error,
        })),
      };
    },
    updateCartItems: async (_parent, { input }, context) => {
      let errors: Awaited<ReturnType<typeof updateLines>>['errors'] = [];
      const cart = await changeCart(context, input?.cart_id ?? '', async (trx, row) => {
        const result = await updateLines(trx, row, input?.cart_items ?? []);
        errors = result.errors;
        return result.changed === 0 ? 'unchanged' : undefined;
      });
      return { cart, errors };
    },
    removeItemFromCart: async (_parent, { input }, context) => ({
      cart: await changeCart(context, input?.cart_id ?? '', (trx, row) =>
        removeLine(trx, row, input ? lineId(input) : null),
      ),
    }),
    applyCouponToCart: async (_parent, { input }, context) => {
      const code = typedCouponCode(input?.coupon_code);
      const maskedId = input?.cart_id ?? '';
      const before = await readCart(context, maskedId);
      const coupon = couponForCart(
        {
          hasCoupon: before.applied_coupons.length > 0,
          totalQuantity: before.total_quantity,
          subtotalInclTax: before.prices.subtotal_including_tax.value,
        },
        await findCoupon(context.db, code),
        code,
        new Date(),
      );
      return {
        cart: await changeCart(context, maskedId, (trx, row) =>
          setCartColumns(trx, row, { coupon_code: coupon.code }),
        ),
      };
    },
    removeCouponFromCart: async (_parent, { input }, context) => ({
      cart: await changeCart(context, input?.cart_id ?? '', (trx, row) =>
        setCartColumns(trx, row, { coupon_code: null }),
      ),
    }),
    setGuestEmailOnCart: async (_parent, { input }, context) => {
      if (await currentCustomerId(context)) {
        throw new Refusal('NOT_ALLOWED_FOR_CUSTOMER', CART_ERRORS.guestEmailForCustomer);
      }
      const email = guestEmail(input?.email);
      return {
        cart: await changeCart(context, input?.cart_id ?? '', (trx, row) =>
          setCartColumns(trx, row, { email }),
        ),
      };
    },
    addCustomFieldsToCart: async (_parent, { input }, context) => {
      const customer_ref = orderField(input.customer_ref, 'customer_ref');
      const customer_order_no = orderField(input.customer_order_no, 'customer_order_no');
      return {
        cart: await changeCart(context, input.cart_id, (trx, row) =>
          setCartColumns(trx, row, { customer_ref, customer_order_no }),
        ),
      };
    },
    mergeCarts: async (_parent, { source_cart_id, destination_cart_id }, context) => {
      const { customer } = await requireSession(context);
      const destinationId =
        destination_cart_id ?? (await customerActiveCart(context.db, customer.id)).masked_id;
      return cartView(
        context,
        await mergeCarts(context.db, customer.id, source_cart_id, destinationId),
      );
    },
  },
  CartItemInterface: {
    __resolveType: (item) => (item as { __typename: 'SimpleCartItem' }).__typename,
  },
  Error: {
    __resolveType: () => 'CartUserInputError',
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation' | 'CartItemInterface' | 'Error'>;
