import { data } from 'react-router';

import { pageMeta } from '../meta/pageMeta';
import { CmsPageView } from '../cms/CmsPageView';
import { loadCmsPage } from '../cms/loadCmsPage.server';
import { sdkContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import type { Route } from './+types/faq';

/** Identifier of the CMS page shown at `/faq.html` (spec §2). */
const faqPageIdentifier = 'faq';

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadCmsPage(
    context.get(sdkContext),
    faqPageIdentifier,
    `${publicUrl()}/faq.html`,
  );
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** The FAQ: the CMS page `faq`. */
export default function Faq({ loaderData }: Route.ComponentProps) {
  return <CmsPageView {...loaderData} />;
}
