import type { GroupedQuantities } from '@agri-parts/sdk';
import { Price, QuantitySelector, StockStatus } from '@agri-parts/ui';
import { useId } from 'react';

import { translate } from '../i18n/translate';
import { specialPriceLabels } from '../price/specialPriceLabels';
import { usePriceFormatter } from '../price/PriceDisplay';
import type { GroupedItemView } from './loadProductPage.server';

const stockLabels = {
  inStock: translate('product.inStock'),
  outOfStock: translate('product.outOfStock'),
  onlyLeft: (count: number) => translate('product.onlyLeft', { count }),
};

/**
 * A grouped product's members in the buying box (spec §5, §7): name, price, stock and a quantity
 * for each (0 leaves it out; one out of stock cannot be chosen). They are added together.
 */
export function ProductGroupedItems({
  items,
  quantities,
  onQuantityChange,
}: {
  items: readonly GroupedItemView[];
  quantities: GroupedQuantities;
  onQuantityChange: (sku: string, quantity: number) => void;
}) {
  const headingId = useId();
  const prices = usePriceFormatter();
  if (items.length === 0) return null;
  return (
    <div className="product-grouped" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="product-grouped__title">
        {translate('grouped.legend')}
      </p>
      <ul className="product-grouped__items">
        {items.map((item) => (
          <li key={item.sku} className="product-grouped__item" data-sku={item.sku}>
            <span className="product-grouped__name">{item.name}</span>
            <Price
              value={prices.format(item.price.regular)}
              specialValue={
                item.price.special === null ? undefined : prices.format(item.price.special)
              }
              taxLabel={prices.taxLabel}
              specialLabels={specialPriceLabels}
            />
            <StockStatus
              status={item.inStock ? 'in-stock' : 'out-of-stock'}
              onlyLeft={item.onlyLeft}
              labels={stockLabels}
            />
            <QuantitySelector
              value={quantities[item.sku] ?? 0}
              onChange={(quantity) => onQuantityChange(item.sku, quantity)}
              min={0}
              max={item.onlyLeft ?? undefined}
              disabled={!item.inStock}
              name={`super_group[${item.sku}]`}
              hideLabel
              labels={{
                label: translate('grouped.quantityOf', { product: item.name }),
                decrease: translate('product.decreaseQuantity'),
                increase: translate('product.increaseQuantity'),
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
