import { requireWithinLimit } from '../../limits/limitRules.js';
import { alertableProduct, stockAlertEmail, storeStockAlert } from '../../stock/stockAlerts.js';
import type { Resolvers } from '../generated/schemaTypes.js';

/**
 * Stock alerts ("Varsle meg når den er på lager"): open to guests; a signed-in customer's alert
 * is linked to the account. The per-client limit counts only inputs that would be stored.
 */
export const stockAlertResolvers = {
  Mutation: {
    wmSubscribeProductStockAlert: async (_parent, { input }, context) => {
      const email = stockAlertEmail(input.email);
      const product = await alertableProduct(context.db, input.sku);
      await requireWithinLimit(context.limiter, context.limits.stockAlert, context.clientKey);
      const session = await context.customerSession();
      const { created } = await storeStockAlert(
        context.db,
        product.id,
        email,
        session?.customer.id ?? null,
      );
      return { sku: product.sku, email, created };
    },
  },
} satisfies Pick<Resolvers, 'Mutation'>;
