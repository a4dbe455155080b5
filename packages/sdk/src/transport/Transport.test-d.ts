// Type-level tests of the typed-document plumbing, checked by `npm run typecheck` (tsc), not run:
// each `@ts-expect-error` fails the type check when the line below it compiles.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expectTypeOf, it } from 'vitest';

import { type ProductBySkuQuery, type StoreConfigQuery } from '../generated/graphql';
import { ProductBySkuDocument } from '../catalog/productBySku.generated';
import { StoreConfigDocument } from '../config/storeConfig.generated';
import { createTransport, type Transport } from '../index';

const transport: Transport = createTransport({
  endpoint: 'https://shop.example/graphql',
  storeCode: 'default',
  currency: 'NOK',
});

/** An embedder's own operation, as their GraphQL Codegen types it (an AST document). */
declare const PartStockDocument: TypedDocumentNode<
  { part: { sku: string; quantity: number } | null },
  { sku: string; warehouse?: string | null }
>;

describe('Transport.request', () => {
  it("infers the result from the SDK's own string documents", () => {
    expectTypeOf(transport.request(StoreConfigDocument)).resolves.toEqualTypeOf<StoreConfigQuery>();
    expectTypeOf(
      transport.request(ProductBySkuDocument, { sku: 'AL-1234' }),
    ).resolves.toEqualTypeOf<ProductBySkuQuery>();
  });

  it("infers the result from an embedder's TypedDocumentNode", () => {
    expectTypeOf(transport.request(PartStockDocument, { sku: 'AL-1234' })).resolves.toEqualTypeOf<{
      part: { sku: string; quantity: number } | null;
    }>();
  });

  it('accepts optional variables left out, and per-request options after the variables', () => {
    void transport.request(PartStockDocument, { sku: 'AL-1234', warehouse: null });
    void transport.request(StoreConfigDocument, {}, { headers: { Store: 'default' } });
  });

  it('refuses variables of the wrong type', () => {
    // @ts-expect-error sku is a string
    void transport.request(ProductBySkuDocument, { sku: 1234 });
    // @ts-expect-error warehouse is a string or null
    void transport.request(PartStockDocument, { sku: 'AL-1234', warehouse: 7 });
  });

  it('refuses variables without a required one', () => {
    // @ts-expect-error sku is required
    void transport.request(ProductBySkuDocument, {});
    // @ts-expect-error sku is required
    void transport.request(PartStockDocument, { warehouse: 'oslo' });
  });

  it('refuses a document without its required variables', () => {
    // @ts-expect-error ProductBySku needs { sku }
    void transport.request(ProductBySkuDocument);
  });

  it('refuses variables the operation does not declare', () => {
    // @ts-expect-error the operation has no variable colour
    void transport.request(PartStockDocument, { sku: 'AL-1234', colour: 'red' });
  });
});
