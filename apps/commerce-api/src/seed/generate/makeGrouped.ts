import type { SeedProduct } from '../types.js';
import { reviewStats, timestamps } from './commerceFields.js';
import { pickMembers } from './pickMembers.js';
import { blankProduct, type ProductContext } from './productContext.js';
import { imageCount, productImages } from './productImages.js';
import { slugify } from './slugify.js';

const FILTERS = ['oljefilter', 'drivstoffilter', 'luftfilter', 'hydraulikkfilter'];

/** "Filterpakke – Massey Ferguson 5400-serien": 2–5 filters for the same tractors, sold together. */
export function makeGrouped(ctx: ProductContext): SeedProduct {
  const { rng, options } = ctx;
  const anchorTemplate = rng.pick(FILTERS);
  const anchorPool = ctx.simples(anchorTemplate);
  const fallbackPool = FILTERS.flatMap((template) => ctx.simples(template));
  const anchorId = rng.pick(anchorPool.length > 0 ? anchorPool : fallbackPool);
  const anchor = ctx.product(anchorId);
  const meta = ctx.meta[anchorId - 1];
  const brand = meta?.brand ?? '-';
  const wanted = rng.int(2, 5);

  const items = [anchorId];
  const taken = new Set(items);
  for (const template of rng.shuffle(FILTERS.filter((t) => t !== anchorTemplate))) {
    if (items.length >= wanted) break;
    for (const id of pickMembers(ctx, template, brand, anchor.fitsModelIds, 1, taken)) {
      items.push(id);
      taken.add(id);
    }
  }
  for (let attempt = 0; items.length < Math.max(2, wanted) && attempt < 20; attempt++) {
    const id = rng.pick(fallbackPool);
    if (!taken.has(id)) {
      items.push(id);
      taken.add(id);
    }
  }
  const members = items.map((id) => ctx.product(id));
  const label = meta?.fitLabel ?? 'universal';
  const name = `Filterpakke – ${label}`;
  const sku = ctx.uniqueSku(
    `FP-${brand === '-' ? 'AD' : slugify(brand).slice(0, 3).toUpperCase()}-${rng.int(1000, 9999)}`,
  );
  const list = members.map((member) => `<li>${member.name} (${member.sku})</li>`).join('');
  const quantity = Math.max(...members.map((member) => member.quantity));
  const product = blankProduct({
    id: ctx.nextId,
    sku,
    type: 'grouped',
    name,
    urlKey: ctx.uniqueUrlKey(slugify(`filterpakke ${brand === '-' ? '' : brand} ${sku}`)),
    description:
      `<p>Filterne du trenger til service på ${label}, samlet på ett sted. Velg antall av hvert filter:</p>` +
      `<ul>${list}</ul><p>Bestill før kl. 14, så sender vi samme dag.</p>`,
    shortDescription: `<p>${members.length} filter til ${label} – kjøp det du trenger til neste service.</p>`,
    price: Math.min(...members.map((member) => member.price)),
  });
  Object.assign(product, {
    metaTitle: name,
    metaDescription: `${name}: ${members.length} filter samlet på ett sted.`,
    quantity,
    productGroupOptionId: options.id('ag_produktgruppe', 'Filter'),
    deliveryTimeOptionId: options.id(
      'wm_delivery_time',
      quantity > 0 ? 'Sendes i dag' : '3–5 virkedager',
    ),
    ...reviewStats(rng),
    ...timestamps(rng),
    categoryIds: [ctx.leafId('filter')],
    fitsModelIds: [...anchor.fitsModelIds],
    images: productImages(`filterpakke-${sku}`, imageCount(rng), name),
    groupedItems: items.map((productId, index) => ({
      productId,
      quantity: 1,
      position: index + 1,
    })),
  } satisfies Partial<SeedProduct>);
  return ctx.add(product, {
    template: 'filterpakke',
    brand,
    group: 'Filter',
    fitLabel: meta?.fitLabel ?? null,
  });
}
