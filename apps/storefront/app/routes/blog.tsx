import { pageMeta } from '../meta/pageMeta';
import { BlogListPage } from '../blog/BlogListPage';
import { loadBlogList } from '../blog/loadBlogList.server';
import { sdkContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import type { Route } from './+types/blog';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBlogList(context.get(sdkContext), new URL(request.url), publicUrl());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** `/aktuelt`: the blog, a page of posts at a time (spec §2). */
export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage {...loaderData} />;
}
