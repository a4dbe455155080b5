import { loadSitemapIndex } from '../sitemap/loadSitemapIndex.server';
import { sdkContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import type { Route } from './+types/sitemapIndex';

/** `/sitemap.xml`: the sitemap index, naming the part files under `/sitemaps/`. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadSitemapIndex(context.get(sdkContext), publicUrl());
}
