import { describe, expect, it } from 'vitest';
import { seededFinderData } from './finderCatalog.js';
import {
  NO_MATCH,
  brandsMentioned,
  buildSpellingIndex,
  matchVehicle,
  modelScore,
  type VehicleNames,
} from './matchVehicle.js';

const catalog = seededFinderData();
const index = buildSpellingIndex(catalog);

const finderId = (name: string) => catalog.finders.find((finder) => finder.name === name)!.id;
const brandIn = (finder: string, name: string) =>
  catalog.brands.find((brand) => brand.name === name && brand.finderId === finderId(finder))!;
const modelOf = (finder: string, brand: string, name: string) =>
  catalog.models.find(
    (model) => model.brandId === brandIn(finder, brand).id && model.name === name,
  )!;

const tractor = (
  make: string | null,
  tradeName: string | null,
  typeDesignation: string | null = null,
): VehicleNames => ({
  make,
  tradeName,
  typeDesignation,
  isFarmVehicle: true,
});

/** The match reduced to what a test compares: brand, model and finder, and the suggestions. */
function summary(vehicle: VehicleNames) {
  const match = matchVehicle(vehicle, catalog, index);
  return {
    brand: match.brand,
    model: match.model,
    brandExists: match.brandExists,
    modelExists: match.modelExists,
    brandFinderId: match.brandFinderId,
    modelId: match.modelId,
    suggestions: match.suggestions.map(
      (entry) => `${entry.brand}@${entry.finderId}: ${entry.models.map((m) => m.model).join(', ')}`,
    ),
  };
}

function expectUnique(vehicle: VehicleNames, finder: string, brand: string, model: string) {
  const expected = modelOf(finder, brand, model);
  expect(summary(vehicle)).toEqual({
    brand,
    model,
    brandExists: true,
    modelExists: true,
    brandFinderId: finderId(finder),
    modelId: expected.id,
    suggestions: [`${brand}@${finderId(finder)}: ${model}`],
  });
}

describe('brandsMentioned', () => {
  it.each([
    ['MASSEY FERGUSON', ['Massey Ferguson']],
    ['massey-ferguson', ['Massey Ferguson']],
    ['Massey Ferguson', ['Massey Ferguson']],
    ['MF', ['Massey Ferguson']],
    ['M.F.', ['Massey Ferguson']],
    ['JOHN DEERE', ['John Deere']],
    ['JD', ['John Deere']],
    ['JOHNDEERE', ['John Deere']],
    ['DEERE & COMPANY', ['John Deere']],
    ['NH', ['New Holland']],
    ['NEW HOLLAND', ['New Holland']],
    ['FORD NEW HOLLAND', ['Ford', 'New Holland']],
    ['CASE', ['Case IH']],
    ['CASE IH', ['Case IH']],
    ['CASE INTERNATIONAL', ['Case IH', 'International (IH)']],
    ['IHC', ['International (IH)']],
    ['INTERNATIONAL HARVESTER', ['International (IH)']],
    ['DEUTZ', ['Deutz-Fahr']],
    ['DEUTZ-FAHR', ['Deutz-Fahr']],
    ['VALMET', ['Valtra']],
    ['VOLVO BM', ['Volvo BM']],
    ['PÖTTINGER', ['Pöttinger']],
    ['POETTINGER', ['Pöttinger']],
    ['AGCO', ['Massey Ferguson', 'Fendt', 'Valtra']],
    ['MF 6480 DYNA-6', ['Massey Ferguson']],
    ['FIAT', []],
    ['VOLKSWAGEN', []],
    ['', []],
    [null, []],
  ])('%j → %j', (text, brands) => {
    expect(brandsMentioned(text, index)).toEqual(brands);
  });
});

