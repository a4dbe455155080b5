import type { PriceRangeFieldsFragment, ProductPriceFieldsFragment } from '../generated/graphql';

/** An amount in a currency. */
export interface Money {
  /** The amount; 0 when the backend sends none (Magento always does). */
  value: number;
  /** Such as `NOK`; `null` when the backend does not say. */
  currency: string | null;
}

/** A product price before (`regular`) and after (`final`) discounts. */
export interface ProductPrice {
  regular: Money;
  final: Money;
}

/** The lowest and highest price a product can be bought for (the same for a simple product). */
export interface PriceRange {
  minimum: ProductPrice;
  /** The dearest option; the minimum when the backend sends no maximum. */
  maximum: ProductPrice;
}

function mapProductPrice(price: ProductPriceFieldsFragment): ProductPrice {
  return {
    regular: { value: price.regular_price.value ?? 0, currency: price.regular_price.currency },
    final: { value: price.final_price.value ?? 0, currency: price.final_price.currency },
  };
}

/** Maps the backend's `price_range` to a {@link PriceRange}. */
export function mapPriceRange(data: PriceRangeFieldsFragment): PriceRange {
  const minimum = mapProductPrice(data.minimum_price);
  return {
    minimum,
    maximum: data.maximum_price ? mapProductPrice(data.maximum_price) : minimum,
  };
}
