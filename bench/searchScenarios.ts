/**
 * What the products search benchmark asks: its one search document, sent as a GET, and the
 * scenarios a shopper's searches fall into, each walking its own list of terms or filters.
 */

export const SEARCH = `query ($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: 12) {
    total_count
    items { sku name price_range { minimum_price { final_price { value } } } }
    aggregations { attribute_code options { value count } }
  }
}`;

/** Broad terms: everyday words, a stop word, a plural and a compound (issue 19). */
const BROAD_TERMS = [
  'filter',
  'hydraulikk',
  'lys',
  'pumpe',
  'massey',
  'olje og filter',
  'filtre',
  'oljefilter',
];
/**
 * Kinds of part, makes and the ways between them a shopper writes: 720 different terms, so no
 * request of the "first-time term" scenario finds its match among the server's recent searches
 * (its per-word readings are cached, as they are for real shoppers' words).
 */
const KINDS = [
  'filter',
  'oljefilter',
  'luftfilter',
  'pumpe',
  'lys',
  'slange',
  'pakning',
  'lager',
  'sylinder',
  'reim',
  'dyse',
  'termostat',
  'filtre',
  'pumper',
  'hydraulikk',
  'glodeplugg',
  'lykt',
  'kobling',
  'bremse',
  'sete',
];
const MAKES = [
  'massey',
  'ferguson',
  'john deere',
  'fendt',
  'valtra',
  'new holland',
  'case',
  'deutz',
  'claas',
  'zetor',
  'kubota',
  'ford',
];
const FIRST_TIME_TERMS = KINDS.flatMap((kind) =>
  MAKES.flatMap((make) => [`${kind} ${make}`, `${kind} til ${make}`, `${make} ${kind}`]),
);
/** Part numbers the seed gives to a product, written as dealers and shoppers write them. */
const PART_NUMBERS = [
  'RE504836',
  '3595854 M1',
  'RE 504836',
  '1447036M2',
  'AL 78405',
  '87-802-498',
  'HH16432430',
  'F716 200 060 010',
];

export type Variables = Record<string, unknown>;
export type Scenario = { name: string; variables: () => Variables };
/** A broad term with the top-level category and the manufacturer a shopper would click. */
export type Filtered = { search: string; categoryUid: string; manufacturer: string };

export function scenarios(categoryUids: string[], filtered: Filtered[]): Scenario[] {
  // Each scenario walks its lists in a fixed order, so every build gets the same requests.
  const cycle = (make: (k: number) => Variables) => {
    let k = 0;
    return () => make(k++);
  };
  const at = <T>(list: T[], k: number) => list[k % list.length]!;
  return [
    { name: 'broad term', variables: cycle((k) => ({ search: at(BROAD_TERMS, k) })) },
    {
      name: 'first-time term (kind + make)',
      variables: cycle((k) => ({ search: at(FIRST_TIME_TERMS, k) })),
    },
    { name: 'part number', variables: cycle((k) => ({ search: at(PART_NUMBERS, k) })) },
    {
      name: 'broad term + category + manufacturer',
      variables: cycle((k) => {
        const { search, categoryUid, manufacturer } = at(filtered, k);
        return {
          search,
          filter: { category_uid: { eq: categoryUid }, manufacturer: { in: [manufacturer] } },
        };
      }),
    },
    {
      name: 'category listing',
      variables: cycle((k) => ({
        filter: { category_uid: { eq: at(categoryUids, k) } },
        sort: { price: 'ASC' },
      })),
    },
  ];
}

type Option = { value: string; count: number };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benchmark reads a few known fields
function largest(data: any, code: string, among?: string[]): string | undefined {
  const options: Option[] =
    data.products.aggregations.find((a: { attribute_code: string }) => a.attribute_code === code)
      ?.options ?? [];
  return options
    .filter((o) => !among || among.includes(o.value))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))[0]?.value;
}

/**
 * For each broad term, the top-level category with most of its hits and, within it, the
 * manufacturer with most; a term that finds nothing gets the largest category and its largest
 * manufacturer (so the request is still made).
 */
export async function filteredSearches(url: string, categoryUids: string[]): Promise<Filtered[]> {
  const listing = await graphql(url, SEARCH, { filter: { category_uid: { in: categoryUids } } });
  const fallbackCategory = largest(listing, 'category_uid', categoryUids) ?? categoryUids[0]!;
  const inFallback = await graphql(url, SEARCH, {
    filter: { category_uid: { eq: fallbackCategory } },
  });
  const fallbackManufacturer = largest(inFallback, 'manufacturer')!;
  const filtered: Filtered[] = [];
  for (const search of BROAD_TERMS) {
    const categoryUid =
      largest(await graphql(url, SEARCH, { search }), 'category_uid', categoryUids) ??
      fallbackCategory;
    const manufacturer =
      largest(
        await graphql(url, SEARCH, { search, filter: { category_uid: { eq: categoryUid } } }),
        'manufacturer',
      ) ?? fallbackManufacturer;
    filtered.push({ search, categoryUid, manufacturer });
  }
  return filtered;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benchmark reads a few known fields
export async function graphql(url: string, query: string, variables: Variables): Promise<any> {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${url}?${params}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benchmark reads a few known fields
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
