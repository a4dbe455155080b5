import { createContext, type RouterContext } from 'react-router';

/**
 * The router context that carries a request's Content-Security-Policy nonce from the express
 * server (which sends the policy header) to `entry.server.tsx` (which puts it on the page's
 * scripts). `''` when the server set none (`react-router dev`).
 *
 * The express server and the React Router build are separate bundles, each with its own copy of
 * this module; a context is looked up by identity, so both take the one registered on
 * `globalThis` under a shared symbol.
 */
export const cspNonceContext: RouterContext<string> = sharedContext();

function sharedContext(): RouterContext<string> {
  const key = Symbol.for('@agri-parts/storefront/cspNonceContext');
  const registry = globalThis as { [key]?: RouterContext<string> };
  return (registry[key] ??= createContext<string>(''));
}
