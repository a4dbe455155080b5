import { pageMeta } from '../meta/pageMeta';
import { PartFinderLinksPage } from '../partFinder/PartFinderLinksPage';
import { loadPartFinderLanding } from '../partFinder/loadPartFinderPages.server';
import { sdkContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import partFinderStylesUrl from '../styles/partFinder.css?url';
import type { Route } from './+types/parts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: partFinderStylesUrl }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPartFinderLanding(context.get(sdkContext), new URL(request.url), publicUrl());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** `/parts` (`part-finder`): the finders, the widget, and the answers to its forms. */
export default function Parts({ loaderData }: Route.ComponentProps) {
  return <PartFinderLinksPage {...loaderData} />;
}
