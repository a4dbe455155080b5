import { data } from 'react-router';

import { pageMeta } from '../meta/pageMeta';
import { CmsPageView } from '../pages/cms/CmsPageView';
import { loadCmsPage } from '../pages/cms/loadCmsPage.server';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const storeConfig = await context.get(storeConfigContext)();
  // Magento's `cms_home_page` names the CMS page shown here.
  const page = await loadCmsPage(context.get(sdkContext), storeConfig?.cmsHomePage ?? 'home');
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData?.meta.title,
    description: loaderData?.meta.description,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** The home page: the store's home CMS page. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return <CmsPageView {...loaderData} />;
}
