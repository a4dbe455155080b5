import { createContext, useContext } from 'react';

/**
 * The render nonce of the page being rendered on the server (see `documentPolicyContext`);
 * `entry.server.tsx` provides it. It marks the inline scripts the app renders itself, which the
 * finished page allows by hash; the nonce is removed before the page is sent. In the browser it
 * is `undefined`.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce inline `<script>` elements rendered on the server must carry. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
