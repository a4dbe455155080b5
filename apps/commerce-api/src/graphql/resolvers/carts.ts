import { sql, type Kysely, type Selectable } from 'kysely';
import { PRODUCT_COLUMNS, type ProductRow } from '../../catalog/catalogLoaders.js';
import { decodeUid, encodeUid } from '../../catalog/uid.js';
import {
  CART_MESSAGES,
  CartItemProblem,
  resolveCartItem,
  stockNeeds,
  stockProblem,
  type CartItemRequest,
  type LineRequest,
} from '../../carts/cartItems.js';
import { computeCartTotals } from '../../carts/cartTotals.js';
import { couponApplies, couponNotValid, type Coupon } from '../../carts/coupons.js';
import { isMaskedId, newMaskedId } from '../../carts/maskedId.js';
import { availablePaymentMethods } from '../../carts/paymentMethods.js';
import { checkoutView } from '../../checkout/checkoutView.js';
import type { CartTable, Database } from '../../db/tables.js';
import type { GraphQLContext } from '../context.js';
import { categorizedError, inputError, noSuchEntityError } from '../errors.js';
import type {
  CartUserInputErrorType,
  Resolvers,
  ResolversTypes,
} from '../generated/schemaTypes.js';
import { requireSession } from './customers.js';

export type CartRow = Selectable<CartTable>;
type Db = Kysely<Database>;

/** Advisory-lock namespace for opening a customer's cart (the two-key form). */
const CUSTOMER_CART_LOCK_NAMESPACE = 4713;

/** Magento's messages about carts as a whole. */
export const CART_ERRORS = {
  notFound: (id: string) => `Could not find a cart with ID "${id}"`,
  notYours: (id: string) => `The current user cannot perform operations on cart "${id}"`,
  inactive: "The cart isn't active.",
  idLength: 'Cart ID length should be 32 characters.',
  idTaken: (id: string) => `Cart with ID "${id}" already exists.`,
  customerUsesCustomerCart: 'Use `Query.customerCart` for logged in customer.',
  itemNotInCart: "The cart doesn't contain the item",
  itemNotFound: (id: string) => `Could not find cart item with id: ${id}.`,
  couponAlreadyApplied:
    'A coupon is already applied to the cart. Please remove it to apply another',
  cartEmpty: 'Cart does not contain products.',
  couponMissing: 'Required parameter "coupon_code" is missing',
  guestEmailForCustomer: 'The request is not allowed for logged in customers',
  invalidEmail: 'Invalid email format',
  sameCart: 'The source and destination carts are the same.',
} as const;

/** The longest customer reference or order number stored on a cart. */
const MAX_ORDER_FIELD_LENGTH = 100;

// ---------------------------------------------------------------------------------------------
// Access
// ---------------------------------------------------------------------------------------------

export async function currentCustomerId(context: GraphQLContext): Promise<number | null> {
  return (await context.customerSession())?.customer.id ?? null;
}

/**
 * The cart behind a masked id, if the requester may use it (Magento's rules): it must exist,
 * be active (a merged or ordered cart is not), and belong to the signed-in customer — or, for a
 * guest cart, be used without a customer token. `lock` takes the row lock for a change.
 */
export async function cartForUser(
  db: Db,
  maskedId: string,
  customerId: number | null,
  lock: boolean,
): Promise<CartRow> {
  if (!isMaskedId(maskedId)) throw noSuchEntityError(CART_ERRORS.notFound(maskedId));
  let query = db.selectFrom('carts').selectAll().where('masked_id', '=', maskedId);
  if (lock) query = query.forUpdate();
  const cart = await query.executeTakeFirst();
  if (!cart) throw noSuchEntityError(CART_ERRORS.notFound(maskedId));
  if (cart.state !== 'active') throw noSuchEntityError(CART_ERRORS.inactive);
  if (cart.customer_id !== customerId) {
    throw categorizedError('graphql-authorization', CART_ERRORS.notYours(maskedId));
  }
  return cart;
}

/**
 * Runs a change of one cart in a transaction holding the cart row's lock, so parallel changes
 * of one cart happen one after another and none is lost; returns the cart as it is afterwards.
 * A change that reports `'unchanged'` (every item refused) leaves the cart row as it was.
 */
