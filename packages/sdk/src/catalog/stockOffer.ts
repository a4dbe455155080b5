import type { StockStatus } from './mapProductSummary';

/** What a product's stock lets a shopper do (see {@link stockOffer}). */
export type StockOfferState = 'in-stock' | 'low-stock' | 'backorder' | 'out-of-stock';

/** What {@link stockOffer} reads: the catalogue's stock fields of a product or its chosen variant. */
export interface StockOfferInput {
  /** `stock_status`; `null` (not said) counts as in stock, as the backend sells it. */
  stockStatus: StockStatus;
  /** `only_x_left_in_stock`: a few left; `null` when plenty (or not asked). */
  onlyLeft: number | null;
  /** `wm_backorders`: the supplier takes orders while it is out of stock. */
  backorders: boolean;
  /** `wm_supplier_lead_days`: the supplier's lead time; `null` when not known. */
  supplierLeadDays: number | null;
  /** The catalogue's delivery time (`wm_delivery_time`, "Sendes i dag"): true only from stock. */
  deliveryTime: string | null;
}

/** When the part comes: the catalogue's text (from stock), or the supplier's lead time. */
export type StockOfferDelivery =
  { kind: 'stock'; text: string } | { kind: 'supplier'; days: number | null };

/** The one answer about a product's stock that every stock and delivery text is made from. */
export interface StockOffer {
  state: StockOfferState;
  /** It can be added to the cart (in stock, or backordered). */
  canBuy: boolean;
  /** "Varsle meg når den er på lager" is offered: out of stock and not backordered. */
  canWatch: boolean;
  /** How many are left when few are (`low-stock`); otherwise `null`. */
  onlyLeft: number | null;
  /**
   * What "Leveringstid" says; `null` says nothing. Out of stock, the catalogue's delivery time is
   * never shown: it was written for a part on the shelf ("Sendes i dag") and would contradict
   * "Ikke på lager".
   */
  delivery: StockOfferDelivery | null;
}

/**
 * The stock rule (issue 23): from the stock status, the quantity left, the backorder flag and the
 * supplier's lead time to what the product page and cards say and whether the part can be bought.
 * In stock: buy, with the catalogue's delivery time. Out of stock and backordered: buy, delivered
 * after the supplier's lead time. Out of stock otherwise: not buyable, but a stock alert is
 * offered, and no delivery time. Pure.
 *
 * @example
 * ```ts
 * stockOffer({ stockStatus: 'out-of-stock', onlyLeft: null, backorders: true, supplierLeadDays: 10, deliveryTime: 'Sendes i dag' });
 * // { state: 'backorder', canBuy: true, canWatch: false, onlyLeft: null, delivery: { kind: 'supplier', days: 10 } }
 * ```
 */
export function stockOffer(input: StockOfferInput): StockOffer {
  if (input.stockStatus === 'out-of-stock') {
    if (input.backorders) {
      const days = input.supplierLeadDays;
      return {
        state: 'backorder',
        canBuy: true,
        canWatch: false,
        onlyLeft: null,
        delivery: { kind: 'supplier', days: days !== null && days > 0 ? days : null },
      };
    }
    return { state: 'out-of-stock', canBuy: false, canWatch: true, onlyLeft: null, delivery: null };
  }
  const few = input.onlyLeft !== null && input.onlyLeft > 0;
  return {
    state: few ? 'low-stock' : 'in-stock',
    canBuy: true,
    canWatch: false,
    onlyLeft: few ? input.onlyLeft : null,
    delivery: input.deliveryTime ? { kind: 'stock', text: input.deliveryTime } : null,
  };
}
