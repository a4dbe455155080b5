import type { Transaction } from 'kysely';
import type { Database } from '../db/tables.js';
import type { CategoryPaths } from './catalogIndexes.js';
import { insertAll } from './insertAll.js';
import type { SeedCatalog } from './types.js';

/** Writes the URL rewrites of categories, products and CMS pages. */
export async function loadUrlRewrites(
  trx: Transaction<Database>,
  catalog: SeedCatalog,
  paths: CategoryPaths,
): Promise<void> {
  await insertAll(trx, 'url_rewrites', [
    ...catalog.categories.flatMap((category) => {
      const path = paths.get(category.id)!;
      return path.level < 2
        ? []
        : [
            {
              request_path: `${path.urlPath}.html`,
              entity_type: 'CATEGORY' as const,
              entity_id: category.id,
              target_path: `catalog/category/view/id/${category.id}`,
              redirect_code: 0,
            },
          ];
    }),
    ...catalog.products.flatMap((product) =>
      product.visible && product.urlKey
        ? [
            {
              request_path: `${product.urlKey}.html`,
              entity_type: 'PRODUCT' as const,
              entity_id: product.id,
              target_path: `catalog/product/view/id/${product.id}`,
              redirect_code: 0,
            },
          ]
        : [],
    ),
    ...catalog.cmsPages.map((page, index) => ({
      request_path: page.identifier,
      entity_type: 'CMS_PAGE' as const,
      entity_id: index + 1,
      target_path: `cms/page/view/page_id/${index + 1}`,
      redirect_code: 0,
    })),
  ]);
}

/** Writes CMS pages and blocks, blog posts and the mega menu. */
export async function loadContent(trx: Transaction<Database>, catalog: SeedCatalog): Promise<void> {
  await insertAll(
    trx,
    'cms_pages',
    catalog.cmsPages.map((page, index) => ({
      page_id: index + 1,
      identifier: page.identifier,
      title: page.title,
      content_heading: page.contentHeading,
      content: page.content,
      page_layout: page.pageLayout,
      meta_title: page.metaTitle,
      meta_description: page.metaDescription,
      meta_keywords: null,
      is_active: true,
    })),
  );
  await insertAll(
    trx,
    'cms_blocks',
    catalog.cmsBlocks.map((block) => ({ ...block, is_active: true })),
  );
  await insertAll(
    trx,
    'blog_posts',
    catalog.blogPosts.map((post) => ({
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      author: post.author,
      image: post.image,
      published_at: post.publishedAt,
    })),
  );
  const menuDepth = (id: number | null, depth = 0): number => {
    const item = catalog.menuItems.find((candidate) => candidate.id === id);
    return item ? menuDepth(item.parentId, depth + 1) : depth;
  };
  await insertAll(
    trx,
    'mega_menu_items',
    [...catalog.menuItems]
      .sort((a, b) => menuDepth(a.id) - menuDepth(b.id))
      .map((item) => ({
        id: item.id,
        parent_id: item.parentId,
        title: item.title,
        link_type: item.linkType,
        link: item.link,
        link_uid: item.linkUid,
        target: item.target,
        position: item.position,
        cols_nb: item.colsNb,
        content: item.content,
        custom_class: item.customClass,
        icon_url: item.iconUrl,
        items_id: item.itemsId,
        show_subcategories: item.showSubcategories,
        show_title: item.showTitle,
        width: item.width,
      })),
  );
}

/** Writes the countries and their regions. */
export async function loadCountries(
  trx: Transaction<Database>,
  catalog: SeedCatalog,
): Promise<void> {
  await insertAll(
    trx,
    'countries',
    catalog.countries.map((country) => ({
      id: country.id,
      iso3: country.iso3,
      name_nb: country.nameNb,
      name_en: country.nameEn,
    })),
  );
  await insertAll(
    trx,
    'regions',
    catalog.countries.flatMap((country) =>
      country.regions.map((region) => ({ ...region, country_id: country.id })),
    ),
  );
}
