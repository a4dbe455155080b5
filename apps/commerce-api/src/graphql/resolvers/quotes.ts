import { requireWithinLimit } from '../../limits/limitRules.js';
import {
  quoteRequestReceiptMessage,
  quoteRequestShopMessage,
  type QuoteRequestMail,
} from '../../mail/quoteRequestMessages.js';
import { sendSafely } from '../../mail/sendSafely.js';
import {
  checkQuoteRequest,
  quoteRequestNumber,
  storeQuoteRequest,
  type QuoteRequestRow,
} from '../../quotes/requestQuote.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers, WmQuoteRequest } from '../generated/schemaTypes.js';

/** A stored request as `WmQuoteRequest`. */
function quoteRequestView(row: QuoteRequestRow): WmQuoteRequest {
  return {
    number: quoteRequestNumber(row.id),
    sku: row.sku,
    product_name: row.product_name,
    quantity: row.quantity,
    message: row.message,
    name: row.name,
    email: row.email,
    phone: row.phone,
    created_at: row.created_at.toISOString(),
  };
}

/** The request to the shop and the buyer's receipt; a mail that fails is logged, never thrown. */
async function sendQuoteRequestMails(context: GraphQLContext, row: QuoteRequestRow) {
  const mail: QuoteRequestMail = {
    number: quoteRequestNumber(row.id),
    sku: row.sku,
    productName: row.product_name,
    quantity: row.quantity,
    message: row.message,
    name: row.name,
    email: row.email,
    phone: row.phone,
    customerId: row.customer_id,
    productLink: `${context.customers.storefrontUrl}/p/${encodeURIComponent(row.sku)}`,
  };
  await sendSafely(context, { to: context.shopEmail, ...quoteRequestShopMessage(mail) });
  await sendSafely(context, { to: row.email, ...quoteRequestReceiptMessage(mail) });
}

/**
 * Quote requests: open to guests; a signed-in customer's details fill in what is left out (an
 * unknown or expired token asks as a guest, as a wish list or cart would). The per-client limit
 * counts requests that would be mailed, so a refused input spends none of it.
 */
export const quoteResolvers = {
  Mutation: {
    WmRequestQuote: async (_parent, { input }, context) => {
      const session = await context.customerSession();
      const checked = await checkQuoteRequest(context.db, input, session?.customer ?? null);
      await requireWithinLimit(context.limiter, context.limits.quoteRequest, context.clientKey);
      const row = await storeQuoteRequest(context.db, checked);
      await sendQuoteRequestMails(context, row);
      return { quote_request: quoteRequestView(row) };
    },
  },
} satisfies Pick<Resolvers, 'Mutation'>;
