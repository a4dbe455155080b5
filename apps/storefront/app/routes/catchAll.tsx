import { data } from 'react-router';

import { CmsContent } from '../cms/CmsContent';
import { sanitizeCmsHtml } from '../cms/sanitizeCmsHtml.server';
import { pageMeta } from '../meta/pageMeta';
import { sdkContext } from '../sdk/sdkContext';
import type { Route } from './+types/catchAll';

export async function loader({ context, params }: Route.LoaderArgs) {
  const identifier = params['*'] ?? '';
  const page = await context
    .get(sdkContext)
    .cms.getPage(identifier)
    .catch(() => null);
  if (!page) throw data(null, { status: 404 });
  return {
    kind: 'cms-page' as const,
    title: page.contentHeading ?? page.title,
    metaTitle: page.metaTitle ?? page.title,
    metaDescription: page.metaDescription,
    html: sanitizeCmsHtml(page.content),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData?.metaTitle,
    description: loaderData?.metaDescription,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** Whatever lives at a URL the other routes do not claim: a category or a CMS page. */
export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return (
    <article className="cms-page">
      {loaderData.title ? <h1>{loaderData.title}</h1> : null}
      <CmsContent html={loaderData.html} />
    </article>
  );
}
