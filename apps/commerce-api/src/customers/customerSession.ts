import type { Kysely, Selectable } from 'kysely';
import type { CustomerTable, Database } from '../db/tables.js';
import { hashCustomerToken } from './customerToken.js';

export type CustomerRow = Selectable<CustomerTable>;

/** The customer signed in with this request's bearer token. */
export interface CustomerSession {
  customer: CustomerRow;
  tokenHash: string;
}

/**
 * The customer behind a bearer token, or null when the token is unknown, revoked or expired.
 */
export async function findCustomerSession(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<CustomerSession | null> {
  const tokenHash = hashCustomerToken(token);
  const customer = await db
    .selectFrom('customer_tokens')
    .innerJoin('customers', 'customers.id', 'customer_tokens.customer_id')
    .selectAll('customers')
    .where('customer_tokens.token_hash', '=', tokenHash)
    .where('customer_tokens.revoked_at', 'is', null)
    .where('customer_tokens.expires_at', '>', now)
    .executeTakeFirst();
  return customer ? { customer, tokenHash } : null;
}
