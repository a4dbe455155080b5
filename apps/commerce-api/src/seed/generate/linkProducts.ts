import type { ProductContext } from './productContext.js';
import type { Random } from './random.js';

function sample(
  rng: Random,
  pool: readonly number[] | undefined,
  self: number,
  count: number,
): number[] {
  if (!pool || pool.length < 2 || count === 0) return [];
  const out: number[] = [];
  for (let attempt = 0; out.length < count && attempt < count * 3; attempt++) {
    const id = pool[Math.floor(rng.next() * pool.length)]!;
    if (id !== self && !out.includes(id)) out.push(id);
  }
  return out;
}

function push(pools: Map<string, number[]>, key: string, id: number) {
  const pool = pools.get(key);
  if (pool) pool.push(id);
  else pools.set(key, [id]);
}

/**
 * Related (same product group and brand), up-sell (same kind of part for the same brand) and
 * cross-sell (other parts for the same brand) links between visible products, 0–6 each.
 */
export function linkProducts(ctx: ProductContext): void {
  const { rng, products, meta } = ctx;
  const pools = new Map<string, number[]>();
  products.forEach((product, index) => {
    const info = meta[index];
    if (!info || !product.visible) return;
    push(pools, `g|${info.group}|${info.brand}`, product.id);
    push(pools, `t|${info.template}|${info.brand}`, product.id);
    push(pools, `b|${info.brand}`, product.id);
  });
  products.forEach((product, index) => {
    const info = meta[index];
    if (!info || !product.visible) return;
    const sameGroup = pools.get(`g|${info.group}|${info.brand}`);
    product.relatedIds = sample(rng, sameGroup, product.id, rng.chance(0.7) ? rng.int(1, 6) : 0);
    product.upsellIds = sample(
      rng,
      pools.get(`t|${info.template}|${info.brand}`),
      product.id,
      rng.chance(0.5) ? rng.int(1, 4) : 0,
    );
    const crossPool = info.brand === '-' ? sameGroup : pools.get(`b|${info.brand}`);
    product.crosssellIds = sample(rng, crossPool, product.id, rng.chance(0.6) ? rng.int(1, 6) : 0);
  });
}
