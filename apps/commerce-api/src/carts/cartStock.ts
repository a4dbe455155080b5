import type { Kysely } from 'kysely';
import type { ProductRow } from '../catalog/catalogLoaders.js';
import { backorderedProductIds } from '../catalog/productFlags.js';
import type { BundleSelectionChoice, Database } from '../db/tables.js';
import { CART_MESSAGES, CartItemProblem } from './cartItems.js';

/** The stock of one product a line draws on; `backorders`: the supplier delivers what is missing. */
export interface StockNeed {
  inStock: number;
  perUnit: number;
  backorders?: boolean;
}

/**
 * The stock a line draws on, read now: the variant of a configurable line, each chosen member of a
 * bundle (times its quantity per bundle), or the product itself, each with its backorder flag.
 */
export async function stockNeeds(
  db: Kysely<Database>,
  line: {
    product: ProductRow;
    variant: ProductRow | null;
    bundle: readonly BundleSelectionChoice[];
  },
): Promise<StockNeed[]> {
  if (line.product.type_id === 'bundle') {
    if (line.bundle.length === 0) return [];
    const rows = await db
      .selectFrom('bundle_selections as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select(['s.selection_id', 'p.id', 'p.quantity'])
      .where(
        's.selection_id',
        'in',
        line.bundle.map((choice) => choice.selection_id),
      )
      .execute();
    const backordered = await backorderedProductIds(
      db,
      rows.map((row) => row.id),
    );
    return line.bundle.map((choice) => {
      const row = rows.find((candidate) => candidate.selection_id === choice.selection_id);
      return {
        inStock: row?.quantity ?? 0,
        perUnit: choice.quantity,
        backorders: row !== undefined && backordered.has(row.id),
      };
    });
  }
  const id = (line.variant ?? line.product).id;
  const row = await db
    .selectFrom('products')
    .select('quantity')
    .where('id', '=', id)
    .executeTakeFirst();
  const backordered = await backorderedProductIds(db, [id]);
  return [{ inStock: row?.quantity ?? 0, perUnit: 1, backorders: backordered.has(id) }];
}

/**
 * Whether stock covers a line's quantity: a refusal when something it needs is out of stock,
 * or when less is in stock than the quantity asks for (Magento's two messages). The refusal
 * names the product (`sku`: the variant's for a configurable line) and the most the line may
 * hold (`available_quantity`), so a client can say "only 2 left of …" without reading the text.
 */
export function stockProblem(
  quantity: number,
  allNeeds: readonly StockNeed[],
  sku: string,
): CartItemProblem | null {
  if (allNeeds.length === 0) {
    return new CartItemProblem('NOT_SALABLE', 'NOT_SALABLE', CART_MESSAGES.notSalable, { sku });
  }
  // What the supplier backorders is never short: only the other needs can refuse the line.
  const needs = allNeeds.filter((need) => !need.backorders);
  if (needs.some((need) => need.inStock <= 0)) {
    return new CartItemProblem('NOT_SALABLE', 'OUT_OF_STOCK', CART_MESSAGES.notSalable, {
      sku,
      available_quantity: 0,
    });
  }
  if (needs.some((need) => quantity * need.perUnit > need.inStock)) {
    const available = Math.min(...needs.map((need) => Math.floor(need.inStock / need.perUnit)));
    return new CartItemProblem(
      'INSUFFICIENT_STOCK',
      'INSUFFICIENT_STOCK',
      CART_MESSAGES.insufficientStock,
      { sku, available_quantity: available },
    );
  }
  return null;
}

/** The most a refused line may hold (`available_quantity`), for Magento's typed errors; else null. */
export function availableQuantityOf(problem: CartItemProblem): number | null {
  const available = problem.params['available_quantity'];
  return typeof available === 'number' ? available : null;
}
