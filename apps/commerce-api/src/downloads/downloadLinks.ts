import type { Kysely } from 'kysely';
import { encodeUid } from '../catalog/uid.js';
import type { Database } from '../db/tables.js';
import { signDownloadToken } from './downloadToken.js';

/** How download links are signed and where they point. */
export interface DownloadLinkSettings {
  /** `DOWNLOAD_LINK_SECRET`: the HMAC key of the links. */
  secret: string;
  /** `DOWNLOAD_LINK_LIFETIME_DAYS`: how long a link works after it is handed out (default 7). */
  lifetimeDays: number;
  /** The storefront's public address: links open its `/downloads/<token>`, behind its session. */
  storefrontUrl: string;
}

/** The development secret; production sets `DOWNLOAD_LINK_SECRET` (docs/configuration.md). */
export const DEV_DOWNLOAD_LINK_SECRET = 'agri-parts-dev-download-link-secret';

/** One purchased file, with a freshly signed link to it. */
export interface DownloadLink {
  orderId: number;
  orderNumber: string;
  orderDate: Date;
  orderItemId: number;
  customerId: number;
  linkId: number;
  /** Magento's `DownloadableItemsLinks.uid`. */
  linkUid: string;
  /** The link's title, naming the file: `Verkstedhåndbok (PDF)`. */
  title: string;
  productName: string;
  sortOrder: number;
  url: string;
  expiresAt: Date;
}

/** Orders whose files are no longer handed out. */
export const WITHOUT_DOWNLOADS = ['Canceled', 'Closed'] as const;

/** Magento's uid of a downloadable link: base64 of `downloadable/<link_id>`. */
export const downloadableLinkUid = (linkId: number) => encodeUid(`downloadable/${linkId}`);

/** The address of a signed link (the storefront serves it to the signed-in buyer). */
export function signedDownloadUrl(
  settings: DownloadLinkSettings,
  grant: { customerId: number; orderItemId: number; linkId: number },
  now: Date,
): { url: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + settings.lifetimeDays * 86_400_000);
  const token = signDownloadToken({ ...grant, expiresAt }, settings.secret);
  return { url: `${settings.storefrontUrl}/downloads/${token}`, expiresAt };
}

/**
 * Every file the selected orders bought, newest order first, then in line and link order: one
 * per link of each downloadable line (all of a product's links are bought with it), none for a
 * cancelled or closed order. The links come from the catalogue, so a link the shop removes from
 * a product is no longer handed out.
 */
export async function purchasedDownloadLinks(
  deps: { db: Kysely<Database>; settings: DownloadLinkSettings; now: Date },
  which: { customerId: number } | { orderIds: readonly number[] },
): Promise<DownloadLink[]> {
  if ('orderIds' in which && which.orderIds.length === 0) return [];
  let query = deps.db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('downloadable_links', 'downloadable_links.product_id', 'order_items.product_id')
    .select([
      'orders.id as orderId',
      'orders.number as orderNumber',
      'orders.created_at as orderDate',
      'orders.customer_id as customerId',
      'order_items.id as orderItemId',
      'order_items.name as productName',
      'downloadable_links.link_id as linkId',
      'downloadable_links.title as title',
      'downloadable_links.sort_order as sortOrder',
    ])
    .where('order_items.product_type', '=', 'downloadable')
    .where('orders.status', 'not in', WITHOUT_DOWNLOADS);
  query =
    'orderIds' in which
      ? query.where('orders.id', 'in', which.orderIds)
      : query.where('orders.customer_id', '=', which.customerId);
  const rows = await query
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .orderBy('order_items.position')
    .orderBy('downloadable_links.sort_order')
    .orderBy('downloadable_links.link_id')
    .execute();
  return rows.map((row) => ({
    ...row,
    orderDate: new Date(row.orderDate),
    linkUid: downloadableLinkUid(row.linkId),
    ...signedDownloadUrl(deps.settings, row, deps.now),
  }));
}

/**
 * The files an order bought, each with its title and a signed link valid for the configured
 * lifetime — for the order-confirmation e-mail. The links open in the storefront, which asks the
 * buyer to sign in (mail links are not enough on their own, see docs/commerce-api/downloads.md).
 *
 * @example
 * const links = await orderDownloadLinks({ db, settings, now: new Date() }, orderId);
 * // [{ title: 'Verkstedhåndbok (PDF)', productName: 'Verkstedhåndbok – …', url: 'https://…/downloads/…', expiresAt }]
 */
export async function orderDownloadLinks(
  deps: { db: Kysely<Database>; settings: DownloadLinkSettings; now: Date },
  orderId: number,
): Promise<Pick<DownloadLink, 'title' | 'productName' | 'url' | 'expiresAt'>[]> {
  const links = await purchasedDownloadLinks(deps, { orderIds: [orderId] });
  return links.map(({ title, productName, url, expiresAt }) => ({
    title,
    productName,
    url,
    expiresAt,
  }));
}
