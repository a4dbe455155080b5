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

type NonceWindow = Window & { __webpack_nonce__?: string };

/**
 * Gives the page's nonce to libraries that add `<style>` elements while the page runs: the scroll
 * lock of modals and sidebars (`react-remove-scroll` through `get-nonce`) reads
 * `window.__webpack_nonce__`. Without it the policy refuses that `<style>` and the page behind an
 * open modal still scrolls. The nonce is read from a script the server rendered (browsers hide
 * the attribute but keep the `nonce` property). Does nothing where there is none.
 */
export function shareNonceWithStyleInjectors(doc: Document): void {
  const win = doc.defaultView as NonceWindow | null;
  if (!win || win.__webpack_nonce__) return;
  for (const script of doc.querySelectorAll('script')) {
    if (script.nonce) {
      win.__webpack_nonce__ = script.nonce;
      return;
    }
  }
}
