import type { KeyValueStorage } from '../storage/KeyValueStorage';

/** The storage key listing the orders whose purchase has been pushed. */
export const trackedPurchasesKey = 'vsf-tracked-purchases';

/** How many order numbers are remembered; older ones drop off. */
const remembered = 20;

/**
 * Whether the purchase of order `transactionId` is still to be pushed, recording it as pushed
 * when it is: `true` the first time, `false` after that. With the browser's session storage it
 * keeps one purchase per order through a reload of the thank-you page or a repeated placeOrder.
 *
 * @example
 * ```ts
 * if (claimPurchase(createLocalStorage(sessionStorage), order.transactionId)) push(purchaseEvent(order));
 * ```
 */
export function claimPurchase(storage: KeyValueStorage, transactionId: string): boolean {
  let tracked: string[] = [];
  try {
    const parsed: unknown = JSON.parse(storage.get(trackedPurchasesKey) ?? '[]');
    if (Array.isArray(parsed))
      tracked = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // An unreadable list is started again.
  }
  if (tracked.includes(transactionId)) return false;
  storage.set(trackedPurchasesKey, JSON.stringify([...tracked, transactionId].slice(-remembered)));
  return true;
}
