import { pageMeta } from '../meta/pageMeta';
import { CollectionOverviewPage } from '../collection/CollectionOverviewPage';
import { CollectionPage } from '../collection/CollectionPage';
import { loadNestedCollection } from '../collection/loadCollectionRoute.server';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import type { Route } from './+types/collectionItem';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadNestedCollection(
    context.get(sdkContext),
    new URL(request.url),
    params.collection_slug,
    params['*'],
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

/** `/collection/:collection_slug/:slug+.html`: one option of a named attribute (spec §2). */
export default function CollectionItem({ loaderData }: Route.ComponentProps) {
  return loaderData.type === 'collection' ? (
    <CollectionPage {...loaderData} />
  ) : (
    <CollectionOverviewPage {...loaderData} />
  );
}
