import { inject } from 'vitest';

/**
 * Asks commerce-api directly (the data behind the storefront), so a journey can compare the page
 * with what the API holds.
 */
export async function ask<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'ad_nb_no' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: { message: string }[] };
  // A refusal (a query too costly, a typo) says so here, not as `undefined` three lines later.
  if (answer.errors?.length || !answer.data) {
    throw new Error(`commerce-api refused the test's query: ${JSON.stringify(answer.errors)}`);
  }
  return answer.data;
}

/**
 * Every product the filter `price.from = 0` finds, with the given fields, page by page. Pages of
 * 50 keep a query with nested lists (variants, bundle items) under the API's cost limit.
 */
export async function everyProduct<T>(fields: string): Promise<T[]> {
  const products: T[] = [];
  for (let page = 1; page <= 40; page += 1) {
    const { products: list } = await ask<{
      products: { items: T[]; page_info: { total_pages: number } };
    }>(
      `query ($page: Int!) { products(filter: { price: { from: "0" } }, pageSize: 50, currentPage: $page) { items { ${fields} } page_info { total_pages } } }`,
      { page },
    );
    products.push(...list.items);
    if (page >= list.page_info.total_pages) break;
  }
  return products;
}

/** The JSON-LD objects of a page. */
export function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as Record<string, unknown>,
  );
}