export async function changeCart(
  context: GraphQLContext,
  maskedId: string,
  change: (trx: Db, cart: CartRow) => Promise<void | 'unchanged'>,
): Promise<CartView> {
  const customerId = await currentCustomerId(context);
  const cart = await context.db.transaction().execute(async (trx) => {
    const locked = await cartForUser(trx, maskedId, customerId, true);
    if ((await change(trx, locked)) === 'unchanged') return locked;
    return trx
      .updateTable('carts')
      .set({ updated_at: new Date() })
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return cartView(context, cart);
}

/** The customer's active cart, opened when there is none (one at a time per customer). */
async function customerActiveCart(db: Db, customerId: number): Promise<CartRow> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${CUSTOMER_CART_LOCK_NAMESPACE}::int, ${customerId}::int)`.execute(
      trx,
    );
    const existing = await trx
      .selectFrom('carts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('state', '=', 'active')
      .executeTakeFirst();
    return (
      existing ??
      trx
        .insertInto('carts')
        .values({ masked_id: newMaskedId(), customer_id: customerId })
        .returningAll()
        .executeTakeFirstOrThrow()
    );
  });
}

async function createGuestCartRow(db: Db, requested: string | null | undefined): Promise<CartRow> {
  const maskedId = requested ?? newMaskedId();
  if (requested != null && !isMaskedId(requested)) throw inputError(CART_ERRORS.idLength);
  const created = await db
    .insertInto('carts')
    .values({ masked_id: maskedId, customer_id: null })
    .onConflict((conflict) => conflict.column('masked_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!created) throw categorizedError('graphql-already-exists', CART_ERRORS.idTaken(maskedId));
  return created;
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

/** Adds a line (or to the same line), refusing what stock cannot cover. */
async function addLine(trx: Db, cart: CartRow, line: LineRequest): Promise<void> {
  const existing = await trx
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('cart_id', '=', cart.id)
    .where('product_id', '=', line.product.id)
    .where(sql<number>`coalesce(variant_id, 0)`, '=', line.variant?.id ?? 0)
    .where('options_key', '=', line.optionsKey)
    .executeTakeFirst();
  const quantity = (existing?.quantity ?? 0) + line.quantity;
  const problem = stockProblem(quantity, await stockNeeds(trx, line));
  if (problem) throw problem;
  if (existing) {
    await trx.updateTable('cart_items').set({ quantity }).where('id', '=', existing.id).execute();
  } else {
    await trx
      .insertInto('cart_items')
      .values({
        cart_id: cart.id,
        product_id: line.product.id,
        variant_id: line.variant?.id ?? null,
        options_key: line.optionsKey,
        bundle_selections: JSON.stringify(line.bundle),
        quantity,
      })
      .execute();
  }
}

/** Adds every requested item or none: the first problem refuses the whole request. */
async function addItemsOrThrow(
  context: GraphQLContext,
  maskedId: string,
  requests: readonly (CartItemRequest | null)[],
): Promise<CartView> {
  return changeCart(context, maskedId, async (trx, cart) => {
    for (const request of requests) {
      if (!request) continue;
      try {
        for (const line of await resolveCartItem(trx, request)) await addLine(trx, cart, line);
      } catch (error) {
        if (!(error instanceof CartItemProblem)) throw error;
        throw error.code === 'PRODUCT_NOT_FOUND'
          ? noSuchEntityError(error.message)
          : inputError(error.message);
      }
    }
  });
}

async function productById(db: Db, id: number): Promise<ProductRow | null> {
  return (
    (await db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** The line id behind `cart_item_uid` or `cart_item_id`. */
function lineId(input: { cart_item_uid?: string | null; cart_item_id?: number | null }) {
  if (input.cart_item_uid != null) {
    const raw = decodeUid(input.cart_item_uid);
    return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  }
  return input.cart_item_id ?? null;
}

// ---------------------------------------------------------------------------------------------
// The cart as GraphQL serves it
// ---------------------------------------------------------------------------------------------

type LineRow = Selectable<Database['cart_items']>;

const LINE_TYPES: Record<string, string> = {
  simple: 'SimpleCartItem',
  configurable: 'ConfigurableCartItem',
  bundle: 'BundleCartItem',
  downloadable: 'DownloadableCartItem',
  virtual: 'VirtualCartItem',
};

async function selectedConfigurableOptions(
  context: GraphQLContext,
  parent: ProductRow,
  variant: ProductRow,
) {
  const [attributes, options] = await Promise.all([
    context.loaders.configurableAttributes.load(parent.id),
    context.loaders.attributeOptions(),
  ]);
  return attributes.flatMap((attribute) => {
    const valueId = variant[attribute.attribute_code as 'color'];
    if (valueId === null) return [];
    return [
      {
        id: attribute.position,
        configurable_product_option_uid: encodeUid(
          `configurable/${parent.id}/${attribute.attribute_code}`,
        ),
        configurable_product_option_value_uid: encodeUid(
          `configurable/${attribute.attribute_code}/${valueId}`,
        ),
        option_label: attribute.label,
        value_id: valueId,
        value_label: options.get(valueId)?.label ?? '',
      },
    ];
  });
}

async function selectedBundleOptions(context: GraphQLContext, line: LineRow, bundle: ProductRow) {
  const options = await context.loaders.bundleOptions.load(bundle.id);
  const products = await context.loaders.productsInOrder(
    line.bundle_selections.flatMap((choice) => {
      const selection = options
        .flatMap((option) => option.selections)
        .find((candidate) => candidate.selection_id === choice.selection_id);
      return selection ? [selection.product_id] : [];
    }),
  );
  const money = (value: number) => ({ value, currency: context.currency });
  return options.flatMap((option) => {
    const chosen = line.bundle_selections.filter((choice) => choice.option_id === option.option_id);
    if (chosen.length === 0) return [];
    return [
      {
        id: option.option_id,
        uid: encodeUid(`bundle/${option.option_id}`),
        label: option.title,
        type: option.type,
        values: chosen.flatMap((choice) => {
          const selection = option.selections.find((s) => s.selection_id === choice.selection_id);
          const product = products.find((candidate) => candidate.id === selection?.product_id);
          if (!selection || !product) return [];
          return [
            {
              id: choice.selection_id,
              uid: encodeUid(
                `bundle/${option.option_id}/${choice.selection_id}/${choice.quantity}`,
              ),
              label: product.name,
              quantity: choice.quantity,
              price: product.min_final_price,
              priceV2: money(product.min_final_price),
              original_price: money(product.min_regular_price),
            },
          ];
        }),
      },
    ];
  });
}

/** The weight (kg) of one unit of a line: the variant's, the bundle's chosen members', or its own. */
async function unitWeight(context: GraphQLContext, line: LineRow, product: ProductRow) {
  if (line.variant_id !== null) {
    return (await context.loaders.products.load(line.variant_id))?.weight ?? null;
  }
  if (product.type_id === 'bundle') {
    const options = await context.loaders.bundleOptions.load(product.id);
    const selections = options.flatMap((option) => option.selections);
    const members = await Promise.all(
      line.bundle_selections.map(async (choice) => {
        const selection = selections.find((s) => s.selection_id === choice.selection_id);
        const member = selection ? await context.loaders.products.load(selection.product_id) : null;
        return (member?.weight ?? 0) * choice.quantity;
      }),
    );
    return members.reduce((sum, weight) => sum + weight, 0);
  }
  return product.weight;
}

/** The unit price (VAT included) of a line, from the catalogue's prices now. */
async function unitPrice(context: GraphQLContext, line: LineRow, product: ProductRow) {
  if (line.variant_id !== null) {
    return (await context.loaders.products.load(line.variant_id))?.min_final_price ?? 0;
  }
  if (product.type_id === 'bundle') {
    const options = await context.loaders.bundleOptions.load(product.id);
    const selections = options.flatMap((option) => option.selections);
    const members = await Promise.all(
      line.bundle_selections.map(async (choice) => {
        const selection = selections.find((s) => s.selection_id === choice.selection_id);
        const member = selection ? await context.loaders.products.load(selection.product_id) : null;
        return (member?.min_final_price ?? 0) * choice.quantity;
      }),
    );
    return members.reduce((sum, price) => sum + price, 0);
  }
  return product.min_final_price;
}

async function readCoupon(db: Db, code: string | null): Promise<Coupon | null> {
  if (code === null) return null;
  return (
    (await db
      .selectFrom('coupons')
      .selectAll()
      .where(sql<string>`lower(code)`, '=', code.toLowerCase())
      .executeTakeFirst()) ?? null
  );
}

export type CartView = Awaited<ReturnType<typeof cartView>>;

/** Everything the `Cart` type shows, computed from the stored cart and today's prices. */
export async function cartView(context: GraphQLContext, cart: CartRow) {
  const db = context.db;
  const [rows, coupon, customer] = await Promise.all([
    db
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    readCoupon(db, cart.coupon_code),
    cart.customer_id === null
      ? null
      : db
          .selectFrom('customers')
          .select(['id', 'email', 'company_id', 'credit_check_approved'])
          .where('id', '=', cart.customer_id)
          .executeTakeFirst(),
  ]);
  const lines = (
    await Promise.all(
      rows.map(async (row) => {
        const product = await context.loaders.products.load(row.product_id);
        if (!product) return [];
        const variant =
          row.variant_id === null ? null : await context.loaders.products.load(row.variant_id);
        const needs = await stockNeeds(db, { product, variant, bundle: row.bundle_selections });
        return [
          {
            row,
            product,
            variant,
            price: await unitPrice(context, row, product),
            weightKg: await unitWeight(context, row, product),
            problem: stockProblem(row.quantity, needs),
          },
        ];
      }),
    )
  ).flat();
  const totals = computeCartTotals(
    lines.map((line) => ({ unitPriceInclTax: line.price, quantity: line.row.quantity })),
    coupon,
    new Date(),
  );
  const money = (value: number) => ({ value, currency: context.currency });
  const applied = totals.appliedCoupon;
  const discount = (amount: number) =>
    applied && amount > 0
      ? [
          {
            amount: money(amount),
            applied_to: 'ITEM' as const,
            coupon: { code: applied.code },
            label: applied.label,
          },
        ]
      : [];
  const items = await Promise.all(
    lines.map(async (line, index) => {
      const lineTotals = totals.lines[index]!;
      const problem = line.problem;
      const notAvailable =
        problem?.code === 'NOT_SALABLE' ? CART_MESSAGES.outOfStock : (problem?.message ?? null);
      const base = {
        __typename: LINE_TYPES[line.product.type_id] ?? 'SimpleCartItem',
        id: String(line.row.id),
        uid: encodeUid(line.row.id),
        quantity: line.row.quantity,
        product: line.product,
        is_available: problem === null,
        not_available_message: notAvailable,
        errors: problem ? [{ code: 'ITEM_QTY' as const, message: problem.message }] : [],
        prices: {
          price: money(lineTotals.unitPriceExclTax),
          price_including_tax: money(lineTotals.unitPriceInclTax),
          row_total: money(lineTotals.rowTotalExclTax),
          row_total_including_tax: money(lineTotals.rowTotalInclTax),
          total_item_discount: money(lineTotals.discountInclTax),
          discounts: discount(lineTotals.discountInclTax),
        },
      };
      if (line.variant) {
        return {
          ...base,
          __typename: 'ConfigurableCartItem',
          configured_variant: line.variant,
          configurable_options: await selectedConfigurableOptions(
            context,
            line.product,
            line.variant,
          ),
        };
      }
      if (line.product.type_id === 'bundle') {
        return {
          ...base,
          bundle_options: await selectedBundleOptions(context, line.row, line.product),
        };
      }
      if (line.product.type_id === 'downloadable') {
        const links = await context.loaders.downloadableLinks.load(line.product.id);
        return {
          ...base,
          links: links.map((link) => ({
            id: link.link_id,
            uid: encodeUid(`downloadable/${link.link_id}`),
            title: link.title,
            sort_order: link.sort_order,
            price: link.price,
            sample_url: null,
          })),
        };
      }
      return base;
    }),
  );
  const virtualTypes = new Set(['virtual', 'downloadable']);
  const isVirtual =
    lines.length > 0 && lines.every((line) => virtualTypes.has(line.product.type_id));
  const checkout = await checkoutView(context, cart, {
    customer: customer ?? null,
    isVirtual,
    totals,
    lines: lines.map((line, index) => ({
      ...line,
      discountInclTax: totals.lines[index]!.discountInclTax,
    })),
  });
  return {
    id: cart.masked_id,
    email: cart.email ?? customer?.email ?? null,
    is_virtual: isVirtual,
    total_quantity: lines.reduce((sum, line) => sum + line.row.quantity, 0),
    items: items as ResolversTypes['CartItemInterface'][],
    applied_coupons: applied ? [{ code: applied.code }] : [],
    prices: {
      subtotal_including_tax: money(totals.subtotalInclTax),
      subtotal_excluding_tax: money(totals.subtotalExclTax),
      subtotal_with_discount_excluding_tax: money(totals.subtotalWithDiscountExclTax),
      grand_total: money(checkout.totals.grandTotal),
      grand_total_excluding_tax: money(checkout.totals.grandTotalExclTax),
      applied_taxes:
        checkout.totals.taxAmount > 0
          ? [{ label: 'MVA 25 %', amount: money(checkout.totals.taxAmount) }]
          : [],
      discounts: discount(totals.discountInclTax),
    },
    available_payment_methods: availablePaymentMethods(customer ?? null),
    selected_payment_method: checkout.selected_payment_method,
    shipping_addresses: checkout.shipping_addresses,
    billing_address: checkout.billing_address,
    wm_customer_order_fields: {
      customer_ref: cart.customer_ref,
      customer_order_no: cart.customer_order_no,
    },
    /** Not a GraphQL field: what `placeOrder` checks and turns into an order. */
    checkout: checkout.snapshot,
  };
}

// ---------------------------------------------------------------------------------------------
// Resolvers
// ---------------------------------------------------------------------------------------------

/** A typed add's items as `CartItemRequest`s. */
const fromData = (
  items: readonly ({ data: CartItemRequest } | null)[],
): (CartItemRequest | null)[] => items.map((item) => (item ? item.data : null));

function orderField(value: string | null | undefined, name: string): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > MAX_ORDER_FIELD_LENGTH) {
    throw inputError(`"${name}" may be at most ${MAX_ORDER_FIELD_LENGTH} characters long.`);
  }
  return trimmed === '' ? null : trimmed;
}

/** Carts: guest and customer carts, their lines, coupons, order fields and the merge at login. */
export const cartResolvers = {
  Query: {
    cart: async (_parent, { cart_id }, context) =>
      cartView(
        context,
        await cartForUser(context.db, cart_id, await currentCustomerId(context), false),
      ),
    customerCart: async (_parent, _args, context) => {
      const { customer } = await requireSession(context);
      return cartView(context, await customerActiveCart(context.db, customer.id));
    },
  },
  Mutation: {
    createGuestCart: async (_parent, { input }, context) => {
      if (await currentCustomerId(context)) throw inputError(CART_ERRORS.customerUsesCustomerCart);
      return {
        cart: await cartView(context, await createGuestCartRow(context.db, input?.cart_uid)),
      };
    },
    createEmptyCart: async (_parent, { input }, context) => {
      const customerId = await currentCustomerId(context);
      const cart = customerId
        ? await customerActiveCart(context.db, customerId)
        : await createGuestCartRow(context.db, input?.cart_id);
      return cart.masked_id;
    },
    addSimpleProductsToCart: async (_parent, { input }, context) => ({
      cart: await addItemsOrThrow(context, input?.cart_id ?? '', fromData(input?.cart_items ?? [])),
    }),
    addVirtualProductsToCart: async (_parent, { input }, context) => ({
      cart: await addItemsOrThrow(context, input?.cart_id ?? '', fromData(input?.cart_items ?? [])),
    }),
    addDownloadableProductsToCart: async (_parent, { input }, context) => ({
      cart: await addItemsOrThrow(context, input?.cart_id ?? '', fromData(input?.cart_items ?? [])),
    }),
    addConfigurableProductsToCart: async (_parent, { input }, context) => ({
      cart: await addItemsOrThrow(
        context,
        input?.cart_id ?? '',
        (input?.cart_items ?? []).map((item) =>
          item
            ? {
                ...item.data,
                parent_sku: item.parent_sku ?? item.data.parent_sku ?? null,
                variant_sku: item.variant_sku ?? null,
              }
            : null,
        ),
      ),
    }),
    addBundleProductsToCart: async (_parent, { input }, context) => ({
      cart: await addItemsOrThrow(
        context,
        input?.cart_id ?? '',
        (input?.cart_items ?? []).map((item) =>
          item ? { ...item.data, bundle_options: item.bundle_options } : null,
        ),
      ),
    }),
    addProductsToCart: async (_parent, { cartId, cartItems }, context) => {
      const userErrors: {
        __typename: 'CartUserInputError';
        code: CartUserInputErrorType;
        message: string;
      }[] = [];
      const cart = await changeCart(context, cartId, async (trx, row) => {
        let added = 0;
        for (const item of cartItems) {
          try {
            const lines = await resolveCartItem(trx, item);
            const problems: CartItemProblem[] = [];
            for (const line of lines) {
              try {
                await addLine(trx, row, line);
                added += 1;
              } catch (error) {
                if (!(error instanceof CartItemProblem)) throw error;
                problems.push(error);
              }
            }
            if (problems[0]) throw problems[0];
          } catch (error) {
            if (!(error instanceof CartItemProblem)) throw error;
            userErrors.push({
              __typename: 'CartUserInputError',
              code: error.code,
              message: error.message,
            });
          }
        }
        return added === 0 ? 'unchanged' : undefined;
      });
      return { cart, user_errors: userErrors };
    },
    updateCartItems: async (_parent, { input }, context) => {
      const errors: { code: CartUserInputErrorType; message: string }[] = [];
      const cart = await changeCart(context, input?.cart_id ?? '', async (trx, row) => {
        let changed = 0;
        for (const item of input?.cart_items ?? []) {
          if (!item) continue;
          const id = lineId(item);
          const label = item.cart_item_uid ?? String(item.cart_item_id ?? '');
          const line =
            id === null
              ? undefined
              : await trx
                  .selectFrom('cart_items')
                  .selectAll()
                  .where('id', '=', id)
                  .where('cart_id', '=', row.id)
                  .executeTakeFirst();
          if (!line) {
            errors.push({
              code: 'COULD_NOT_FIND_CART_ITEM',
              message: CART_ERRORS.itemNotFound(label),
            });
            continue;
          }
          if (item.quantity == null) {
            errors.push({
              code: 'REQUIRED_PARAMETER_MISSING',
              message: 'Required parameter "quantity" for "cart_items" is missing.',
            });
            continue;
          }
          if (item.quantity <= 0) {
            await trx.deleteFrom('cart_items').where('id', '=', line.id).execute();
            changed += 1;
            continue;
          }
          if (!Number.isInteger(item.quantity)) {
            errors.push({
              code: 'INVALID_PARAMETER_VALUE',
              message: CART_MESSAGES.decimalQuantity,
            });
            continue;
          }
          // Read with the transaction's connection: the request's loaders use another one.
          const [product, variant] = await Promise.all([
            productById(trx, line.product_id),
            line.variant_id === null ? null : productById(trx, line.variant_id),
          ]);
          if (!product) continue;
          const problem = stockProblem(
            item.quantity,
            await stockNeeds(trx, { product, variant, bundle: line.bundle_selections }),
          );
          if (problem) {
            errors.push({ code: problem.code, message: problem.message });
            continue;
          }
          await trx
            .updateTable('cart_items')
            .set({ quantity: item.quantity })
            .where('id', '=', line.id)
            .execute();
          changed += 1;
        }
        return changed === 0 ? 'unchanged' : undefined;
      });
      return { cart, errors };
    },
    removeItemFromCart: async (_parent, { input }, context) => ({
      cart: await changeCart(context, input?.cart_id ?? '', async (trx, row) => {
        const id = input ? lineId(input) : null;
        const removed =
          id === null
            ? undefined
            : await trx
                .deleteFrom('cart_items')
                .where('id', '=', id)
                .where('cart_id', '=', row.id)
                .returning('id')
                .executeTakeFirst();
        if (!removed) throw noSuchEntityError(CART_ERRORS.itemNotInCart);
      }),
    }),
    applyCouponToCart: async (_parent, { input }, context) => {
      const code = input?.coupon_code.trim() ?? '';
      if (code === '') throw inputError(CART_ERRORS.couponMissing);
      const maskedId = input?.cart_id ?? '';
      // The subtotal is checked before the change; whether the code still applies is decided
      // again whenever the cart is read (computeCartTotals), so a later change cannot cheat it.
      const before = await cartView(
        context,
        await cartForUser(context.db, maskedId, await currentCustomerId(context), false),
      );
      if (before.applied_coupons?.length) throw inputError(CART_ERRORS.couponAlreadyApplied);
      if (before.total_quantity === 0) throw inputError(CART_ERRORS.cartEmpty);
      const coupon = await readCoupon(context.db, code);
      const subtotal = before.prices?.subtotal_including_tax?.value ?? 0;
      if (!coupon || !couponApplies(coupon, subtotal, new Date())) {
        throw noSuchEntityError(couponNotValid(code));
      }
      return {
        cart: await changeCart(context, maskedId, async (trx, row) => {
          await trx
            .updateTable('carts')
            .set({ coupon_code: coupon.code })
            .where('id', '=', row.id)
            .execute();
        }),
      };
    },
    removeCouponFromCart: async (_parent, { input }, context) => ({
      cart: await changeCart(context, input?.cart_id ?? '', async (trx, row) => {
        await trx
          .updateTable('carts')
          .set({ coupon_code: null })
          .where('id', '=', row.id)
          .execute();
      }),
    }),
    setGuestEmailOnCart: async (_parent, { input }, context) => {
      if (await currentCustomerId(context)) throw inputError(CART_ERRORS.guestEmailForCustomer);
      const email = input?.email.trim() ?? '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw inputError(CART_ERRORS.invalidEmail);
      return {
        cart: await changeCart(context, input?.cart_id ?? '', async (trx, row) => {
          await trx.updateTable('carts').set({ email }).where('id', '=', row.id).execute();
        }),
      };
    },
    addCustomFieldsToCart: async (_parent, { input }, context) => {
      const customer_ref = orderField(input.customer_ref, 'customer_ref');
      const customer_order_no = orderField(input.customer_order_no, 'customer_order_no');
      return {
        cart: await changeCart(context, input.cart_id, async (trx, row) => {
          await trx
            .updateTable('carts')
            .set({ customer_ref, customer_order_no })
            .where('id', '=', row.id)
            .execute();
        }),
      };
    },
    mergeCarts: async (_parent, { source_cart_id, destination_cart_id }, context) => {
      const { customer } = await requireSession(context);
      const destinationId =
        destination_cart_id ?? (await customerActiveCart(context.db, customer.id)).masked_id;
      if (destinationId === source_cart_id) throw inputError(CART_ERRORS.sameCart);
      const merged = await context.db.transaction().execute(async (trx) => {
        // Both rows locked, the older cart first, so two merges cannot wait on each other.
        const ids = [source_cart_id, destinationId].filter(isMaskedId);
        await trx
          .selectFrom('carts')
          .select('id')
          .where('masked_id', 'in', ids.length ? ids : [''])
          .orderBy('id')
          .forUpdate()
          .execute();
        // Only a guest cart can be a source: any customer's cart (even one's own) is refused.
        const source = await cartForUser(trx, source_cart_id, null, false);
        const destination = await cartForUser(trx, destinationId, customer.id, false);
        const lines = await trx
          .selectFrom('cart_items')
          .selectAll()
          .where('cart_id', '=', source.id)
          .orderBy('id')
          .execute();
        for (const line of lines) {
          // Quantities add up on the same line; stock is not a reason to drop anything here:
          // a line stock cannot cover shows its problem in `errors` / `is_available`.
          await sql`
            INSERT INTO cart_items (cart_id, product_id, variant_id, options_key, bundle_selections, quantity, created_at)
            VALUES (${destination.id}, ${line.product_id}, ${line.variant_id}, ${line.options_key},
                    ${JSON.stringify(line.bundle_selections)}::jsonb, ${line.quantity}, ${line.created_at})
            ON CONFLICT (cart_id, product_id, coalesce(variant_id, 0), options_key)
            DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity`.execute(trx);
        }
        await trx
          .updateTable('carts')
          .set({ state: 'merged', updated_at: new Date() })
          .where('id', '=', source.id)
          .execute();
        return trx
          .updateTable('carts')
          .set({
            updated_at: new Date(),
            coupon_code: destination.coupon_code ?? source.coupon_code,
            customer_ref: destination.customer_ref ?? source.customer_ref,
            customer_order_no: destination.customer_order_no ?? source.customer_order_no,
          })
          .where('id', '=', destination.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return cartView(context, merged);
    },
  },
  CartItemInterface: {
    __resolveType: (item) => (item as { __typename: 'SimpleCartItem' }).__typename,
  },
  Error: {
    __resolveType: () => 'CartUserInputError',
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation' | 'CartItemInterface' | 'Error'>;
