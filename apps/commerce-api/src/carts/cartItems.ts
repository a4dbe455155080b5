import type { Kysely } from 'kysely';
import { loadBundleOptions, PRODUCT_COLUMNS, type ProductRow } from '../catalog/catalogLoaders.js';
import { decodeUid } from '../catalog/uid.js';
import type { BundleSelectionChoice, Database, EnteredCustomOption } from '../db/tables.js';
import { CART_MESSAGES, CartItemProblem, refuseQuoteProduct } from './cartItemProblem.js';

export { CART_MESSAGES, CartItemProblem } from './cartItemProblem.js';

/** What a shopper asked to add, in any of Magento's input shapes. */
export interface CartItemRequest {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  /** `ConfigurableProductCartItemInput.variant_sku`. */
  variant_sku?: string | null;
  /** Configurable value uids and bundle selection uids. */
  selected_options?: readonly (string | null)[] | null;
  /** `BundleProductCartItemInput.bundle_options`. */
  bundle_options?:
    readonly ({ id: number; quantity: number; value: readonly (string | null)[] } | null)[] | null;
  /** `CartItemInput.entered_options`: custom options typed in, by uid. */
  entered_options?: readonly ({ uid: string; value: string } | null)[] | null;
  /** The typed inputs' `customizable_options`, by id or uid. */
  customizable_options?:
    readonly ({ id?: number | null; uid?: string | null; value_string: string } | null)[] | null;
}

/** A cart line as stored: the product, its chosen variant or bundle selections, a quantity. */
export interface LineRequest {
  product: ProductRow;
  variant: ProductRow | null;
  bundle: BundleSelectionChoice[];
  /** Identifies the bundle choice and entered custom options, so the same adds up on one line. */
  optionsKey: string;
  /** What was entered for the product's custom options (checked). */
  customOptions: EnteredCustomOption[];
  quantity: number;
}

type Db = Kysely<Database>;

async function productBySku(db: Db, sku: string): Promise<ProductRow | null> {
  return (
    (await db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('sku', '=', sku)
      .executeTakeFirst()) ?? null
  );
}

async function requireProduct(db: Db, sku: string): Promise<ProductRow> {
  const product = await productBySku(db, sku);
  if (!product)
    throw new CartItemProblem(
      'PRODUCT_NOT_FOUND',
      'PRODUCT_NOT_FOUND',
      CART_MESSAGES.productNotFound(sku),
      {
        sku,
      },
    );
  return product;
}

/** The key of a bundle choice: its selections and quantities, in a fixed order. */
export const bundleOptionsKey = (choices: readonly BundleSelectionChoice[]) =>
  [...choices]
    .sort((a, b) => a.option_id - b.option_id || a.selection_id - b.selection_id)
    .map((choice) => `${choice.option_id}:${choice.selection_id}x${choice.quantity}`)
    .join(',');

/** The variant of a configurable product whose values are the chosen ones, if exactly one. */
async function variantByOptions(
  db: Db,
  parent: ProductRow,
  uids: readonly string[],
): Promise<ProductRow | null> {
  const wanted = new Map<string, number>();
  for (const uid of uids) {
    const match = /^configurable\/([a-z_]+)\/(\d{1,9})$/.exec(decodeUid(uid) ?? '');
    if (match) wanted.set(match[1]!, Number(match[2]));
  }
  const attributes = await db
    .selectFrom('configurable_attributes')
    .select('attribute_code')
    .where('product_id', '=', parent.id)
    .execute();
  if (attributes.length === 0 || attributes.some((a) => !wanted.has(a.attribute_code))) return null;
  const children = await db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('parent_id', '=', parent.id)
    .execute();
  const matches = children.filter((child) =>
    attributes.every((a) => child[a.attribute_code as 'color'] === wanted.get(a.attribute_code)),
  );
  return matches.length === 1 ? matches[0]! : null;
}

