import { readFileSync } from 'node:fs';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { buildSchema, parse as parseSource, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { CodegenDocumentString as TypedDocumentString } from '../testing/codegenDocumentString';
import { sdkDocuments as generated } from '../testing/sdkDocuments';
import { createFragmentExtension } from './createFragmentExtension';
import { documentDefinitions } from './documentDefinitions';
import type { ExtensionFragment } from './ExtensionFragment';
import { cartExtensionTarget, productExtensionTarget } from './extensionTargets';

/** An embedder's fragment as their codegen writes it as an AST (`TypedDocumentNode`). */
function parse(source: string) {
  return parseSource(source) as TypedDocumentNode<unknown, unknown>;
}

/** An embedder's fragment as their codegen writes it (`documentMode: 'string'`). */
function codegenFragment(source: string, fragmentName: string) {
  return new TypedDocumentString<unknown, unknown>(source, { fragmentName });
}

const cartFields = `fragment MyCartFields on Cart {
  email
  is_virtual
  prices {
    grand_total {
      currency
    }
  }
  items {
    uid
    ...MyLineFields
  }
}
fragment MyLineFields on CartItemInterface {
  product {
    meta_title
  }
  ... on ConfigurableCartItem {
    configured_variant {
      meta_title
    }
  }
}`;

const productFields = `fragment MyProductFields on ProductInterface {
  canonical_url
  meta_keyword
  min_sale_qty
  categories {
    position: level
  }
  ... on ConfigurableProduct {
    configurable_product_options_selection {
      options_available_for_selection {
        attribute_code
      }
    }
  }
}`;

/** The shop's schema, as `npm run codegen` and commerce-api read it. */
const shopSchema = buildSchema(
  ['../../../../schema/magento.graphql', '../../../../schema/extensions.graphql']
    .map((path) => readFileSync(new URL(path, import.meta.url), 'utf8'))
    .join('\n'),
);

/** Every SDK document holding the fragment `name`. */
function documentsWith(name: string): [string, unknown][] {
  return Object.entries(generated).filter(
    ([exportName, value]) =>
      exportName.endsWith('Document') &&
      (documentDefinitions(value) ?? []).some(
        (definition) => definition.kind === 'fragment' && definition.name === name,
      ),
  );
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('createFragmentExtension', () => {
  it('spreads a cart fragment into every cart document, valid against the shop schema', async () => {
    const extension = createFragmentExtension(
      cartExtensionTarget,
      codegenFragment(cartFields, 'MyCartFields'),
    );
    const documents = documentsWith('CartFields');
    // Every cart the cart store reads or changes, and the checkout's (which spread CartFields).
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'CartDocument',
        'CustomerCartDocument',
        'CreateGuestCartDocument',
        'AddSimpleProductsToCartDocument',
        'AddProductsToCartDocument',
        'UpdateCartItemsDocument',
        'RemoveItemFromCartDocument',
        'ApplyCouponToCartDocument',
        'RemoveCouponFromCartDocument',
        'AddCustomFieldsToCartDocument',
        'MergeCartsDocument',
      ]),
    );

    for (const [name, document] of documents) {
      const composed = await extension.compose(document);
      // The SDK's documents are plain strings, and so is what it composes of them.
      expect(typeof composed, name).toBe('string');
      const ast = parse(String(composed));
      expect(validate(shopSchema, ast).map(String), name).toEqual([]);
      expect(String(composed)).toMatch(/fragment CartFields on Cart \{\n\s+\.\.\.MyCartFields\n/);
      expect(String(composed)).toContain('fragment MyLineFields on CartItemInterface');
    }
  });

  it('spreads a product fragment into the product page documents, valid against the shop schema', async () => {
    const extension = createFragmentExtension(productExtensionTarget, parse(productFields));
    const documents = documentsWith('ProductDetailFields');
    expect(documents.map(([name]) => name).sort()).toEqual([
      'ProductBySkuDocument',
      'ProductByUrlKeyDocument',
    ]);

    for (const [name, document] of documents) {
      const composed = String(await extension.compose(document));
      expect(validate(shopSchema, parse(composed)).map(String), name).toEqual([]);
      expect(composed).toMatch(
        /fragment ProductDetailFields on ProductInterface \{\n\s+\.\.\.MyProductFields\n/,
      );
    }
  });

  it('composes each document once and leaves documents without the fragment as they are', async () => {
    const extension = createFragmentExtension(
      cartExtensionTarget,
      codegenFragment(cartFields, 'MyCartFields'),
    );

    const first = await extension.compose(generated.CartDocument);
    const second = await extension.compose(generated.CartDocument);

    expect(second).toBe(first);
    expect(await extension.compose(generated.StoreConfigDocument)).toBe(
      generated.StoreConfigDocument,
    );
  });

  it('composes an SDK document given as an AST into source text', async () => {
    const extension = createFragmentExtension(
      cartExtensionTarget,
      codegenFragment(cartFields, 'MyCartFields'),
    );
    const ast = parse(String(generated.CartDocument));

    const composed: unknown = await extension.compose(ast);

    expect(typeof composed).toBe('string');
    expect(validate(shopSchema, parse(composed as string)).map(String)).toEqual([]);
  });

  it('extracts only the fragment’s fields from an answer that merges them with the SDK’s', async () => {
    const extension = createFragmentExtension(
      cartExtensionTarget,
      codegenFragment(cartFields, 'MyCartFields'),
    );
    await extension.compose(generated.CartDocument);
    const answer = {
      id: 'cart-1',
      total_quantity: 2,
      email: null,
      is_virtual: false,
      prices: {
        grand_total: { value: 200, currency: 'NOK' },
        subtotal_including_tax: { value: 200 },
      },
      items: [
        { uid: 'l1', quantity: 2, product: { sku: 'A', meta_title: 'Filter A' } },
        {
          uid: 'l2',
          quantity: 1,
          product: { sku: 'B', meta_title: null },
          configured_variant: { sku: 'B-red', meta_title: 'Rød' },
        },
      ],
    };

    expect(extension.extract(answer)).toEqual({
      email: null,
      is_virtual: false,
      prices: { grand_total: { currency: 'NOK' } },
      items: [
        { uid: 'l1', product: { meta_title: 'Filter A' } },
        { uid: 'l2', product: { meta_title: null }, configured_variant: { meta_title: 'Rød' } },
      ],
    });
    expect(extension.attach({ id: 'cart-1' }, answer)).toMatchObject({
      id: 'cart-1',
      extension: { is_virtual: false },
    });
  });

  it('extracts by alias', async () => {
    const extension = createFragmentExtension(productExtensionTarget, parse(productFields));
    await extension.compose(generated.ProductBySkuDocument);

    expect(
      extension.extract({
        sku: 'A',
        canonical_url: 'a.html',
        categories: [{ uid: 'c', position: 2 }],
      }),
    ).toEqual({ canonical_url: 'a.html', categories: [{ position: 2 }] });
  });

  describe('refuses, with an SdkError naming the problem,', () => {
    const cases: [string, ExtensionFragment, RegExp][] = [
      [
        'a fragment on the wrong type',
        codegenFragment('fragment MyCartFields on ProductInterface { sku }', 'MyCartFields'),
        /cart extension fragment MyCartFields is on ProductInterface, but must be on Cart/,
      ],
      [
        'several fragments without saying which (AST)',
        parse('fragment A on Cart { email } fragment B on Cart { is_virtual }'),
        /defines 2 fragments \(A, B\): pass \{ document, fragmentName \}/,
      ],
      [
        'several fragments without saying which (string without codegen metadata)',
        new TypedDocumentString('fragment A on Cart { email }\nfragment B on Cart { id }'),
        /defines 2 fragments \(A, B\)/,
      ],
      [
        'a fragmentName the document does not define',
        { document: parse('fragment A on Cart { email }'), fragmentName: 'C' },
        /defines no fragment C/,
      ],
      [
        'a name the SDK’s own fragments use',
        codegenFragment('fragment CartFields on Cart { email }', 'CartFields'),
        /name CartFields is a fragment of the SDK's own cart documents: rename it/,
      ],
      [
        'an operation',
        new TypedDocumentString('query Mine { cart(cart_id: "x") { email } }'),
        /holds an operation: it must hold fragment definitions only/,
      ],
      ['no fragment at all', new TypedDocumentString('# nothing'), /defines no fragment/],
      [
        'something else than a document',
        { notADocument: true } as ExtensionFragment,
        /is not a GraphQL document/,
      ],
    ];

    it.each(cases)('%s', (_, fragment, message) => {
      const error = thrown(() => createFragmentExtension(cartExtensionTarget, fragment));

      expect(isSdkError(error, 'invalid-argument')).toBe(true);
      expect((error as Error).message).toMatch(message);
    });

    it('a product fragment on another type than a product', () => {
      const error = thrown(() =>
        createFragmentExtension(productExtensionTarget, parse('fragment P on Cart { email }')),
      );

      expect((error as Error).message).toBe(
        'The product extension fragment P is on Cart, but must be on ProductInterface or a product type (such as SimpleProduct)',
      );
    });

    it('a nested fragment named like one of the SDK’s product fragments', () => {
      const error = thrown(() =>
        createFragmentExtension(
          productExtensionTarget,
          codegenFragment(
            'fragment P on ProductInterface { price_range { ...PriceRangeFields } }\nfragment PriceRangeFields on PriceRange { minimum_price { discount { amount_off } } }',
            'P',
          ),
        ),
      );

      expect((error as Error).message).toMatch(
        /name PriceRangeFields is a fragment of the SDK's own/,
      );
    });

    it.each([
      ['fragment Broken on Cart { email ( }', /unclosed "\("/],
      ['fragment Broken on Cart { email } }', /expected "fragment", found "\}"/],
      ['fragment Broken on Cart { }', /an empty selection set/],
      ['fragment Broken on Cart { email % }', /unexpected character "%"/],
    ])('source that is not GraphQL: %s', (source, detail) => {
      const error = thrown(() =>
        createFragmentExtension(cartExtensionTarget, codegenFragment(source, 'Broken')),
      );

      expect(isSdkError(error, 'invalid-argument')).toBe(true);
      expect((error as Error).message).toMatch(
        /^The cart extension fragment is not valid GraphQL: /,
      );
      expect((error as Error).message).toMatch(detail);
    });
  });

  it('picks the fragment a codegen TypedDocumentString names among several, or the one named', () => {
    const source = 'fragment Outer on Cart { ...Inner }\nfragment Inner on Cart { email }';

    expect(
      createFragmentExtension(cartExtensionTarget, codegenFragment(source, 'Outer')).fragmentName,
    ).toBe('Outer');
    expect(
      createFragmentExtension(cartExtensionTarget, {
        document: parse(source),
        fragmentName: 'Inner',
      }).fragmentName,
    ).toBe('Inner');
  });
});
