import type { PartFinderBrand, PartFinderFinder, PartFinderModel } from './mapPartFinder';
import type { PartFinderState } from './partFinderMachine';
import { partFinderPath } from './partFinderPath';

/** Whether the brand select can be used: a finder is chosen (spec §4). Pure. */
export function brandEnabled(state: PartFinderState): boolean {
  return state.finderId !== null;
}

/** Whether the model select can be used: a brand is chosen (spec §4). Pure. */
export function modelEnabled(state: PartFinderState): boolean {
  return state.brandId !== null;
}

/** Whether Show can be pressed: finder, brand and model are all chosen (spec §4). Pure. */
export function showEnabled(state: PartFinderState): boolean {
  return state.finderId !== null && state.brandId !== null && state.modelId !== null;
}

/** The chosen finder, from the loaded list; `null` when none is chosen or it is not listed. Pure. */
export function selectedFinder(state: PartFinderState): PartFinderFinder | null {
  return state.finders.items.find((finder) => finder.id === state.finderId) ?? null;
}

/** The chosen brand, from the loaded list; `null` when none is chosen or it is not listed. Pure. */
export function selectedBrand(state: PartFinderState): PartFinderBrand | null {
  return state.brands.items.find((brand) => brand.id === state.brandId) ?? null;
}

/** The chosen model, from the loaded list; `null` when none is chosen or it is not listed. Pure. */
export function selectedModel(state: PartFinderState): PartFinderModel | null {
  return state.models.items.find((model) => model.id === state.modelId) ?? null;
}

/**
 * Where Show goes: `/parts/:finder/:brand/:model` with the chosen values' slugs; `null` until
 * Show is enabled and the three are in the loaded lists. Pure.
 */
export function showPath(state: PartFinderState): string | null {
  if (!showEnabled(state)) return null;
  const finder = selectedFinder(state);
  const brand = selectedBrand(state);
  const model = selectedModel(state);
  if (!finder || !brand || !model) return null;
  return partFinderPath({ finder: finder.slug, brand: brand.slug, model: model.slug });
}

/**
 * The options whose name contains `query`, ignoring case (spec §5: the dropdown filter); all of
 * them for an empty (or blank) query. Leading and trailing spaces of the query are ignored, the
 * options keep their order. Pure.
 *
 * @example
 * ```ts
 * filterOptions(brands, 'fergu'); // [Massey Ferguson]
 * ```
 */
export function filterOptions<Option extends { name: string }>(
  options: readonly Option[],
  query: string,
): Option[] {
  const needle = query.trim().toLocaleLowerCase('nb');
  if (needle === '') return [...options];
  return options.filter((option) => option.name.toLocaleLowerCase('nb').includes(needle));
}
