import type { Selectable } from 'kysely';
import type { ProductRow } from '../catalog/catalogLoaders.js';
import type { PricedLine } from '../checkout/checkoutView.js';
import type { Database } from '../db/tables.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { CartRow } from './cartAccess.js';
import { stockNeeds, stockProblem } from './cartStock.js';
import { lineCustomOptions, loadCustomOptions } from './customOptions.js';

type LineRow = Selectable<Database['cart_items']>;

/** A cart line priced now, before the coupon's share is known. */
export type CartLine = Omit<PricedLine, 'discountInclTax'>;

/**
 * A figure of one unit of a line: its variant's, the sum over a bundle's chosen members (times
 * their quantity per bundle), or the product's own.
 */
async function unitFigure(
  context: GraphQLContext,
  line: LineRow,
  product: ProductRow,
  figure: (unit: ProductRow | null) => number | null,
): Promise<number | null> {
  if (line.variant_id !== null) {
    return figure(await context.loaders.products.load(line.variant_id));
  }
  if (product.type_id === 'bundle') {
    const options = await context.loaders.bundleOptions.load(product.id);
    const selections = options.flatMap((option) => option.selections);
    const members = await Promise.all(
      line.bundle_selections.map(async (choice) => {
        const selection = selections.find((s) => s.selection_id === choice.selection_id);
        const member = selection ? await context.loaders.products.load(selection.product_id) : null;
        return (figure(member) ?? 0) * choice.quantity;
      }),
    );
    return members.reduce((sum, value) => sum + value, 0);
  }
  return figure(product);
}

/**
 * The cart's lines in the order they were added, each priced from the catalogue's prices now
 * (VAT included), with its unit weight and whatever stock cannot cover. Lines whose product is
 * gone are left out.
 */
export async function pricedCartLines(context: GraphQLContext, cart: CartRow): Promise<CartLine[]> {
  const rows = await context.db
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_id', '=', cart.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const optionsByProduct = await loadCustomOptions(
    context.db,
    rows.flatMap((row) => (row.custom_options.length > 0 ? [row.product_id] : [])),
  );
  const lines = await Promise.all(
    rows.map(async (row): Promise<CartLine[]> => {
      const product = await context.loaders.products.load(row.product_id);
      if (!product) return [];
      const variant =
        row.variant_id === null ? null : await context.loaders.products.load(row.variant_id);
      const needs = await stockNeeds(context.db, {
        product,
        variant,
        bundle: row.bundle_selections,
      });
      const unitPrice =
        (await unitFigure(context, row, product, (unit) => unit?.min_final_price ?? 0)) ?? 0;
      const customOptions = lineCustomOptions(
        optionsByProduct.get(product.id) ?? [],
        row.custom_options,
        unitPrice,
      );
      return [
        {
          row,
          product,
          variant,
          // Each entered option adds its price to every unit (Magento's custom option price).
          price: customOptions.reduce((sum, option) => sum + option.price, unitPrice),
          customOptions,
          weightKg: await unitFigure(context, row, product, (unit) => unit?.weight ?? null),
          problem: stockProblem(row.quantity, needs, (variant ?? product).sku),
        },
      ];
    }),
  );
  return lines.flat();
}