describe('modelScore', () => {
  const none = new Set<string>();
  const mf = new Set(['mf', 'massey', 'ferguson']);

  it('ranks an exact name over a name inside a longer one over bare model numbers', () => {
    const exact = modelScore('6480', 'MF 6480', mf);
    const inside = modelScore('6480', 'MF 6480 DYNA-6', mf);
    const numbers = modelScore('Farmer 308', '308 LS', none);
    expect(exact).toBeGreaterThan(inside);
    expect(inside).toBeGreaterThan(numbers);
    expect(numbers).toBeGreaterThan(0);
  });

  it.each([
    ['6480', 'MF 6480 DYNA-6'],
    ['6480', 'MF6480'],
    ['6480', 'mf 6480 dyna 6'],
    ['T6.155', 'T6 155 AUTO COMMAND'],
    ['T6.155', 'T6155'],
    ['T6.155', 'T 6.155'],
    ['6R 150', '6R150'],
    ['TW-15', 'TW 15'],
    ['80-14', 'RENAULT 80.14 TX'],
    ['DX 3.50', 'DX3.50'],
    ['M7-151', 'M7151 PREMIUM'],
    ['Maxxum 125', 'MAXXUM125 EP'],
    ['930 Vario', 'FENDT 930 VARIO TMS'],
    ['N154e', 'N154 EA'],
    ['Farmer 308', 'FARMER308LS'],
  ])('finds %j in %j', (model, text) => {
    expect(modelScore(model, text, mf)).toBeGreaterThan(0);
  });

  it.each([
    ['135', 'MF 1135'],
    ['135', 'MF 5435'],
    ['240', 'MF 2400'],
    ['6R 150', '6150R'],
    ['6400', '6480'],
    ['Farmer 308', 'FARMER 309'],
    ['T6.155', 'T6.165'],
    ['6480', null],
    ['6480', ''],
    ['', '6480'],
  ])('does not find %j in %j', (model, text) => {
    expect(modelScore(model, text, mf)).toBe(0);
  });

  it('prefers the longer model when both fit', () => {
    expect(modelScore('CX8070', 'NEW HOLLAND CX8070', none)).toBeGreaterThan(
      modelScore('8070', 'NEW HOLLAND CX8070', none),
    );
  });
});

