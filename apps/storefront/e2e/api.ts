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
  return ((await response.json()) as { data: T }).data;
}

/** The JSON-LD objects of a page. */
export function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as Record<string, unknown>,
  );
}
