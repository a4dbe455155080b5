import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';

import { LateHydrationBoundary } from '../layout/HydrationMarker';
import { pageMeta } from '../meta/pageMeta';
import { lazyPage } from '../navigation/lazyPage';
import { loadCategoryPage } from '../category/loadCategoryPage.server';
import { loadCmsPage } from '../cms/loadCmsPage.server';
import { loadProductPage } from '../product/loadProductPage.server';
import { reviewPagesOf } from '../product/loadProductReviews.server';
import { productPageAction } from '../product/productReviewAction.server';
import { reviewIntent } from '../product/reviewsSection';
import { onlyVariantChanged } from '../product/variantSelection';
import { isBadInputError } from '../sdk/isBadInputError';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import { canonicalUrl } from '../seo/canonicalUrl';
import type { Route } from './+types/catchAll';

/**
 * Asks the API what lives at the URL (Magento's `route`) and loads that page: a category
 * (`/{url_path}{url_suffix}`), a product, or a CMS page (`/:slug+`); an old URL is redirected,
 * and nothing there (or an address the API refuses as input) is the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sdk = context.get(sdkContext);
  const url = new URL(request.url);
  const resolved = await sdk.catalog.resolveUrl(url.pathname).catch((error: unknown) => {
    if (isBadInputError(error)) return null;
    throw error;
  });
  if (!resolved) throw data(null, { status: 404 });
  if (resolved.redirect) throw redirect(resolved.redirect.url, resolved.redirect.code);

  switch (resolved.type) {
    case 'category': {
      // The route brought the category's own fields; a category without a URL path has no page.
      if (!resolved.category) throw data(null, { status: 404 });
      const storeConfig = await context.get(storeConfigContext)();
      const page = await loadCategoryPage(sdk, url, resolved.category, storeConfig, publicUrl());
      return { type: 'category' as const, ...page };
    }
    case 'product': {
      const storeConfig = await context.get(storeConfigContext)();
      const page = await loadProductPage(
        sdk,
        resolved.sku,
        storeConfig,
        publicUrl(),
        reviewPagesOf(url),
      );
      if (!page) throw data(null, { status: 404 });
      return { type: 'product' as const, ...page };
    }
    case 'cms-page': {
      const storeConfig = await context.get(storeConfigContext)();
      // The home page has one address, and Magento's "not found" page is not a page of its own.
      if (resolved.identifier === (storeConfig?.cmsHomePage ?? 'home')) throw redirect('/', 301);
      if (resolved.identifier === storeConfig?.cmsNoRoute) throw data(null, { status: 404 });
      const page = await loadCmsPage(sdk, resolved.identifier, canonicalUrl(publicUrl(), url, []));
      if (!page) throw data(null, { status: 404 });
      return { type: 'cms-page' as const, ...page };
    }
    default:
      throw data(null, { status: 404 });
  }
}

/** A product page's review form (`productPageAction`); no other page here takes a post. */
export async function action(args: Route.ActionArgs) {
  return productPageAction(args);
}

// Each page type is a chunk of its own: a category page does not carry the product page's code.
const CategoryPage = lazyPage(() =>
  import('../category/CategoryPage').then((module) => module.CategoryPage),
);
const ProductPage = lazyPage(() =>
  import('../product/ProductPage').then((module) => module.ProductPage),
);
const CmsPageView = lazyPage(() =>
  import('../cms/CmsPageView').then((module) => module.CmsPageView),
);

/**
 * On a navigation in the browser, the pages' code loads beside the page's data (it is not known
 * yet which of them the address holds), so the new page waits for neither one after the other. A
 * chunk that fails to load is the page's render's to retry, not the data's.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const preloads = [CategoryPage, ProductPage, CmsPageView].map((page) =>
    page.preload().catch(() => undefined),
  );
  const [loaded] = await Promise.all([serverLoader(), ...preloads]);
  return loaded;
}

/**
 * A variant chosen on a product page changes only its address, and a review sent waits for
 * approval: neither loads the page again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === reviewIntent) return false;
  return onlyVariantChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/**
 * Whatever lives at a URL the other routes do not claim. The page hydrates once its code has
 * arrived, after the rest of the document, which its boundary tells the hydration mark.
 */
export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return <LateHydrationBoundary>{page(loaderData)}</LateHydrationBoundary>;
}

function page(loaderData: Route.ComponentProps['loaderData']) {
  switch (loaderData.type) {
    case 'category':
      return <CategoryPage {...loaderData} />;
    case 'product':
      return <ProductPage {...loaderData} />;
    case 'cms-page':
      return <CmsPageView {...loaderData} />;
  }
}