describe('matchVehicle', () => {
  it('finds a unique brand and model', () => {
    expectUnique(tractor('MASSEY FERGUSON', '6480'), 'Traktor', 'Massey Ferguson', '6480');
  });

  it.each([
    ['MASSEY FERGUSON', 'MF 6480 DYNA-6'],
    ['massey ferguson', 'mf6480'],
    ['Massey-Ferguson', '6480 DYNA 6 TIER 3'],
    ['MF', '6480'],
    ['  MASSEY   FERGUSON ', ' 6480 '],
    ['AGCO', 'MF 6480'],
    [null, 'MASSEY FERGUSON 6480'],
  ])('is tolerant of how the make and trade name are written: %j %j', (make, tradeName) => {
    expectUnique(tractor(make, tradeName), 'Traktor', 'Massey Ferguson', '6480');
  });

  it('reads the type designation when the trade name says nothing', () => {
    expectUnique(tractor('JOHN DEERE', null, '6320'), 'Traktor', 'John Deere', '6320');
    expectUnique(tractor('JOHN DEERE', 'PREMIUM', 'JD 6320'), 'Traktor', 'John Deere', '6320');
  });

  it('prefers the most specific model', () => {
    expectUnique(tractor('NEW HOLLAND', 'CX8070'), 'Skurtresker', 'New Holland', 'CX8070');
    expectUnique(tractor('NEW HOLLAND', '8070'), 'Skurtresker', 'New Holland', '8070');
  });

  it('lets the model pick the finder of a brand that is in several', () => {
    expectUnique(tractor('JOHN DEERE', '1055'), 'Skurtresker', 'John Deere', '1055');
    expectUnique(tractor('JOHN DEERE', '6R 150'), 'Traktor', 'John Deere', '6R 150');
    expectUnique(tractor('CLAAS', 'ARION 640 CIS'), 'Traktor', 'Claas', 'Arion 640');
    expectUnique(tractor('CLAAS', 'LEXION 570'), 'Skurtresker', 'Claas', 'Lexion 570');
  });

  it('lets the model pick one brand of a shared make', () => {
    expectUnique(tractor('FORD NEW HOLLAND', '7840 SLE'), 'Traktor', 'New Holland', '7840');
    expectUnique(tractor('FORD NEW HOLLAND', 'FORD 7610'), 'Traktor', 'Ford', '7610');
    expectUnique(tractor('CASE INTERNATIONAL', '1056 XL'), 'Traktor', 'Case IH', '1056 XL');
    expectUnique(tractor('CASE INTERNATIONAL', '844 S'), 'Traktor', 'International (IH)', '844');
  });

  it('keeps the brand but offers all its models when the model is unknown', () => {
    const result = summary(tractor('VALTRA', 'G135 VERSU'));
    const all = catalog.models
      .filter((model) => model.brandId === brandIn('Traktor', 'Valtra').id)
      .map((model) => model.name);
    expect(result).toMatchObject({
      brand: 'Valtra',
      model: null,
      brandExists: true,
      modelExists: false,
      brandFinderId: finderId('Traktor'),
      modelId: null,
    });
    expect(result.suggestions).toHaveLength(1);
    const models = matchVehicle(tractor('VALMET', '8737'), catalog, index).suggestions[0]!.models;
    expect(models.map((m) => m.model).sort()).toEqual([...all].sort());
    // Sorted by name, numbers in numeric order, for the model select.
    expect(models.map((m) => m.model).slice(0, 4)).toEqual(['6250', '6400', '6550', '6850']);
  });

  it('offers the brand in each of its finders when the model of a brand in several is unknown', () => {
    const result = summary(tractor('MASSEY FERGUSON', '8737 S DYNA-VT'));
    expect(result).toMatchObject({
      brand: 'Massey Ferguson',
      brandExists: true,
      brandFinderId: null,
    });
    expect(result.suggestions.map((s) => s.split(':')[0])).toEqual([
      `Massey Ferguson@${finderId('Traktor')}`,
      `Massey Ferguson@${finderId('Skurtresker')}`,
    ]);
  });

  it('offers each brand of a shared make when the model does not decide', () => {
    const result = summary(tractor('FORD NEW HOLLAND', '8240'));
    expect(result).toMatchObject({
      brand: null,
      model: null,
      brandExists: false,
      modelExists: false,
      brandFinderId: null,
    });
    expect(result.suggestions.map((s) => s.split(':')[0])).toEqual([
      `Ford@${finderId('Traktor')}`,
      `New Holland@${finderId('Traktor')}`,
      `New Holland@${finderId('Skurtresker')}`,
    ]);
  });

  it('narrows a shared make by a brand named in the trade name', () => {
    const result = summary(tractor('AGCO', 'FENDT 1050 VARIO'));
    expect(result).toMatchObject({ brand: 'Fendt', brandExists: true, modelExists: false });
    expect(result.brandFinderId).toBe(finderId('Traktor'));
  });

  it('offers each finder of a brand that is in several when the model does not decide', () => {
    const result = summary(tractor('CLAAS', 'XERION 3800'));
    expect(result).toMatchObject({
      brand: 'Claas',
      model: null,
      brandExists: true,
      modelExists: false,
      brandFinderId: null,
      modelId: null,
    });
    expect(result.suggestions.map((s) => s.split(':')[0])).toEqual([
      `Claas@${finderId('Traktor')}`,
      `Claas@${finderId('Skurtresker')}`,
    ]);
  });

  it('matches nothing for an unknown make', () => {
    expect(matchVehicle(tractor('FIAT', '880 DT'), catalog, index)).toEqual(NO_MATCH);
    expect(matchVehicle(tractor('HÜRLIMANN', 'XT 910'), catalog, index)).toEqual(NO_MATCH);
    expect(matchVehicle(tractor(null, null), catalog, index)).toEqual(NO_MATCH);
    expect(matchVehicle(tractor('', ''), catalog, index)).toEqual(NO_MATCH);
  });

  it('matches nothing for a vehicle outside the part finder, even of a known make', () => {
    expect(
      matchVehicle({ ...tractor('FORD', 'FOCUS'), isFarmVehicle: false }, catalog, index),
    ).toEqual(NO_MATCH);
    expect(
      matchVehicle({ ...tractor('VOLVO', 'XC60'), isFarmVehicle: false }, catalog, index),
    ).toEqual(NO_MATCH);
  });

  it('is the same for the same input (pure)', () => {
    const vehicle = tractor('CLAAS', 'XERION 3800');
    expect(matchVehicle(vehicle, catalog)).toEqual(matchVehicle(vehicle, catalog, index));
  });
});
