import type { ValueAttributeCode } from '../../catalog/productAttributes.js';
import type { SeedProduct } from '../types.js';
import { detailDimensions, type DetailDimension } from './nameDetails.js';
import type { ProductContext, ProductMeta } from './productContext.js';
import type { Random } from './random.js';
import { renameProduct } from './renameProduct.js';

type Values = Partial<Record<ValueAttributeCode, string>>;

/** A visible product whose name another visible product also has. */
interface Member {
  product: SeedProduct;
  meta: ProductMeta | null;
  /** The part before ` – ` (`Oljefilter`), or the whole name. */
  head: string;
  /** The part after ` – ` (the fit or the maker), or null. */
  tail: string | null;
}

/** What is added to a member's name, and the specification values that say the same. */
interface Naming {
  maker: string | null;
  /** Replaces the fit label in the tail, e.g. `Valtra N101–N121` for `Valtra N-serien`. */
  fit: string | null;
  details: string[];
  values: Values;
}

/** One way to tell members apart: a key per member and what it adds to the name. */
interface Split {
  key: string;
  apply: (naming: Naming) => void;
}
type Step = (members: readonly Member[]) => Split[] | null;

const DASH = ' – ';

/**
 * Products that share a name get the detail that tells them apart, as a real catalogue prints
 * it: the maker (`Oljefilter Fleetguard – …`), the models they fit (`– Valtra N101–N121`), the
 * size, side or pack of the kind of part (`Hydraulikkslange 1/2" 2500 mm, M22x1,5 – Sparex`,
 * with the specification value set to match), and, when a kind has too few of those for the
 * crowd, the part number (`Oljefilter, erstatter 3641822M1 – …`). Products whose name is their
 * own keep it. Runs last, on a stream of its own, so it changes nothing but names and the
 * specification values the names state.
 */
export function distinguishNames(rng: Random, ctx: ProductContext): void {
  const makers = new Map(
    ctx.options.options
      .filter((option) => option.attributeCode === 'manufacturer')
      .map((option) => [option.id, option.label]),
  );
  const modelNames = new Map(ctx.finders.models.map((model) => [model.id, model.name]));
  const byName = new Map<string, Member[]>();
  ctx.products.forEach((product, index) => {
    if (!product.visible) return;
    const dash = product.name.indexOf(DASH);
    const member: Member = {
      product,
      meta: ctx.meta[index] ?? null,
      head: dash < 0 ? product.name : product.name.slice(0, dash),
      tail: dash < 0 ? null : product.name.slice(dash + DASH.length),
    };
    const same = byName.get(product.name);
    if (same) same.push(member);
    else byName.set(product.name, [member]);
  });

  const steps: Step[] = [
    byMaker(makers),
    byModels(modelNames),
    byFilterCount,
    bySpecification(rng),
  ];
  const namings = new Map<Member, Naming>();
  for (const members of byName.values()) {
    if (members.length < 2) continue;
    for (const member of members)
      namings.set(member, { maker: null, fit: null, details: [], values: {} });
    separate(members, steps, namings);
  }

  const renamed = new Map<SeedProduct, string>();
  for (const [member, naming] of namings) renamed.set(member.product, compose(member, naming));
  settleLeftovers(ctx.products, renamed);

  const children = new Map<number, SeedProduct[]>();
  const listedIn = new Map<number, SeedProduct[]>();
  for (const product of ctx.products) {
    if (product.parentId !== null) push(children, product.parentId, product);
    for (const item of product.groupedItems) push(listedIn, item.productId, product);
  }
  for (const [member, naming] of namings) {
    const { product } = member;
    const kids = children.get(product.id) ?? [];
    renameProduct(product, renamed.get(product)!, kids, listedIn.get(product.id) ?? []);
    for (const target of [product, ...kids]) {
      target.attributeValues = { ...target.attributeValues, ...naming.values };
    }
  }
}

/** Splits members by the first step that tells some apart, then each part by the later steps. */
function separate(
  members: readonly Member[],
  steps: readonly Step[],
  namings: Map<Member, Naming>,
) {
  for (let index = 0; index < steps.length; index++) {
    const splits = steps[index]!(members);
    if (!splits || new Set(splits.map((split) => split.key)).size < 2) continue;
    const parts = new Map<string, Member[]>();
    members.forEach((member, i) => {
      const split = splits[i]!;
      split.apply(namings.get(member)!);
      push(parts, split.key, member);
    });
    for (const part of parts.values()) {
      if (part.length > 1) separate(part, steps.slice(index + 1), namings);
    }
    return;
  }
  byPartNumber(members).forEach((detail, i) => namings.get(members[i]!)!.details.push(detail));
}

