import { useCart } from '@agri-parts/react-hooks';
import type { Cart } from '@agri-parts/sdk';

import { AddToSavedList } from './AddToSavedList';

/**
 * "Legg alle i liste" on the cart page: the cart's lines (a variant under its configurable
 * product) onto a saved list; the server's cart until the browser's has loaded.
 */
export function CartToSavedList({ rendered }: { rendered: Cart | null }) {
  const cart = useCart().cart ?? rendered;
  const lines = (cart?.items ?? []).map((line) => ({
    sku: line.configuredVariant?.sku ?? line.product.sku,
    quantity: line.quantity,
    parentSku: line.configuredVariant ? line.product.sku : null,
  }));
  return <AddToSavedList all className="cart-page__saved-list" lines={lines} />;
}
