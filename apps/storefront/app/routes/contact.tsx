import { FormError, SubmitButton, TextAreaField, TextField } from '@agri-parts/ui';
import { Form, useActionData, useNavigation } from 'react-router';

import { pageMeta } from '../meta/pageMeta';
import { CmsContent } from '../cms/CmsContent';
import { loadCmsPage } from '../cms/loadCmsPage.server';
import { translate } from '../i18n/translate';
import { contactAction } from '../newsletter/newsletterActions.server';
import { sdkContext } from '../sdk/sdkContext';
import type { Route } from './+types/contact';

/**
 * The CMS page `kontakt-oss` (addresses, opening hours), shown above the form when it exists —
 * sanitised like every CMS page, so none of its markup reaches the browser as it was written.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadCmsPage(context.get(sdkContext), 'kontakt-oss', '/kontakt-oss').catch(
    () => null,
  );
  return { title: page?.heading || null, html: page?.html ?? '' };
}

/** Sends the message (`contactUs`); `refuseCrossOriginRequests` has refused a foreign post. */
export const action = contactAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData?.title ?? translate('contact.title'),
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/**
 * `/kontakt-oss`: the CMS page's content and the contact form, a plain post that works without
 * JavaScript; the outcome is said in a live region, each field's problem at the field.
 */
export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const values = outcome?.values ?? {};
  const errors = outcome?.fieldErrors ?? {};
  const failed = outcome?.result?.kind === 'error' ? outcome.result.message : null;
  return (
    <section className="account-page" aria-labelledby="contact-title">
      <h1 id="contact-title">{loaderData.title ?? translate('contact.title')}</h1>
      {loaderData.html ? <CmsContent html={loaderData.html} /> : null}
      <h2>{translate('contact.formTitle')}</h2>
      <p role="status" className="contact-status">
        {outcome?.result?.kind === 'success' ? outcome.result.message : ''}
      </p>
      <Form
        method="post"
        className="account-form"
        key={outcome?.result?.kind === 'success' ? 'sent' : 'form'}
      >
        <FormError title={translate('contact.errorTitle')} messages={failed ? [failed] : []} />
        <TextField
          label={translate('contact.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={255}
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          label={translate('contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          label={translate('contact.telephone')}
          name="telephone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          defaultValue={values.telephone}
          error={errors.telephone}
        />
        <TextAreaField
          label={translate('contact.comment')}
          name="comment"
          required
          rows={6}
          maxLength={5000}
          defaultValue={values.comment}
          error={errors.comment}
        />
        <SubmitButton busy={busy} busyLabel={translate('auth.pending')}>
          {translate('contact.send')}
        </SubmitButton>
      </Form>
    </section>
  );
}
