import { pageMeta } from '../meta/pageMeta';
import { CollectionOverviewPage } from '../collection/CollectionOverviewPage';
import { CollectionPage } from '../collection/CollectionPage';
import { loadCollectionBySlug } from '../collection/loadCollectionRoute.server';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import type { Route } from './+types/collection';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCollectionBySlug(
    context.get(sdkContext),
    new URL(request.url),
    params.slug,
    context.get(storeConfigContext)(),
    publicUrl(),
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** `/collection/:slug.html`: a manufacturer's products, or an attribute's overview (spec §2). */
export default function Collection({ loaderData }: Route.ComponentProps) {
  return loaderData.type === 'collection' ? (
    <CollectionPage {...loaderData} />
  ) : (
    <CollectionOverviewPage {...loaderData} />
  );
}
