import { selectedCustomizableOption } from '../catalog/customOptionView.js';
import type { Selectable } from 'kysely';
import type { ProductRow } from '../catalog/catalogLoaders.js';
import { encodeUid } from '../catalog/uid.js';
import type { Database } from '../db/tables.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { CurrencyEnum } from '../graphql/generated/schemaTypes.js';
import type { CartLineTotals } from './cartTotals.js';
import { CART_MESSAGES } from './cartItems.js';
import { availableQuantityOf } from './cartStock.js';
import type { CartLine } from './pricedCartLines.js';

type LineRow = Selectable<Database['cart_items']>;

/** An amount in the request's currency, as the schema's `Money`. */
export type MoneyOf = (value: number) => { value: number; currency: CurrencyEnum };

/** A line's or the cart's share of the coupon, as the schema's `Discount` list. */
export type DiscountsOf = (amount: number) => unknown[];

const LINE_TYPES: Record<string, string> = {
  simple: 'SimpleCartItem',
  configurable: 'ConfigurableCartItem',
  bundle: 'BundleCartItem',
  downloadable: 'DownloadableCartItem',
  virtual: 'VirtualCartItem',
};

/** A configurable line's chosen attribute values (also printed in the order confirmation). */
export async function selectedConfigurableOptions(
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

/** A bundle line's chosen selections (also printed in the order confirmation). */
export async function selectedBundleOptions(
  context: GraphQLContext,
  line: Pick<LineRow, 'bundle_selections'>,
  bundle: ProductRow,
  money: MoneyOf,
) {
  const options = await context.loaders.bundleOptions.load(bundle.id);
  const products = await context.loaders.productsInOrder(
    line.bundle_selections.flatMap((choice) => {
      const selection = options
        .flatMap((option) => option.selections)
        .find((candidate) => candidate.selection_id === choice.selection_id);
      return selection ? [selection.product_id] : [];
    }),
  );
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

async function downloadableLinks(context: GraphQLContext, product: ProductRow) {
  const links = await context.loaders.downloadableLinks.load(product.id);
  return links.map((link) => ({
    id: link.link_id,
    uid: encodeUid(`downloadable/${link.link_id}`),
    title: link.title,
    sort_order: link.sort_order,
    price: link.price,
    sample_url: null,
  }));
}

/** One line as the `CartItemInterface` shows it, with its type's own fields. */
export async function cartItemView(
  context: GraphQLContext,
  line: CartLine,
  totals: CartLineTotals,
  format: { money: MoneyOf; discounts: DiscountsOf },
) {
  const { money, discounts } = format;
  const problem = line.problem;
  const base = {
    __typename: LINE_TYPES[line.product.type_id] ?? 'SimpleCartItem',
    id: String(line.row.id),
    uid: encodeUid(line.row.id),
    quantity: line.row.quantity,
    product: line.product,
    is_available: problem === null,
    not_available_message:
      problem?.type === 'NOT_SALABLE' ? CART_MESSAGES.outOfStock : (problem?.message ?? null),
    errors: problem
      ? [
          {
            code: 'ITEM_QTY' as const,
            message: problem.message,
            wm_available_quantity: availableQuantityOf(problem),
          },
        ]
      : [],
    customizable_options: (line.customOptions ?? []).map(selectedCustomizableOption),
    prices: {
      price: money(totals.unitPriceExclTax),
      price_including_tax: money(totals.unitPriceInclTax),
      row_total: money(totals.rowTotalExclTax),
      row_total_including_tax: money(totals.rowTotalInclTax),
      total_item_discount: money(totals.discountInclTax),
      discounts: discounts(totals.discountInclTax),
    },
  };
  if (line.variant) {
    return {
      ...base,
      __typename: 'ConfigurableCartItem',
      configured_variant: line.variant,
      configurable_options: await selectedConfigurableOptions(context, line.product, line.variant),
    };
  }
  if (line.product.type_id === 'bundle') {
    return {
      ...base,
      bundle_options: await selectedBundleOptions(context, line.row, line.product, money),
    };
  }
  if (line.product.type_id === 'downloadable') {
    return { ...base, links: await downloadableLinks(context, line.product) };
  }
  return base;
}
