import { data, type ShouldRevalidateFunctionArgs } from 'react-router';

import { pageMeta } from '../meta/pageMeta';
import { ProductPage } from '../product/ProductPage';
import { loadProductPage } from '../product/loadProductPage.server';
import { reviewPagesOf } from '../product/loadProductReviews.server';
import { productPageAction } from '../product/productReviewAction.server';
import { reviewIntent } from '../product/reviewsSection';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import type { Route } from './+types/productBySku';

/**
 * `/p/{sku}`: the product page for a product without a URL key of its own (spec §2). Its
 * canonical URL is the product's own address when it has one.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const storeConfig = await context.get(storeConfigContext)();
  const page = await loadProductPage(
    context.get(sdkContext),
    params.sku,
    storeConfig,
    publicUrl(),
    reviewPagesOf(new URL(request.url)),
  );
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** The review form (`productPageAction`). */
export async function action(args: Route.ActionArgs) {
  return productPageAction(args);
}

/** A review sent waits for approval: the page is not loaded again. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === reviewIntent ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

export default function ProductBySku({ loaderData }: Route.ComponentProps) {
  return <ProductPage {...loaderData} />;
}
