import { useSdk } from '@agri-parts/react-hooks';
import { useState } from 'react';

import type { QuickOrderRowData } from './quickOrderData';
import type { QuickOrderOutcome } from './quickOrderView';

/** What the add did, for the live region. */
export type QuickOrderAddState =
  { status: 'idle' | 'adding' | 'failed' } | { status: 'done'; added: number; refused: number };

/** What {@link useQuickOrderAdd} gives the page. */
export interface QuickOrderAdd {
  state: QuickOrderAddState;
  /** What the cart did with each row sent, by row key. */
  outcomes: ReadonlyMap<string, QuickOrderOutcome>;
  /** The rows that can be sent: without a problem and not sent yet. */
  valid: QuickOrderRowData[];
  addAll(): Promise<void>;
}

interface Sent {
  rows: readonly QuickOrderRowData[] | null;
  outcomes: Map<string, QuickOrderOutcome>;
  state: QuickOrderAddState;
}

/**
 * "Legg alle gyldige i handlekurven" for the rows of the last result: every row without a
 * problem in one `addProductsToCart` (`sdk.quickOrder.addToCart` over `sdk.cart`, so the header's
 * cart follows), each row marked with what the cart did. A new result starts over.
 */
export function useQuickOrderAdd(rows: readonly QuickOrderRowData[] | null): QuickOrderAdd {
  const sdk = useSdk();
  const [sent, setSent] = useState<Sent>({
    rows: null,
    outcomes: new Map(),
    state: { status: 'idle' },
  });
  // The outcomes belong to the rows they were made for.
  const current: Sent =
    sent.rows === rows ? sent : { rows, outcomes: new Map(), state: { status: 'idle' } };
  const valid = rows?.filter((row) => row.problem === null && !current.outcomes.has(row.key)) ?? [];

  async function addAll() {
    if (!rows || valid.length === 0) return;
    setSent({ ...current, rows, state: { status: 'adding' } });
    try {
      const result = await sdk.quickOrder.addToCart(valid, sdk.cart);
      const outcomes = new Map(current.outcomes);
      for (const row of result.added) outcomes.set(row.key, { kind: 'added' });
      for (const { row, code, availableQuantity } of result.refused) {
        outcomes.set(row.key, { kind: 'refused', code, availableQuantity });
      }
      setSent({
        rows,
        outcomes,
        state: { status: 'done', added: result.added.length, refused: result.refused.length },
      });
    } catch {
      setSent({ ...current, rows, state: { status: 'failed' } });
    }
  }

  return { state: current.state, outcomes: current.outcomes, valid, addAll };
}
