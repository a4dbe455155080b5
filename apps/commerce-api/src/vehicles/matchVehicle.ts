import { BRAND_ALIASES, SHARED_MAKES, nameTokens, normaliseName } from './brandAliases.js';

/** The part finder's data the matcher needs (ids as in the database). */
export interface FinderCatalog {
  brands: readonly { id: number; finderId: number; name: string }[];
  models: readonly { id: number; brandId: number; name: string }[];
}

/** What the registry says about the vehicle, as far as matching goes. */
export interface VehicleNames {
  make: string | null;
  tradeName: string | null;
  typeDesignation: string | null;
  isFarmVehicle: boolean;
}

/** A candidate part-finder brand (in one finder), with its candidate models. */
export interface BrandSuggestion {
  brand: string;
  brandId: number;
  finderId: number;
  models: { modelId: number; model: string }[];
}

/** The outcome of matching, shaped like `WmLicensePlateResult`. */
export interface VehicleMatch {
  /** Part-finder brand name when exactly one brand name fits. */
  brand: string | null;
  /** Part-finder model name when exactly one model name fits that brand. */
  model: string | null;
  brandExists: boolean;
  modelExists: boolean;
  /** Finder when the brand (or its matched model) is in exactly one finder. */
  brandFinderId: number | null;
  /** The model's id when one model in one finder fits. */
  modelId: number | null;
  suggestions: BrandSuggestion[];
}

export const NO_MATCH: VehicleMatch = Object.freeze({
  brand: null,
  model: null,
  brandExists: false,
  modelExists: false,
  brandFinderId: null,
  modelId: null,
  suggestions: [],
}) as VehicleMatch;

/** Longest spelling, in words, looked for in a make or trade name. */
const MAX_PHRASE_WORDS = 4;
/** Longest run of trade-name words one model name may span. */
const MAX_MODEL_WORDS = 5;

/**
 * The brands every normalised spelling stands for (by part-finder brand name). Built from the
 * brand names in the catalogue, `BRAND_ALIASES` and `SHARED_MAKES`.
 */
export function buildSpellingIndex(catalog: FinderCatalog): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const add = (spelling: string, brands: readonly string[]) => {
    const key = normaliseName(spelling);
    if (key === '') return;
    const known = index.get(key) ?? [];
    index.set(key, [...new Set([...known, ...brands])]);
  };
  const names = new Set(catalog.brands.map((brand) => brand.name));
  for (const name of names) add(name, [name]);
  for (const [brand, spellings] of Object.entries(BRAND_ALIASES)) {
    if (!names.has(brand)) continue;
    for (const spelling of spellings) add(spelling, [brand]);
  }
  for (const [make, brands] of Object.entries(SHARED_MAKES)) {
    const known = brands.filter((brand) => names.has(brand));
    if (known.length > 0) add(make, known);
  }
  return index;
}

/**
 * The brand names a text mentions: the words are scanned left to right, taking the longest
 * known spelling at each place (`FORD NEW HOLLAND` is the shared make, not Ford then New
 * Holland). When no spelling is found word by word, the text without any separators is tried
 * against the spellings without theirs (`M.F.` → `mf`, `JOHNDEERE`).
 */
export function brandsMentioned(text: string | null, index: Map<string, string[]>): string[] {
  if (!text) return [];
  const words = nameTokens(text);
  const found: string[] = [];
  for (let start = 0; start < words.length;) {
    let length = Math.min(MAX_PHRASE_WORDS, words.length - start);
    for (; length > 0; length--) {
      const brands = index.get(words.slice(start, start + length).join(' '));
      if (brands) {
        found.push(...brands);
        break;
      }
    }
    start += Math.max(length, 1);
  }
  if (found.length === 0) {
    const compact = words.join('');
    for (const [spelling, brands] of index) {
      if (spelling.replace(/ /g, '') === compact) found.push(...brands);
    }
  }
  return [...new Set(found)];
}

/**
 * How well a model name fits a trade name (0: not at all). In order of strength:
 * - 3000+: the trade name, without brand words, is the model name (`6480` for `MF 6480`);
 * - 2000+: the model name appears in it as whole words, separators ignored (`6480` in
 *   `MF 6480 DYNA-6`, `T6.155` in `T6 155 AUTO COMMAND`);
 * - 1000+: the model's numbers appear as whole words but its other words do not (`Farmer 308`
 *   for `308 LS`, `N154e` for `N154 EA`);
 * plus the model name's length, so a longer (more specific) model beats a shorter one that
 * also fits (`CX8070` over `8070`).
 */
