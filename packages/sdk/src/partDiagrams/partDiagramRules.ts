import type { ProductSummary } from '../catalog/mapProductSummary';
import type { PartFinderSlugs } from '../partFinder/partFinderPath';
import { cardCartAction } from '../productCard/cardCartAction';
import type { PartDiagramPosition } from './mapPartDiagram';

/**
 * The diagrams page of a model, `/parts/:finder/:brand/:model/diagram`, or one assembly's,
 * `…/diagram/:assembly`. Slugs are URL-encoded; `null` when a slug is missing. Pure.
 *
 * @example
 * ```ts
 * partDiagramPath({ finder: 'traktor', brand: 'valtra', model: 'n134' });
 * // '/parts/traktor/valtra/n134/diagram'
 * partDiagramPath({ finder: 'traktor', brand: 'valtra', model: 'n134' }, 'bremser');
 * // '/parts/traktor/valtra/n134/diagram/bremser'
 * ```
 */
export function partDiagramPath(
  slugs: PartFinderSlugs,
  assemblyUid?: string | null,
): string | null {
  const { finder, brand, model } = slugs;
  if (!finder || !brand || !model) return null;
  const base = ['parts', finder, brand, model].map(encodeURIComponent).join('/');
  return `/${base}/diagram${assemblyUid ? `/${encodeURIComponent(assemblyUid)}` : ''}`;
}

/**
 * The chosen positions after the shopper ticks or unticks `position`: sorted, each once. Pure.
 *
 * @example
 * ```ts
 * togglePosition([3, 1], 2); // [1, 2, 3]
 * togglePosition([1, 2], 2); // [1]
 * ```
 */
export function togglePosition(selected: readonly number[], position: number): number[] {
  const chosen = new Set(selected);
  if (chosen.has(position)) chosen.delete(position);
  else chosen.add(position);
  return [...chosen].sort((a, b) => a - b);
}

/**
 * The position whose number is `position`, or `null`: the link from a number on the picture to
 * its line in the parts list (and back, by the line's position). Pure.
 */
export function findPosition(
  positions: readonly PartDiagramPosition[],
  position: number | null,
): PartDiagramPosition | null {
  if (position === null) return null;
  return positions.find((each) => each.position === position) ?? null;
}

/** A position's part as the cart takes it, and how many: the quantity one machine has. */
export interface DiagramCartLine {
  position: number;
  product: ProductSummary;
  quantity: number;
}

/**
 * What "add the chosen positions" adds: each chosen position's part, as many as the machine has,
 * in number order — only parts a card could add (`cardCartAction` is `add`); the other chosen
 * positions (sold out, to be chosen on their page, no longer sold) are `skipped`. A product on two
 * positions is added once with both quantities. Pure.
 */
export function diagramCartLines(
  positions: readonly PartDiagramPosition[],
  selected: readonly number[],
  shopper: { canBuyOnline: boolean } = { canBuyOnline: true },
): { lines: DiagramCartLine[]; skipped: number[] } {
  const lines: DiagramCartLine[] = [];
  const skipped: number[] = [];
  const chosen = new Set(selected);
  for (const position of positions) {
    if (!chosen.has(position.position)) continue;
    const product = position.product;
    if (!product || cardCartAction(product, shopper) !== 'add') {
      skipped.push(position.position);
      continue;
    }
    const same = lines.find((line) => line.product.sku === product.sku);
    if (same) same.quantity += position.quantity;
    else lines.push({ position: position.position, product, quantity: position.quantity });
  }
  return { lines, skipped };
}
