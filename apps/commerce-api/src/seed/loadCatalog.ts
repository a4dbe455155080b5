import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { normalizePartNumber } from '../catalog/normalizePartNumber.js';
import type { Database } from '../db/tables.js';
import { buildPriceIndex } from './priceIndex.js';
import { DEFAULT_STORE_CODE, defaultStoreConfig } from './storeConfig.js';
import type { SeedCatalog, SeedCategory, SelectAttributeCode } from './types.js';

const INDEXED_ATTRIBUTES = {
  manufacturer: 'manufacturerOptionId',
  color: 'colorOptionId',
  ag_produktgruppe: 'productGroupOptionId',
  wm_delivery_time: 'deliveryTimeOptionId',
} as const satisfies Record<SelectAttributeCode, string>;

/** One row per product and select-attribute value; a parent also gets its children's values. */
function buildAttributeIndex(catalog: SeedCatalog) {
  const rows = new Map<string, { attribute_code: string; option_id: number; product_id: number }>();
  for (const product of catalog.products) {
    const owners = product.parentId === null ? [product.id] : [product.id, product.parentId];
    for (const [code, field] of Object.entries(INDEXED_ATTRIBUTES)) {
      const optionId = product[field];
      if (optionId === null) continue;
      for (const owner of owners) {
        rows.set(`${code}:${optionId}:${owner}`, {
          attribute_code: code,
          option_id: optionId,
          product_id: owner,
        });
      }
    }
  }
  return [...rows.values()];
}

/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters for the widest table. */
const BATCH_SIZE = 1000;

async function insertAll<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    // Kysely's insert typing cannot follow a generic table name; the rows are typed by the caller.
    await trx
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

function categoryPaths(categories: readonly SeedCategory[]) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const ancestry = (category: SeedCategory): SeedCategory[] => {
    const chain: SeedCategory[] = [];
    for (let current: SeedCategory | undefined = category; current;) {
      chain.unshift(current);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    return chain;
  };
  return new Map(
    categories.map((category) => {
      const chain = ancestry(category);
      return [
        category.id,
        {
          // Magento keeps a hidden "Root Catalog" (id 1) above the store's root category.
          path: ['1', ...chain.map((c) => String(c.id))].join('/'),
          level: chain.length,
          // The URL path leaves out the store's root category.
          urlPath: chain
            .slice(1)
            .map((c) => c.urlKey)
            .join('/'),
          ancestorIds: chain.map((c) => c.id),
        },
      ];
    }),
  );
}

/**
 * Writes a generated catalogue into an empty database in one transaction, then builds the
 * derived data: the category anchor index, URL rewrites, price ranges and the search documents.
 */
