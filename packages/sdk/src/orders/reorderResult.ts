/** Why an order line could not go into the cart again (Magento's `CheckoutUserInputErrorCodes`). */
export type ReorderProblem =
  'not-found' | 'not-salable' | 'insufficient-stock' | 'reorder-not-available' | 'other';

/** An order line that was not (or not wholly) added again. */
export interface ReorderMiss {
  sku: string;
  /** The line's name in the order, when the caller knows it; else the SKU. */
  name: string;
  problem: ReorderProblem;
  /** What the API said, in English; the storefront shows its own text by `problem`. */
  message: string;
}

/** What a reorder did: how many lines went into the cart and which did not. */
export interface ReorderSummary {
  /** Order lines added wholly or in part. */
  added: number;
  missed: ReorderMiss[];
}

const problems: Record<string, ReorderProblem> = {
  PRODUCT_NOT_FOUND: 'not-found',
  NOT_SALABLE: 'not-salable',
  INSUFFICIENT_STOCK: 'insufficient-stock',
  REORDER_NOT_AVAILABLE: 'reorder-not-available',
};

/**
 * Sums up `reorderItems`' answer for an order of `lines`: each user error becomes a miss named
 * by the order line with its SKU (Magento's `path`); the lines without one were added. A line
 * added only in part (`insufficient-stock`) counts as added and is listed as a miss. Pure.
 */
export function summarizeReorder(
  lines: readonly { sku: string; name: string }[],
  errors: readonly ({ code: string; message: string; path: readonly (string | null)[] } | null)[],
): ReorderSummary {
  const missed = errors.flatMap((error): ReorderMiss[] => {
    if (!error) return [];
    const sku = error.path.find((part): part is string => typeof part === 'string') ?? '';
    const name = lines.find((line) => line.sku === sku)?.name ?? sku;
    return [{ sku, name, problem: problems[error.code] ?? 'other', message: error.message }];
  });
  const notAdded = new Set(
    missed.filter((miss) => miss.problem !== 'insufficient-stock').map((miss) => miss.sku),
  );
  return { added: lines.filter((line) => !notAdded.has(line.sku)).length, missed };
}
