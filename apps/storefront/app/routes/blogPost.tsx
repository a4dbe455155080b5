import { data } from 'react-router';

import { defaultStoreName } from '../meta/pageTitle';
import { pageMeta } from '../meta/pageMeta';
import { BlogPostPage } from '../blog/BlogPostPage';
import { loadBlogPost } from '../blog/loadBlogPost.server';
import { sdkContext, storeConfigContext } from '../sdk/sdkContext';
import { publicUrl } from '../sdk/storefrontConfig.server';
import type { Route } from './+types/blogPost';

export async function loader({ params, context }: Route.LoaderArgs) {
  const storeConfig = await context.get(storeConfigContext)();
  const post = await loadBlogPost(
    context.get(sdkContext),
    params['*'],
    publicUrl(),
    storeConfig?.storeName ?? defaultStoreName,
  );
  if (!post) throw data(null, { status: 404 });
  return post;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...loaderData?.meta,
    storeName: matches[0]?.loaderData?.storeConfig?.storeName ?? null,
  });
}

/** `/aktuelt/:slug+`: one blog post (spec §2). */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage {...loaderData} />;
}
