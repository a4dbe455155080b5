import type { Customer } from '@agri-parts/sdk';
import { redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';

import { loginRequiredPath } from '../account/accountPaths';
import { sessionContext } from './sessionContext';
import { readCustomerToken } from './sessionCookie.server';

/**
 * The route guard of the account area: a visitor without a customer token who opens a protected
 * page (a link to an order from an e-mail, the profile) gets a 302 to the login page, which says
 * the page needs a login and returns there after it (`loginRequiredPath`; issue 22 — spec §2 sent
 * them home without a word). It looks at the cookie only (no request to the API); a token the API
 * no longer accepts ends the session in the root loader, which sends to the login page too.
 *
 * Server middleware runs on a client-side navigation only when the page has a loader to call:
 * the account layout route has one, so every child page is guarded both ways.
 */
export const requireSessionMiddleware: MiddlewareFunction<Response> = ({ request }) => {
  if (readCustomerToken(request.headers.get('cookie'))) return;
  const { pathname, search } = new URL(request.url);
  throw redirect(loginRequiredPath(`${pathname}${search}`), 302);
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