export async function loadCatalog(db: Kysely<Database>, catalog: SeedCatalog): Promise<void> {
  const paths = categoryPaths(catalog.categories);
  const prices = buildPriceIndex(catalog.products);

  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'store_configs', [
      { store_code: DEFAULT_STORE_CODE, config: JSON.stringify(defaultStoreConfig()) },
    ]);
    await insertAll(
      trx,
      'attribute_options',
      catalog.attributeOptions.map((option) => ({
        option_id: option.id,
        attribute_code: option.attributeCode,
        label: option.label,
        swatch: option.swatch ?? null,
        position: option.position,
      })),
    );

    // Parents before children, so the foreign key on parent_id holds row by row.
    const categories = [...catalog.categories].sort(
      (a, b) => (paths.get(a.id)?.level ?? 0) - (paths.get(b.id)?.level ?? 0),
    );
    await insertAll(
      trx,
      'categories',
      categories.map((category) => {
        const path = paths.get(category.id)!;
        return {
          id: category.id,
          parent_id: category.parentId,
          path: path.path,
          level: path.level,
          name: category.name,
          url_key: category.urlKey,
          url_path: path.urlPath || category.urlKey,
          position: category.position,
          include_in_menu: category.includeInMenu,
          description: category.description,
          landing_page_block: category.landingPageBlock,
          meta_title: category.metaTitle,
          meta_description: category.metaDescription,
        };
      }),
    );

    const products = [...catalog.products].sort(
      (a, b) => Number(a.parentId !== null) - Number(b.parentId !== null),
    );
    await insertAll(
      trx,
      'products',
      products.map((product) => {
        const price = prices.get(product.id)!;
        return {
          id: product.id,
          sku: product.sku,
          type_id: product.type,
          name: product.name,
          url_key: product.urlKey,
          description: product.description,
          short_description: product.shortDescription,
          meta_title: product.metaTitle,
          meta_description: product.metaDescription,
          price: product.price,
          special_price: product.specialPrice,
          min_regular_price: price.minRegular,
          min_final_price: price.minFinal,
          max_regular_price: price.maxRegular,
          max_final_price: price.maxFinal,
          quantity: product.quantity,
          visible: product.visible,
          parent_id: product.parentId,
          part_numbers: product.partNumbers,
          part_numbers_normalized: [
            ...new Set([product.sku, ...product.partNumbers].map(normalizePartNumber)),
          ],
          manufacturer: product.manufacturerOptionId,
          color: product.colorOptionId,
          ag_produktgruppe: product.productGroupOptionId,
          wm_delivery_time: product.deliveryTimeOptionId,
          wm_order_product: product.orderProduct,
          weight: product.weightKg,
          rating_summary: product.ratingSummary,
          review_count: product.reviewCount,
          created_at: product.createdAt,
          updated_at: product.updatedAt,
        };
      }),
    );

    const categoryProducts = catalog.products.flatMap((product, index) =>
      product.categoryIds.map((categoryId) => ({
        category_id: categoryId,
        product_id: product.id,
        position: index,
      })),
    );
    await insertAll(trx, 'category_products', categoryProducts);
    const anchored = new Map<
      string,
      { category_id: number; product_id: number; position: number }
    >();
    for (const row of categoryProducts) {
      for (const ancestorId of paths.get(row.category_id)?.ancestorIds ?? []) {
        const key = `${ancestorId}:${row.product_id}`;
        if (!anchored.has(key)) anchored.set(key, { ...row, category_id: ancestorId });
      }
    }
    await insertAll(trx, 'category_product_index', [...anchored.values()]);

    await insertAll(trx, 'product_attribute_index', buildAttributeIndex(catalog));

    await insertAll(
      trx,
      'product_images',
      catalog.products.flatMap((product) =>
        product.images.map((image) => ({
          product_id: product.id,
          position: image.position,
          file: image.file,
          label: image.label,
        })),
      ),
    );
    await insertAll(
      trx,
      'product_links',
      catalog.products.flatMap((product) =>
        (
          [
            ['related', product.relatedIds],
            ['upsell', product.upsellIds],
            ['crosssell', product.crosssellIds],
          ] as const
        ).flatMap(([linkType, ids]) =>
          ids.map((linkedId, position) => ({
            product_id: product.id,
            link_type: linkType,
            linked_product_id: linkedId,
            position,
          })),
        ),
      ),
    );
    await insertAll(
      trx,
      'configurable_attributes',
      catalog.products.flatMap((product) =>
        product.configurableAttributes.map((attribute) => ({
          product_id: product.id,
          attribute_code: attribute.attributeCode,
          label: attribute.label,
          position: attribute.position,
        })),
      ),
    );
    const bundleOptions = catalog.products.flatMap((product) =>
      product.bundleOptions.map((option) => ({ product, option })),
    );
    await insertAll(
      trx,
      'bundle_options',
      bundleOptions.map(({ product, option }) => ({
        option_id: option.id,
        product_id: product.id,
        title: option.title,
        required: option.required,
        type: option.type,
        position: option.position,
      })),
    );
    await insertAll(
      trx,
      'bundle_selections',
      bundleOptions.flatMap(({ option }) =>
        option.selections.map((selection) => ({
          selection_id: selection.id,
          option_id: option.id,
          product_id: selection.productId,
          quantity: selection.quantity,
          is_default: selection.isDefault,
          can_change_quantity: selection.canChangeQuantity,
          position: selection.position,
        })),
      ),
    );
    await insertAll(
      trx,
      'grouped_items',
      catalog.products.flatMap((product) =>
        product.groupedItems.map((item) => ({
          product_id: product.id,
          linked_product_id: item.productId,
          quantity: item.quantity,
          position: item.position,
        })),
      ),
    );
    await insertAll(
      trx,
      'downloadable_links',
      catalog.products.flatMap((product) =>
        product.downloadableLinks.map((link) => ({
          link_id: link.id,
          product_id: product.id,
          title: link.title,
          price: link.price,
          sort_order: link.sortOrder,
        })),
      ),
    );

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

    await insertAll(
      trx,
      'pf_finders',
      catalog.finders.map((finder) => ({
        finder_id: finder.id,
        name: finder.name,
        slug: finder.slug,
        position: finder.position,
      })),
    );
    await insertAll(
      trx,
      'pf_brands',
      catalog.brands.map((brand) => ({
        brand_id: brand.id,
        finder_id: brand.finderId,
        name: brand.name,
        slug: brand.slug,
      })),
    );
    await insertAll(
      trx,
      'pf_models',
      catalog.models.map((model) => ({
        model_id: model.id,
        brand_id: model.brandId,
        name: model.name,
        slug: model.slug,
        year_from: model.yearFrom,
        year_to: model.yearTo,
      })),
    );
    await insertAll(
      trx,
      'product_fitments',
      catalog.products.flatMap((product) =>
        [...new Set(product.fitsModelIds)].map((modelId) => ({
          model_id: modelId,
          product_id: product.id,
        })),
      ),
    );

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

    await buildSearchIndex(trx);
  });
}

