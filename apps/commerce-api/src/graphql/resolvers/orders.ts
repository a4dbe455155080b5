import { changeCartRow, customerActiveCart } from '../../carts/cartAccess.js';
import { cartView } from '../../carts/cartView.js';
import { requireOnlinePurchase } from '../../customers/onlinePurchase.js';
import { orderLinesOf, reorderLines, type ReorderError } from '../../orders/reorder.js';
import { customerOrders } from '../../orders/orderView.js';
import { filteredOrders } from '../../orders/orderFilter.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { magentoDateTime } from '../magentoDateTime.js';
import { assertPageExists, pageInfo, validatePage } from '../paging.js';
import { requireSession } from '../session.js';

/** Most orders one page may hold. */
const MAX_ORDERS_PER_PAGE = 100;

/** `customer { orders(...) }`: the signed-in customer's order history, paged. */
export const orderResolvers = {
  Customer: {
    orders: async (_parent, args, context) => {
      const { customer } = await requireSession(context);
      const page = validatePage(args.pageSize, args.currentPage, {
        pageSize: 20,
        currentPage: 1,
        maxPageSize: MAX_ORDERS_PER_PAGE,
      });
      const base = filteredOrders(context.db, customer.id, args.filter);
      const [{ count }, first] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        context.db
          .selectFrom('orders')
          .select((eb) => eb.fn.min('created_at').as('first'))
          .where('customer_id', '=', customer.id)
          .executeTakeFirst(),
      ]);
      const totalCount = Number(count);
      assertPageExists(page, totalCount);

      const direction = args.sort?.sort_direction === 'ASC' ? 'asc' : 'desc';
      const orderColumn = args.sort?.sort_field === 'NUMBER' ? 'number' : 'created_at';
      const orders = await base
        .selectAll()
        .orderBy(orderColumn, direction)
        .orderBy('id', direction)
        .limit(page.pageSize)
        .offset((page.currentPage - 1) * page.pageSize)
        .execute();
      const firstDate = first?.first ? new Date(first.first as Date | string) : null;
      return {
        total_count: totalCount,
        page_info: pageInfo(page, totalCount),
        date_of_first_order: firstDate ? magentoDateTime(firstDate) : null,
        items: await customerOrders(context, orders),
      };
    },
  },
  Mutation: {
    reorderItems: async (_parent, { orderNumber }, context) => {
      const { customer } = await requireSession(context);
      await requireOnlinePurchase(context);
      const items = await orderLinesOf(context.db, customer.id, orderNumber);
      const active = await customerActiveCart(context.db, customer.id);
      let errors: ReorderError[] = [];
      const row = await changeCartRow(
        context.db,
        active.masked_id,
        customer.id,
        async (trx, cart) => {
          const result = await reorderLines(trx, cart, items);
          errors = result.errors;
          return result.added === 0 ? 'unchanged' : undefined;
        },
      );
      return { cart: await cartView(context, row), userInputErrors: errors };
    },
  },
  OrderItemInterface: {
    __resolveType: (item) =>
      item.product_type === 'downloadable' ? 'DownloadableOrderItem' : 'OrderItem',
  },
  // Bundles are never shipped as bundles here (orders hold their parts), so every line is plain.
  ShipmentItemInterface: { __resolveType: () => 'ShipmentItem' },
  // The same for invoices: every invoiced line is a plain one.
  InvoiceItemInterface: { __resolveType: () => 'InvoiceItem' },
} satisfies Pick<
  Resolvers,
  'Customer' | 'Mutation' | 'OrderItemInterface' | 'ShipmentItemInterface' | 'InvoiceItemInterface'
>;
