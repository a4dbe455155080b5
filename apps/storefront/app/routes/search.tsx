import { pageMeta } from '../meta/pageMeta';
import { SearchPage } from '../search/SearchPage';
import { loadSearchPage } from '../search/loadSearchPage.server';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  const storeConfig = await context.get(storeConfigContext)();
  return loadSearchPage(context.get(sdkContext), new URL(request.url), storeConfig, publicUrl());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      ...loaderData?.meta,
      storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
    }),
    // Search results are for shoppers, not for search engines' indexes.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

/** `/search`: the search results page. */
export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
