import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { planPartDiagrams, type DiagramPart } from '../partDiagrams/planPartDiagrams.js';

/** Category names from the top level down to `id` (the root categories, level < 2, left out). */
function categoryNames(
  categories: Map<number, { parent_id: number | null; name: string; level: number }>,
  id: number,
): string[] {
  const names: string[] = [];
  for (let at = categories.get(id); at && at.level >= 2;) {
    names.unshift(at.name);
    at = at.parent_id === null ? undefined : categories.get(at.parent_id);
  }
  return names;
}

/**
 * Writes every part-finder model's exploded diagrams, derived from which visible products fit it
 * and their categories (see `planPartDiagrams`). Returns how many assemblies it wrote. Run on a
 * freshly seeded database and on one seeded before diagrams existed.
 */
export async function loadPartDiagrams(db: Kysely<Database>): Promise<number> {
  const [categoryRows, fitments] = await Promise.all([
    db.selectFrom('categories').select(['id', 'parent_id', 'name', 'level']).execute(),
    db
      .selectFrom('product_fitments as f')
      .innerJoin('products as p', 'p.id', 'f.product_id')
      .innerJoin('category_products as c', 'c.product_id', 'p.id')
      .select(['f.model_id', 'p.id', 'p.name', 'c.category_id'])
      .where('p.visible', '=', true)
      .orderBy('f.model_id')
      .orderBy('p.id')
      .orderBy('c.category_id')
      .execute(),
  ]);
  const categories = new Map(categoryRows.map((row) => [row.id, row]));
  const byModel = new Map<number, DiagramPart[]>();
  for (const row of fitments) {
    const parts = byModel.get(row.model_id) ?? [];
    // A product in two leaves is drawn once, in its first (lowest id) category.
    if (parts.at(-1)?.productId === row.id) continue;
    parts.push({
      productId: row.id,
      name: row.name,
      categoryId: row.category_id,
      categoryNames: categoryNames(categories, row.category_id),
    });
    byModel.set(row.model_id, parts);
  }
  let written = 0;
  // One statement for a model's assemblies and one for their positions: a few hundred in all.
  for (const [modelId, parts] of byModel) {
    const assemblies = planPartDiagrams(parts);
    if (assemblies.length === 0) continue;
    const ids = await db
      .insertInto('wm_part_assemblies')
      .values(
        assemblies.map((assembly) => ({
          model_id: modelId,
          uid: assembly.uid,
          name: assembly.name,
          position: assembly.position,
          svg: assembly.svg,
        })),
      )
      .returning(['id', 'uid'])
      .execute();
    const idOf = new Map(ids.map((row) => [row.uid, row.id]));
    await db
      .insertInto('wm_part_assembly_positions')
      .values(
        assemblies.flatMap((assembly) =>
          assembly.positions.map((position) => ({
            assembly_id: idOf.get(assembly.uid)!,
            position: position.position,
            product_id: position.productId,
            quantity: position.quantity,
            x: position.x,
            y: position.y,
          })),
        ),
      )
      .execute();
    written += assemblies.length;
  }
  return written;
}
