import type { ValueAttributeCode } from '../../catalog/productAttributes.js';
import { buildPriceIndex } from '../priceIndex.js';
import type { ProductContext, ProductMeta } from './productContext.js';
import type { Random } from './random.js';

type Values = Partial<Record<ValueAttributeCode, string>>;

/** Products at or above this price (NOK incl. VAT) ship free, as the shop advertises. */
export const FREE_FREIGHT_FROM = 2500;

const decimal = (value: number) => String(value).replace('.', ',');

const PACKAGES = ['1 stk', '1 stk', '1 stk', '2 stk', '4 stk', 'Sett', 'Pakke à 10 stk'];
const STEEL = ['Stål', 'Herdet stål', 'Støpejern', 'Borstål'];

/** Technical values that suit the kind of part; universal rules first, then by template. */
function technicalValues(rng: Random, meta: ProductMeta): Values {
  const mm = (min: number, max: number) => String(rng.int(min, max));
  // Length ≥ width ≥ height, as a specification table lists them.
  const box = (min: number, max: number) =>
    `${[rng.int(min, max), rng.int(min, max), rng.int(min, max)]
      .sort((a, b) => b - a)
      .join(' × ')} mm`;
  switch (meta.group) {
    case 'Filter':
      return {
        wm_outer_diameter_mm: mm(60, 180),
        wm_height_mm: mm(80, 340),
        ...(meta.template === 'luftfilter' || meta.template === 'kupefilter'
          ? { wm_material: 'Cellulose' }
          : { wm_thread: rng.pick(['M20x1,5', 'M22x1,5', '3/4"-16 UNF', '1"-12 UNF']) }),
      };
    case 'Hydraulikk':
      return {
        wm_thread: rng.pick(['1/2" BSP', '3/4" BSP', 'M18x1,5', 'M22x1,5', '7/8"-14 UNF']),
        wm_working_pressure_bar: String(rng.pick([180, 200, 210, 250, 280, 350])),
        wm_material: rng.pick(['Stål', 'Forsinket stål']),
      };
    case 'Elektrisk':
      return {
        wm_voltage: rng.chance(0.85) ? '12 V' : '24 V',
        ...(meta.template === 'batteri'
          ? { wm_power: `${rng.pick([74, 100, 143, 180])} Ah` }
          : meta.template === 'startmotor'
            ? { wm_power: `${decimal(rng.pick([2.2, 2.8, 3.0, 3.2, 4.2]))} kW` }
            : meta.template === 'dynamo'
              ? { wm_power: `${rng.pick([45, 65, 95, 120])} A` }
              : {}),
      };
    case 'Lys':
      return {
        wm_voltage: rng.pick(['12 V', '12/24 V', '24 V']),
        wm_power: `${rng.pick([21, 40, 55, 70])} W`,
        wm_material: rng.pick(['Aluminium', 'Polykarbonat']),
      };
    case 'Smøremidler':
      return {
        wm_volume: rng.pick(['1 l', '4 l', '5 l', '20 l', '208 l']),
        wm_viscosity:
          meta.template === 'hydraulikkolje'
            ? rng.pick(['ISO VG 32', 'ISO VG 46', 'UTTO 10W-30'])
            : rng.pick(['10W-40', '15W-40', '5W-30', 'SAE 30']),
      };
    case 'Arbeidsklær':
      return {
        wm_material: rng.pick(['Nitril/nylon', 'Lær', 'Polyester/PU', 'Bomull/polyester 65/35']),
      };
    case 'Motor':
    case 'Kraftoverføring':
    case 'Bremser og styring':
    case 'Redskapsdeler':
    case 'Skurtreskerdeler':
    case 'Tilhengerdeler':
      return { wm_material: rng.pick(STEEL), wm_dimensions: box(40, 400) };
    default:
      return {};
  }
}

/**
 * Specification values of the sellable products: technical values by kind of part, packaging,
 * and free freight on dearer items. Runs after the products are made, on a stream of its own, so
 * it changes nothing else in the catalogue.
 */
export function addSpecifications(rng: Random, ctx: ProductContext): void {
  const prices = buildPriceIndex(ctx.products);
  const byId = new Map(ctx.products.map((product) => [product.id, product]));
  ctx.products.forEach((product, index) => {
    if (product.type === 'virtual' || product.type === 'downloadable') return;
    const meta = ctx.meta[index];
    // Configurable children share their parent's values (parents come first).
    const parent = product.parentId === null ? undefined : byId.get(product.parentId);
    const values: Values = parent
      ? { ...parent.attributeValues }
      : meta
        ? technicalValues(rng, meta)
        : {};
    if (!parent && product.type === 'simple' && meta?.group !== 'Maskiner' && rng.chance(0.6)) {
      values.wm_package = rng.pick(PACKAGES);
    }
    delete values.wm_free_fright;
    const finalPrice = prices.get(product.id)?.minFinal ?? product.price;
    if (finalPrice >= FREE_FREIGHT_FROM && !product.orderProduct) values.wm_free_fright = '1';
    product.attributeValues = values;
  });
}
