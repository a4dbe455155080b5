import { data, Form, useActionData, useNavigation } from 'react-router';
import { SubmitButton } from '@agri-parts/ui';

import { accountMeta } from '../account/accountMeta';
import { translate } from '../i18n/translate';
import { sdkContext } from '../sdk/sdkContext';
import type { Route } from './+types/newsletterUnsubscribe';

/** The link's token, from the form or (RFC 8058 one-click, posted by a mail program) the query. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token')?.trim() ?? '' };
}

/**
 * Unsubscribes: the page's button, or a mail program's one-click POST (`List-Unsubscribe=One-Click`,
 * RFC 8058) to the link itself — a server without `Origin`, which `refuseCrossOriginRequests`
 * lets through; the signed token is what authorises it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const posted = form.get('token');
  const token =
    (typeof posted === 'string' && posted.trim()) ||
    new URL(request.url).searchParams.get('token')?.trim() ||
    '';
  try {
    const outcome = await context.get(sdkContext).newsletter.unsubscribe(token);
    if (outcome.status === 'unsubscribed') return { done: true };
    return data({ done: false }, { status: 400 });
  } catch {
    return data({ done: false }, { status: 503 });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('newsletter.unsubscribeTitle'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/**
 * `/nyhetsbrev/avmeld?token=`: the link in every mail. A GET only asks (mail scanners open links),
 * the button unsubscribes, no sign-in needed.
 */
export default function NewsletterUnsubscribeRoute({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="account-page" aria-labelledby="newsletter-unsubscribe-title">
      <h1 id="newsletter-unsubscribe-title">{translate('newsletter.unsubscribeTitle')}</h1>
      {answer ? (
        <p role="status">
          {translate(answer.done ? 'newsletter.unsubscribed' : 'newsletter.unsubscribeFailed')}
        </p>
      ) : (
        <Form method="post" className="account-form">
          <p>{translate('newsletter.unsubscribeQuestion')}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton busy={busy} busyLabel={translate('auth.pending')}>
            {translate('newsletter.unsubscribeButton')}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
