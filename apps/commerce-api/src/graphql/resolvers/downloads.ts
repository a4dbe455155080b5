import { purchasedDownloadLinks } from '../../downloads/downloadLinks.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { magentoDateTime } from '../magentoDateTime.js';
import { requireSession } from '../session.js';

/**
 * `customerDownloadableProducts`: the signed-in customer's purchased files, each with a link
 * signed now (so asking again renews an expired one). A guest gets the authorization error.
 */
export const downloadResolvers = {
  Query: {
    customerDownloadableProducts: async (_parent, _args, context) => {
      const { customer } = await requireSession(context);
      const links = await purchasedDownloadLinks(
        { db: context.db, settings: context.downloads, now: context.now() },
        { customerId: customer.id },
      );
      return {
        items: links.map((link) => ({
          date: magentoDateTime(link.orderDate),
          download_url: link.url,
          order_increment_id: link.orderNumber,
          remaining_downloads: 'Unlimited',
          status: 'available',
          wm_link_uid: link.linkUid,
          wm_link_title: link.title,
          wm_product_name: link.productName,
          wm_expires_at: link.expiresAt.toISOString(),
        })),
      };
    },
  },
} satisfies Pick<Resolvers, 'Query'>;
