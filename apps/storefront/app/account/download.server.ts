import { redirect } from 'react-router';

import { graphqlUrl } from '../sdk/storefrontConfig.server';
import { readCustomerToken } from '../session/sessionCookie.server';
import { accountPaths, withRedirectTo } from './accountPaths';
import { downloadPathPrefix, downloadRefusal, downloadRefusalParameter } from './downloadView';

/** The headers of the API's file answer passed on to the shopper. */
const passedHeaders = ['content-type', 'content-length', 'content-disposition'] as const;

/**
 * `GET /downloads/:token`: a purchased file for the signed-in buyer. The signed link alone is not
 * enough — the storefront adds the customer token of its httpOnly session cookie, and commerce-api
 * hands the file only to the customer the link was signed for. Without a session: the login,
 * which comes back here. A refused link (expired, invalid, another customer's, a cancelled
 * order's) goes to "Mine nedlastinger", which says why and has fresh links.
 */
export async function serveDownload(request: Request, token: string): Promise<Response> {
  const customerToken = readCustomerToken(request.headers.get('cookie'));
  const here = `${downloadPathPrefix}${encodeURIComponent(token)}`;
  if (!customerToken) throw redirect(withRedirectTo(accountPaths.login, here), 302);
  const apiOrigin = graphqlUrl().replace(/\/graphql\/?$/, '');
  const answer = await fetch(`${apiOrigin}${here}`, {
    headers: { authorization: `Bearer ${customerToken}` },
    signal: request.signal,
  });
  if (answer.ok) {
    const headers = new Headers({
      // Only this customer may have it: no shared cache keeps it, no browser cache either.
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    for (const name of passedHeaders) {
      const value = answer.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(answer.body, { status: 200, headers });
  }
  await answer.body?.cancel();
  const refusal = answer.headers.get('x-download-refusal');
  // The API no longer knows the session (it ended there first): log in again, then come back.
  if (refusal === 'sign-in') throw redirect(withRedirectTo(accountPaths.login, here), 302);
  const kind = downloadRefusal(refusal);
  throw redirect(`${accountPaths.downloads}?${downloadRefusalParameter}=${kind}`, 302);
}
