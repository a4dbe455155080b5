import { pageMeta } from '../meta/pageMeta';
import { PartDiagramsPage } from '../partFinder/PartDiagramsPage';
import { loadPartDiagrams } from '../partFinder/loadPartDiagrams.server';
import { sdkContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import partDiagramsStylesUrl from '../styles/partDiagrams.css?url';
import type { Route } from './+types/partsDiagrams';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: partDiagramsStylesUrl },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPartDiagrams(context.get(sdkContext), new URL(request.url), params, publicUrl());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** `/parts/:finder/:brand/:model/diagram` (`part-finder-diagrams`): the model's exploded diagrams. */
export default function PartsDiagrams({ loaderData }: Route.ComponentProps) {
  return <PartDiagramsPage {...loaderData} />;
}
