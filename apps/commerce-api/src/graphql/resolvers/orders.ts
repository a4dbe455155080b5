import { sql, type Selectable } from 'kysely';
import type { ProductRow } from '../../catalog/catalogLoaders.js';
import type { OrderAddressJson, OrderItemTable, OrderTable } from '../../db/tables.js';
import { orderStatusFromFilter } from '../../orders/orderStatus.js';
import type { GraphQLContext } from '../context.js';
import { inputError } from '../errors.js';
import type {
  CountryCodeEnum,
  CustomerOrdersFilterInput,
  OrderAddress,
  Resolvers,
} from '../generated/schemaTypes.js';
import { assertPageExists, pageInfo, validatePage } from '../paging.js';
import { magentoDateTime, requireSession } from './customers.js';

type OrderRow = Selectable<OrderTable>;
type OrderItemRow = Selectable<OrderItemTable>;

/** Most orders one page may hold. */
const MAX_ORDERS_PER_PAGE = 100;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A range bound as a date: `YYYY-MM-DD` means the start (`from`) or the end (`to`) of that day,
 * `YYYY-MM-DD HH:MM:SS` a moment; both in UTC unless an offset is given.
 */
function dateBound(value: string, end: boolean): Date {
  const text = value.trim();
  let iso = text.replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) iso = `${text}T${end ? '23:59:59.999' : '00:00:00'}`;
  const hasZone = /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(iso);
  const parsed = /^\d{4}-\d{2}-\d{2}T/.test(iso) ? new Date(hasZone ? iso : `${iso}Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) {
    throw inputError(`Invalid order_date filter: "${value}"`);
  }
  return parsed;
}

function amountBound(value: string): number {
  const parsed = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(parsed)) {
    throw inputError(`Invalid grand_total filter: "${value}"`);
  }
  return parsed;
}

function statuses(values: (string | null)[]): string[] {
  return values.map((value) => {
    const status = orderStatusFromFilter(value ?? '');
    // An unknown status matches nothing, as a filter on a value no order has.
    return status ?? '';
  });
}

/** The customer's orders matching the filter, as a query to count or page. */
function filteredOrders(
  context: GraphQLContext,
  customerId: number,
  filter: CustomerOrdersFilterInput | null | undefined,
) {
  let query = context.db.selectFrom('orders').where('customer_id', '=', customerId);
  const number = filter?.number;
  if (number?.eq != null) query = query.where('number', '=', number.eq.trim());
  if (number?.in != null) {
    const values = number.in.filter((value): value is string => value !== null);
    query = values.length > 0 ? query.where('number', 'in', values) : query.where(() => sqlFalse);
  }
  if (number?.match != null && number.match.trim() !== '') {
    query = query.where('number', 'like', `%${escapeLike(number.match.trim())}%`);
  }
  const status = filter?.status;
  if (status?.eq != null) query = query.where('status', '=', statuses([status.eq])[0]!);
  if (status?.in != null) {
    const values = statuses(status.in);
    query = values.length > 0 ? query.where('status', 'in', values) : query.where(() => sqlFalse);
  }
  const date = filter?.order_date;
  if (date?.from) query = query.where('created_at', '>=', dateBound(date.from, false));
  if (date?.to) query = query.where('created_at', '<=', dateBound(date.to, true));
  const total = filter?.grand_total;
  if (total?.from) query = query.where('grand_total', '>=', amountBound(total.from));
  if (total?.to) query = query.where('grand_total', '<=', amountBound(total.to));
  return query;
}

// An always-false condition for an empty `in` list.
const sqlFalse = sql<boolean>`false`;

function toOrderAddress(address: OrderAddressJson | null): OrderAddress | null {
  if (!address) return null;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    region: address.region,
    region_id: null,
    country_code: address.country_code as CountryCodeEnum,
    telephone: address.telephone,
    vat_id: address.vat_id,
  };
}

/** Magento's order ids are the base64 of the entity id. */
export const orderUid = (id: number) => Buffer.from(String(id)).toString('base64');

function toCustomerOrder(
  context: GraphQLContext,
  order: OrderRow,
  items: OrderItemRow[],
  products: Map<number, ProductRow>,
) {
  const money = (value: number) => ({ value, currency: context.currency });
  const coupon = order.coupon_code ? { code: order.coupon_code } : null;
  const discount = (amount: number) =>
    amount > 0
      ? [
          {
            amount: money(amount),
            applied_to: 'ITEM' as const,
            label: order.discount_label ?? order.coupon_code ?? 'Rabatt',
            coupon,
          },
        ]
      : [];
  const tax = (amount: number) => ({ amount: money(amount), rate: order.tax_rate, title: 'MVA' });
  return {
    id: orderUid(order.id),
    number: order.number,
    order_date: magentoDateTime(order.created_at),
    order_status_change_date: magentoDateTime(order.status_changed_at),
    status: order.status,
    email: order.email,
    is_virtual: order.shipping_address === null,
    carrier: order.carrier,
    shipping_method: order.shipping_method,
    applied_coupons: coupon ? [coupon] : [],
    comments: order.comments.map((comment) => ({
      message: comment.message,
      timestamp: magentoDateTime(new Date(comment.timestamp)),
    })),
    payment_methods: [{ name: order.payment_method_name, type: order.payment_method_code }],
    wm_customer_order_fields: {
      customer_ref: order.customer_ref,
      customer_order_no: order.customer_order_no,
    },
    shipping_address: toOrderAddress(order.shipping_address),
    billing_address: toOrderAddress(order.billing_address),
    items: items.map((item) => {
      const product = item.product_id === null ? undefined : products.get(item.product_id);
      return {
        id: Buffer.from(String(item.id)).toString('base64'),
        product_name: item.name,
        product_sku: item.sku,
        product_url_key: item.url_key,
        product_type: item.product_type,
        // The catalogue's product only while it is still the one that was ordered.
        product: product && product.sku === item.sku ? product : null,
        product_sale_price: money(item.unit_price_excl_tax),
        quantity_ordered: item.quantity,
        quantity_invoiced: item.quantity_invoiced,
        quantity_shipped: item.quantity_shipped,
        quantity_canceled: item.quantity_canceled,
        quantity_refunded: item.quantity_refunded,
        quantity_returned: 0,
        status: item.status,
        selected_options: [],
        entered_options: [],
        discounts: discount(item.discount_amount),
        prices: {
          price: money(item.unit_price_excl_tax),
          price_including_tax: money(item.unit_price_incl_tax),
          row_total: money(item.row_total_excl_tax),
          row_total_including_tax: money(item.row_total_incl_tax),
          total_item_discount: money(item.discount_amount),
          discounts: discount(item.discount_amount),
        },
      };
    }),
    total: {
      subtotal: money(order.subtotal_excl_tax),
      subtotal_excl_tax: money(order.subtotal_excl_tax),
      subtotal_incl_tax: money(order.subtotal_incl_tax),
      discounts: discount(order.discount_amount),
      total_shipping: money(order.shipping_excl_tax),
      shipping_handling: {
        amount_excluding_tax: money(order.shipping_excl_tax),
        amount_including_tax: money(order.shipping_incl_tax),
        total_amount: money(order.shipping_excl_tax),
        taxes:
          order.shipping_incl_tax > 0
            ? [tax(order.shipping_incl_tax - order.shipping_excl_tax)]
            : [],
        discounts: [],
      },
      taxes: [tax(order.tax_amount)],
      total_tax: money(order.tax_amount),
      grand_total: money(order.grand_total),
      base_grand_total: money(order.grand_total),
    },
  };
}

/** Orders as `CustomerOrder`s, with their lines and the catalogue products still behind them. */
async function customerOrders(context: GraphQLContext, orders: OrderRow[]) {
  const items =
    orders.length === 0
      ? []
      : await context.db
          .selectFrom('order_items')
          .selectAll()
          .where(
            'order_id',
            'in',
            orders.map((order) => order.id),
          )
          .orderBy('order_id')
          .orderBy('position')
          .execute();
  const productIds = [
    ...new Set(items.flatMap((item) => (item.product_id === null ? [] : [item.product_id]))),
  ];
  const productRows = await context.loaders.productsInOrder(productIds);
  const products = new Map(productRows.map((row) => [row.id, row]));
  return orders.map((order) =>
    toCustomerOrder(
      context,
      order,
      items.filter((item) => item.order_id === order.id),
      products,
    ),
  );
}

/** One order as `CustomerOrder` (the result of `placeOrder`). */
export async function customerOrderById(context: GraphQLContext, orderId: number) {
  const order = await context.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return (await customerOrders(context, [order]))[0]!;
}

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
      const base = filteredOrders(context, customer.id, args.filter);
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
  OrderItemInterface: {
    __resolveType: () => 'OrderItem',
  },
} satisfies Pick<Resolvers, 'Customer' | 'OrderItemInterface'>;
