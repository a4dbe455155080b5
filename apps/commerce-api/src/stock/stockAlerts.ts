import { sql, type Kysely } from 'kysely';
import { productFlags } from '../catalog/productFlags.js';
import { isEmailAddress } from '../customers/passwordRules.js';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import type { MailTransport } from '../mail/mailTransport.js';
import { sendSafely } from '../mail/sendSafely.js';
import { stockAlertMessage } from '../mail/stockAlertMessage.js';

type Db = Kysely<Database>;

/** What mailing a "back in stock" notice needs. */
export interface StockAlertMailer {
  mail: MailTransport;
  log: (line: string) => void;
  /** The storefront's address, for the link to the product. */
  storefrontUrl: string;
}

/** The address as kept: trimmed; refused unless it is an e-mail address. */
export function stockAlertEmail(email: string): string {
  const trimmed = email.trim();
  if (!isEmailAddress(trimmed)) {
    throw new Refusal('INVALID_EMAIL', `"${trimmed}" is not a valid email address.`);
  }
  return trimmed;
}

/** The product an alert may be asked for, or the refusal: unknown, or buyable now. */
export async function alertableProduct(db: Db, sku: string) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'sku', 'quantity', 'type_id'])
    .where('sku', '=', sku)
    .executeTakeFirst();
  if (!product) {
    throw new Refusal('PRODUCT_NOT_FOUND', `Could not find a product with SKU "${sku}"`, { sku });
  }
  const values = await db
    .selectFrom('product_attribute_values')
    .select(['attribute_code', 'value'])
    .where('product_id', '=', product.id)
    .execute();
  const flags = productFlags(new Map(values.map((row) => [row.attribute_code, row.value])));
  if (product.quantity > 0 || flags.backorders) {
    throw new Refusal(
      'IN_STOCK',
      `The product "${sku}" can be ordered now; add it to the cart instead.`,
      { sku },
    );
  }
  return product;
}

/**
 * Stores an address waiting for a product: one row per product and address (in any case), so
 * asking again while waiting changes nothing (`created: false`); an alert already mailed waits
 * again. Checks nothing: see {@link stockAlertEmail} and {@link alertableProduct}.
 */
export async function storeStockAlert(
  db: Db,
  productId: number,
  email: string,
  customerId: number | null,
): Promise<{ created: boolean }> {
  const inserted = await db
    .insertInto('product_stock_alerts')
    .values({ product_id: productId, email, customer_id: customerId })
    .onConflict((conflict) =>
      conflict.expression(sql`product_id, lower(email)`).doUpdateSet({ notified_at: null }),
    )
    .returning(sql<boolean>`(xmax = 0)`.as('created'))
    .executeTakeFirstOrThrow();
  return { created: inserted.created };
}

/**
 * Sets a product's stock (the admin's and the seed's way in; nothing else raises stock). When it
 * rises above 0, every address waiting for the product is mailed once: each alert is marked
 * before its mail is written (a second raise finds none waiting), and the mail's dedupe key is
 * the alert and the moment it was marked, so a retry cannot send it twice.
 */
export async function setProductStock(
  db: Db,
  mailer: StockAlertMailer,
  sku: string,
  quantity: number,
): Promise<{ quantity: number; notified: number }> {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new Refusal('INVALID_PARAMETER_VALUE', `The quantity must be a whole number ≥ 0.`, {
      field: 'quantity',
    });
  }
  const product = await db
    .updateTable('products')
    .set({ quantity })
    .where('sku', '=', sku)
    .returning(['id', 'sku', 'name', 'url_key'])
    .executeTakeFirst();
  if (!product) {
    throw new Refusal('PRODUCT_NOT_FOUND', `Could not find a product with SKU "${sku}"`, { sku });
  }
  if (quantity === 0) return { quantity, notified: 0 };
  const due = await db
    .updateTable('product_stock_alerts')
    .set({ notified_at: sql`now()` })
    .where('product_id', '=', product.id)
    .where('notified_at', 'is', null)
    .returning(['id', 'email', 'notified_at'])
    .execute();
  const productLink = `${mailer.storefrontUrl}/p/${encodeURIComponent(product.sku)}`;
  for (const alert of due) {
    const message = stockAlertMessage({ sku: product.sku, productName: product.name, productLink });
    await sendSafely(mailer, {
      to: alert.email,
      ...message,
      dedupeKey: `stock-alert/${alert.id}/${alert.notified_at?.toISOString() ?? ''}`,
    });
  }
  return { quantity, notified: due.length };
}
