import { createContext, type RouterContext } from 'react-router';

/**
 * What a page render needs for its Content-Security-Policy, from the express server (which knows
 * the deployment's image origins and tag manager) to `entry.server.tsx`.
 */
export interface DocumentPolicy {
  /**
   * A fresh secret for this render: React, React Router and the app put it on the inline scripts
   * they render, which tells them apart from anything that came in through content. It never
   * leaves the server: the finished document allows those scripts by hash and drops the nonce.
   */
  renderNonce: string;
  /** The policy header of a page whose inline scripts have these `'sha256-…'` hashes. */
  policyFor(scriptHashes: readonly string[]): string;
}

/**
 * The router context that carries a request's {@link DocumentPolicy}; `null` when the server set
 * none (`react-router dev`, which sends no policy).
 *
 * The express server and the React Router build are separate bundles, each with its own copy of
 * this module; a context is looked up by identity, so both take the one registered on
 * `globalThis` under a shared symbol.
 */
export const documentPolicyContext: RouterContext<DocumentPolicy | null> = sharedContext();

function sharedContext(): RouterContext<DocumentPolicy | null> {
  const key = Symbol.for('@agri-parts/storefront/documentPolicyContext');
  const registry = globalThis as { [key]?: RouterContext<DocumentPolicy | null> };
  return (registry[key] ??= createContext<DocumentPolicy | null>(null));
}
