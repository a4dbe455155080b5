import type { SeedProduct } from '../types.js';
import { reviewStats, timestamps } from './commerceFields.js';
import { blankProduct, type ProductContext } from './productContext.js';
import { productImages } from './productImages.js';
import { slugify } from './slugify.js';

/** Workshop services sold as virtual products (nothing is shipped). */
export const SERVICES: { name: string; price: number; about: string }[] = [
  {
    name: 'Montering av setetrekk',
    price: 490,
    about:
      'Vi monterer setetrekket på traktorsetet mens du venter, eller når traktoren står inne til service.',
  },
  {
    name: 'Service-time mekaniker',
    price: 1190,
    about:
      'Én time med mekaniker på verkstedet vårt. Brukes til service, feilsøking og montering av deler.',
  },
  {
    name: 'Pressing av hydraulikkslange',
    price: 249,
    about:
      'Vi presser ny hydraulikkslange på mål etter den gamle slangen. Koblinger kommer i tillegg.',
  },
  {
    name: 'Feilsøking av elektrisk anlegg',
    price: 1490,
    about: 'Systematisk feilsøking av lading, start, lys og givere, med skriftlig rapport.',
  },
  {
    name: 'Klargjøring før EU-kontroll',
    price: 2490,
    about: 'Gjennomgang av bremser, lys, styring og dekk før periodisk kjøretøykontroll.',
  },
];

/** A virtual product: a workshop service booked in the web shop. */
export function makeService(ctx: ProductContext, index: number): SeedProduct {
  const { rng, options } = ctx;
  const service = SERVICES[index % SERVICES.length]!;
  const round = Math.floor(index / SERVICES.length);
  const name = round === 0 ? service.name : `${service.name} (${round + 1} timer)`;
  const price = service.price * (round + 1);
  const sku = ctx.uniqueSku(`TJ-${slugify(service.name).slice(0, 12).toUpperCase()}-${round + 1}`);
  const product = blankProduct({
    id: ctx.nextId,
    sku,
    type: 'virtual',
    name,
    urlKey: ctx.uniqueUrlKey(slugify(`${name} ${sku}`)),
    description:
      `<p>${service.about}</p><p>Etter bestilling kontakter vi deg for å avtale tidspunkt. ` +
      'Verkstedet har åpent hverdager 07–16.</p>',
    shortDescription: `<p>${service.about}</p>`,
    price,
  });
  Object.assign(product, {
    metaTitle: name,
    metaDescription: service.about,
    quantity: 100,
    productGroupOptionId: options.id('ag_produktgruppe', 'Tjenester'),
    ...reviewStats(rng),
    ...timestamps(rng),
    categoryIds: [ctx.leafId('montering-og-service')],
    images: productImages(`tjeneste-${sku}`, 1, name),
  } satisfies Partial<SeedProduct>);
  return ctx.add(product, { template: 'tjeneste', brand: '-', group: 'Tjenester', fitLabel: null });
}
