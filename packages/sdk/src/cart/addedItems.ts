import type { AnalyticsItem } from '../events/createEventBus';
import type { AddToCartOptions, CartProduct } from './addToCartRules';
import type { Cart } from './mapCart';

/**
 * What an add put in the cart, for `cart:item-added`: each SKU added (a configurable product's
 * variant, a grouped product's members with a quantity) with the quantity added, and the name and
 * unit price with VAT of its line in the returned cart. A SKU without a line is left out.
 */
export function addedItems(
  cart: Cart,
  product: Pick<CartProduct, 'sku' | 'type'>,
  options: AddToCartOptions,
): AnalyticsItem[] {
  const added =
    product.type === 'grouped'
      ? (options.groupedItems ?? []).filter((item) => item.quantity > 0)
      : [{ sku: options.variantSku || product.sku, quantity: options.quantity }];
  return added.flatMap(({ sku, quantity }) => {
    const line = cart.items.find(
      (entry) => (entry.configuredVariant?.sku ?? entry.product.sku) === sku,
    );
    if (!line) return [];
    return [
      {
        sku,
        name: line.configuredVariant?.name ?? line.product.name ?? sku,
        price: line.prices.priceIncludingTax ?? line.prices.price ?? 0,
        quantity,
      },
    ];
  });
}
