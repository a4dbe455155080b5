import type { Kysely } from 'kysely';
import type { ProductRow } from '../catalog/catalogLoaders.js';
import type { BundleSelectionChoice, Database } from '../db/tables.js';
import { CART_MESSAGES, CartItemProblem } from './cartItems.js';

/**
 * The stock a line draws on, read now: the variant of a configurable line, each chosen member of a
 * bundle (times its quantity per bundle), or the product itself.
 */
export async function stockNeeds(
  db: Kysely<Database>,
  line: {
    product: ProductRow;
    variant: ProductRow | null;
    bundle: readonly BundleSelectionChoice[];
  },
): Promise<{ inStock: number; perUnit: number }[]> {
  if (line.product.type_id === 'bundle') {
    if (line.bundle.length === 0) return [];
    const rows = await db
      .selectFrom('bundle_selections as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select(['s.selection_id', 'p.quantity'])
      .where(
        's.selection_id',
        'in',
        line.bundle.map((choice) => choice.selection_id),
      )
      .execute();
    return line.bundle.map((choice) => ({
      inStock: rows.find((row) => row.selection_id === choice.selection_id)?.quantity ?? 0,
      perUnit: choice.quantity,
    }));
  }
  const id = (line.variant ?? line.product).id;
  const row = await db
    .selectFrom('products')
    .select('quantity')
    .where('id', '=', id)
    .executeTakeFirst();
  return [{ inStock: row?.quantity ?? 0, perUnit: 1 }];
}

/**
 * Whether stock covers a line's quantity: a refusal when something it needs is out of stock,
 * or when less is in stock than the quantity asks for (Magento's two messages). The refusal
 * names the most the line may hold (`available_quantity`).
 */
export function stockProblem(
  quantity: number,
  needs: readonly { inStock: number; perUnit: number }[],
): CartItemProblem | null {
  if (needs.length === 0) {
    return new CartItemProblem('NOT_SALABLE', 'NOT_SALABLE', CART_MESSAGES.notSalable);
  }
  if (needs.some((need) => need.inStock <= 0)) {
    return new CartItemProblem('NOT_SALABLE', 'OUT_OF_STOCK', CART_MESSAGES.notSalable, {
      available_quantity: 0,
    });
  }
  if (needs.some((need) => quantity * need.perUnit > need.inStock)) {
    const available = Math.min(...needs.map((need) => Math.floor(need.inStock / need.perUnit)));
    return new CartItemProblem(
      'INSUFFICIENT_STOCK',
      'INSUFFICIENT_STOCK',
      CART_MESSAGES.insufficientStock,
      { available_quantity: available },
    );
  }
  return null;
}
