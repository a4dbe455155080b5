/** The order statuses customers see (spec: accounts §3), with Magento's status codes. */
export const ORDER_STATUSES = {
  pending: 'Pending',
  processing: 'Processing',
  holded: 'On Hold',
  complete: 'Complete',
  closed: 'Closed',
  canceled: 'Canceled',
} as const;

export type OrderStatus = (typeof ORDER_STATUSES)[keyof typeof ORDER_STATUSES];

/**
 * The status label a filter value means: a label in any case (`on hold`) or Magento's code
 * (`holded`); null for anything else.
 */
export function orderStatusFromFilter(value: string): OrderStatus | null {
  const wanted = value.trim().toLowerCase();
  for (const [code, label] of Object.entries(ORDER_STATUSES)) {
    if (wanted === code || wanted === label.toLowerCase()) return label;
  }
  return null;
}

export interface OrderLineProgress {
  /** Magento's item status: Ordered, Invoiced, Shipped, Refunded or Canceled. */
  status: string;
  invoiced: number;
  shipped: number;
  canceled: number;
  refunded: number;
}

/** How far an order line has come, given the order's status. */
export function lineProgress(status: OrderStatus, quantity: number): OrderLineProgress {
  const none = { invoiced: 0, shipped: 0, canceled: 0, refunded: 0 };
  switch (status) {
    case 'Pending':
    case 'On Hold':
      return { status: 'Ordered', ...none };
    case 'Processing':
      return { status: 'Invoiced', ...none, invoiced: quantity };
    case 'Complete':
      return { status: 'Shipped', ...none, invoiced: quantity, shipped: quantity };
    case 'Closed':
      return {
        status: 'Refunded',
        invoiced: quantity,
        shipped: quantity,
        canceled: 0,
        refunded: quantity,
      };
    case 'Canceled':
      return { status: 'Canceled', ...none, canceled: quantity };
  }
}
