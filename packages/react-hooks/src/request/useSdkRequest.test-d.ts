// Type-level tests, checked by `npm run typecheck` (tsc), not run: the hooks' result types follow
// the SDK's — a typed document's result through useSdkRequest, the catalogue's and the cart's
// domain types through their hooks.
import type { Cart, CartState, Product } from '@agri-parts/sdk';
import { expectTypeOf } from 'vitest';

import { useCart } from '../cart/useCart';
import { useProductBySku } from '../catalog/useProductBySku';
import { type SdkRequestState, useSdkRequest } from './useSdkRequest';

type PartStock = { part: { sku: string; quantity: number } | null };

/**
 * An embedder's own operation as their GraphQL Codegen types it: the type decoration every
 * `TypedDocumentNode` and `TypedDocumentString` carries.
 */
declare const PartStockDocument: { __apiType?: (variables: { sku: string }) => PartStock };

/** A component's hook calls, type-checked only. */
export function useTypedHooks() {
  const stock = useSdkRequest('stock:AL-1234', (sdk) =>
    sdk.transport.request(PartStockDocument, { sku: 'AL-1234' }),
  );
  expectTypeOf(stock).toEqualTypeOf<SdkRequestState<PartStock>>();
  if (stock.status === 'success') expectTypeOf(stock.data).toEqualTypeOf<PartStock>();
  if (stock.status === 'error') expectTypeOf(stock.data).toEqualTypeOf<undefined>();

  useSdkRequest('stock:wrong', (sdk) =>
    // @ts-expect-error sku is a string: the document's variables hold through the hook
    sdk.transport.request(PartStockDocument, { sku: 1234 }),
  );

  expectTypeOf(useProductBySku('AL-1234')).toEqualTypeOf<SdkRequestState<Product | null>>();

  const cart = useCart();
  expectTypeOf(cart.cart).toEqualTypeOf<Cart | null>();
  expectTypeOf(cart.status).toEqualTypeOf<CartState['status']>();
}
