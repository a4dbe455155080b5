import type { SeedProduct } from '../types.js';
import { commerceFields, weightFor } from './commerceFields.js';
import { describePart, formatKg } from './describePart.js';
import type { MachineKind } from './brandSpec.js';
import { fitLabel } from './fitment.js';
import { makerPartNumber, oemPartNumber } from './partNumbers.js';
import type { PartTemplate } from './partTemplates.js';
import { blankProduct, type ProductContext } from './productContext.js';
import { imageCount, productImages } from './productImages.js';
import { slugify } from './slugify.js';

const compact = (partNumber: string) => partNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The variant's name and price range. */
export function variantOf(
  ctx: ProductContext,
  template: PartTemplate,
): { name: string; price: [number, number] } {
  const variant = ctx.rng.pick(template.names);
  return typeof variant === 'string'
    ? { name: variant, price: template.price }
    : { name: variant[0], price: [variant[1], variant[2]] };
}

const shareOf = (price: number, [min, max]: readonly [number, number]) =>
  max > min ? (price - min) / (max - min) : 0.5;

/** One simple product of a part template: a part for 1–12 models of a brand, or a universal item. */
export function makePart(ctx: ProductContext, template: PartTemplate): SeedProduct {
  if (template.machine) return makeMachine(ctx, template);
  const { rng, options } = ctx;
  const id = ctx.nextId;
  const variant = variantOf(ctx, template);
  const fit = template.fit ? ctx.fitment.choose(rng, template.fit) : null;
  const original = fit !== null && (template.makers.length === 0 || rng.chance(template.original));
  const maker = original
    ? fit.brand.spec.name
    : template.makers.length > 0
      ? rng.pick(template.makers)
      : null;

  const partNumbers: string[] = [];
  let skuCandidate: string;
  if (fit) {
    const known = ctx.knownPartNumber(fit.brand.spec.code, template.key);
    const oem = known ?? oemPartNumber(rng, fit.brand.spec.format);
    partNumbers.push(oem.number);
    if (known || rng.chance(0.5)) partNumbers.push(oem.variant);
    const aftermarket = !original && maker ? makerPartNumber(rng, maker) : null;
    if (aftermarket) partNumbers.push(aftermarket);
    skuCandidate = `${fit.brand.spec.code}-${compact(oem.number)}`;
  } else {
    const number = maker ? makerPartNumber(rng, maker) : null;
    if (number) partNumbers.push(number);
    skuCandidate = `AD-${rng.int(100000, 999999)}`;
  }
  const sku = ctx.uniqueSku(skuCandidate);
  const name = fit
    ? `${variant.name} – ${fitLabel(fit)}${original ? ' (original)' : ''}`
    : maker
      ? `${variant.name} – ${maker}`
      : variant.name;
  const fields = commerceFields(rng, variant.price);
  const weightKg = weightFor(rng, template.weight, shareOf(fields.price, template.price));
  const text = describePart(rng, {
    name,
    about: template.about,
    maker,
    original,
    fit,
    partNumbers,
    weightKg,
    onSale: fields.specialPrice !== null,
  });
  const brand = fit?.brand.spec.name ?? maker ?? '';
  const product = blankProduct({
    id,
    sku,
    type: 'simple',
    name,
    urlKey: ctx.uniqueUrlKey(slugify(`${variant.name} ${brand} ${sku}`)),
    description: text.description,
    shortDescription: text.shortDescription,
    price: fields.price,
  });
  Object.assign(product, {
    metaTitle: text.metaTitle,
    metaDescription: text.metaDescription,
    specialPrice: fields.specialPrice,
    quantity: fields.quantity,
    partNumbers,
    manufacturerOptionId: maker ? options.id('manufacturer', maker) : null,
    productGroupOptionId: options.id('ag_produktgruppe', template.group),
    deliveryTimeOptionId: options.id('wm_delivery_time', fields.deliveryTime),
    weightKg,
    ratingSummary: fields.ratingSummary,
    reviewCount: fields.reviewCount,
    createdAt: fields.createdAt,
    updatedAt: fields.updatedAt,
    categoryIds: [ctx.leafId(template.leaf)],
    fitsModelIds: fit ? fit.models.map((model) => model.record.id) : [],
    images: productImages(`${template.key}-${sku}`, imageCount(rng), name),
  } satisfies Partial<SeedProduct>);
  return ctx.add(product, {
    template: template.key,
    brand: fit?.brand.spec.name ?? '-',
    group: template.group,
    fitLabel: fit ? fitLabel(fit) : null,
  });
}

