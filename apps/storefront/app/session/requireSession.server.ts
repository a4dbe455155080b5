import type { Customer } from '@agri-parts/sdk';
import { redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';

import { sessionContext } from './sessionContext';
import { readCustomerToken } from './sessionCookie.server';

/**
 * The route guard of the account area (spec §2): a visitor without a customer token who opens a
 * protected page gets a 302 to home. It looks at the cookie only (no request to the API); a token
 * the API no longer accepts ends the session in the root loader, which also sends home.
 *
 * Server middleware runs on a client-side navigation only when the page has a loader to call:
 * the account layout route has one, so every child page is guarded both ways.
 */
export const requireSessionMiddleware: MiddlewareFunction<Response> = ({ request }) => {
  if (!readCustomerToken(request.headers.get('cookie'))) throw redirect('/', 302);
};

/**
 * The signed-in customer, for the loaders and actions of protected pages; a 302 to home when
 * there is none (no session, or one that just ended).
 *
 * @example
 * ```ts
 * export async function loader({ context }: Route.LoaderArgs) {
 *   const customer = await requireCustomer(context);
 *   return { addresses: customer.addresses };
 * }
 * ```
 */
export async function requireCustomer(context: Readonly<RouterContextProvider>): Promise<Customer> {
  const { state } = await context.get(sessionContext)();
  if (state.status !== 'authenticated' || !state.customer) throw redirect('/', 302);
  return state.customer;
}
