import { displayPrice, pricesIncludeTax, viewItemEntry } from '@agri-parts/sdk';
import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';

import type { LayoutData } from '../layout/loadLayoutData.server';
import { pushEcommerceEvent } from './dataLayer';

/** A product as `view_item` names it; `price` as the catalogue holds it. */
export interface ViewedProduct {
  sku: string;
  name: string;
  price: number;
}

/**
 * Pushes `view_item` when a product page shows a product (again when it shows another), priced
 * with VAT whatever the shopper's tax display.
 */
export function useViewItem(product: ViewedProduct): void {
  const catalogDisplayTax =
    useRouteLoaderData<Pick<LayoutData, 'storeConfig'>>('root')?.storeConfig?.catalogDisplayTax;
  const { sku, name, price } = product;
  useEffect(() => {
    const priceWithVat = displayPrice(price, {
      pricesIncludeTax: pricesIncludeTax(catalogDisplayTax),
      showIncludingTax: true,
    });
    pushEcommerceEvent(viewItemEntry({ sku, name, price: priceWithVat }));
    // Once per product shown: a price that settles later is not a second view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sku]);
}
