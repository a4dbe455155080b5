import { data } from 'react-router';

import { pageMeta } from '../meta/pageMeta';
import { CmsPageView } from '../pages/cms/CmsPageView';
import { loadCmsPage } from '../pages/cms/loadCmsPage.server';
import { sdkContext } from '../sdk/sdkContext';
import type { Route } from './+types/home';

/** Identifier of the CMS page that is the home page (Magento's `cms_home_page`). */
const homePageIdentifier = 'home';

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadCmsPage(context.get(sdkContext), homePageIdentifier);
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

/** The home page: the CMS page `home`. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return <CmsPageView {...loaderData} />;
}
