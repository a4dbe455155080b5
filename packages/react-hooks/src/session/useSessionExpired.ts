import type { SdkEvents } from '@agri-parts/sdk';
import { useEffect, useRef } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/**
 * Calls `onExpired` whenever the session ends without a logout: the backend refused the token
 * (`authorization`, any `graphql-authorization` error) or the customer could not be loaded
 * (`user-load-failed`). The SDK has already cleared the token and become a guest; the app sends
 * the shopper home (spec §4). The latest `onExpired` is called, so it need not be stable.
 *
 * @example
 * ```tsx
 * const navigate = useNavigate();
 * useSessionExpired(() => navigate('/'));
 * ```
 */
export function useSessionExpired(onExpired: (event: SdkEvents['session:expired']) => void): void {
  const { events } = useSdk();
  const latest = useRef(onExpired);
  useEffect(() => {
    latest.current = onExpired;
  });
  useEffect(() => events.on('session:expired', (event) => latest.current(event)), [events]);
}
