/** Test data: a wishlist item's product as the API sends it (`WishlistProductFields`). */
export function wishlistProductData(sku: string, extra: Record<string, unknown> = {}) {
  const price = { value: 100, currency: 'NOK' };
  return {
    __typename: 'SimpleProduct',
    uid: `p-${sku}`,
    sku,
    name: `Produkt ${sku}`,
    url_key: sku.toLowerCase(),
    url_suffix: '.html',
    url_rewrites: [],
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    price_range: {
      minimum_price: { regular_price: price, final_price: price },
      maximum_price: { regular_price: price, final_price: price },
    },
    thumbnail: null,
    ...extra,
  };
}

/** Test data: a list as `WmWishlist` (a guest's) or `customer.wishlists` sends it. */
export function wishlistData(skus: readonly string[], code = 'code-1') {
  const items = skus.map((sku, index) => ({
    __typename: 'SimpleWishlistItem',
    id: String(index + 1),
    quantity: 1,
    added_at: '2026-11-21T10:00:00.000Z',
    product: wishlistProductData(sku),
    configured_variant: null,
  }));
  return {
    id: 'w1',
    items_count: items.length,
    sharing_code: code,
    items,
    page_info: { current_page: 1, page_size: 100, total_pages: items.length ? 1 : 0 },
  };
}

/** An answer of {@link fakeGraphqlFetch}'s handler: data, or GraphQL errors. */
export type FakeGraphqlAnswer = { data: unknown } | { errors: { message: string }[] };

/**
 * A `fetch` standing in for the shop's GraphQL API (the HTTP layer: the SDK, its transport and
 * its stores run for real): each request's operation (a GET's `operationName` parameter or a
 * POST's body) goes to the handler of that name; an operation without one fails the test.
 * `calls` lists the operations asked for, in order.
 */
export function fakeGraphqlFetch(
  handlers: Record<string, (variables: Record<string, unknown>) => FakeGraphqlAnswer>,
): typeof fetch & { calls: string[] } {
  const calls: string[] = [];
  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    let operation: string;
    let variables: Record<string, unknown>;
    if (request.method === 'GET') {
      const url = new URL(request.url);
      operation = url.searchParams.get('operationName') ?? '';
      variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown>;
    } else {
      const body = (await request.json()) as {
        operationName?: string;
        query: string;
        variables?: Record<string, unknown>;
      };
      operation = body.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      variables = body.variables ?? {};
    }
    calls.push(operation);
    const handler = handlers[operation];
    if (!handler) throw new Error(`No fake answer for the operation ${operation}`);
    return Response.json(handler(variables));
  };
  return Object.assign(fetchFake, { calls });
}

/** Test data: the answer of `CustomerWishlist` for a customer whose list holds `skus`. */
export function customerWishlistAnswer(skus: readonly string[]): FakeGraphqlAnswer {
  const { items, page_info, ...list } = wishlistData(skus);
  return { data: { customer: { wishlists: [{ ...list, items_v2: { items, page_info } }] } } };
}
