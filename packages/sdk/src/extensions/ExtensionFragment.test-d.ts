import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expectTypeOf, it } from 'vitest';
import type { Cart } from '../cart/mapCart';
import type { Product } from '../catalog/mapProduct';
import { createSdk } from '../createSdk';
import type { Sdk } from '../Sdk';
import type { CodegenDocumentString as TypedDocumentString } from '../testing/codegenDocumentString';
import type { FragmentResult, WithExtension } from './ExtensionFragment';

/**
 * Type-level tests of the extension fragments: the fragment's codegen result type reaches
 * `extension` of the products and carts of an instance, without casts, and nothing changes for an
 * instance without fragments.
 */

type CartExtras = { email: string | null; is_virtual: boolean };
type ProductExtras = { canonical_url: string | null };
type QuantityExtras = { min_sale_qty: number | null };

declare const CartExtrasDoc: TypedDocumentString<CartExtras, unknown>;
declare const ProductExtrasDoc: TypedDocumentString<ProductExtras, unknown>;
declare const QuantityExtrasNode: TypedDocumentNode<QuantityExtras, Record<string, never>>;

const endpoint = 'https://shop.example/graphql';

describe('FragmentResult', () => {
  it('is the result type of a TypedDocumentString, a TypedDocumentNode, or a named one', () => {
    expectTypeOf<FragmentResult<typeof CartExtrasDoc>>().toEqualTypeOf<CartExtras>();
    expectTypeOf<FragmentResult<typeof QuantityExtrasNode>>().toEqualTypeOf<QuantityExtras>();
    expectTypeOf<
      FragmentResult<{ document: typeof ProductExtrasDoc; fragmentName: 'ProductExtras' }>
    >().toEqualTypeOf<ProductExtras>();
  });
});

describe('WithExtension', () => {
  it('adds extension only when there is a fragment', () => {
    expectTypeOf<WithExtension<Cart, undefined>>().toEqualTypeOf<Cart>();
    expectTypeOf<WithExtension<Cart, typeof CartExtrasDoc>>().toEqualTypeOf<
      Cart & { extension: CartExtras }
    >();
  });
});

describe('createSdk with fragments', () => {
  it('types the carts of every cart store answer with the cart fragment', async () => {
    const sdk = createSdk({ endpoint, fragments: { cart: CartExtrasDoc } });

    expectTypeOf((await sdk.cart.load()).extension).toEqualTypeOf<CartExtras>();
    expectTypeOf(sdk.cart.getSnapshot().cart).toEqualTypeOf<
      (Cart & { extension: CartExtras }) | null
    >();
    expectTypeOf((await sdk.cart.updateQuantity('uid', 2)).extension).toEqualTypeOf<CartExtras>();
    const merged = await sdk.cart.mergeGuestCart();
    if (merged.merged) expectTypeOf(merged.cart.extension).toEqualTypeOf<CartExtras>();
    // No product fragment: products as without fragments.
    expectTypeOf(await sdk.catalog.getProductBySku('A')).toEqualTypeOf<Product | null>();
  });

  it('types the product of product page reads with the product fragment, or a read’s own', async () => {
    const sdk = createSdk({
      endpoint,
      fragments: { product: ProductExtrasDoc, cart: CartExtrasDoc },
    });

    const product = await sdk.catalog.getProductByUrl('/a.html');
    expectTypeOf(product).toEqualTypeOf<(Product & { extension: ProductExtras }) | null>();
    const own = await sdk.catalog.getProductBySku('A', { fragment: QuantityExtrasNode });
    expectTypeOf(own).toEqualTypeOf<(Product & { extension: QuantityExtras }) | null>();
    const named = await sdk.catalog.getProductBySku('A', {
      fragment: { document: QuantityExtrasNode, fragmentName: 'QuantityExtras' },
    });
    expectTypeOf(named!.extension).toEqualTypeOf<QuantityExtras>();
  });

  it('is an Sdk where one without fragments is expected (a provider, a helper)', () => {
    const sdk = createSdk({ endpoint, fragments: { cart: CartExtrasDoc } });

    expectTypeOf(sdk).toMatchTypeOf<Sdk>();
  });

  it('has no extension without fragments', async () => {
    const sdk = createSdk({ endpoint });

    expectTypeOf(sdk).toEqualTypeOf<Sdk>();
    expectTypeOf(await sdk.cart.load()).toEqualTypeOf<Cart>();
    // @ts-expect-error -- no cart fragment, no extension
    void (await sdk.cart.load()).extension;
  });

  it('takes documents only', () => {
    // @ts-expect-error -- a number is not a fragment document
    createSdk({ endpoint, fragments: { cart: 42 } });
  });
});
