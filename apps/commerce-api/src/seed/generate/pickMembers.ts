import type { ProductContext } from './productContext.js';

/**
 * Up to `count` distinct simple products of a template (the brand's own first), preferring those
 * that fit at least one of `models`, never any id in `exclude`.
 */
export function pickMembers(
  ctx: ProductContext,
  template: string,
  brand: string,
  models: readonly number[],
  count: number,
  exclude: ReadonlySet<number> = new Set(),
): number[] {
  const pool = ctx.simples(template, brand);
  if (pool.length === 0 || count <= 0) return [];
  const wanted = new Set(models);
  const seen = new Set<number>();
  const fitting: number[] = [];
  const others: number[] = [];
  for (let attempt = 0; attempt < 24 && seen.size < pool.length; attempt++) {
    const id = ctx.rng.pick(pool);
    if (seen.has(id) || exclude.has(id)) continue;
    seen.add(id);
    const fits = ctx.product(id).fitsModelIds.some((model) => wanted.has(model));
    (fits ? fitting : others).push(id);
  }
  return [...fitting, ...others].slice(0, count);
}
