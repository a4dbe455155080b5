import type { SeedProduct } from './types.js';

/** The indexed price range of a product: what `price_range` serves and what sorting uses. */
export interface PriceIndexRow {
  minRegular: number;
  minFinal: number;
  maxRegular: number;
  maxFinal: number;
}

const finalPrice = (product: SeedProduct) =>
  product.specialPrice !== null && product.specialPrice < product.price
    ? product.specialPrice
    : product.price;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Builds the price range of every product, the way Magento's price indexer does: configurable
 * and grouped parents span their children; a bundle goes from its cheapest required
 * configuration to every option at its dearest selection.
 */
export function buildPriceIndex(products: readonly SeedProduct[]): Map<number, PriceIndexRow> {
  const byId = new Map(products.map((product) => [product.id, product]));
  const childrenOf = new Map<number, SeedProduct[]>();
  for (const product of products) {
    if (product.parentId === null) continue;
    const siblings = childrenOf.get(product.parentId) ?? [];
    siblings.push(product);
    childrenOf.set(product.parentId, siblings);
  }

  const own = (product: SeedProduct): PriceIndexRow => ({
    minRegular: product.price,
    minFinal: finalPrice(product),
    maxRegular: product.price,
    maxFinal: finalPrice(product),
  });
  const span = (members: SeedProduct[], fallback: SeedProduct): PriceIndexRow => {
    if (members.length === 0) return own(fallback);
    return {
      minRegular: Math.min(...members.map((m) => m.price)),
      minFinal: Math.min(...members.map(finalPrice)),
      maxRegular: Math.max(...members.map((m) => m.price)),
      maxFinal: Math.max(...members.map(finalPrice)),
    };
  };

  const index = new Map<number, PriceIndexRow>();
  for (const product of products) {
    switch (product.type) {
      case 'configurable':
        index.set(product.id, span(childrenOf.get(product.id) ?? [], product));
        break;
      case 'grouped':
        index.set(
          product.id,
          span(
            product.groupedItems.flatMap((item) => byId.get(item.productId) ?? []),
            product,
          ),
        );
        break;
      case 'bundle': {
        const row: PriceIndexRow = { minRegular: 0, minFinal: 0, maxRegular: 0, maxFinal: 0 };
        for (const option of product.bundleOptions) {
          const priced = option.selections.flatMap((selection) => {
            const member = byId.get(selection.productId);
            return member
              ? [
                  {
                    regular: member.price * selection.quantity,
                    final: finalPrice(member) * selection.quantity,
                  },
                ]
              : [];
          });
          if (priced.length === 0) continue;
          if (option.required) {
            row.minRegular += Math.min(...priced.map((p) => p.regular));
            row.minFinal += Math.min(...priced.map((p) => p.final));
          }
          const many = option.type === 'checkbox' || option.type === 'multi';
          row.maxRegular += many
            ? priced.reduce((sum, p) => sum + p.regular, 0)
            : Math.max(...priced.map((p) => p.regular));
          row.maxFinal += many
            ? priced.reduce((sum, p) => sum + p.final, 0)
            : Math.max(...priced.map((p) => p.final));
        }
        index.set(
          product.id,
          row.maxRegular > 0
            ? {
                minRegular: round(row.minRegular),
                minFinal: round(row.minFinal),
                maxRegular: round(row.maxRegular),
                maxFinal: round(row.maxFinal),
              }
            : own(product),
        );
        break;
      }
      default:
        index.set(product.id, own(product));
    }
  }
  return index;
}
