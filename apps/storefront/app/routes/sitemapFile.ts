import { loadSitemapFile } from '../sitemap/loadSitemapFile.server';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import type { Route } from './+types/sitemapFile';

/** `/sitemaps/{pages,categories,blog,products-n}.xml`: one part of the sitemap; 404 otherwise. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadSitemapFile(
    context.get(sdkContext),
    params.file,
    () => context.get(storeConfigContext)(),
    publicUrl(),
  );
}