/** Fitted parts from different aftermarket makers: `Oljefilter Fleetguard – …`. */
const byMaker =
  (makers: ReadonlyMap<number, string>): Step =>
  (members) =>
    members.map(({ product }) => {
      const maker =
        product.manufacturerOptionId === null
          ? null
          : (makers.get(product.manufacturerOptionId) ?? null);
      return {
        key: maker ?? '',
        apply: (naming) => {
          naming.maker = maker;
        },
      };
    });

/** Parts for different runs of models within the same series: `– Valtra N101–N121`. */
const byModels =
  (modelNames: ReadonlyMap<number, string>): Step =>
  (members) =>
    members.map(({ product, meta }) => {
      const ids = product.fitsModelIds;
      if (!meta?.fitLabel || meta.brand === '-' || ids.length < 3) {
        return { key: ids.join(','), apply: () => {} };
      }
      const range = `${meta.brand} ${modelNames.get(ids[0]!)}–${modelNames.get(ids[ids.length - 1]!)}`;
      return {
        key: range,
        apply: (naming) => {
          naming.fit = range;
        },
      };
    });

/** Filter packs of the same machines with more or fewer filters: `Filterpakke, 3 filter – …`. */
const byFilterCount: Step = (members) =>
  members.every(({ product }) => product.type === 'grouped')
    ? members.map(({ product }) => {
        const detail = `${product.groupedItems.length} filter`;
        return { key: detail, apply: (naming) => void naming.details.push(detail) };
      })
    : null;

/**
 * The kinds of difference of the part (side, length, thread …): every member a different
 * combination, using as few kinds as the crowd needs. Null when the kinds cannot go round.
 */
const bySpecification =
  (rng: Random): Step =>
  (members) => {
    const first = members[0]!;
    const dimensions = detailDimensions(first.meta?.template ?? '', first.head);
    const used = usableDimensions(dimensions, members.length);
    if (!used) return null;
    const combinations = rng.shuffle(combine(used)).slice(0, members.length);
    return combinations.map((options) => ({
      key: options.map((option) => option.text).join(', '),
      apply: (naming) => {
        for (const option of options) {
          naming.details.push(option.text);
          Object.assign(naming.values, option.values);
        }
      },
    }));
  };

function usableDimensions(dimensions: readonly DetailDimension[], needed: number) {
  let combinations = 1;
  for (let count = 1; count <= dimensions.length; count++) {
    combinations *= dimensions[count - 1]!.length;
    if (combinations >= needed) return dimensions.slice(0, count);
  }
  return null;
}

/** Every combination of one option from each dimension, in order. */
function combine(dimensions: readonly DetailDimension[]): DetailDimension[] {
  return dimensions.reduce<DetailDimension[]>(
    (combos, options) => combos.flatMap((combo) => options.map((option) => [...combo, option])),
    [[]],
  );
}

/**
 * The number that tells them apart when nothing else does: the original number of an original
 * part, the number an aftermarket part replaces, a maker's article number, or the shop's own.
 */
function byPartNumber(members: readonly Member[]): string[] {
  const numbers = members.map(({ product, meta }) => {
    const number = product.partNumbers[0];
    if (!number) return null;
    if (product.name.endsWith(' (original)')) return `orig.nr. ${number}`;
    return meta?.fitLabel ? `erstatter ${number}` : `art.nr. ${number}`;
  });
  const distinct = new Set(numbers).size === numbers.length && !numbers.includes(null);
  return distinct ? (numbers as string[]) : members.map(({ product }) => `varenr. ${product.sku}`);
}

/** The member's name with its naming: `head maker, details – fit tail`. */
function compose({ head, tail, meta }: Member, { maker, fit, details }: Naming): string {
  const makerText = maker ? `${head.endsWith(')') ? ',' : ''} ${maker}` : '';
  const start = `${head}${makerText}${details.map((detail) => `, ${detail}`).join('')}`;
  if (tail === null) return start;
  const label = meta?.fitLabel;
  const end = fit && label && tail.startsWith(label) ? fit + tail.slice(label.length) : tail;
  return `${start}${DASH}${end}`;
}

/** A new name that another product already has gets the shop's own number as well. */
function settleLeftovers(products: readonly SeedProduct[], renamed: Map<SeedProduct, string>) {
  const count = new Map<string, number>();
  for (const product of products) {
    if (!product.visible) continue;
    const name = renamed.get(product) ?? product.name;
    count.set(name, (count.get(name) ?? 0) + 1);
  }
  for (const [product, name] of renamed) {
    if ((count.get(name) ?? 0) > 1) renamed.set(product, `${name}, varenr. ${product.sku}`);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
