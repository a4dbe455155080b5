import DataLoader from 'dataloader';
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  AttributeOptionTable,
  BundleOptionTable,
  BundleSelectionTable,
  CategoryTable,
  ConfigurableAttributeTable,
  Database,
  DownloadableLinkTable,
  GroupedItemTable,
  ProductImageTable,
  ProductTable,
} from '../db/tables.js';

/** A product as resolvers see it: every column except the search index. */
export type ProductRow = Selectable<ProductTable>;
export type CategoryRow = Selectable<CategoryTable>;
export type AttributeOptionRow = Selectable<AttributeOptionTable>;
export type LinkType = 'related' | 'upsell' | 'crosssell';

/** A model a product fits, with its brand and finder. */
export interface FitmentRow {
  product_id: number;
  finder_id: number;
  finder_name: string;
  finder_slug: string;
  brand_id: number;
  brand_name: string;
  brand_slug: string;
  model_id: number;
  model_name: string;
  model_slug: string;
}

/** The product columns every loader reads (all but the search index's). */
export const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'type_id',
  'name',
  'url_key',
  'description',
  'short_description',
  'meta_title',
  'meta_description',
  'price',
  'special_price',
  'min_regular_price',
  'min_final_price',
  'max_regular_price',
  'max_final_price',
  'quantity',
  'visible',
  'parent_id',
  'part_numbers',
  'part_numbers_normalized',
  'manufacturer',
  'color',
  'ag_produktgruppe',
  'wm_delivery_time',
  'wm_order_product',
  'weight',
  'rating_summary',
  'review_count',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProductRow)[];

