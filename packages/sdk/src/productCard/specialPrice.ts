import type { Money, ProductPrice } from '../catalog/mapPriceRange';

/** The prices a product card shows: the regular one, and the special one when there is one. */
export interface CardPrice {
  regular: Money;
  /** The discounted price, when the final price is below the regular one; otherwise `null`. */
  special: Money | null;
}

/**
 * The regular and special price of a product card (spec §3): a special price only when the final
 * price is lower than the regular one. Pass `priceRange.minimum` for a card's "from" price. Pure.
 */
export function specialPrice(price: ProductPrice): CardPrice {
  return {
    regular: price.regular,
    special: price.final.value < price.regular.value ? price.final : null,
  };
}
