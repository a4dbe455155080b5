import type { GraphQLContext } from '../graphql/context.js';
import { downloadableLinkUid, purchasedDownloadLinks } from './downloadLinks.js';

/** A downloadable order line's `downloadable_links`, with the buyer's signed links. */
export interface OrderLineLink {
  uid: string;
  title: string;
  sort_order: number;
  /** Null where the order no longer hands out files (cancelled or closed). */
  wm_download_url: string | null;
  wm_expires_at: string | null;
}

/**
 * The links of the downloadable lines among `items` (by line id), each signed now for the
 * order's customer — the only one who sees these orders.
 */
export async function orderLineLinks(
  context: GraphQLContext,
  items: readonly {
    id: number;
    order_id: number;
    product_id: number | null;
    product_type: string;
  }[],
): Promise<Map<number, OrderLineLink[]>> {
  const lines = items.filter((item) => item.product_type === 'downloadable');
  const byLine = new Map<number, OrderLineLink[]>();
  if (lines.length === 0) return byLine;
  const signed = await purchasedDownloadLinks(
    { db: context.db, settings: context.downloads, now: context.now() },
    { orderIds: [...new Set(lines.map((line) => line.order_id))] },
  );
  const urls = new Map(signed.map((link) => [`${link.orderItemId}:${link.linkId}`, link]));
  for (const line of lines) {
    const links =
      line.product_id === null ? [] : await context.loaders.downloadableLinks.load(line.product_id);
    byLine.set(
      line.id,
      links.map((link) => {
        const url = urls.get(`${line.id}:${link.link_id}`);
        return {
          uid: downloadableLinkUid(link.link_id),
          title: link.title,
          sort_order: link.sort_order,
          wm_download_url: url?.url ?? null,
          wm_expires_at: url?.expiresAt.toISOString() ?? null,
        };
      }),
    );
  }
  return byLine;
}
