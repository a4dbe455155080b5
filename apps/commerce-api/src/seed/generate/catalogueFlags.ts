import type { ProductContext } from './productContext.js';
import type { Random } from './random.js';

/** Share of the out-of-stock parts the supplier still takes orders for (backorder). */
const BACKORDER_SHARE = 0.5;
/** The supplier's lead time of a backordered part, in days. */
const LEAD_DAYS: readonly [number, number] = [3, 21];

/**
 * The catalogue's fitment and stock flags (issue 23), on a stream of their own after the products
 * are made, so they change nothing else in the catalogue:
 *
 * - `wm_universal_fit` = `1` ("passer alle") on the universal items (oil, tools, workwear: made
 *   without a tractor brand), a configurable product's children as their parent;
 * - `wm_backorders` = `1` and `wm_supplier_lead_days` on about half of the out-of-stock simple
 *   parts sold online on their own (no configurable product's variants): the supplier delivers them after that many days.
 */
export function addCatalogueFlags(rng: Random, ctx: ProductContext): void {
  const universal = new Set<number>();
  ctx.products.forEach((product, index) => {
    // Services and downloads are no parts: nothing to fit, nothing in stock.
    if (product.type === 'virtual' || product.type === 'downloadable') return;
    const meta = ctx.meta[index];
    const parentUniversal = product.parentId !== null && universal.has(product.parentId);
    if (meta?.brand === '-' || parentUniversal) {
      universal.add(product.id);
      product.attributeValues = { ...product.attributeValues, wm_universal_fit: '1' };
    }
    // Parts sold on their own: the storefront reads the flag of the product, not of a variant.
    if (product.type !== 'simple' || product.parentId !== null) return;
    if (product.orderProduct || product.quantity > 0) return;
    if (!rng.chance(BACKORDER_SHARE)) return;
    product.attributeValues = {
      ...product.attributeValues,
      wm_backorders: '1',
      wm_supplier_lead_days: String(rng.int(LEAD_DAYS[0], LEAD_DAYS[1])),
    };
  });
}
