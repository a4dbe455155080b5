import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (see
 * `server/contentSecurityPolicy.ts`); `entry.server.tsx` provides it. In the browser it is
 * `undefined`: the scripts that need it have run by then, and browsers hide it from the DOM.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce inline `<script>` and `<style>` elements rendered on the server must carry. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
