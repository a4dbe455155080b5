import type { QuickOrderRow, QuickOrderRowProblem, StockStatus } from '@agri-parts/sdk';

/**
 * A quick order's row as the action sends it to the page: what the table shows and what adding
 * reads (`sdk.quickOrder.addToCart` takes it as it is), not the whole product.
 */
export interface QuickOrderRowData {
  key: string;
  lineNumbers: number[];
  partNumber: string;
  quantity: number;
  parentSku: string | null;
  problem: QuickOrderRowProblem | null;
  count: number | null;
  product: {
    sku: string;
    name: string | null;
    url: string;
    /** The lowest final price, as the catalogue holds it (with or without VAT). */
    price: number;
    stockStatus: StockStatus;
    onlyLeft: number | null;
    backorders: boolean;
    supplierLeadDays: number | null;
    deliveryTime: string | null;
  } | null;
}

/** The rows the page needs of the SDK's rows. Pure. */
export function quickOrderRowData(rows: readonly QuickOrderRow[]): QuickOrderRowData[] {
  return rows.map((row) => ({
    key: `${row.lineNumbers[0]}`,
    lineNumbers: row.lineNumbers,
    partNumber: row.partNumber,
    quantity: row.quantity,
    parentSku: row.parentSku,
    problem: row.problem,
    count: row.count,
    product: row.product && {
      sku: row.product.sku,
      name: row.product.name,
      url: row.product.url,
      price: row.product.priceRange.minimum.final.value,
      stockStatus: row.product.stockStatus,
      onlyLeft: row.product.onlyLeft,
      backorders: row.product.backorders,
      supplierLeadDays: row.product.supplierLeadDays,
      deliveryTime: row.product.deliveryTime,
    },
  }));
}
