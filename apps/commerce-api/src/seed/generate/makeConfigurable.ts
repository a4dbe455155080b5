import type { SeedProduct } from '../types.js';
import { COLORS } from './attributeOptions.js';
import {
  commerceFields,
  deliveryTime,
  priceIn,
  salePrice,
  stockQuantity,
  weightFor,
} from './commerceFields.js';
import { describePart } from './describePart.js';
import { fitLabel } from './fitment.js';
import { makerPartNumber } from './partNumbers.js';
import type { PartTemplate } from './partTemplates.js';
import { tpl } from './partTemplates.js';
import { blankProduct, type ProductContext } from './productContext.js';
import { imageCount, productImages } from './productImages.js';
import { slugify } from './slugify.js';

interface ConfigurableSpec {
  template: PartTemplate;
  colors: string[];
}

/** Products sold in colours: the shopper picks a colour, each colour is a hidden simple child. */
// prettier-ignore
const CONFIGURABLE_SPECS: ConfigurableSpec[] = [
  {
    template: tpl({ key: 'setetrekk', names: ['Setetrekk kunstskinn', 'Setetrekk stoff', 'Setetrekk vanntett'], leaf: 'setetrekk', group: 'Hytte og komfort', price: [490, 1490], weight: [0.8, 1.6], fit: { finder: 'traktor' }, makers: ['Granit', 'Kramp', 'Sparex'], original: 0, freq: 1,
      about: 'Slitesterkt setetrekk som tres over originalsetet og beskytter mot skitt, slitasje og fukt. Enkel montering med strikk og borrelås.' }),
    colors: ['Svart', 'Grå', 'Grønn', 'Rød', 'Blå', 'Brun'],
  },
  {
    template: tpl({ key: 'arbeidsjakke', names: ['Arbeidsjakke vinter', 'Softshelljakke', 'Arbeidsjakke vanntett', 'Fleecejakke'], leaf: 'jakker-og-bukser', group: 'Arbeidsklær', price: [590, 2490], weight: [0.6, 1.8], fit: null, makers: ['Blåkläder', 'Mascot'], freq: 1,
      about: 'Arbeidsjakke i slitesterkt materiale med forsterkninger, mange lommer og refleks. Tåler vask på 60 °C.' }),
    colors: ['Svart', 'Grå', 'Oransje', 'Gul', 'Blå', 'Grønn', 'Rød'],
  },
  {
    template: tpl({ key: 'arbeidsbukse', names: ['Arbeidsbukse med knelommer', 'Snekkerbukse', 'Arbeidsbukse stretch'], leaf: 'jakker-og-bukser', group: 'Arbeidsklær', price: [490, 1690], weight: [0.5, 1.2], fit: null, makers: ['Blåkläder', 'Mascot'], freq: 1,
      about: 'Arbeidsbukse med knelommer for kneputer, hammerhempe og forsterket lår.' }),
    colors: ['Svart', 'Grå', 'Blå', 'Oransje', 'Grønn'],
  },
];

