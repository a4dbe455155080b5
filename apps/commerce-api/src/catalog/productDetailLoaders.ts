import DataLoader from 'dataloader';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductImageTable } from '../db/tables.js';
import type { AttributeOptionRow, CategoryRow, FitmentRow, LinkType } from './catalogRows.js';
import { groupBy } from './groupBy.js';

/**
 * What a product page shows beside the product row: images, categories, linked products,
 * attribute values (and every attribute option, read once), and the models it fits.
 */
export function createProductDetailLoaders(db: Kysely<Database>) {
  let optionsPromise: Promise<Map<number, AttributeOptionRow>> | undefined;
  return {
    /** Every attribute option by id, read once per request. */
    attributeOptions: () =>
      (optionsPromise ??= db
        .selectFrom('attribute_options')
        .selectAll()
        .orderBy('position')
        .execute()
        .then((rows) => new Map(rows.map((row) => [row.option_id, row])))),

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

    /** The visible products linked to a product, by `<link type>:<product id>`. */
    links: linksLoader(db),

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
    fitments: fitmentsLoader(db),
  };
}

function linksLoader(db: Kysely<Database>) {
  return new DataLoader<`${LinkType}:${number}`, number[]>(async (keys) => {
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
  });
}

function fitmentsLoader(db: Kysely<Database>) {
  return new DataLoader<number, FitmentRow[]>(async (ids) => {
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
  });
}
