import type { SeedProduct } from '../types.js';
import { priceIn, reviewStats, timestamps } from './commerceFields.js';
import type { BrandEntry, ModelEntry } from './finderData.js';
import { blankProduct, type ProductContext } from './productContext.js';
import { productImages } from './productImages.js';
import { slugify } from './slugify.js';

const DOCUMENTS: { title: string; price: [number, number]; about: string; links: string[] }[] = [
  {
    title: 'Verkstedhåndbok',
    price: [390, 690],
    about:
      'Komplett verkstedhåndbok med demontering, montering, tiltrekkingsmomenter og innstillinger for motor, transmisjon og hydraulikk.',
    links: ['Verkstedhåndbok (PDF)', 'Koblingsskjema elektrisk (PDF)'],
  },
  {
    title: 'Instruksjonsbok',
    price: [149, 290],
    about: 'Instruksjonsbok med betjening, smøreskjema og serviceintervaller.',
    links: ['Instruksjonsbok (PDF)'],
  },
  {
    title: 'Reservedelskatalog',
    price: [190, 390],
    about:
      'Reservedelskatalog med sprengskisser og originalnumre – nyttig når du skal finne riktig del.',
    links: ['Reservedelskatalog (PDF)'],
  },
];

/** Older tractors, the ones owners look for manuals for. */
export function classicModels(ctx: ProductContext): { brand: BrandEntry; model: ModelEntry }[] {
  return (ctx.finders.bySlug.get('traktor') ?? []).flatMap((brand) =>
    brand.models
      .filter((model) => model.record.yearTo !== null && model.record.yearTo <= 2000)
      .map((model) => ({ brand, model })),
  );
}

/** A downloadable product: a manual as PDF for one tractor model. */
export function makeManual(
  ctx: ProductContext,
  brand: BrandEntry,
  model: ModelEntry,
  index: number,
): SeedProduct {
  const { rng, options } = ctx;
  const document = DOCUMENTS[index % DOCUMENTS.length]!;
  const name = `${document.title} ${brand.spec.name} ${model.record.name} (PDF)`;
  const sku = ctx.uniqueSku(
    `DOK-${brand.spec.code}-${slugify(model.record.name).toUpperCase()}-${index + 1}`,
  );
  const product = blankProduct({
    id: ctx.nextId,
    sku,
    type: 'downloadable',
    name,
    urlKey: ctx.uniqueUrlKey(
      slugify(`${document.title} ${brand.spec.name} ${model.record.name} pdf`),
    ),
    description:
      `<p>${document.about}</p><p>Gjelder ${brand.spec.name} ${model.record.name}. ` +
      'Filen kan lastes ned fra «Mine nedlastinger» så snart betalingen er godkjent.</p>',
    shortDescription: `<p>${document.title} for ${brand.spec.name} ${model.record.name} som PDF – last ned med en gang.</p>`,
    price: priceIn(rng, document.price),
  });
  Object.assign(product, {
    metaTitle: name,
    metaDescription: `${document.title} for ${brand.spec.name} ${model.record.name} som PDF.`,
    quantity: 100,
    manufacturerOptionId: options.id('manufacturer', brand.spec.name),
    productGroupOptionId: options.id('ag_produktgruppe', 'Litteratur'),
    ...reviewStats(rng),
    ...timestamps(rng),
    categoryIds: [ctx.leafId('verkstedhandboker')],
    fitsModelIds: [model.record.id],
    images: productImages(`handbok-${sku}`, 1, name),
    downloadableLinks: document.links.map((title, sortOrder) => ({
      id: ctx.nextDownloadableLinkId(),
      title,
      price: 0,
      sortOrder,
    })),
  } satisfies Partial<SeedProduct>);
  return ctx.add(product, {
    template: 'handbok',
    brand: brand.spec.name,
    group: 'Litteratur',
    fitLabel: null,
  });
}