/**
 * Builds the search index from the catalogue tables, one row per visible product:
 * `search_document` (weighted, Norwegian stemming: name and part numbers first, then
 * manufacturer, product group and the tractors the part fits, then the short description — the
 * long description is left out to keep the index small), `search_text` (substring matches
 * inside compound words and part numbers), and the category and option id arrays that filters
 * and facet counts read without joins.
 */
export async function buildSearchIndex(db: Kysely<Database>): Promise<void> {
  await sql`DELETE FROM product_search`.execute(db);
  await sql`
    INSERT INTO product_search (id, sku, url_key, name, min_final_price, updated_at,
      part_numbers_normalized, search_document, search_text, category_ids, option_ids)
    SELECT p.id, p.sku, p.url_key, p.name, p.min_final_price, p.updated_at,
      p.part_numbers_normalized,
      setweight(to_tsvector('norwegian', p.name), 'A') ||
        setweight(to_tsvector('simple', array_to_string(p.part_numbers_normalized, ' ')), 'A') ||
        setweight(to_tsvector('norwegian',
          coalesce(m.label, '') || ' ' || coalesce(g.label, '') || ' ' || coalesce(f.fits, '')), 'B') ||
        setweight(to_tsvector('norwegian', regexp_replace(p.short_description, '<[^>]*>', ' ', 'g')), 'C'),
      lower(p.name) || ' ' || array_to_string(p.part_numbers_normalized, ' '),
      coalesce(
        (SELECT array_agg(ci.category_id ORDER BY ci.category_id)
          FROM category_product_index AS ci WHERE ci.product_id = p.id), '{}'),
      coalesce(
        (SELECT array_agg(ai.option_id ORDER BY ai.option_id)
          FROM product_attribute_index AS ai WHERE ai.product_id = p.id), '{}')
    FROM products AS p
    LEFT JOIN attribute_options AS m ON m.option_id = p.manufacturer
    LEFT JOIN attribute_options AS g ON g.option_id = p.ag_produktgruppe
    LEFT JOIN LATERAL (
      SELECT string_agg(DISTINCT b.name || ' ' || md.name, ' ') AS fits
      FROM product_fitments AS pf
      JOIN pf_models AS md ON md.model_id = pf.model_id
      JOIN pf_brands AS b ON b.brand_id = md.brand_id
      WHERE pf.product_id = p.id
    ) AS f ON true
    WHERE p.visible
  `.execute(db);
}