const MACHINE_NOUNS: Record<MachineKind, string> = {
  slamaskin: 'Slåmaskin',
  rive: 'Rive/vender',
  presse: 'Presse',
  plog: 'Plog',
  harv: 'Harv',
  saamaskin: 'Såmaskin',
  spreder: 'Gjødselspreder',
  dumper: 'Dumper',
  lastevogn: 'Lastevogn',
  gjodselvogn: 'Gjødselvogn',
};

/** A new machine (implement or trailer); the dearest are quote products. */
function makeMachine(ctx: ProductContext, template: PartTemplate): SeedProduct {
  const { rng, options } = ctx;
  const choice = template.machine ? ctx.fitment.chooseOne(rng, template.machine) : null;
  const model = choice?.models[0];
  if (!choice || !model) throw new Error(`No machines for ${template.key}`);
  const brand = choice.brand.spec;
  const noun = model.series.kind ? MACHINE_NOUNS[model.series.kind] : template.names[0];
  const name = `${String(noun)} ${brand.name} ${model.record.name}`;
  const orderProduct = rng.chance(0.3);
  const fields = commerceFields(rng, template.price, orderProduct);
  const weightKg = Math.round(
    weightFor(rng, template.weight, shareOf(fields.price, template.price)),
  );
  const sku = ctx.uniqueSku(`MA-${brand.code}-${rng.int(10000, 99999)}`);
  const description =
    `<p>${template.about} ${brand.name} ${model.record.name} leveres ny fra importør, klar til bruk.</p>` +
    `<ul><li>Produsent: ${brand.name}</li><li>Modell: ${model.record.name}</li><li>Vekt: ca. ${formatKg(weightKg)} kg</li>` +
    `<li>Levering: ${orderProduct ? 'på bestilling – ta kontakt for pris og leveringstid' : 'fra lager eller etter avtale'}</li></ul>` +
    '<p>Vi leverer i hele Norge. Ta kontakt for innbytte, finansiering og montering.</p>';
  const short = orderProduct
    ? `${name}. Bestillingsvare – kontakt oss for tilbud.`
    : `${name}. Ny maskin fra ${brand.name}.`;
  const product = blankProduct({
    id: ctx.nextId,
    sku,
    type: 'simple',
    name,
    urlKey: ctx.uniqueUrlKey(slugify(`${name} ${sku}`)),
    description,
    shortDescription: `<p>${short}${fields.specialPrice !== null ? ' Nå på tilbud!' : ''}</p>`,
    price: fields.price,
  });
  Object.assign(product, {
    metaTitle: name,
    metaDescription: short,
    specialPrice: fields.specialPrice,
    quantity: fields.quantity,
    manufacturerOptionId: options.id('manufacturer', brand.name),
    productGroupOptionId: options.id('ag_produktgruppe', template.group),
    deliveryTimeOptionId: options.id('wm_delivery_time', fields.deliveryTime),
    orderProduct,
    weightKg,
    ratingSummary: fields.ratingSummary,
    reviewCount: fields.reviewCount,
    createdAt: fields.createdAt,
    updatedAt: fields.updatedAt,
    categoryIds: [ctx.leafId(template.leaf)],
    images: productImages(`${template.key}-${sku}`, imageCount(rng), name),
  } satisfies Partial<SeedProduct>);
  return ctx.add(product, {
    template: template.key,
    brand: brand.name,
    group: template.group,
    fitLabel: null,
  });
}
