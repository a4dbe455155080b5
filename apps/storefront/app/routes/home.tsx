import { data } from 'react-router';

import { pageMeta } from '../meta/pageMeta';
import { CmsPageView } from '../pages/cms/CmsPageView';
import { loadCmsPage } from '../pages/cms/loadCmsPage.server';
import { shopPhone } from '../layout/shopContact';
import { defaultStoreName } from '../meta/pageTitle';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import { organizationJsonLd } from '../seo/structuredData';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const storeConfig = await context.get(storeConfigContext)();
  const shopUrl = publicUrl();
  // Magento's `cms_home_page` names the CMS page shown here.
  const page = await loadCmsPage(
    context.get(sdkContext),
    storeConfig?.cmsHomePage ?? 'home',
    `${shopUrl}/`,
  );
  if (!page) throw data(null, { status: 404 });
  const logo =
    storeConfig?.baseMediaUrl && storeConfig.headerLogoSrc
      ? new URL(storeConfig.headerLogoSrc, storeConfig.baseMediaUrl).href
      : null;
  page.meta.jsonLd.push(
    organizationJsonLd({
      name: storeConfig?.storeName ?? defaultStoreName,
      url: shopUrl,
      logoUrl: logo,
      telephone: shopPhone.number,
    }),
  );
  return page;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** The home page: the store's home CMS page. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return <CmsPageView {...loaderData} />;
}
