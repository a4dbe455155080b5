import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The shop's routes (spec §2). Categories (`/{url_path}{url_suffix}`), products and CMS pages
 * (`/:slug+`) share the catch-all, which asks the API what lives at the URL.
 */
export default [
  index('routes/home.tsx'),
  route('faq.html', 'routes/faq.tsx'),
  route('search', 'routes/search.tsx'),
  route('p/:sku', 'routes/productBySku.tsx'),
  route('robots.txt', 'routes/robotsTxt.ts'),
  route('aktuelt', 'routes/blog.tsx'),
  route('aktuelt/*', 'routes/blogPost.tsx'),
  route('sitemap.xml', 'routes/sitemapIndex.ts'),
  route('sitemaps/:file', 'routes/sitemapFile.ts'),
  route('collection/:slug', 'routes/collection.tsx'),
  route('collection/:collection_slug/*', 'routes/collectionItem.tsx'),
  route('*', 'routes/catchAll.tsx'),
] satisfies RouteConfig;
