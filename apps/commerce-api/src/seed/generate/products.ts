import type { SeedProduct } from '../types.js';
import { EQUIPMENT_TEMPLATES } from './equipmentTemplates.js';
import { linkProducts } from './linkProducts.js';
import { makeBundle } from './makeBundle.js';
import { makeConfigurable } from './makeConfigurable.js';
import { makeGrouped } from './makeGrouped.js';
import { classicModels, makeManual } from './makeManual.js';
import { makePart } from './makePart.js';
import { makeService, SERVICES } from './makeService.js';
import { PART_TEMPLATES } from './partTemplates.js';
import type { ProductContext } from './productContext.js';
import { cumulativeWeights, type Random } from './random.js';

/** Below this size the catalogue has simple products only. */
const MIN_COUNT_FOR_COMPOSITES = 100;

export interface ProductPlan {
  simple: number;
  /** Children per configurable parent (3–6 each). */
  configurableFamilies: number[];
  bundle: number;
  grouped: number;
  virtual: number;
  downloadable: number;
}

/** How many products of each type: ~2 % configurable, ~1 % bundle, ~1 % grouped, a few virtual and downloadable. */
export function planProducts(rng: Random, productCount: number): ProductPlan {
  if (productCount < MIN_COUNT_FOR_COMPOSITES) {
    return {
      simple: productCount,
      configurableFamilies: [],
      bundle: 0,
      grouped: 0,
      virtual: 0,
      downloadable: 0,
    };
  }
  const configurableFamilies = Array.from(
    { length: Math.max(2, Math.round(productCount * 0.02)) },
    () => rng.int(3, 6),
  );
  const bundle = Math.max(1, Math.round(productCount * 0.01));
  const grouped = Math.max(1, Math.round(productCount * 0.01));
  const virtual = SERVICES.length;
  const downloadable = Math.min(12, 3 + Math.floor(productCount / 1000));
  const family = configurableFamilies.reduce((sum, children) => sum + 1 + children, 0);
  const simple = productCount - family - bundle - grouped - virtual - downloadable;
  return { simple, configurableFamilies, bundle, grouped, virtual, downloadable };
}

/** Generates exactly `productCount` products into the context, linked to each other. */
export function generateProducts(ctx: ProductContext, productCount: number): SeedProduct[] {
  const { rng } = ctx;
  const plan = planProducts(rng, productCount);
  const templates = [...PART_TEMPLATES, ...EQUIPMENT_TEMPLATES];
  const cumulative = cumulativeWeights(templates.map((template) => template.freq));
  for (let i = 0; i < plan.simple; i++) {
    // Every kind of part once first, so that every leaf category has products.
    const template =
      i < templates.length ? templates[i]! : templates[rng.weightedIndex(cumulative)]!;
    makePart(ctx, template);
  }
  for (const children of plan.configurableFamilies) makeConfigurable(ctx, children);
  for (let i = 0; i < plan.bundle; i++) makeBundle(ctx);
  for (let i = 0; i < plan.grouped; i++) makeGrouped(ctx);
  for (let i = 0; i < plan.virtual; i++) makeService(ctx, i);
  const manuals = rng.shuffle(classicModels(ctx)).slice(0, plan.downloadable);
  manuals.forEach(({ brand, model }, index) => makeManual(ctx, brand, model, index));
  linkProducts(ctx);
  if (ctx.products.length !== productCount) {
    throw new Error(`Generated ${ctx.products.length} products instead of ${productCount}`);
  }
  return ctx.products;
}
