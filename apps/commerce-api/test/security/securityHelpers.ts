import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/tables.js';
import type { GraphQLErrorBody, TestApi } from '../testApi.js';

/** Every table of the schema, for before/after checksums. */
export const ALL_TABLES: readonly (keyof Database)[] = [
  'store_configs',
  'attribute_options',
  'categories',
  'products',
  'product_search',
  'category_products',
  'category_product_index',
  'product_attribute_index',
  'product_attribute_values',
  'product_images',
  'product_links',
  'configurable_attributes',
  'bundle_options',
  'bundle_selections',
  'grouped_items',
  'downloadable_links',
  'url_rewrites',
  'cms_pages',
  'cms_blocks',
  'blog_posts',
  'mega_menu_items',
  'pf_finders',
  'pf_brands',
  'pf_models',
  'product_fitments',
  'countries',
  'regions',
  'customers',
  'customer_addresses',
  'customer_tokens',
  'login_failures',
  'login_successes',
  'login_alerts',
  'password_reset_tokens',
  'outbox',
  'outbox_attachments',
  'orders',
  'order_items',
  'product_custom_options',
  'customer_tractors',
  'coupons',
  'carts',
  'cart_items',
  'wishlists',
  'wishlist_items',
  'rate_limit_counters',
  'quote_requests',
];

/** Row count and an md5 of every row's text, per table: any change to any row changes it. */
export async function checksums(
  db: Kysely<Database>,
  tables: readonly (keyof Database)[],
): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number; hash: string | null }>`
      SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash
      FROM ${sql.table(table)} AS t`.execute(db);
    sums[table] = `${rows[0]!.n}:${rows[0]!.hash ?? ''}`;
  }
  return sums;
}

/** SQL and server internals that must never reach a client. */
const LEAK =
  /syntax error at|relation "|column "|violates|duplicate key|invalid input syntax|unterminated|tsquery|\bpg_|postgres|pglite|kysely|node_modules|\bat \S+ \(|\.ts:\d+|\.js:\d+/i;

/**
 * What is wrong with the answer to a hostile request, if anything: a 5xx, a masked internal
 * error ("Unexpected error."), or SQL text, a driver name or a stack frame in a message (the
 * payload itself may be echoed, so it is cut out before looking).
 */
export function harmProblems(
  result: { status: number; errors?: GraphQLErrorBody[] },
  label: string,
  payload?: unknown,
): string[] {
  const problems: string[] = [];
  if (result.status >= 500) problems.push(`${label}: HTTP ${result.status}`);
  for (const error of result.errors ?? []) {
    if (error.message === 'Unexpected error.') problems.push(`${label}: Unexpected error.`);
    let text = error.message;
    if (typeof payload === 'string' && payload.trim() !== '') {
      for (const echo of [payload, payload.trim(), payload.toUpperCase(), payload.toLowerCase()]) {
        text = text.split(echo).join('');
      }
    }
    if (LEAK.test(text)) problems.push(`${label}: leaks "${text.slice(0, 200)}"`);
    if (/stack|exception/i.test(JSON.stringify(error.extensions ?? {}))) {
      problems.push(`${label}: extensions ${JSON.stringify(error.extensions)}`);
    }
  }
  return problems;
}

/** Fails the test when `harmProblems` finds anything. */
export function expectHarmless(
  result: { status: number; errors?: GraphQLErrorBody[] },
  label: string,
  payload?: unknown,
): void {
  expect(harmProblems(result, label, payload)).toEqual([]);
}

/** Sends a raw POST body (batches, odd JSON) and returns status and parsed body. */
export async function rawPost(
  t: TestApi,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; text: string }> {
  const response = await fetch(t.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, text };
}
