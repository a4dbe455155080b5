import { invoiceTerms } from '../checkout/invoiceTerms.js';
import { pricesExcludeVat } from '../customers/pricesExcludeVat.js';
import { orderDownloadLinks } from '../downloads/downloadLinks.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { ConfirmationPayment, DownloadLink, OrderConfirmation } from './orderConfirmation.js';
import { orderConfirmationMessage, receiptFilename } from './orderConfirmationMessage.js';
import { receiptPdf } from './receiptPdf.js';

/** How the order was paid, as the customer is told: an invoice with its terms and due date. */
function confirmationPayment(order: {
  payment_method_code: string;
  payment_method_name: string;
  created_at: Date;
  card_brand: string | null;
  card_last4: string | null;
}): ConfirmationPayment {
  const terms = invoiceTerms(order.payment_method_code, order.created_at);
  if (terms) {
    return {
      kind: 'invoice',
      name: order.payment_method_name,
      termsDays: terms.days,
      // Midday UTC is the due date's day in Norway too, which is how the mail prints it.
      dueDate: new Date(`${terms.dueDate}T12:00:00Z`),
    };
  }
  return order.card_last4
    ? {
        kind: 'card',
        name: order.payment_method_name,
        brand: order.card_brand,
        last4: order.card_last4,
      }
    : { kind: 'other', name: order.payment_method_name };
}

/**
 * The confirmation of a placed order, read from the order alone — its lines with the options
 * chosen and entered as the order keeps them (`selected_options`, `entered_options`) — so it says
 * what the order history says, whatever became of the cart.
 */
export async function loadOrderConfirmation(
  context: GraphQLContext,
  orderId: number,
): Promise<{ order: OrderConfirmation; to: string }> {
  const order = await context.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const [items, customer] = await Promise.all([
    context.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute(),
    context.db
      .selectFrom('customers')
      .select(['firstname', 'company_id', 'taxvat'])
      .where('id', '=', order.customer_id)
      .executeTakeFirstOrThrow(),
  ]);
  const skus = [...new Set(items.map((item) => item.sku))];
  const partNumbers = new Map(
    skus.length === 0
      ? []
      : (
          await context.db
            .selectFrom('products')
            .select(['sku', 'part_numbers'])
            .where('sku', 'in', skus)
            .execute()
        ).map((row) => [row.sku, row.part_numbers]),
  );
  return {
    to: order.email,
    order: {
      number: order.number,
      placedAt: order.created_at,
      firstname: customer.firstname,
      pricesExcludeVat: pricesExcludeVat(customer),
      lines: items.map((item) => ({
        name: item.name,
        sku: item.sku,
        partNumbers: (partNumbers.get(item.sku) ?? []).slice(0, 3),
        options: [...item.selected_options, ...item.entered_options],
        quantity: item.quantity,
        rowTotalInclTax: item.row_total_incl_tax,
        rowTotalExclTax: item.row_total_excl_tax,
      })),
      totals: {
        subtotalInclTax: order.subtotal_incl_tax,
        subtotalExclTax: order.subtotal_excl_tax,
        discountInclTax: order.discount_amount,
        shippingInclTax: order.shipping_incl_tax,
        shippingExclTax: order.shipping_excl_tax,
        taxAmount: order.tax_amount,
        grandTotal: order.grand_total,
        taxRate: order.tax_rate,
      },
      couponCode: order.coupon_code,
      shippingAddress: order.shipping_address,
      billingAddress: order.billing_address,
      shippingMethod: order.shipping_method,
      payment: confirmationPayment(order),
      customerRef: order.customer_ref,
      customerOrderNo: order.customer_order_no,
      orderUrl: `${context.customers.storefrontUrl}/customer/order-history/${encodeURIComponent(order.number)}`,
    },
  };
}

/**
 * Mails the confirmation of an order just placed, with its receipt PDF. Called after the order's
 * transaction has committed, and never throws: the order stands whatever happens to its mail
 * (a failure is logged; a failed delivery stays in the outbox to be retried). Once per order.
 * The order's downloadable files come as signed links (they work for the buyer's session only).
 */
export async function sendOrderConfirmation(
  context: GraphQLContext,
  orderId: number,
): Promise<void> {
  try {
    const { order, to } = await loadOrderConfirmation(context, orderId);
    const downloads: DownloadLink[] = (
      await orderDownloadLinks(
        { db: context.db, settings: context.downloads, now: context.now() },
        orderId,
      )
    ).map((link) => ({ title: `${link.title} (PDF)`, url: link.url }));
    const message = orderConfirmationMessage(order, downloads);
    await context.mail.send({
      to,
      ...message,
      links: [order.orderUrl, ...downloads.map((download) => download.url)],
      attachments: [
        {
          filename: receiptFilename(order.number),
          contentType: 'application/pdf',
          content: await receiptPdf(order),
        },
      ],
      dedupeKey: `order-confirmation/${orderId}`,
    });
  } catch (error) {
    context.log(`Order confirmation for order ${orderId} failed: ${String(error)}`);
  }
}
