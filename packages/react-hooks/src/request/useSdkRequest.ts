import type { Sdk } from '@agri-parts/sdk';
import { useEffect, useState } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/**
 * The state of one SDK request made by a hook, keyed on `status`. `error` is what the request
 * threw: an `SdkError` for every failure of the SDK's services (check it with `isSdkError`).
 */
export type SdkRequestState<Data> =
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'success'; data: Data; error: null }
  | { status: 'error'; data: undefined; error: unknown };

const loading = { status: 'loading', data: undefined, error: null } as const;

/**
 * Runs `request` against the SDK in context in the browser and returns its state; runs it again
 * when `key` (or the SDK) changes, and ignores the answer of a request that was replaced. It
 * renders `loading` on the server, where data comes from route loaders instead.
 *
 * @param key - Names the request: whatever `request` depends on, as a string.
 * @param request - Reads from the SDK; only the one passed with a new `key` is run.
 * @param options - `enabled: false` sends nothing and stays `loading` (nothing to ask yet), so
 * the component does not re-render for an answer it does not need.
 *
 * @example
 * ```tsx
 * const state = useSdkRequest(`category:${url}`, (sdk) => sdk.catalog.getCategoryByUrl(url));
 * if (state.status === 'success') return <h1>{state.data?.name}</h1>;
 * ```
 */
export function useSdkRequest<Data>(
  key: string,
  request: (sdk: Sdk) => Promise<Data>,
  { enabled = true }: { enabled?: boolean } = {},
): SdkRequestState<Data> {
  const sdk = useSdk();
  const [settled, setSettled] = useState<{
    sdk: Sdk;
    key: string;
    state: SdkRequestState<Data>;
  } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    request(sdk).then(
      (data) => {
        if (current) setSettled({ sdk, key, state: { status: 'success', data, error: null } });
      },
      (error: unknown) => {
        if (current) setSettled({ sdk, key, state: { status: 'error', data: undefined, error } });
      },
    );
    return () => {
      current = false;
    };
    // `key` names the request: a new `request` closure on every render must not send it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sdk, key, enabled]);

  // Derived, not synchronised: an answer for another key or SDK is not this request's.
  return settled?.sdk === sdk && settled.key === key ? settled.state : loading;
}
