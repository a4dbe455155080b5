import type { Sdk, StoreConfig } from '@agri-parts/sdk';

import { blogListHref } from '../pages/blog/blogListHref';
import { cmsPageLinks } from './cmsPageLinks';
import { productsPerSitemapFile, productSitemapRange } from './sitemapFiles';
import { sitemapLastmod, type SitemapEntry } from './sitemapXml';

/** Pages of the app itself (not CMS pages) that search engines should find. */
const appPages = ['/', '/faq.html', blogListHref(1)];

/** CMS blocks whose links name the shop's CMS pages (with the store config's top menu block). */
const linkBlockIds = ['footer-links'];

/** Products per request while walking the catalogue: a quarter of a file. */
const productPageSize = productsPerSitemapFile / 4;

/**
 * `/sitemaps/pages.xml`: the home page, the FAQ, the blog, and the CMS pages the menu and footer
 * blocks link to that exist (Magento cannot list CMS pages; see the README).
 */
export async function loadPageEntries(
  sdk: Sdk,
  storeConfig: StoreConfig | null,
  shopUrl: string,
): Promise<SitemapEntry[]> {
  const blockIds = [...linkBlockIds, storeConfig?.topMenuBlockIdentifier ?? 'top-menu'];
  const blocks = await sdk.cms.getBlocks(blockIds);
  const excluded = new Set([storeConfig?.cmsHomePage ?? 'home', storeConfig?.cmsNoRoute]);
  const identifiers = cmsPageLinks(blocks.map((block) => block.content ?? '').join('\n')).filter(
    (identifier) => !excluded.has(identifier),
  );
  const candidates = identifiers.map((id) => `/${id}`).filter((path) => !appPages.includes(path));
  // The catch-all serves a CMS page where the API's `route` says one lives (not a redirect).
  const resolved = await Promise.all(candidates.map((path) => sdk.catalog.resolveUrl(path)));
  const cmsPaths = candidates.filter((_, index) => {
    const target = resolved[index];
    return target?.type === 'cms-page' && !target.redirect;
  });
  return [...appPages, ...cmsPaths].map((path) => ({ url: `${shopUrl}${path}` }));
}

/** `/sitemaps/categories.xml`: every category below the store's root. */
export async function loadCategoryEntries(sdk: Sdk, shopUrl: string): Promise<SitemapEntry[]> {
  const categories = await sdk.sitemap.getCategories();
  // The tree comes parents first, and the API may send the store's root category (which has no
  // page) as its first item; it is checked alone rather than every category.
  const [first] = categories;
  const root = first && !(await sdk.catalog.resolveUrl(first.url)) ? first.url : null;
  const urls = categories.map((category) => category.url).filter((url) => url !== root);
  return [...new Set(urls)].map((path) => ({
    url: `${shopUrl}${path}`,
  }));
}

/** `/sitemaps/blog.xml`: every post, with its publication time. */
export async function loadBlogEntries(sdk: Sdk, shopUrl: string): Promise<SitemapEntry[]> {
  const pageSize = 100;
  const first = await sdk.blog.getPosts({ currentPage: 1, pageSize });
  const rest = await Promise.all(
    Array.from({ length: first.pageInfo.totalPages - 1 }, (_, index) =>
      sdk.blog.getPosts({ currentPage: index + 2, pageSize }),
    ),
  );
  return [first, ...rest]
    .flatMap((list) => list.items)
    .map((post) => ({ url: `${shopUrl}${post.url}`, lastmod: sitemapLastmod(post.publishedAt) }));
}

/**
 * How many product pages the sitemap lists. The SDK tells no total, so this walks every page of
 * product URLs (a request per {@link productPageSize} products; the index is cached for an hour).
 */
export async function countSitemapProducts(sdk: Sdk): Promise<number> {
  let count = 0;
  for await (const page of sdk.sitemap.productUrlPages({ pageSize: productPageSize })) {
    count += page.length;
  }
  return count;
}

/**
 * `/sitemaps/products-{number}.xml`: the product pages of that file, with their last change.
 * The SDK starts at the first page, so file n walks the pages before it and stops after its own.
 */
export async function loadProductEntries(
  sdk: Sdk,
  fileNumber: number,
  shopUrl: string,
): Promise<SitemapEntry[]> {
  const { start, end } = productSitemapRange(fileNumber);
  const entries: SitemapEntry[] = [];
  let offset = 0;
  for await (const page of sdk.sitemap.productUrlPages({ pageSize: productPageSize })) {
    for (const product of page) {
      if (offset >= start && offset < end) {
        entries.push({
          url: `${shopUrl}${product.url}`,
          lastmod: sitemapLastmod(product.updatedAt),
        });
      }
      offset += 1;
    }
    if (offset >= end) break;
  }
  return entries;
}
