import type { LicensePlateFinderOption, LicensePlateState } from './licensePlateMachine';
import type {
  LicensePlateModelOption,
  LicensePlateResult,
  LicensePlateSuggestion,
} from './mapLicensePlateResult';

/** The shopper's picks in the selects, as far as made. */
export interface LicensePlatePicks {
  brand: string | null;
  finderId: number | null;
  modelId: number | null;
}

/** The selects a result opens and the values filled in (see {@link licensePlateChoices}). */
export type LicensePlateChoices = Pick<
  LicensePlateState,
  | 'brandOptions'
  | 'finderOptions'
  | 'modelOptions'
  | 'brand'
  | 'brandId'
  | 'finderId'
  | 'model'
  | 'modelId'
>;

const sameName = (a: string, b: string) =>
  a.toLocaleLowerCase('nb').trim() === b.toLocaleLowerCase('nb').trim();

/**
 * The selects and the values filled in for a result and the picks so far (spec §4):
 * - brand: the result's when certain; else the one brand of the suggestions; else, with several
 *   brands, a brand select;
 * - finder: the one suggestion of that brand, or the one the result pins; else, with the brand
 *   in several finders, a finder select; without suggestions the result's finder;
 * - model: the result's when certain; else the suggestion's only model; else, with several, a
 *   model select; without a suggestion the result's (registry) model name, unconfirmed.
 */
export function licensePlateChoices(
  result: LicensePlateResult,
  picks: LicensePlatePicks,
): LicensePlateChoices {
  const suggestions = result.suggestions;
  const brandNames = suggestions.reduce<string[]>(
    (names, { brand }) => (names.some((name) => sameName(name, brand)) ? names : [...names, brand]),
    [],
  );
  let brand: string | null = null;
  let brandOptions: string[] = [];
  if (result.brand) brand = result.brand;
  else if (brandNames.length === 1) brand = brandNames[0]!;
  else if (brandNames.length > 1) {
    brandOptions = brandNames;
    brand = brandNames.find((name) => picks.brand !== null && sameName(name, picks.brand)) ?? null;
  }

  const candidates = brand
    ? suggestions.filter((suggestion) => sameName(suggestion.brand, brand))
    : [];
  let suggestion: LicensePlateSuggestion | null = null;
  let finderOptions: LicensePlateFinderOption[] = [];
  let finderId: number | null = null;
  if (candidates.length === 1) suggestion = candidates[0]!;
  else if (candidates.length > 1) {
    suggestion =
      candidates.find((candidate) => candidate.finderId === result.brandFinderId) ?? null;
    if (!suggestion) {
      finderOptions = candidates.map(({ finderId: id, brandId }) => ({ finderId: id, brandId }));
      suggestion = candidates.find((candidate) => candidate.finderId === picks.finderId) ?? null;
    }
  } else if (brand && result.brand) finderId = result.brandFinderId;
  if (suggestion) finderId = suggestion.finderId;

  let model: string | null = null;
  let modelId: number | null = null;
  let modelOptions: LicensePlateModelOption[] = [];
  if (suggestion) {
    const { models } = suggestion;
    const certain = result.modelExists && result.model ? result.model : null;
    const matching = certain ? models.find((option) => sameName(option.name, certain)) : undefined;
    if (certain) {
      model = matching?.name ?? certain;
      modelId = matching?.id ?? null;
    } else if (models.length === 1) {
      model = models[0]!.name;
      modelId = models[0]!.id;
    } else if (models.length > 1) {
      modelOptions = models;
      const chosen = models.find((option) => option.id === picks.modelId);
      if (chosen) {
        model = chosen.name;
        modelId = chosen.id;
      }
    }
  } else if (brand && !brandOptions.length) model = result.model;

  return {
    brandOptions,
    finderOptions,
    modelOptions,
    brand,
    brandId: suggestion?.brandId ?? null,
    finderId,
    model,
    modelId,
  };
}

/** Whether a select shown still waits for the shopper. Pure. */
export function licensePlateChoicePending(state: LicensePlateChoices): boolean {
  return (
    (state.brandOptions.length > 0 && state.brand === null) ||
    (state.finderOptions.length > 0 && state.finderId === null) ||
    (state.modelOptions.length > 0 && state.modelId === null)
  );
}
