import type { Kysely, Selectable } from 'kysely';
import type { CustomerRow } from '../customers/customerSession.js';
import type { Database, QuoteRequestTable } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import {
  isPhoneNumber,
  NO_CONTACT_DEFAULTS,
  validQuoteRequest,
  type QuoteContactDefaults,
  type QuoteRequestInput,
  type ValidQuoteRequest,
} from './quoteRequestRules.js';

export type QuoteRequestRow = Selectable<QuoteRequestTable>;

/** A quote request's number as the buyer and the shop refer to it: `T000042`. */
export const quoteRequestNumber = (id: number) => `T${String(id).padStart(6, '0')}`;

/**
 * A signed-in customer's name, e-mail address and telephone number for the quote form's fields
 * left out: the telephone of the default billing address, else the default shipping address's,
 * when it is a telephone number at all (an address book may hold anything there).
 */
export async function customerContactDefaults(
  db: Kysely<Database>,
  customer: CustomerRow | null,
): Promise<QuoteContactDefaults> {
  if (!customer) return NO_CONTACT_DEFAULTS;
  const addresses = await db
    .selectFrom('customer_addresses')
    .select(['telephone', 'default_billing', 'default_shipping'])
    .where('customer_id', '=', customer.id)
    .where((eb) => eb.or([eb('default_billing', '=', true), eb('default_shipping', '=', true)]))
    .execute();
  const phones = [
    addresses.find((address) => address.default_billing)?.telephone,
    addresses.find((address) => address.default_shipping)?.telephone,
  ].map((phone) => phone?.trim() ?? '');
  return {
    name: `${customer.firstname} ${customer.lastname}`.trim() || null,
    email: customer.email,
    phone: phones.find((phone) => phone !== '' && isPhoneNumber(phone)) ?? null,
  };
}

/** The quote product a request is for, or the refusal: no such product, or not sold by quote. */
async function quoteProduct(db: Kysely<Database>, sku: string) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'sku', 'name', 'wm_order_product'])
    .where('sku', '=', sku)
    .executeTakeFirst();
  if (!product) {
    throw new Refusal('PRODUCT_NOT_FOUND', `Could not find a product with SKU "${sku}"`, { sku });
  }
  if (!product.wm_order_product) {
    throw new Refusal(
      'QUOTE_NOT_OFFERED',
      `The product "${sku}" is sold online; add it to the cart instead of asking for a quote.`,
      { sku },
    );
  }
  return product;
}

/** A checked request and the product it is for, ready to store. */
export interface CheckedQuoteRequest {
  request: ValidQuoteRequest;
  product: { id: number; sku: string; name: string };
  customerId: number | null;
}

/**
 * Checks a quote request (the rules of `validQuoteRequest`, a signed-in customer's details filling
 * in what was left out) and finds its product, which must be a quote product. Stores nothing.
 */
export async function checkQuoteRequest(
  db: Kysely<Database>,
  input: QuoteRequestInput,
  customer: CustomerRow | null,
): Promise<CheckedQuoteRequest> {
  const request = validQuoteRequest(input, await customerContactDefaults(db, customer));
  const product = await quoteProduct(db, request.sku);
  return { request, product, customerId: customer?.id ?? null };
}

/** Stores a checked quote request. */
export function storeQuoteRequest(
  db: Kysely<Database>,
  { request, product, customerId }: CheckedQuoteRequest,
): Promise<QuoteRequestRow> {
  return db
    .insertInto('quote_requests')
    .values({
      product_id: product.id,
      sku: product.sku,
      product_name: product.name,
      quantity: request.quantity,
      message: request.message,
      name: request.name,
      email: request.email,
      phone: request.phone,
      customer_id: customerId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
