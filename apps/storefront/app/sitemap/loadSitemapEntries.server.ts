import { partFinderPath, type Sdk, type StoreConfig } from '@agri-parts/sdk';

import { blogListHref } from '../blog/blogListHref';
import {
  collectionAttributeCodes,
  collectionHref,
  collectionOverviewHref,
} from '../collection/collectionPaths';
import { isBadInputError } from '../sdk/isBadInputError';
import { cmsPageLinks } from './cmsPageLinks';
import { productsPerSitemapFile } from './sitemapFiles';
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
  const urls = categories.map((category) => category.url);
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

/** How many product pages the sitemap lists: one request for the total. */
export async function countSitemapProducts(sdk: Sdk): Promise<number> {
  const { totalCount } = await sdk.sitemap.getProductUrlPage({ currentPage: 1, pageSize: 1 });
  return totalCount;
}

/**
 * `/sitemaps/products-{number}.xml`: the product pages of that file, with their last change. A
 * file is {@link productsPerSitemapFile} products: its own four pages of the catalogue, asked
 * for at once.
 */
export async function loadProductEntries(
  sdk: Sdk,
  fileNumber: number,
  shopUrl: string,
): Promise<SitemapEntry[]> {
  const pagesPerFile = productsPerSitemapFile / productPageSize;
  const firstPage = (fileNumber - 1) * pagesPerFile + 1;
  const pages = await Promise.all(
    Array.from({ length: pagesPerFile }, (_, index) =>
      sdk.sitemap
        .getProductUrlPage({ currentPage: firstPage + index, pageSize: productPageSize })
        .catch((error: unknown) => {
          // Magento refuses a page past the last one; the file simply ends there.
          if (isBadInputError(error)) return null;
          throw error;
        }),
    ),
  );
  return pages
    .flatMap((page) => page?.items ?? [])
    .map((product) => ({
      url: `${shopUrl}${product.url}`,
      lastmod: sitemapLastmod(product.updatedAt),
    }));
}

/**
 * `/sitemaps/parts.xml`: the part finder's pages the site links to — `/parts`, every finder,
 * every brand of a finder and every model of a brand (the model pages list its parts). The
 * lists load level by level, each level's requests at once.
 */
export async function loadPartFinderEntries(sdk: Sdk, shopUrl: string): Promise<SitemapEntry[]> {
  const finders = await sdk.partFinder.getFinders();
  const brands = (
    await Promise.all(
      finders.map(async (finder) =>
        (await sdk.partFinder.getBrands(finder.id)).map((brand) => ({ finder, brand })),
      ),
    )
  ).flat();
  const models = (
    await Promise.all(
      brands.map(async ({ finder, brand }) =>
        (await sdk.partFinder.getModels(brand.id)).map((model) => ({ finder, brand, model })),
      ),
    )
  ).flat();
  const paths = [
    partFinderPath({}),
    ...finders.map((finder) => partFinderPath({ finder: finder.slug })),
    ...brands.map(({ finder, brand }) =>
      partFinderPath({ finder: finder.slug, brand: brand.slug }),
    ),
    ...models.map(({ finder, brand, model }) =>
      partFinderPath({ finder: finder.slug, brand: brand.slug, model: model.slug }),
    ),
  ];
  return [...new Set(paths)].map((path) => ({ url: `${shopUrl}${path}` }));
}

/**
 * `/sitemaps/collections.xml`: each collection attribute's overview and every option's collection
 * it links to (`/collection/produsent.html`, `/collection/massey-ferguson.html` …).
 */
export async function loadCollectionEntries(sdk: Sdk, shopUrl: string): Promise<SitemapEntry[]> {
  const attributes = await Promise.all(
    collectionAttributeCodes.map((code) => sdk.collections.getAttribute(code)),
  );
  const paths = attributes.flatMap((attribute) =>
    attribute
      ? [
          collectionOverviewHref(attribute),
          ...attribute.options.map((option) => collectionHref(attribute, option.slug)),
        ]
      : [],
  );
  return [...new Set(paths)].map((path) => ({ url: `${shopUrl}${path}` }));
}
