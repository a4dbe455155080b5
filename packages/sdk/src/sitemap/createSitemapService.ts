import { categoryUrl } from '../catalog/categoryUrl';
import { productUrl } from '../catalog/productUrl';
import { SdkError } from '../errors/SdkError';
import { type SitemapCategoryFieldsFragment } from '../generated/graphql';
import { SitemapCategoriesDocument } from './sitemapCategories.generated';
import { SitemapProductsDocument } from './sitemapProducts.generated';
import type { Transport } from '../transport/createTransport';

/** A category page of the sitemap. */
export interface SitemapCategory {
  uid: string;
  name: string | null;
  /** `/{url_path}{url_suffix}`. */
  url: string;
}

/** A product page of the sitemap. */
export interface SitemapProductUrl {
  /** The product page, as `productUrl` links it. */
  url: string;
  /** The last change (as the backend sends it), for `<lastmod>`; `null` when unknown. */
  updatedAt: string | null;
}

/** Options of {@link SitemapService.productUrlPages}. */
export interface ProductUrlPagesOptions {
  /** Products per request; 200 by default. */
  pageSize?: number;
  /** Pages asked for at once after the first; 4 by default. */
  concurrency?: number;
}

/** What a sitemap lists: every category and every product page. */
export interface SitemapService {
  /**
   * Every category below the store's root with its URL, from one request (five levels deep),
   * parents before their children; categories without a URL path are left out.
   *
   * @throws {@link SdkError} when the request fails.
   */
  getCategories(): Promise<SitemapCategory[]>;
  /**
   * Every product's URL and last change, one page at a time, in order. Page 1 tells how many
   * there are; the rest are asked for `concurrency` at a time, so a large catalogue neither
   * waits page after page nor floods the API.
   *
   * @throws {@link SdkError} when a request fails (the pages yielded so far stand).
   */
  productUrlPages(options?: ProductUrlPagesOptions): AsyncGenerator<SitemapProductUrl[]>;
  /**
   * One page of product URLs, with how many products and pages there are: for a sitemap split in
   * files, each file asks for its own pages only.
   *
   * @throws {@link SdkError} when the request fails or the page is not a whole number from 1.
   */
  getProductUrlPage(options: { currentPage: number; pageSize: number }): Promise<ProductUrlPage>;
}

/** One page of {@link SitemapService.getProductUrlPage}. */
export interface ProductUrlPage {
  items: SitemapProductUrl[];
  /** Products in the catalogue's listing. */
  totalCount: number;
  totalPages: number;
}

type CategoryNode = SitemapCategoryFieldsFragment & {
  children?: ReadonlyArray<CategoryNode | null> | null;
};

function flatten(nodes: ReadonlyArray<CategoryNode | null> | null | undefined): SitemapCategory[] {
  return (nodes ?? []).flatMap((node) => {
    if (!node) return [];
    const url = categoryUrl(node.url_path, node.url_suffix);
    const own = url ? [{ uid: node.uid, name: node.name, url }] : [];
    return [...own, ...flatten(node.children)];
  });
}

/**
 * Creates the sitemap service of one SDK instance (`sdk.sitemap`).
 *
 * @example
 * ```ts
 * const categories = await sdk.sitemap.getCategories();
 * for await (const page of sdk.sitemap.productUrlPages()) {
 *   for (const { url, updatedAt } of page) write(url, updatedAt);
 * }
 * ```
 */
export function createSitemapService(transport: Transport): SitemapService {
  async function productPage(currentPage: number, pageSize: number) {
    const { products } = await transport.request(SitemapProductsDocument, {
      currentPage,
      pageSize,
    });
    const items = (products?.items ?? []).flatMap((item) =>
      item?.sku
        ? [
            {
              url: productUrl({
                sku: item.sku,
                urlKey: item.url_key,
                urlSuffix: item.url_suffix,
                urlRewrites: item.url_rewrites,
              }),
              updatedAt: item.updated_at || null,
            },
          ]
        : [],
    );
    return {
      items,
      totalCount: products?.total_count ?? items.length,
      totalPages: products?.page_info?.total_pages ?? 1,
    };
  }

  return {
    async getProductUrlPage({ currentPage, pageSize }) {
      if (![currentPage, pageSize].every((value) => Number.isInteger(value) && value >= 1)) {
        throw new SdkError(
          'invalid-argument',
          'currentPage and pageSize must be whole numbers of at least 1',
        );
      }
      return productPage(currentPage, pageSize);
    },
    async getCategories() {
      const { categories } = await transport.request(SitemapCategoriesDocument);
      // `categories` without a filter answers the store's root category, which has no page.
      return flatten((categories?.items ?? []).flatMap((root) => root?.children ?? []));
    },
    async *productUrlPages({ pageSize = 200, concurrency = 4 } = {}) {
      if (!Number.isInteger(pageSize) || pageSize < 1) {
        throw new SdkError('invalid-argument', 'pageSize must be a whole number of at least 1');
      }
      const first = await productPage(1, pageSize);
      yield first.items;
      const batch = Math.max(1, Math.floor(concurrency));
      for (let start = 2; start <= first.totalPages; start += batch) {
        const pages = Array.from(
          { length: Math.min(batch, first.totalPages - start + 1) },
          (_, index) => productPage(start + index, pageSize),
        );
        for (const page of await Promise.all(pages)) yield page.items;
      }
    },
  };
}
