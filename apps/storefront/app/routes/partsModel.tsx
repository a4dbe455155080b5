import { pageMeta } from '../meta/pageMeta';
import { PartFinderPartsPage } from '../partFinder/PartFinderPartsPage';
import { loadPartFinderParts } from '../partFinder/loadPartFinderParts.server';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import type { Route } from './+types/partsModel';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPartFinderParts(
    context.get(sdkContext),
    new URL(request.url),
    params,
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

/** `/parts/:finder/:brand/:model` (`part-finder-parts`): the parts that fit the model. */
export default function PartsModel({ loaderData }: Route.ComponentProps) {
  return <PartFinderPartsPage {...loaderData} />;
}
