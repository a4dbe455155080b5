import type { SeedBundleOption, SeedProduct } from '../types.js';
import { imageCount, productImages } from './productImages.js';
import { pickMembers } from './pickMembers.js';
import { reviewStats, timestamps } from './commerceFields.js';
import { blankProduct, type ProductContext } from './productContext.js';
import { slugify } from './slugify.js';

interface KitOption {
  title: string;
  template: string;
  required: boolean;
  type: SeedBundleOption['type'];
  quantity: number;
}

const OIL: KitOption = {
  title: 'Motorolje',
  template: 'motorolje',
  required: true,
  type: 'select',
  quantity: 1,
};
const BASE: KitOption[] = [
  { title: 'Oljefilter', template: 'oljefilter', required: true, type: 'radio', quantity: 1 },
  {
    title: 'Drivstoffilter',
    template: 'drivstoffilter',
    required: true,
    type: 'radio',
    quantity: 1,
  },
];

/** Service kits by interval: what the workshop manual says to change. */
const KITS: { hours: number; options: KitOption[] }[] = [
  { hours: 250, options: [...BASE, OIL] },
  {
    hours: 500,
    options: [
      ...BASE,
      { title: 'Luftfilter', template: 'luftfilter', required: true, type: 'select', quantity: 1 },
      OIL,
    ],
  },
  {
    hours: 1000,
    options: [
      ...BASE,
      { title: 'Luftfilter', template: 'luftfilter', required: true, type: 'select', quantity: 1 },
      {
        title: 'Hydraulikkfilter',
        template: 'hydraulikkfilter',
        required: true,
        type: 'radio',
        quantity: 1,
      },
      OIL,
      {
        title: 'Hydraulikkolje',
        template: 'hydraulikkolje',
        required: false,
        type: 'checkbox',
        quantity: 2,
      },
    ],
  },
];

/**
 * "Servicesett 500 timer – Valtra N-serien": a bundle whose options are the filters and oil of
 * one service, each offering existing simple products of the brand (the first fits the kit's models).
 */
export function makeBundle(ctx: ProductContext): SeedProduct {
  const { rng, options } = ctx;
  const kit = rng.pick(KITS);
  const anchorPool = ctx.simples('oljefilter');
  const anchorId = anchorPool.length > 0 ? rng.pick(anchorPool) : null;
  const anchor = anchorId !== null ? ctx.product(anchorId) : null;
  const anchorMeta = anchorId !== null ? ctx.meta[anchorId - 1] : null;
  const brand = anchorMeta?.brand ?? '-';
  const models = anchor?.fitsModelIds ?? [];

  const bundleOptions: SeedBundleOption[] = [];
  const members: SeedProduct[] = [];
  kit.options.forEach((option) => {
    const chosen = pickMembers(ctx, option.template, brand, models, rng.int(1, 3));
    if (option.template === 'oljefilter' && anchorId !== null && !chosen.includes(anchorId)) {
      chosen.unshift(anchorId);
      chosen.splice(3);
    }
    if (chosen.length === 0) return;
    bundleOptions.push({
      id: ctx.nextBundleOptionId(),
      title: option.title,
      required: option.required,
      type: option.type,
      position: bundleOptions.length + 1,
      selections: chosen.map((productId, index) => ({
        id: ctx.nextBundleSelectionId(),
        productId,
        quantity: option.quantity,
        isDefault: index === 0,
        canChangeQuantity: option.template.endsWith('olje'),
        position: index + 1,
      })),
    });
    members.push(...chosen.map((id) => ctx.product(id)));
  });
  if (members.length === 0) throw new Error('A bundle needs simple products to choose from');

  const label = anchorMeta?.fitLabel ?? 'alle merker';
  const name = `Servicesett ${kit.hours} timer – ${label}`;
  const code = brand === '-' ? 'AD' : slugify(brand).slice(0, 3).toUpperCase();
  const sku = ctx.uniqueSku(`SK${kit.hours}-${code}-${rng.int(1000, 9999)}`);
  const titles = bundleOptions.map((option) => option.title.toLowerCase());
  const quantity = Math.min(
    ...bundleOptions
      .filter((option) => option.required)
      .map((option) =>
        Math.max(...option.selections.map((s) => ctx.product(s.productId).quantity)),
      ),
  );
  const product = blankProduct({
    id: ctx.nextId,
    sku,
    type: 'bundle',
    name,
    urlKey: ctx.uniqueUrlKey(
      slugify(`servicesett ${kit.hours} timer ${brand === '-' ? '' : brand} ${sku}`),
    ),
    description:
      `<p>Alt du trenger til ${kit.hours}-timersservicen på ${label}: ${titles.join(', ')}. ` +
      'Velg mellom originaldeler og kvalitetsdeler i hver gruppe – prisen regnes ut etter valgene dine.</p>' +
      '<p>Kontroller serviceintervallene i instruksjonsboka. Husk å notere timetelleren og datoen for servicen.</p>',
    shortDescription: `<p>Servicesett for ${kit.hours} timer med ${titles.join(', ')}.</p>`,
    price: Math.min(...members.map((member) => member.price)),
  });
  Object.assign(product, {
    metaTitle: name,
    metaDescription: `${name}: ${titles.join(', ')} i én pakke.`,
    quantity: Number.isFinite(quantity) ? quantity : 0,
    productGroupOptionId: options.id('ag_produktgruppe', 'Filter'),
    deliveryTimeOptionId: options.id(
      'wm_delivery_time',
      quantity > 0 ? 'Sendes i dag' : '3–5 virkedager',
    ),
    weightKg:
      Math.round(
        bundleOptions.reduce((sum, option) => {
          const first = option.selections[0];
          return first ? sum + ctx.product(first.productId).weightKg * first.quantity : sum;
        }, 0) * 100,
      ) / 100,
    ...reviewStats(rng),
    ...timestamps(rng),
    categoryIds: [ctx.leafId('filter')],
    fitsModelIds: [...models],
    images: productImages(`servicesett-${sku}`, imageCount(rng), name),
    bundleOptions,
  } satisfies Partial<SeedProduct>);
  return ctx.add(product, {
    template: 'servicesett',
    brand,
    group: 'Filter',
    fitLabel: anchorMeta?.fitLabel ?? null,
  });
}
