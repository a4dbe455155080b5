import type { RequisitionListSummary } from '@agri-parts/sdk';
import { useCallback, useState } from 'react';
import { useSdkRequest, type SdkRequestState } from '../request/useSdkRequest';

/** What {@link useRequisitionLists} returns. */
export interface UseRequisitionListsResult {
  /** The customer's lists, most recently changed first, as a request's state. */
  state: SdkRequestState<{ items: RequisitionListSummary[]; totalCount: number }>;
  /** Reads the lists again (after a change made elsewhere, such as a form post). */
  reload: () => void;
}

/**
 * The signed-in customer's saved lists (`sdk.requisitionLists.list()`), read in the browser once
 * `enabled` (a "Legg i liste" picker reads them when it opens, not with every product page).
 * Nothing is read for a guest: pass `enabled: false` without a session.
 *
 * @example
 * ```tsx
 * const { state } = useRequisitionLists({ enabled: open && signedIn });
 * if (state.status === 'success') state.data.items.map((list) => <option key={list.uid}>{list.name}</option>);
 * ```
 */
export function useRequisitionLists({
  enabled = true,
}: { enabled?: boolean } = {}): UseRequisitionListsResult {
  const [round, setRound] = useState(0);
  const state = useSdkRequest(`requisition-lists:${round}`, (sdk) => sdk.requisitionLists.list(), {
    enabled,
  });
  const reload = useCallback(() => setRound((current) => current + 1), []);
  return { state, reload };
}
