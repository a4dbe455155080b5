import { pageMeta } from '../meta/pageMeta';
import { PartFinderLinksPage } from '../partFinder/PartFinderLinksPage';
import { loadPartFinderBrands } from '../partFinder/loadPartFinderPages.server';
import { sdkContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import partFinderStylesUrl from '../styles/partFinder.css?url';
import type { Route } from './+types/partsFinder';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: partFinderStylesUrl }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPartFinderBrands(context.get(sdkContext), new URL(request.url), params, publicUrl());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** `/parts/:finder` (`part-finder-finders`): the finder's brands. */
export default function PartsFinder({ loaderData }: Route.ComponentProps) {
  return <PartFinderLinksPage {...loaderData} />;
}