export function modelScore(
  modelName: string,
  text: string | null,
  brandWords: ReadonlySet<string>,
): number {
  if (!text) return 0;
  const model = nameTokens(modelName);
  const compact = model.join('');
  if (compact === '') return 0;
  const words = nameTokens(text);
  const withoutBrand = words.filter((word) => !brandWords.has(word));
  if (withoutBrand.join('') === compact) return 3000 + compact.length;
  for (let start = 0; start < words.length; start++) {
    let joined = '';
    for (let end = start; end < Math.min(words.length, start + MAX_MODEL_WORDS); end++) {
      joined += words[end];
      if (joined === compact) return 2000 + compact.length;
      if (joined.length >= compact.length) break;
    }
  }
  const numbers = model.filter((word) => /^\d{2,}$/.test(word));
  if (numbers.length > 0 && numbers.length < model.length) {
    const present = new Set(words);
    if (numbers.every((number) => present.has(number))) {
      return 1000 + numbers.join('').length;
    }
  }
  return 0;
}

/** Score of a model against the trade name, or (weaker) against the type designation. */
function bestScore(modelName: string, vehicle: VehicleNames, brandWords: ReadonlySet<string>) {
  const fromTradeName = modelScore(modelName, vehicle.tradeName, brandWords);
  if (fromTradeName > 0) return fromTradeName;
  const fromType = modelScore(modelName, vehicle.typeDesignation, brandWords);
  return fromType > 0 ? fromType - 500 : 0;
}

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'nb', { numeric: true });

/**
 * Matches a registered vehicle to the part finder, tolerantly: the make through brand names,
 * aliases and shared makes (narrowed by brand words in the trade name when the make stands for
 * several brands); then the trade name (or the type designation) to each candidate brand's
 * models, the most specific fit winning. A model fit narrows the brands and finders to those
 * that have it. Vehicles outside the part finder (passenger cars, lorries …) match nothing.
 * Pure: the same catalogue and vehicle always give the same answer.
 */
export function matchVehicle(
  vehicle: VehicleNames,
  catalog: FinderCatalog,
  index: Map<string, string[]> = buildSpellingIndex(catalog),
): VehicleMatch {
  if (!vehicle.isFarmVehicle) return NO_MATCH;

  let brandNames = brandsMentioned(vehicle.make, index);
  const inTradeName = brandsMentioned(vehicle.tradeName, index);
  if (brandNames.length === 0) brandNames = inTradeName;
  else if (brandNames.length > 1) {
    const narrowed = brandNames.filter((name) => inTradeName.includes(name));
    if (narrowed.length > 0) brandNames = narrowed;
  }
  if (brandNames.length === 0) return NO_MATCH;

  const brands = catalog.brands
    .filter((brand) => brandNames.includes(brand.name))
    .sort((a, b) => byName(a, b) || a.finderId - b.finderId);
  if (brands.length === 0) return NO_MATCH;

  // Words that only name the brand, so `MF 6480` counts as exactly `6480`.
  const brandWords = new Set<string>();
  for (const [spelling, names] of index) {
    if (names.some((name) => brandNames.includes(name))) {
      for (const word of spelling.split(' ')) brandWords.add(word);
    }
  }

  const modelsByBrand = new Map<number, FinderCatalog['models'][number][]>();
  for (const model of catalog.models) {
    const list = modelsByBrand.get(model.brandId);
    if (list) list.push(model);
    else modelsByBrand.set(model.brandId, [model]);
  }

  const scored = brands.map((brand) => ({
    brand,
    models: (modelsByBrand.get(brand.id) ?? []).map((model) => ({
      model,
      score: bestScore(model.name, vehicle, brandWords),
    })),
  }));
  const best = Math.max(0, ...scored.flatMap((entry) => entry.models.map((m) => m.score)));

  const suggestions: BrandSuggestion[] = [];
  for (const { brand, models } of scored) {
    const chosen =
      best > 0
        ? models.filter((entry) => entry.score === best).map((entry) => entry.model)
        : models.map((entry) => entry.model).sort(byName);
    if (best > 0 && chosen.length === 0) continue;
    suggestions.push({
      brand: brand.name,
      brandId: brand.id,
      finderId: brand.finderId,
      models: chosen.sort(byName).map((model) => ({ modelId: model.id, model: model.name })),
    });
  }

  const distinctBrands = [...new Set(suggestions.map((entry) => entry.brand))];
  const brandExists = distinctBrands.length === 1;
  const matchedModels =
    best > 0 ? [...new Set(suggestions.flatMap((entry) => entry.models.map((m) => m.model)))] : [];
  const modelExists = brandExists && matchedModels.length === 1;
  const single = suggestions.length === 1 ? suggestions[0] : undefined;
  return {
    brand: brandExists ? (distinctBrands[0] ?? null) : null,
    model: modelExists ? (matchedModels[0] ?? null) : null,
    brandExists,
    modelExists,
    brandFinderId: brandExists && single ? single.finderId : null,
    modelId: modelExists && single ? (single.models[0]?.modelId ?? null) : null,
    suggestions,
  };
}