function groupBy<K, T>(keys: readonly K[], rows: T[], keyOf: (row: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}

/** A bundle option with its selections. */
export type BundleOptionWithSelections = Selectable<BundleOptionTable> & {
  selections: Selectable<BundleSelectionTable>[];
};

/**
 * The bundle options of `productIds` with their selections, both in position order: one list per
 * id, in the order of `productIds` (empty for a product without options). The catalogue's
 * `bundleOptions` loader and the cart's check of a bundle choice both read them here.
 */
export async function loadBundleOptions(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<BundleOptionWithSelections[][]> {
  if (productIds.length === 0) return [];
  const options = await db
    .selectFrom('bundle_options')
    .selectAll()
    .where('product_id', 'in', [...productIds])
    .orderBy('position')
    .execute();
  const selections =
    options.length === 0
      ? []
      : await db
          .selectFrom('bundle_selections')
          .selectAll()
          .where(
            'option_id',
            'in',
            options.map((option) => option.option_id),
          )
          .orderBy('position')
          .execute();
  const byOption = groupBy(
    options.map((option) => option.option_id),
    selections,
    (row) => row.option_id,
  );
  const withSelections = options.map((option, index) => ({
    ...option,
    selections: byOption[index] ?? [],
  }));
  return groupBy(productIds, withSelections, (row) => row.product_id);
}

/**
 * Per-request batching of everything a product or category page asks for, so a listing of 24
 * products costs a handful of queries rather than hundreds.
 */
export function createCatalogLoaders(
  db: Kysely<Database>,
  budget: { maxProducts: number; exceeded: () => never } = {
    maxProducts: Number.POSITIVE_INFINITY,
    exceeded: () => {
      throw new Error('Product budget exceeded.');
    },
  },
) {
  // Nested product lists (related products of related products of …) multiply; every product
  // row a request loads counts against its budget.
  let productsLoaded = 0;
  const spend = (rows: number) => {
    productsLoaded += rows;
    if (productsLoaded > budget.maxProducts) budget.exceeded();
  };

  const products = new DataLoader<number, ProductRow | null>(async (ids) => {
    const rows = await db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  const categories = new DataLoader<number, CategoryRow | null>(async (ids) => {
    const rows = await db
      .selectFrom('categories')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  let optionsPromise: Promise<Map<number, AttributeOptionRow>> | undefined;
  const attributeOptions = () =>
    (optionsPromise ??= db
      .selectFrom('attribute_options')
      .selectAll()
      .orderBy('position')
      .execute()
      .then((rows) => new Map(rows.map((row) => [row.option_id, row]))));

  return {
    products,
    categories,
    attributeOptions,

    /**
     * Resolves a list of products by id in the given order, skipping ids that no longer exist.
     * Every product in every list counts against the request's budget, cached or not.
     */
    async productsInOrder(ids: readonly number[]): Promise<ProductRow[]> {
      spend(ids.length);
      const rows = await products.loadMany(ids);
      return rows.filter((row): row is ProductRow => row !== null && !(row instanceof Error));
    },

    images: new DataLoader<number, Selectable<ProductImageTable>[]>(async (ids) => {
      const rows = await db
        .selectFrom('product_images')
        .selectAll()
        .where('product_id', 'in', [...ids])
        .orderBy('position')
        .execute();
      return groupBy(ids, rows, (row) => row.product_id);
    }),

    productCategories: new DataLoader<number, CategoryRow[]>(async (ids) => {
      const rows = await db
        .selectFrom('category_products as cp')
        .innerJoin('categories as c', 'c.id', 'cp.category_id')
        .selectAll('c')
        .select('cp.product_id')
        .where('cp.product_id', 'in', [...ids])
        .orderBy('c.level')
        .orderBy('c.position')
        .execute();
      return groupBy(ids, rows, (row) => row.product_id);
    }),

    links: new DataLoader<`${LinkType}:${number}`, number[]>(async (keys) => {
      const parsed = keys.map((key) => {
        const [type, id] = key.split(':');
        return { type: type as LinkType, id: Number(id) };
      });
      const rows = await db
        .selectFrom('product_links as l')
        .innerJoin('products as p', 'p.id', 'l.linked_product_id')
        .select(['l.product_id', 'l.link_type', 'l.linked_product_id'])
        .where('l.product_id', 'in', [...new Set(parsed.map((key) => key.id))])
        .where('p.visible', '=', true)
        .orderBy('l.position')
        .execute();
      return groupBy(
        keys,
        rows,
        (row) => `${row.link_type as LinkType}:${row.product_id}` as const,
      ).map((group) => group.map((row) => row.linked_product_id));
    }),

    children: new DataLoader<number, ProductRow[]>(async (ids) => {
      const rows = await db
        .selectFrom('products')
        .select(PRODUCT_COLUMNS)
        .where('parent_id', 'in', [...ids])
        .orderBy('id')
        .execute();
      return groupBy(ids, rows, (row) => row.parent_id!);
    }),

    /** A configurable product's variants, counted against the request's budget. */
    async variantsOf(parentId: number): Promise<ProductRow[]> {
      const rows = await this.children.load(parentId);
      spend(rows.length);
      return rows;
    },

    configurableAttributes: new DataLoader<number, Selectable<ConfigurableAttributeTable>[]>(
      async (ids) => {
        const rows = await db
          .selectFrom('configurable_attributes')
          .selectAll()
          .where('product_id', 'in', [...ids])
          .orderBy('position')
          .execute();
        return groupBy(ids, rows, (row) => row.product_id);
      },
    ),

    bundleOptions: new DataLoader<number, BundleOptionWithSelections[]>((ids) =>
      loadBundleOptions(db, ids),
    ),

    groupedItems: new DataLoader<number, Selectable<GroupedItemTable>[]>(async (ids) => {
      const rows = await db
        .selectFrom('grouped_items')
        .selectAll()
        .where('product_id', 'in', [...ids])
        .orderBy('position')
        .execute();
      return groupBy(ids, rows, (row) => row.product_id);
    }),

    downloadableLinks: new DataLoader<number, Selectable<DownloadableLinkTable>[]>(async (ids) => {
      const rows = await db
        .selectFrom('downloadable_links')
        .selectAll()
        .where('product_id', 'in', [...ids])
        .orderBy('sort_order')
        .execute();
      return groupBy(ids, rows, (row) => row.product_id);
    }),

    /** A product's text values of store attributes, by attribute code. */
    attributeValues: new DataLoader<number, Map<string, string>>(async (ids) => {
      const rows = await db
        .selectFrom('product_attribute_values')
        .selectAll()
        .where('product_id', 'in', [...ids])
        .execute();
      return groupBy(ids, rows, (row) => row.product_id).map(
        (group) => new Map(group.map((row) => [row.attribute_code, row.value])),
      );
    }),

    /** The part-finder models a product fits, with finder and brand, sorted by their names. */
    fitments: new DataLoader<number, FitmentRow[]>(async (ids) => {
      const rows = await db
        .selectFrom('product_fitments as pf')
        .innerJoin('pf_models as m', 'm.model_id', 'pf.model_id')
        .innerJoin('pf_brands as b', 'b.brand_id', 'm.brand_id')
        .innerJoin('pf_finders as f', 'f.finder_id', 'b.finder_id')
        .select([
          'pf.product_id',
          'f.finder_id',
          'f.name as finder_name',
          'f.slug as finder_slug',
          'b.brand_id',
          'b.name as brand_name',
          'b.slug as brand_slug',
          'm.model_id',
          'm.name as model_name',
          'm.slug as model_slug',
        ])
        .where('pf.product_id', 'in', [...ids])
        .orderBy('f.position')
        .orderBy('b.name')
        .orderBy('m.name')
        .orderBy('m.model_id')
        .execute();
      return groupBy(ids, rows, (row) => row.product_id);
    }),

    categoryChildren: new DataLoader<number, CategoryRow[]>(async (ids) => {
      const rows = await db
        .selectFrom('categories')
        .selectAll()
        .where('parent_id', 'in', [...ids])
        .orderBy('position')
        .execute();
      return groupBy(ids, rows, (row) => row.parent_id!);
    }),

    /** Categories below a category, at any depth (Magento's `children_count`). */
    descendantCounts: new DataLoader<number, number>(async (ids) => {
      const rows = await db
        .selectFrom('categories as parent')
        .innerJoin('categories as child', (join) =>
          join.on(sql`child.path`, 'like', sql`parent.path || '/%'`),
        )
        .select(['parent.id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('parent.id', 'in', [...ids])
        .groupBy('parent.id')
        .execute();
      const byId = new Map(rows.map((row) => [row.id, Number(row.count)]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),

    /** Visible products in a category and below it. */
    categoryProductCounts: new DataLoader<number, number>(async (ids) => {
      const rows = await db
        .selectFrom('category_product_index as ci')
        .innerJoin('products as p', 'p.id', 'ci.product_id')
        .select(['ci.category_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('ci.category_id', 'in', [...ids])
        .where('p.visible', '=', true)
        .groupBy('ci.category_id')
        .execute();
      const byId = new Map(rows.map((row) => [row.category_id, Number(row.count)]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