/** The bundle's chosen selections from `bundle_options` or selection uids, checked. */
async function bundleChoices(
  db: Db,
  bundle: ProductRow,
  request: CartItemRequest,
): Promise<BundleSelectionChoice[]> {
  const [options = []] = await loadBundleOptions(db, [bundle.id]);
  const selections = options.flatMap((option) => option.selections);
  const choices: BundleSelectionChoice[] = [];
  for (const option of request.bundle_options ?? []) {
    if (!option) continue;
    for (const value of option.value) {
      if (value !== null && /^\d{1,9}$/.test(value)) {
        choices.push({
          option_id: option.id,
          selection_id: Number(value),
          quantity: option.quantity,
        });
      }
    }
  }
  for (const uid of request.selected_options ?? []) {
    const match = /^bundle\/(\d{1,9})\/(\d{1,9})\/(\d+(?:\.\d+)?)$/.exec(
      decodeUid(uid ?? '') ?? '',
    );
    if (match) {
      choices.push({
        option_id: Number(match[1]),
        selection_id: Number(match[2]),
        quantity: Number(match[3]),
      });
    }
  }
  for (const choice of choices) {
    const selection = selections.find((s) => s.selection_id === choice.selection_id);
    if (!selection || selection.option_id !== choice.option_id || !(choice.quantity > 0)) {
      throw new CartItemProblem(
        'INVALID_PARAMETER_VALUE',
        'BUNDLE_OPTIONS_INVALID',
        CART_MESSAGES.specifyBundleOptions,
      );
    }
    if (!Number.isInteger(choice.quantity)) {
      throw new CartItemProblem(
        'INVALID_PARAMETER_VALUE',
        'QUANTITY_NOT_WHOLE',
        CART_MESSAGES.decimalQuantity,
      );
    }
  }
  const chosen = new Set(choices.map((choice) => choice.option_id));
  if (
    choices.length === 0 ||
    options.some((option) => option.required && !chosen.has(option.option_id))
  ) {
    throw new CartItemProblem(
      'REQUIRED_PARAMETER_MISSING',
      'BUNDLE_OPTIONS_INVALID',
      CART_MESSAGES.specifyBundleOptions,
    );
  }
  const unique = new Map(choices.map((choice) => [choice.selection_id, choice]));
  return [...unique.values()];
}

/**
 * Turns a requested item into the cart lines it adds: one line, or for a grouped product one line
 * per member (its default quantity times the requested one). Throws a `CartItemProblem`.
 */
export async function resolveProductLines(
  db: Db,
  request: CartItemRequest,
): Promise<LineRequest[]> {
  if (!(request.quantity > 0)) {
    throw new CartItemProblem(
      'INVALID_PARAMETER_VALUE',
      'QUANTITY_NOT_POSITIVE',
      CART_MESSAGES.quantityNotPositive,
    );
  }
  // No part is sold by the metre or litre: 0.001 of one would cost a thousandth of its price.
  if (!Number.isInteger(request.quantity)) {
    throw new CartItemProblem(
      'INVALID_PARAMETER_VALUE',
      'QUANTITY_NOT_WHOLE',
      CART_MESSAGES.decimalQuantity,
    );
  }
  const plain = (product: ProductRow, quantity = request.quantity): LineRequest => ({
    product,
    variant: null,
    bundle: [],
    optionsKey: '',
    customOptions: [],
    quantity,
  });
  const parentSku = request.parent_sku?.trim() || null;
  const variantSku = request.variant_sku?.trim() || null;
  const product = await requireProduct(db, request.sku);
  refuseQuoteProduct(product);

  if (parentSku && parentSku !== product.sku) {
    const parent = await requireProduct(db, parentSku);
    if (parent.type_id === 'grouped') return [plain(product)];
    if (parent.type_id === 'configurable' && product.parent_id === parent.id) {
      return [{ ...plain(parent), variant: product }];
    }
    throw new CartItemProblem(
      'INVALID_PARAMETER_VALUE',
      'OPTIONS_REQUIRED',
      CART_MESSAGES.chooseOptions,
    );
  }
  if (product.parent_id !== null) {
    // A variant added by its own SKU: the line shows its configurable parent.
    const parent = await db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', '=', product.parent_id)
      .executeTakeFirst();
    if (parent) {
      refuseQuoteProduct(parent);
      return [{ ...plain(parent), variant: product }];
    }
  }
  switch (product.type_id) {
    case 'configurable': {
      const variant = variantSku
        ? await productBySku(db, variantSku)
        : await variantByOptions(
            db,
            product,
            (request.selected_options ?? []).filter((uid): uid is string => uid !== null),
          );
      if (!variant || variant.parent_id !== product.id) {
        throw new CartItemProblem(
          'REQUIRED_PARAMETER_MISSING',
          'OPTIONS_REQUIRED',
          CART_MESSAGES.chooseOptions,
        );
      }
      return [{ ...plain(product), variant }];
    }
    case 'bundle': {
      const bundle = await bundleChoices(db, product, request);
      return [{ ...plain(product), bundle, optionsKey: bundleOptionsKey(bundle) }];
    }
    case 'grouped': {
      const members = await db
        .selectFrom('grouped_items as g')
        .innerJoin('products as p', 'p.id', 'g.linked_product_id')
        .select(PRODUCT_COLUMNS.map((column) => `p.${column}` as const))
        .select('g.quantity as default_quantity')
        .where('g.product_id', '=', product.id)
        .orderBy('g.position')
        .execute();
      if (members.length === 0) {
        throw new CartItemProblem('NOT_SALABLE', 'NOT_SALABLE', CART_MESSAGES.notSalable);
      }
      return members.map(({ default_quantity, ...member }) =>
        plain(member, request.quantity * Math.max(default_quantity, 1)),
      );
    }
    default:
      return [plain(product)];
  }
}
