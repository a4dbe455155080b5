import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  astFragmentSelections,
  project,
  selectionPlan,
  sourceFragmentSelections,
} from './selectionPlan';

/** Plans as plain objects, to compare. */
function plain(plan: ReturnType<typeof selectionPlan>): unknown {
  return Object.fromEntries([...plan].map(([key, child]) => [key, child && plain(child)]));
}

const sources: [string, string, string][] = [
  [
    'aliases, arguments with objects, lists and strings holding braces, directives',
    'Mine',
    `fragment Mine on ProductInterface @deprecated(reason: "x { }") {
      attributes: custom_attributesV2(filters: { is_comparable: true, codes: ["a", "b}"] }) {
        items { code }
      }
      price_range { minimum_price { final_price { value } } }
      sku @include(if: true)
      description: short_description { html }
    }`,
  ],
  [
    'inline fragments with and without a type, spreads, recursion',
    'Outer',
    `# a comment { with a brace
    fragment Outer on Cart {
      ... on Cart { email }
      ... @include(if: true) { is_virtual }
      items { ...Line uid }
      ...Outer
    }
    fragment Line on CartItemInterface {
      uid
      product { sku name }
      ... on ConfigurableCartItem { configured_variant { sku } }
    }`,
  ],
  [
    'block strings, numbers, commas, variables-free arguments',
    'Numbers',
    `fragment Numbers on Query {
      products(search: """a "quoted" { block }""", pageSize: 10, currentPage: -1.5e2,) {
        total_count
      }
    }`,
  ],
];

describe('selectionPlan', () => {
  it.each(sources)('reads source as graphql’s parser does: %s', (_, root, source) => {
    const fromSource = selectionPlan(root, sourceFragmentSelections(source));
    const fromAst = selectionPlan(root, astFragmentSelections(parse(source)));

    expect(plain(fromSource)).toEqual(plain(fromAst));
    expect(fromSource.size).toBeGreaterThan(0);
  });

  it('picks the fields asked for, through lists and nulls', () => {
    const plan = selectionPlan('Outer', sourceFragmentSelections(sources[1]![2]));

    expect(
      project(
        {
          id: 'c',
          email: 'a@b.no',
          is_virtual: false,
          items: [
            { uid: '1', quantity: 2, product: { sku: 'A', name: 'Filter', url_key: 'a' } },
            { uid: '2', product: null, configured_variant: { sku: 'B-red', name: 'x' } },
          ],
        },
        plan,
      ),
    ).toEqual({
      email: 'a@b.no',
      is_virtual: false,
      items: [
        { uid: '1', product: { sku: 'A', name: 'Filter' } },
        { uid: '2', product: null, configured_variant: { sku: 'B-red' } },
      ],
    });
  });
});
