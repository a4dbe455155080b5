import type { CustomerDownloadableProductsQuery } from '../generated/graphql';
import { orderDateIso } from './mapOrder';

/** A file the customer has bought, with a signed link that works for a limited time. */
export interface PurchasedDownload {
  /** The purchased link's id (the order line's `downloadable_links` uid); `null` when unknown. */
  uid: string | null;
  /** The link's title, naming the file: "Verkstedhåndbok (PDF)". */
  title: string;
  /** The product bought; `null` when the backend does not say. */
  productName: string | null;
  /** The number of the order it was bought with. */
  orderNumber: string | null;
  /** When the order was placed (ISO 8601); `null` when unknown. */
  orderDate: string | null;
  /** The signed download link; opening it needs the buyer's session. */
  url: string;
  /** When `url` stops working (ISO 8601); asking again gives a fresh link. `null` when unknown. */
  expiresAt: string | null;
}

type DownloadData = NonNullable<
  NonNullable<CustomerDownloadableProductsQuery['customerDownloadableProducts']>['items']
>[number];

/**
 * A purchased file as the SDK shows it; `null` for an entry without a download link (not
 * available yet, or no longer). Without the shop's title, the product's name names the file.
 */
export function mapDownload(data: DownloadData): PurchasedDownload | null {
  if (!data?.download_url) return null;
  const title = data.wm_link_title || data.wm_product_name || data.order_increment_id || '';
  return {
    uid: data.wm_link_uid ?? null,
    title,
    productName: data.wm_product_name ?? null,
    orderNumber: data.order_increment_id ?? null,
    orderDate: data.date ? orderDateIso(data.date) : null,
    url: data.download_url,
    expiresAt: data.wm_expires_at ?? null,
  };
}
