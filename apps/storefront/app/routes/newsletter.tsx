import { useActionData } from 'react-router';

import { accountMeta } from '../account/accountMeta';
import { translate } from '../i18n/translate';
import { NewsletterSignupForm } from '../newsletter/FooterNewsletter';
import { newsletterSignupAction } from '../newsletter/newsletterActions.server';
import type { Route } from './+types/newsletter';

/** Signs an address up; the footer's and the modal's forms post here too. */
export const action = newsletterSignupAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(translate('newsletter.title'), matches[0]?.loaderData?.storeConfig?.storeName);
}

/** `/nyhetsbrev`: the sign-up page, where a form posted without JavaScript lands. */
export default function NewsletterRoute() {
  const outcome = useActionData<typeof action>();
  return (
    <section className="account-page" aria-labelledby="newsletter-page-title">
      <h1 id="newsletter-page-title">{translate('newsletter.title')}</h1>
      <NewsletterSignupForm id="newsletter-page" headingLevel="none" initial={outcome ?? null} />
    </section>
  );
}
