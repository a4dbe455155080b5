import { CmsContent } from '../cms/CmsContent';
import { sanitizeCmsHtml } from '../cms/sanitizeCmsHtml.server';
import { pageMeta } from '../meta/pageMeta';
import { sdkContext } from '../sdk/sdkContext';
import type { Route } from './+types/home';

/** Identifier of the CMS page that is the home page (Magento's `cms_home_page`). */
const homePageIdentifier = 'home';

export async function loader({ context }: Route.LoaderArgs) {
  const page = await context.get(sdkContext).cms.getPage(homePageIdentifier);
  return {
    title: page?.contentHeading ?? page?.title ?? null,
    metaTitle: page?.metaTitle ?? null,
    metaDescription: page?.metaDescription ?? null,
    html: sanitizeCmsHtml(page?.content ?? ''),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData?.metaTitle,
    description: loaderData?.metaDescription,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** The home page: the CMS page `home`. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <article className="home-page">
      {loaderData.title ? <h1 className="visually-hidden">{loaderData.title}</h1> : null}
      <CmsContent html={loaderData.html} />
    </article>
  );
}