/** A configurable parent (colour as the option) followed by its `childCount` hidden children. */
export function makeConfigurable(ctx: ProductContext, childCount: number): SeedProduct[] {
  const { rng, options } = ctx;
  const { template, colors } = rng.pick(CONFIGURABLE_SPECS);
  const fit = template.fit ? ctx.fitment.choose(rng, template.fit) : null;
  const maker = rng.pick(template.makers);
  const baseName = rng.pick(template.names) as string;
  const name = fit ? `${baseName} – ${fitLabel(fit)}` : `${baseName} – ${maker}`;
  const sku = ctx.uniqueSku(`AD-${rng.int(100000, 999999)}`);
  const makerNumber = makerPartNumber(rng, maker);
  const partNumbers = makerNumber ? [makerNumber] : [];
  const basePrice = priceIn(rng, template.price);
  const onSale = rng.chance(0.1);
  const parentFields = commerceFields(rng, template.price);
  const weightKg = weightFor(rng, template.weight, 0.5);
  const text = describePart(rng, {
    name,
    about: template.about,
    maker,
    original: false,
    fit,
    partNumbers,
    weightKg,
    onSale,
  });
  const fitsModelIds = fit ? fit.models.map((model) => model.record.id) : [];
  const groupOptionId = options.id('ag_produktgruppe', template.group);
  const makerOptionId = options.id('manufacturer', maker);

  const parent = blankProduct({
    id: ctx.nextId,
    sku,
    type: 'configurable',
    name,
    urlKey: ctx.uniqueUrlKey(slugify(`${baseName} ${fit?.brand.spec.name ?? maker} ${sku}`)),
    description: text.description,
    shortDescription: text.shortDescription,
    price: basePrice,
  });
  Object.assign(parent, {
    metaTitle: text.metaTitle,
    metaDescription: text.metaDescription,
    manufacturerOptionId: makerOptionId,
    productGroupOptionId: groupOptionId,
    partNumbers,
    weightKg,
    ratingSummary: parentFields.ratingSummary,
    reviewCount: parentFields.reviewCount,
    createdAt: parentFields.createdAt,
    updatedAt: parentFields.updatedAt,
    categoryIds: [ctx.leafId(template.leaf)],
    fitsModelIds,
    images: productImages(`${template.key}-${sku}`, imageCount(rng), name),
    configurableAttributes: [{ attributeCode: 'color', label: 'Farge', position: 0 }],
  } satisfies Partial<SeedProduct>);
  ctx.add(parent, {
    template: template.key,
    brand: fit?.brand.spec.name ?? '-',
    group: template.group,
    fitLabel: fit ? fitLabel(fit) : null,
  });

  const children = colourChildren(ctx, parent, { template, colors, childCount, basePrice, onSale });
  parent.price = Math.min(...children.map((child) => child.price));
  parent.quantity = children.reduce((sum, child) => sum + child.quantity, 0);
  parent.deliveryTimeOptionId = options.id(
    'wm_delivery_time',
    parent.quantity > 0 ? 'Sendes i dag' : '1–2 uker',
  );
  return [parent, ...children];
}

/** How a configurable parent's children are made, beyond what they copy from the parent. */
interface ChildTraits {
  template: PartTemplate;
  colors: string[];
  childCount: number;
  basePrice: number;
  onSale: boolean;
}

/**
 * The hidden simple children of a configurable parent, one per colour: the spec's colours first
 * (shuffled), then the attribute's other colours until there are `childCount`.
 */
function colourChildren(
  ctx: ProductContext,
  parent: SeedProduct,
  traits: ChildTraits,
): SeedProduct[] {
  const { rng, options } = ctx;
  const { template, colors, childCount, basePrice, onSale } = traits;
  const { sku, name } = parent;
  const children: SeedProduct[] = [];
  const palette = rng.shuffle(colors).slice(0, Math.min(childCount, colors.length));
  for (const [label] of COLORS) {
    if (palette.length < childCount && !palette.includes(label)) palette.push(label);
  }
  for (const color of palette) {
    const price = rng.chance(0.2) ? basePrice + 100 : basePrice;
    const quantity = stockQuantity(rng);
    const childSku = ctx.uniqueSku(`${sku}-${slugify(color).toUpperCase()}`);
    const childName = `${name}, ${color.toLowerCase()}`;
    const child = blankProduct({
      id: ctx.nextId,
      sku: childSku,
      type: 'simple',
      name: childName,
      urlKey: null,
      description: parent.description,
      shortDescription: parent.shortDescription,
      price,
    });
    Object.assign(child, {
      specialPrice: onSale ? salePrice(rng, price) : null,
      quantity,
      visible: false,
      parentId: parent.id,
      manufacturerOptionId: parent.manufacturerOptionId,
      colorOptionId: options.id('color', color),
      productGroupOptionId: parent.productGroupOptionId,
      deliveryTimeOptionId: options.id('wm_delivery_time', deliveryTime(rng, quantity, false)),
      weightKg: parent.weightKg,
      createdAt: parent.createdAt,
      updatedAt: parent.updatedAt,
      fitsModelIds: parent.fitsModelIds,
      images: productImages(`${template.key}-${childSku}`, 1, childName),
    } satisfies Partial<SeedProduct>);
    children.push(ctx.add(child, null));
  }
  return children;
}
