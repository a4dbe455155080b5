import { pageMeta } from '../meta/pageMeta';
import { PartDiagramPage } from '../partFinder/PartDiagramPage';
import { loadPartDiagram } from '../partFinder/loadPartDiagrams.server';
import { sdkContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import partDiagramsStylesUrl from '../styles/partDiagrams.css?url';
import type { Route } from './+types/partsDiagram';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: partDiagramsStylesUrl },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPartDiagram(context.get(sdkContext), new URL(request.url), params, publicUrl());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/**
 * `/parts/:finder/:brand/:model/diagram/:assembly` (`part-finder-diagram`): one assembly's
 * exploded view with its numbered parts.
 */
export default function PartsDiagram({ loaderData }: Route.ComponentProps) {
  return <PartDiagramPage {...loaderData} />;
}
