import { describe, expect, it } from 'vitest';
import { PlaceOrderDocument } from '../checkout/checkout.generated';
import { ProductByUrlKeyDocument } from '../catalog/productByUrlKey.generated';
import { readOperation } from './readOperation';

describe('readOperation', () => {
  it('reads the type and name of a named query and mutation', () => {
    expect(readOperation('query StoreConfig { storeConfig { store_code } }')).toEqual({
      type: 'query',
      name: 'StoreConfig',
    });
    expect(readOperation('mutation GenerateToken($email: String!) { a }')).toEqual({
      type: 'mutation',
      name: 'GenerateToken',
    });
    expect(readOperation('subscription Ticks { tick }')).toEqual({
      type: 'subscription',
      name: 'Ticks',
    });
  });

  it('reads the SDK’s own documents, fragments inlined after the operation', () => {
    expect(readOperation(String(ProductByUrlKeyDocument))).toEqual({
      type: 'query',
      name: 'ProductByUrlKey',
    });
    expect(readOperation(String(PlaceOrderDocument))).toEqual({
      type: 'mutation',
      name: 'PlaceOrder',
    });
  });

  it('reads anonymous operations: the shorthand, with variables, with directives', () => {
    expect(readOperation('{ storeConfig { store_code } }')).toEqual({
      type: 'query',
      name: undefined,
    });
    expect(readOperation('query($sku: String) { a }')).toEqual({ type: 'query', name: undefined });
    expect(readOperation('mutation @trace { a }')).toEqual({ type: 'mutation', name: undefined });
    expect(readOperation('query')).toEqual({ type: 'query', name: undefined });
  });

  it('skips fragments before the operation, even ones named like keywords', () => {
    expect(
      readOperation('fragment query on Query { mutation { id } }\nmutation Save { ...query }'),
    ).toEqual({ type: 'mutation', name: 'Save' });
  });

  it('skips comments and strings, and fields named like keywords inside selections', () => {
    expect(
      readOperation(
        '# mutation Fake { a }\n' +
          '"""mutation Described"""\n' +
          'query Search { products(search: "mutation X {") { query mutation } }',
      ),
    ).toEqual({ type: 'query', name: 'Search' });
  });

  it('finds no operation in a fragment alone or in nothing', () => {
    expect(readOperation('fragment A on Cart { id }')).toBeUndefined();
    expect(readOperation('')).toBeUndefined();
    expect(readOperation('# only a comment')).toBeUndefined();
  });
});
