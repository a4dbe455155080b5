import { NewsletterSignup } from '@agri-parts/ui';
import { useFetcher } from 'react-router';

import { translate } from '../i18n/translate';
import type { FormOutcome } from './newsletterActions.server';

/** Where every sign-up form posts; without JavaScript the shopper lands on its page. */
export const newsletterPath = '/nyhetsbrev';

/**
 * The newsletter sign-up of the footer, the newsletter page and the newsletter modal: a fetcher form with
 * JavaScript (the page stays), a plain post to `/nyhetsbrev` without it.
 */
export function NewsletterSignupForm({
  id,
  headingLevel = 'h2',
  withDescription = true,
  initial,
}: {
  /** Tells the forms of one page apart (their fetchers). */
  id: string;
  headingLevel?: 'h2' | 'h3' | 'none';
  /** Off in the modal, whose dialog description says it already. */
  withDescription?: boolean;
  /** The answer of a post without JavaScript. */
  initial?: FormOutcome | null;
}) {
  const fetcher = useFetcher<FormOutcome>({ key: `newsletter-${id}` });
  const outcome = fetcher.data ?? initial ?? null;
  return (
    <NewsletterSignup
      id={id}
      action={newsletterPath}
      form={fetcher.Form}
      busy={fetcher.state !== 'idle'}
      result={outcome?.result ?? null}
      emailError={outcome?.fieldErrors.email ?? null}
      defaultEmail={outcome?.values.email}
      headingLevel={headingLevel}
      labels={{
        title: translate('newsletter.title'),
        description: withDescription ? translate('newsletter.description') : undefined,
        email: translate('newsletter.email'),
        submit: translate('newsletter.submit'),
      }}
    />
  );
}
