import type { Transaction } from 'kysely';
import { normalizePartNumber } from '../catalog/normalizePartNumber.js';
import type { Database } from '../db/tables.js';
import { buildAttributeIndex, type CategoryPaths } from './catalogIndexes.js';
import { insertAll } from './insertAll.js';
import { buildPriceIndex } from './priceIndex.js';
import type { SeedCatalog } from './types.js';

/**
 * Writes the products and everything hanging off them: categories (with the anchor index),
 * attribute index, images, links, configurable attributes, bundle options, grouped items and
 * downloadable links.
 */
export async function loadProducts(
  trx: Transaction<Database>,
  catalog: SeedCatalog,
  paths: CategoryPaths,
): Promise<void> {
  await insertAll(trx, 'products', productRows(catalog));
  await loadCategoryProducts(trx, catalog, paths);
  await insertAll(trx, 'product_attribute_index', buildAttributeIndex(catalog));
  await insertAll(trx, 'product_attribute_values', attributeValueRows(catalog));
  await insertAll(trx, 'product_images', imageRows(catalog));
  await insertAll(trx, 'product_links', linkRows(catalog));
  await loadTypeDetails(trx, catalog);
}

/** The product rows with their price index, parents before their children. */
function productRows(catalog: SeedCatalog) {
  const prices = buildPriceIndex(catalog.products);
  const products = [...catalog.products].sort(
    (a, b) => Number(a.parentId !== null) - Number(b.parentId !== null),
  );
  return products.map((product) => {
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
  });
}

/** Each product's categories, and the anchor index that lists it under every ancestor too. */
async function loadCategoryProducts(
  trx: Transaction<Database>,
  catalog: SeedCatalog,
  paths: CategoryPaths,
): Promise<void> {
  const categoryProducts = catalog.products.flatMap((product, index) =>
    product.categoryIds.map((categoryId) => ({
      category_id: categoryId,
      product_id: product.id,
      position: index,
    })),
  );
  await insertAll(trx, 'category_products', categoryProducts);
  const anchored = new Map<string, { category_id: number; product_id: number; position: number }>();
  for (const row of categoryProducts) {
    for (const ancestorId of paths.get(row.category_id)?.ancestorIds ?? []) {
      const key = `${ancestorId}:${row.product_id}`;
      if (!anchored.has(key)) anchored.set(key, { ...row, category_id: ancestorId });
    }
  }
  await insertAll(trx, 'category_product_index', [...anchored.values()]);
}

function attributeValueRows(catalog: SeedCatalog) {
  return catalog.products.flatMap((product) =>
    Object.entries(product.attributeValues).map(([attributeCode, value]) => ({
      product_id: product.id,
      attribute_code: attributeCode,
      value,
    })),
  );
}

function imageRows(catalog: SeedCatalog) {
  return catalog.products.flatMap((product) =>
    product.images.map((image) => ({
      product_id: product.id,
      position: image.position,
      file: image.file,
      label: image.label,
    })),
  );
}

function linkRows(catalog: SeedCatalog) {
  return catalog.products.flatMap((product) =>
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
  );
}

/** What each product type adds: configurable attributes, bundle options, grouped items, links. */
async function loadTypeDetails(trx: Transaction<Database>, catalog: SeedCatalog): Promise<void> {
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
}
