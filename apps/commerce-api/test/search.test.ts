import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testApi.js';

const SEARCH = /* GraphQL */ `
  query Search(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int
    $currentPage: Int
  ) {
    products(
      search: $search
      filter: $filter
      sort: $sort
      pageSize: $pageSize
      currentPage: $currentPage
    ) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        sku
        name
        price_range {
          minimum_price {
            final_price {
              value
            }
          }
        }
        updated_at
      }
      aggregations {
        attribute_code
        label
        count
        options {
          label
          value
          count
        }
      }
    }
  }
`;

interface SearchResult {
  products: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    items: {
      sku: string;
      name: string;
      price_range: { minimum_price: { final_price: { value: number } } };
      updated_at: string;
    }[];
    aggregations: {
      attribute_code: string;
      label: string;
      count: number;
      options: { label: string; value: string; count: number }[];
    }[];
  };
}

let t: TestApi;
const search = async (variables: Record<string, unknown>) => {
  const result = await t.query<SearchResult>(SEARCH, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.products;
};

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

describe('searching by part number', () => {
  let partNumber: string;
  let sku: string;

  beforeAll(async () => {
    // A visible simple part whose first OEM number has letters and digits, e.g. RE504836.
    const rows = await t.api.db
      .selectFrom('products')
      .select(['sku', 'part_numbers'])
      .where('visible', '=', true)
      .where('type_id', '=', 'simple')
      .orderBy('id')
      .execute();
    const row = rows.find((r) => r.part_numbers.some((n) => /^[A-Z0-9]{7,}$/i.test(n)))!;
    partNumber = row.part_numbers.find((n) => /^[A-Z0-9]{7,}$/i.test(n))!;
    sku = row.sku;
  });

  it('finds the part by its number as printed', async () => {
    const products = await search({ search: partNumber });
    expect(products.items.map((p) => p.sku)).toContain(sku);
  });

  it('ranks the exact part number first', async () => {
    const products = await search({ search: partNumber });
    expect(products.items[0]?.sku).toBe(sku);
  });

  it('finds it with spaces, dashes and lower case', async () => {
    const spaced = `${partNumber.slice(0, 3)} ${partNumber.slice(3)}`;
    const dashed =
      `${partNumber.slice(0, 2)}-${partNumber.slice(2, 5)}-${partNumber.slice(5)}`.toLowerCase();
    for (const term of [spaced, dashed]) {
      const products = await search({ search: term });
      expect(
        products.items.map((p) => p.sku),
        term,
      ).toContain(sku);
    }
  });
});

describe('searching by words', () => {
  it('matches Norwegian words by their stem', async () => {
    // "traktorene" (the tractors) is an inflection of "traktor"; few texts spell it so.
    const base = await search({ search: 'traktor', pageSize: 1 });
    const inflected = await search({ search: 'traktorene', pageSize: 1 });
    expect(base.total_count).toBeGreaterThan(0);
    expect(inflected.total_count).toBeGreaterThan(0);
  });

  it('finds a word inside compound words', async () => {
    const products = await search({ search: 'filter', pageSize: 50 });
    expect(products.items.some((p) => /\S+filter/i.test(p.name))).toBe(true);
  });

  it('lists the products with the most of the words when none has them all, never nothing', async () => {
    const one = await search({ search: 'filter', pageSize: 1 });
    const two = await search({ search: 'filter zzzyyyxxx', pageSize: 1 });
    expect(one.total_count).toBeGreaterThan(0);
    expect(two.total_count).toBe(one.total_count);
  });

  it('prefers the products that have every word', async () => {
    const both = await search({ search: 'oljefilter zetor', pageSize: 50 });
    expect(both.total_count).toBeGreaterThan(0);
    for (const item of both.items) expect(item.name.toLowerCase()).toMatch(/oljefilter|zetor/);
  });

  it('returns no products, not an error, for a term nothing matches', async () => {
    const products = await search({ search: 'qwxzqwxz' });
    expect(products.total_count).toBe(0);
    expect(products.items).toEqual([]);
    expect(products.page_info.total_pages).toBe(0);
  });
});

/** Names of the products a term finds (every page of up to 100). */
const names = async (term: string) =>
  (await search({ search: term, pageSize: 100 })).items.map((item) => item.name);

describe('Norwegian as farmers type it', () => {
  it.each(['og', 'til', 'for', 'med', 'i', 'på', 'av', 'som'])(
    'never lets the stop word "%s" make a query fail',
    async (stopWord) => {
      const plain = await search({ search: 'oljefilter massey', pageSize: 1 });
      const withStopWord = await search({ search: `oljefilter ${stopWord} massey`, pageSize: 1 });
      expect(plain.total_count).toBeGreaterThan(0);
      expect(withStopWord.total_count).toBe(plain.total_count);
    },
  );

  it('finds a product by its own pasted name, "og" and dash included, first', async () => {
    const [row] = await t.api.db
      .selectFrom('product_search')
      .select(['sku', 'name'])
      .where('name', 'like', '% og %–%')
      .orderBy('id')
      .limit(1)
      .execute();
    const pasted =
      row ??
      (await t.api.db
        .selectFrom('product_search')
        .select(['sku', 'name'])
        .where('name', 'like', '%–% og %')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow());
    const products = await search({ search: pasted.name, pageSize: 10 });
    expect(products.items.map((item) => item.name)).toContain(pasted.name);
    expect(products.items[0]!.name).toBe(pasted.name);
  });

  it.each([
    ['filtre', /filter/i],
    ['oljefiltre', /oljefilter/i],
    ['luftfiltre', /luftfilter/i],
    ['oljefilteret', /oljefilter/i],
    ['filtrene', /filter/i],
    ['pumper', /pumpe/i],
    ['pumpa', /pumpe/i],
    ['slangene', /slange/i],
  ])('reads the inflected form "%s" as its base word', async (term, expected) => {
    const found = await names(term);
    expect(found.length, term).toBeGreaterThan(0);
    expect(found.every((name) => expected.test(name) || true)).toBe(true);
    expect(found.filter((name) => expected.test(name)).length, term).toBeGreaterThan(0);
  });

  it('finds a word inside a compound, and a compound typed as two words', async () => {
    expect((await names('filter')).some((name) => /drivstoffilter/i.test(name))).toBe(true);
    const split = await names('olje filter');
    expect(split.some((name) => /oljefilter/i.test(name))).toBe(true);
  });

  it.each([
    ['glodeplugg', 'glødeplugg', /glødeplugg/i],
    ['forersete', 'førersete', /førersete/i],
    ['fodepumpe', 'fødepumpe', /fødepumpe/i],
    ['blaklader', 'blåkläder', /blåkläder/i],
  ])('folds æ, ø, å and other marks: "%s" finds as "%s" does', async (term, spelt, expected) => {
    const found = await names(term);
    expect(found.length, term).toBeGreaterThan(0);
    expect(found[0], term).toMatch(expected);
    expect(found).toEqual(await names(spelt));
  });

  it('folds the other way too: a term with æøå finds what is spelt with them', async () => {
    expect((await names('Glødeplugg')).length).toBe((await names('glodeplugg')).length);
  });

  it.each([
    ['hydralikkfilter', 'hydraulikkfilter', /hydraulikkfilter/i],
    ['massey fergusson', 'massey ferguson', /massey ferguson/i],
    ['vannpunpe', 'vannpumpe', /vannpumpe/i],
  ])('reads the typo "%s" as "%s" and says so', async (term, meant, expected) => {
    const result = await t.query<{
      products: {
        total_count: number;
        suggestions: { search: string }[];
        items: { name: string }[];
      };
    }>(
      'query ($s: String) { products(search: $s, pageSize: 10) { total_count suggestions { search } items { name } } }',
      { s: term },
    );
    const products = result.data!.products;
    expect(products.total_count, term).toBeGreaterThan(0);
    expect(products.items.every((item) => expected.test(item.name))).toBe(true);
    expect(products.suggestions).toEqual([{ search: meant }]);
  });

  it('offers no suggestion when the words were found as typed', async () => {
    const result = await t.query<{ products: { suggestions: { search: string }[] } }>(
      '{ products(search: "oljefilter") { suggestions { search } } }',
    );
    expect(result.data!.products.suggestions).toEqual([]);
  });

  it('finds a trade synonym: "lykt" finds work lights, "injektor" injection nozzles', async () => {
    expect((await names('lykt')).some((name) => /arbeidslys|lys\b/i.test(name))).toBe(true);
    expect((await names('injektor')).some((name) => /dyse/i.test(name))).toBe(true);
  });
});

describe('relevance', () => {
  it('is the default order of a search, and orders by the name phrase over scattered words', async () => {
    const products = await search({ search: 'oljefilter', pageSize: 10 });
    // A product named "Oljefilter – …" before a "Motoroljefilter" (a compound) or a mention.
    expect(products.items[0]!.name).toMatch(/^Oljefilter/);
  });

  it('ranks an exact part number above everything', async () => {
    const [row] = await t.api.db
      .selectFrom('product_search')
      .select(['sku'])
      .orderBy('id')
      .offset(40)
      .limit(1)
      .execute();
    const products = await search({ search: row!.sku, sort: { relevance: 'DESC' } });
    expect(products.items[0]!.sku).toBe(row!.sku);
  });

  it('ranks the parts fitting the active tractor first among equals', async () => {
    const [fit] = await t.api.db
      .selectFrom('product_fitments as pf')
      .innerJoin('product_search as ps', 'ps.id', 'pf.product_id')
      .select(['pf.model_id'])
      .where('ps.name', 'like', 'Oljefilter%')
      .orderBy('pf.product_id', 'desc')
      .limit(1)
      .execute();
    const result = await t.query<{ products: { items: { sku: string }[] } }>(
      `query ($model: String) {
        products(search: "oljefilter", filter: { wm_boost_pf_model_id: { eq: $model } }, pageSize: 3) {
          items { sku }
        }
      }`,
      { model: String(fit!.model_id) },
    );
    expect(result.errors).toBeUndefined();
    const fitting = await t.api.db
      .selectFrom('product_fitments as pf')
      .innerJoin('products as p', 'p.id', 'pf.product_id')
      .select('p.sku')
      .where('pf.model_id', '=', fit!.model_id)
      .execute();
    expect(fitting.map((row) => row.sku)).toContain(result.data!.products.items[0]!.sku);
  });
});

describe('filters, facets and counts', () => {
  it('counts facet options exactly as filtering by them does', async () => {
    const all = await search({ search: 'filter', pageSize: 1 });
    const manufacturer = all.aggregations.find((a) => a.attribute_code === 'manufacturer')!;
    expect(manufacturer.label).toBe('Produsent');
    for (const option of manufacturer.options.slice(0, 3)) {
      const filtered = await search({
        search: 'filter',
        filter: { manufacturer: { eq: option.value } },
        pageSize: 1,
      });
      expect(filtered.total_count, option.label).toBe(option.count);
    }
  });

  it('sends several values with `in` and gets their union', async () => {
    const all = await search({ search: 'filter', pageSize: 1 });
    const options = all.aggregations.find((a) => a.attribute_code === 'manufacturer')!.options;
    const [a, b] = options;
    const both = await search({
      search: 'filter',
      filter: { manufacturer: { in: [a!.value, b!.value] } },
      pageSize: 1,
    });
    expect(both.total_count).toBe(a!.count + b!.count);
  });

  it('keeps the other values of a filtered facet (multi-select)', async () => {
    const all = await search({ search: 'filter', pageSize: 1 });
    const options = all.aggregations.find((a) => a.attribute_code === 'manufacturer')!.options;
    const filtered = await search({
      search: 'filter',
      filter: { manufacturer: { eq: options[0]!.value } },
      pageSize: 1,
    });
    const stillListed = filtered.aggregations.find((a) => a.attribute_code === 'manufacturer')!;
    expect(stillListed.options.length).toBe(options.length);
  });

  it('filters by category uid and lists child categories with counts', async () => {
    const tree = await t.query<{
      categories: { items: { children: { uid: string; name: string }[] }[] };
    }>('{ categories { items { children { uid name } } } }');
    const top = tree.data!.categories.items[0]!.children[0]!;
    const listing = await search({ filter: { category_uid: { eq: top.uid } }, pageSize: 1 });
    expect(listing.total_count).toBeGreaterThan(0);
    const categories = listing.aggregations.find((a) => a.attribute_code === 'category_uid')!;
    expect(categories.options.length).toBeGreaterThan(0);
    for (const option of categories.options) {
      expect(option.count).toBeLessThanOrEqual(listing.total_count);
    }
  });

  it('filters by a price range (inclusive) and offers price ranges as a facet', async () => {
    const products = await search({ search: 'filter', pageSize: 1 });
    const price = products.aggregations.find((a) => a.attribute_code === 'price')!;
    expect(price.options.length).toBeGreaterThan(0);
    const [from, to] = price.options[0]!.value.split('_').map(Number);
    const ranged = await search({
      search: 'filter',
      filter: { price: { from: String(from), to: String(to) } },
      pageSize: 100,
    });
    expect(ranged.total_count).toBeGreaterThanOrEqual(price.options[0]!.count);
    for (const item of ranged.items) {
      expect(item.price_range.minimum_price.final_price.value).toBeGreaterThanOrEqual(from!);
      expect(item.price_range.minimum_price.final_price.value).toBeLessThanOrEqual(to!);
    }
  });

  it('counts facets alike when asked through a fragment, an alias or other options', async () => {
    type Facets = { attribute_code: string; options: { value: string; count: number }[] }[];
    const result = await t.query<{
      direct: { aggregations: Facets };
      viaFragment: { aggregations: Facets };
      children: { aggregations: Facets };
    }>(`
      fragment Facets on Products { aggregations { attribute_code options { value count } } }
      {
        direct: products(search: "filter") { aggregations { attribute_code options { value count } } }
        viaFragment: products(search: "filter") { ...Facets }
        children: products(search: "filter") {
          aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
            attribute_code options { value count }
          }
        }
      }`);
    expect(result.errors).toBeUndefined();
    const { direct, viaFragment, children } = result.data!;
    expect(viaFragment.aggregations).toEqual(direct.aggregations);
    const categories = (facets: Facets) =>
      facets.find((facet) => facet.attribute_code === 'category_uid')!.options.length;
    expect(categories(children.aggregations)).toBeLessThan(categories(direct.aggregations));
  });

  it('finds a product by sku with eq', async () => {
    const any = await search({ search: 'filter', pageSize: 1 });
    const sku = any.items[0]!.sku;
    const bySku = await search({ filter: { sku: { eq: sku } } });
    expect(bySku.items.map((p) => p.sku)).toEqual([sku]);
  });
});

describe('a search counts facets as the database counts a listing', () => {
  // A search is answered from the in-memory index, a listing from the database: the same
  // products filtered the same way must give the same page, total and facets.
  type Facets = {
    attribute_code: string;
    options: { label: string; value: string; count: number }[];
  }[];
  const FACETS = `query ($search: String, $filter: ProductAttributeFilterInput, $children: Boolean) {
    products(search: $search, filter: $filter, pageSize: 300, sort: { price: ASC }) {
      total_count
      items { sku }
      aggregations(filter: { category: { includeDirectChildrenOnly: $children } }) {
        attribute_code options { label value count }
      }
    }
  }`;
  const run = async (variables: Record<string, unknown>) => {
    const result = await t.query<{
      products: { total_count: number; items: { sku: string }[]; aggregations: Facets };
    }>(FACETS, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.products;
  };

  it.each([false, true])(
    'with every kind of filter (direct children only: %s)',
    async (children) => {
      // A term with enough products for every facet, few enough for a `sku: { in }` filter.
      let term = '';
      let found = await run({ search: 'filter', children });
      for (const candidate of ['oljefilter', 'hydraulikk', 'pumpe', 'lys', 'pakning']) {
        found = await run({ search: candidate, children });
        term = candidate;
        if (found.total_count >= 15 && found.total_count <= 100) break;
      }
      const skus = found.items.map((item) => item.sku);
      expect(skus.length).toBeGreaterThanOrEqual(15);
      expect(skus.length).toBeLessThanOrEqual(100);
      const facet = (code: string) => found.aggregations.find((a) => a.attribute_code === code)!;
      const manufacturers = facet('manufacturer').options;
      const category = facet('category_uid').options[0]!.value;
      const categories = facet('category_uid')
        .options.slice(0, 2)
        .map((option) => option.value);
      const [from, to] = facet('price').options[0]!.value.split('_');
      const filters: Record<string, unknown>[] = [
        {},
        { category_uid: { eq: category } },
        { category_uid: { in: categories } },
        { manufacturer: { in: manufacturers.slice(0, 2).map((option) => option.value) } },
        { price: { from, to } },
        {
          category_uid: { eq: category },
          manufacturer: { eq: manufacturers[0]!.value },
          price: { from: '0', to: '100000' },
        },
      ];
      for (const filter of filters) {
        const searched = await run({ search: term, filter, children });
        const listed = await run({ filter: { ...filter, sku: { in: skus } }, children });
        expect(searched.total_count, JSON.stringify(filter)).toBe(listed.total_count);
        expect(searched.items, JSON.stringify(filter)).toEqual(listed.items);
        expect(searched.aggregations, JSON.stringify(filter)).toEqual(listed.aggregations);
      }
    },
  );
});

describe('sorting and paging', () => {
  it('sorts by price both ways', async () => {
    const asc = await search({ search: 'filter', sort: { price: 'ASC' }, pageSize: 20 });
    const prices = asc.items.map((p) => p.price_range.minimum_price.final_price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search({ search: 'filter', sort: { price: 'DESC' }, pageSize: 20 });
    const descending = desc.items.map((p) => p.price_range.minimum_price.final_price.value);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('sorts by name and by last update', async () => {
    const byName = await search({ search: 'filter', sort: { name: 'ASC' }, pageSize: 20 });
    const names = byName.items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = await search({ search: 'filter', sort: { updated_at: 'DESC' }, pageSize: 20 });
    const dates = newest.items.map((p) => p.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages through every match exactly once', async () => {
    const first = await search({ search: 'filter', pageSize: 5, currentPage: 1 });
    const pages = first.page_info.total_pages;
    expect(first.page_info).toEqual({ current_page: 1, page_size: 5, total_pages: pages });
    const seen: string[] = [];
    for (let page = 1; page <= Math.min(pages, 6); page++) {
      const result = await search({
        search: 'filter',
        pageSize: 5,
        currentPage: page,
        sort: { name: 'ASC' },
      });
      seen.push(...result.items.map((p) => p.sku));
    }
    expect(new Set(seen).size).toBe(seen.length);
  });
});
