import { Link } from 'react-router';

import { accountMeta } from '../account/accountMeta';
import { translate } from '../i18n/translate';
import { sdkContext } from '../sdk/sdkContext';
import type { Route } from './+types/newsletterConfirm';

/**
 * Follows the opt-in link of the confirmation mail. A GET that changes state, as opt-in links
 * everywhere do: the token is single-use and only confirms what its address asked for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) return { confirmed: false };
  try {
    const outcome = await context.get(sdkContext).newsletter.confirm(token);
    return { confirmed: outcome.status === 'subscribed' };
  } catch {
    return { confirmed: false };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('newsletter.confirmTitle'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** `/nyhetsbrev/bekreft?token=`: the landing page of the opt-in link. */
export default function NewsletterConfirmRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section className="account-page" aria-labelledby="newsletter-confirm-title">
      <h1 id="newsletter-confirm-title">
        {translate(loaderData.confirmed ? 'newsletter.confirmed' : 'newsletter.confirmFailed')}
      </h1>
      <p role="status">
        {translate(
          loaderData.confirmed ? 'newsletter.confirmedText' : 'newsletter.confirmFailedText',
        )}
      </p>
      <p>
        <Link to="/">{translate('newsletter.toFrontPage')}</Link>
      </p>
    </section>
  );
}
