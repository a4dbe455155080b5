import type { SeedAttributeOption, SelectAttributeCode } from '../types.js';
import { FINDER_SPECS } from './finderData.js';
import { slugify } from './slugify.js';

/** Aftermarket makers, as printed on the box. */
export const AFTERMARKET_MAKERS = [
  'Vapormatic',
  'Sparex',
  'Bepco',
  'MANN-FILTER',
  'Fleetguard',
  'Donaldson',
  'Bosch',
  'Hella',
  'Granit',
  'Kramp',
  'Walterscheid',
  'Bondioli & Pavesi',
  'Grammer',
  'Blåkläder',
  'Mascot',
  'Shell',
  'Mobil',
  'Bahco',
] as const;

export const COLORS: [label: string, swatch: string][] = [
  ['Svart', '#1d1d1b'],
  ['Grå', '#8a8d8f'],
  ['Rød', '#c8102e'],
  ['Grønn', '#367c2b'],
  ['Blå', '#1f4e9c'],
  ['Gul', '#f2c230'],
  ['Oransje', '#e8731a'],
  ['Brun', '#6b4a2b'],
];

export const PRODUCT_GROUPS = [
  'Filter',
  'Motor',
  'Hydraulikk',
  'Elektrisk',
  'Lys',
  'Kraftoverføring',
  'Bremser og styring',
  'Hytte og komfort',
  'Redskapsdeler',
  'Skurtreskerdeler',
  'Tilhengerdeler',
  'Verksted',
  'Smøremidler',
  'Arbeidsklær',
  'Maskiner',
  'Tjenester',
  'Litteratur',
] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

export const DELIVERY_TIMES = [
  'Sendes i dag',
  '1–3 virkedager',
  '3–5 virkedager',
  '1–2 uker',
  'Bestillingsvare – ta kontakt',
] as const;
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];

export interface AttributeOptionIndex {
  options: SeedAttributeOption[];
  /** Option id by attribute code and label; throws for an unknown label. */
  id(attributeCode: SelectAttributeCode, label: string): number;
}

/** Alphabetical by ASCII slug (not by locale rules, so option ids are the same on every machine). */
const sortByName = (labels: string[]) =>
  labels.sort((a, b) => (slugify(a) < slugify(b) ? -1 : slugify(a) > slugify(b) ? 1 : 0));

/** Option ids start where Magento's sample data would put custom options and run across codes. */
const FIRST_OPTION_ID = 4000;

/** All select-attribute options: makers (aftermarket and OEM), colours, product groups, delivery times. */
export function buildAttributeOptions(): AttributeOptionIndex {
  const options: SeedAttributeOption[] = [];
  const ids = new Map<string, number>();
  const add = (
    attributeCode: SelectAttributeCode,
    labels: readonly string[],
    swatches?: string[],
  ) => {
    labels.forEach((label, position) => {
      const key = `${attributeCode}:${label}`;
      if (ids.has(key)) return;
      const id = FIRST_OPTION_ID + options.length;
      ids.set(key, id);
      const swatch = swatches?.[position];
      options.push({ attributeCode, id, label, position, ...(swatch ? { swatch } : {}) });
    });
  };
  const oemMakers = [
    ...new Set(FINDER_SPECS.flatMap((finder) => finder.brands.map((b) => b.name))),
  ];
  add('manufacturer', sortByName([...AFTERMARKET_MAKERS, ...oemMakers]));
  add(
    'color',
    COLORS.map(([label]) => label),
    COLORS.map(([, swatch]) => swatch),
  );
  add('ag_produktgruppe', PRODUCT_GROUPS);
  add('wm_delivery_time', DELIVERY_TIMES);
  return {
    options,
    id(attributeCode, label) {
      const id = ids.get(`${attributeCode}:${label}`);
      if (id === undefined) throw new Error(`No ${attributeCode} option "${label}"`);
      return id;
    },
  };
}
