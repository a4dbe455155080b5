import type { PageInfo } from '../catalog/mapProductList';
import { SdkError } from '../errors/SdkError';
import { CustomerDownloadableProductsDocument } from './customerDownloadableProducts.generated';
import { CustomerOrderDocument } from './customerOrder.generated';
import { CustomerOrdersDocument } from './customerOrders.generated';
import type { Transport } from '../transport/createTransport';
import { mapCart, type Cart } from '../cart/mapCart';
import { ReorderItemsDocument } from './reorderItems.generated';
import { summarizeReorder, type ReorderSummary } from './reorderResult';
import { mapDownload, type PurchasedDownload } from './mapDownload';
import { mapOrderDetails, mapOrderSummary, type OrderDetails, type OrderSummary } from './mapOrder';

/** Which page of the order history {@link OrderService.list} reads. */
export interface OrderListOptions {
  /** Starting at 1; 1 by default. */
  currentPage?: number;
  /** Orders per page; 10 by default. */
  pageSize?: number;
}

/** One page of the order history, newest first. */
export interface OrderList {
  items: OrderSummary[];
  /** Orders over all pages. */
  totalCount: number;
  pageInfo: PageInfo;
}

/**
 * The signed-in customer's orders (`sdk.orders`), read through `customer { orders }`. Failures
 * are thrown as `SdkError`; an `authorization` error has ended the session.
 */
export interface OrderService {
  /** One page of the order history, newest first. */
  list(options?: OrderListOptions): Promise<OrderList>;
  /** The order with this number in full, or `null` when the customer has none such. */
  get(number: string): Promise<OrderDetails | null>;
  /**
   * The files the customer has bought (`customerDownloadableProducts`), newest order first, each
   * with a freshly signed link: asking again renews links that have expired.
   */
  downloads(): Promise<PurchasedDownload[]>;
  /**
   * Puts the order's lines in the customer's cart again (`reorderItems`): the cart as it now is,
   * and which lines went in and which did not (never dropped silently). `null` when the customer
   * has no order with this number.
   */
  reorder(number: string): Promise<ReorderResult | null>;
}

/** What {@link OrderService.reorder} gives: the customer's cart after it, and what it did. */
export interface ReorderResult {
  cart: Cart;
  summary: ReorderSummary;
}

const defaultPageSize = 10;

/**
 * Creates the order service of one SDK instance.
 *
 * @example
 * ```ts
 * const { items, pageInfo } = await sdk.orders.list({ currentPage: 2 });
 * const order = await sdk.orders.get(items[0].number);
 * const manuals = await sdk.orders.downloads(); // [{ title: 'Verkstedhåndbok (PDF)', url, … }]
 * ```
 */
export function createOrderService(transport: Transport): OrderService {
  const service: OrderService = {
    async list({ currentPage = 1, pageSize = defaultPageSize } = {}) {
      if (!Number.isInteger(currentPage) || currentPage < 1) {
        throw new SdkError('invalid-argument', `Not a page number: ${currentPage}`);
      }
      if (!Number.isInteger(pageSize) || pageSize < 1) {
        throw new SdkError('invalid-argument', `Not a page size: ${pageSize}`);
      }
      const { customer } = await transport.request(CustomerOrdersDocument, {
        currentPage,
        pageSize,
      });
      if (!customer) throw new SdkError('graphql', 'The backend answered without a customer');
      const orders = customer.orders;
      const items = (orders?.items ?? []).flatMap((order) =>
        order ? [mapOrderSummary(order)] : [],
      );
      const totalCount = orders?.total_count ?? items.length;
      const size = orders?.page_info?.page_size ?? pageSize;
      return {
        items,
        totalCount,
        pageInfo: {
          currentPage: orders?.page_info?.current_page ?? currentPage,
          pageSize: size,
          totalPages: Math.max(1, orders?.page_info?.total_pages ?? Math.ceil(totalCount / size)),
        },
      };
    },
    async get(number) {
      const trimmed = number.trim();
      if (trimmed === '') return null;
      const { customer } = await transport.request(CustomerOrderDocument, { number: trimmed });
      if (!customer) throw new SdkError('graphql', 'The backend answered without a customer');
      const order = customer.orders?.items.find((item) => item?.number === trimmed);
      return order ? mapOrderDetails(order) : null;
    },
    async reorder(number) {
      // The order's own lines name the ones the API reports by SKU.
      const order = await service.get(number);
      if (!order) return null;
      const { reorderItems } = await transport.request(ReorderItemsDocument, {
        orderNumber: order.number,
      });
      if (!reorderItems) throw new SdkError('graphql', 'The backend answered without a result');
      return {
        cart: mapCart(reorderItems.cart),
        summary: summarizeReorder(order.items, reorderItems.userInputErrors),
      };
    },
    async downloads() {
      const { customerDownloadableProducts } = await transport.request(
        CustomerDownloadableProductsDocument,
        {},
      );
      return (customerDownloadableProducts?.items ?? []).flatMap((item) => {
        const download = mapDownload(item);
        return download ? [download] : [];
      });
    },
  };
  return service;
}
