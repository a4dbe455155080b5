/** How an order status looks: the feedback colours, or a muted grey. */
export type OrderStatusTone = 'info' | 'warning' | 'success' | 'danger' | 'neutral';

const toneOfStatus: Readonly<Record<string, OrderStatusTone>> = {
  // Waiting for something (payment, review, the shop): amber.
  pending: 'warning',
  new: 'warning',
  'pending payment': 'warning',
  'payment review': 'warning',
  'on hold': 'warning',
  holded: 'warning',
  // Being picked and shipped: blue.
  processing: 'info',
  complete: 'success',
  canceled: 'danger',
  cancelled: 'danger',
  // Refunded and done with: grey.
  closed: 'neutral',
};

/**
 * The tone of an order status, from Magento's labels (`Pending`, `Processing`, `On Hold`,
 * `Complete`, `Canceled`, `Closed`) or its state codes (`new`, `pending_payment`, `holded`, …),
 * ignoring case, spaces, `_` and `-`. An unknown status is `neutral`.
 */
export function orderStatusTone(status: string): OrderStatusTone {
  const key = status
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return Object.hasOwn(toneOfStatus, key) ? toneOfStatus[key]! : 'neutral';
}
