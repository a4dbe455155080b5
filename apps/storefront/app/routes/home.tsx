import { data } from 'react-router';

import { translate } from '../i18n/translate';
import { pageMeta } from '../meta/pageMeta';
import { FinderWidget } from '../partFinder/FinderWidget';
import { loadDefaultFinderWidget } from '../partFinder/loadPartFinderPages.server';
import partFinderStylesUrl from '../styles/partFinder.css?url';
import { CmsPageView } from '../cms/CmsPageView';
import { loadCmsPage } from '../cms/loadCmsPage.server';
import { shopPhone } from '../layout/shopContact';
import { defaultStoreName } from '../meta/pageTitle';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import { organizationJsonLd } from '../seo/structuredData';
import type { Route } from './+types/home';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: partFinderStylesUrl }];

export async function loader({ context }: Route.LoaderArgs) {
  const sdk = context.get(sdkContext);
  const shopUrl = publicUrl();
  // The finder widget (spec §2) gets its finders and the default finder's brands with the page,
  // so it works before hydration and asks for nothing after it (a failure leaves the list to the
  // widget); they need no store config, so they are asked for at once.
  const finderWidgetPromise = loadDefaultFinderWidget(sdk);
  // Magento's `cms_home_page` names the CMS page shown here.
  const storeConfig = await context.get(storeConfigContext)();
  const [page, finderWidget] = await Promise.all([
    loadCmsPage(sdk, storeConfig?.cmsHomePage ?? 'home', `${shopUrl}/`),
    finderWidgetPromise,
  ]);
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
  return { ...page, finderWidget };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** The home page: the part finder widget, then the store's home CMS page. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { finderWidget, ...page } = loaderData;
  return (
    <>
      <FinderWidget preset={finderWidget} heading={translate('partFinder.widgetHeading')} />
      <CmsPageView {...page} />
    </>
  );
}
