import { isSearchableTerm, shopConstants, type QuickSearchResult, type Sdk } from '@agri-parts/sdk';
import { useEffect, useState } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/**
 * The search overlay's state. `result` is the latest answer, kept while the next term loads so
 * the overlay does not flicker; `null` before the first answer and when the term is too short.
 */
export interface QuickSearchState {
  /** `idle` while the term is too short to search (under 3 characters). */
  status: 'idle' | 'loading' | 'success' | 'error';
  result: QuickSearchResult | null;
  /** What the latest search threw (an `SdkError`); `null` otherwise. */
  error: unknown;
}

/** Options of {@link useQuickSearch}. */
export interface UseQuickSearchOptions {
  /** Milliseconds after the last change of `term` before it is searched; 250 by default. */
  delayMs?: number;
}

type Settled = { sdk: Sdk; term: string; result: QuickSearchResult | null; error: unknown };

/**
 * The header's search overlay: `sdk.search.quickSearch(term)` (a few products and the matching
 * categories, one request) once the shopper has stopped typing for `delayMs`. A newer term
 * cancels the pending wait and aborts the request under way, so a late answer never replaces a
 * newer one.
 *
 * @example
 * ```tsx
 * const { status, result } = useQuickSearch(term);
 * return <SearchOverlay loading={status === 'loading'} products={result?.products ?? []} />;
 * ```
 */
export function useQuickSearch(
  term: string,
  options: UseQuickSearchOptions = {},
): QuickSearchState {
  const sdk = useSdk();
  const { delayMs = shopConstants.search.quickSearchDelayMs } = options;
  const searched = term.trim();
  const searchable = isSearchableTerm(searched);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      sdk.search.quickSearch(searched, { signal: controller.signal }).then(
        (result) => setSettled({ sdk, term: searched, result, error: null }),
        (error: unknown) => {
          if (!controller.signal.aborted) setSettled({ sdk, term: searched, result: null, error });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [sdk, searched, searchable, delayMs]);

  // Derived, not synchronised: an answer for another term is the previous result while loading.
  if (!searchable) return { status: 'idle', result: null, error: null };
  const previous = settled?.sdk === sdk ? settled : null;
  if (previous?.term !== searched) {
    return { status: 'loading', result: previous?.result ?? null, error: null };
  }
  const current = previous;
  return current.error
    ? { status: 'error', result: null, error: current.error }
    : { status: 'success', result: current.result, error: null };
}
