import { data } from 'react-router';

import { pageMeta } from '../meta/pageMeta';
import { ProductPage } from '../product/ProductPage';
import { loadProductPage } from '../product/loadProductPage.server';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import type { Route } from './+types/productBySku';

/**
 * `/p/{sku}`: the product page for a product without a URL key of its own (spec §2). Its
 * canonical URL is the product's own address when it has one.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const storeConfig = await context.get(storeConfigContext)();
  const page = await loadProductPage(context.get(sdkContext), params.sku, storeConfig, publicUrl());
  if (!page) throw data(null, { status: 404 });
  return page;
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
