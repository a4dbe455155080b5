import type { SessionState } from '@agri-parts/sdk';
import { createContext } from 'react-router';

/** The customer session of one server request; see {@link sessionContext}. */
export interface RequestSession {
  /** The session, with the customer loaded when there is one. */
  state: SessionState;
  /**
   * Whether the request came with a token that no longer works: the API refused it or the
   * customer could not be loaded. The session has ended (its cookies are cleared with the
   * response); spec §4/§8: the shopper goes home.
   */
  ended: boolean;
}

/**
 * The customer session of the current server request, set by `sdkMiddleware`: loaded (the
 * customer asked for once) on the first call and shared by every loader and action of the
 * request.
 *
 * @example
 * ```ts
 * export async function loader({ context }: Route.LoaderArgs) {
 *   const { state } = await context.get(sessionContext)();
 *   return { name: state.customer?.firstname ?? null };
 * }
 * ```
 */
export const sessionContext = createContext<() => Promise<RequestSession>>();
