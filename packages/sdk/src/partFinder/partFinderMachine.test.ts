import { describe, expect, it } from 'vitest';
import type { PartFinderBrand, PartFinderFinder, PartFinderModel } from './mapPartFinder';
import {
  createPartFinderState,
  defaultFinderId,
  initialPartFinderState,
  partFinderTransition,
  type PartFinderEvent,
  type PartFinderState,
} from './partFinderMachine';
import {
  brandEnabled,
  filterOptions,
  modelEnabled,
  selectedBrand,
  selectedFinder,
  selectedModel,
  showEnabled,
  showPath,
} from './partFinderSelectors';

const traktor: PartFinderFinder = { id: 1, name: 'Traktor', slug: 'traktor' };
const redskap: PartFinderFinder = { id: 2, name: 'Redskap', slug: 'redskap' };
const finders = [redskap, traktor];
const mf: PartFinderBrand = {
  id: 10,
  finderId: 1,
  name: 'Massey Ferguson',
  slug: 'massey-ferguson',
};
const valtra: PartFinderBrand = { id: 11, finderId: 1, name: 'Valtra', slug: 'valtra' };
const kverneland: PartFinderBrand = { id: 20, finderId: 2, name: 'Kverneland', slug: 'kverneland' };
const model = (id: number, brandId: number, name: string): PartFinderModel => ({
  id,
  brandId,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  yearFrom: null,
  yearTo: null,
});
const mf6480 = model(100, 10, '6480');
const mf135 = model(101, 10, '135');
const valtraN121 = model(110, 11, 'N121');

const error = new Error('down');

function run(state: PartFinderState, ...events: PartFinderEvent[]) {
  let current = state;
  const commands: unknown[] = [];
  for (const event of events) {
    const transition = partFinderTransition(current, event);
    current = transition.state;
    commands.push(...transition.commands);
  }
  return { state: current, commands };
}

/** Finders loaded, Traktor chosen by default and its brands loaded. */
const ready = run(
  initialPartFinderState,
  { type: 'start' },
  { type: 'finders-loaded', finders },
  { type: 'brands-loaded', finderId: 1, brands: [mf, valtra] },
).state;

/** `ready` with Massey Ferguson and its models loaded, 6480 chosen. */
const complete = run(
  ready,
  { type: 'choose-brand', brandId: 10 },
  { type: 'models-loaded', brandId: 10, models: [mf135, mf6480] },
  { type: 'choose-model', modelId: 100 },
).state;

describe('partFinderTransition', () => {
  describe('start', () => {
    it('loads the finders first', () => {
      const { state, commands } = partFinderTransition(initialPartFinderState, { type: 'start' });

      expect(commands).toEqual([{ type: 'load-finders' }]);
      expect(state.finders.status).toBe('loading');
      expect(state.finderId).toBe(null);
    });

    it('changes nothing while the finders load (a second mount, a strict-mode effect)', () => {
      const loading = partFinderTransition(initialPartFinderState, { type: 'start' }).state;
      const again = partFinderTransition(loading, { type: 'start' });

      expect(again.state).toBe(loading);
      expect(again.commands).toEqual([]);
    });

    it('changes nothing when the finders failed: that takes a retry', () => {
      const failed = run(
        initialPartFinderState,
        { type: 'start' },
        {
          type: 'load-failed',
          list: 'finders',
          error,
        },
      ).state;

      expect(partFinderTransition(failed, { type: 'start' }).state).toBe(failed);
    });

    it('chooses the default finder of finders given without a choice', () => {
      const { state, commands } = partFinderTransition(createPartFinderState({ finders }), {
        type: 'start',
      });

      expect(state.finderId).toBe(1);
      expect(commands).toEqual([{ type: 'load-brands', finderId: 1 }]);
    });

    it('chooses nothing when the given finders have no finder 1', () => {
      const state = createPartFinderState({ finders: [redskap] });

      expect(partFinderTransition(state, { type: 'start' })).toEqual({ state, commands: [] });
    });

    it('loads the missing lists of a state a page preset', () => {
      const preset = createPartFinderState({ finders, finderId: 1, brandId: 10, modelId: 100 });

      const { state, commands } = partFinderTransition(preset, { type: 'start' });

      expect(commands).toEqual([
        { type: 'load-brands', finderId: 1 },
        { type: 'load-models', brandId: 10 },
      ]);
      expect(state).toMatchObject({
        finderId: 1,
        brandId: 10,
        modelId: 100,
        brands: { status: 'loading' },
        models: { status: 'loading' },
      });
    });

    it('changes nothing when every list it needs is there', () => {
      expect(partFinderTransition(complete, { type: 'start' }).state).toBe(complete);
      expect(partFinderTransition(ready, { type: 'start' }).state).toBe(ready);
    });
  });

  describe('finders-loaded', () => {
    it('keeps the finders and chooses finder 1 by default, loading its brands', () => {
      const { state, commands } = run(
        initialPartFinderState,
        { type: 'start' },
        { type: 'finders-loaded', finders },
      );

      expect(state.finders).toEqual({ status: 'success', items: finders, error: null });
      expect(state.finderId).toBe(1);
      expect(state.brands.status).toBe('loading');
      expect(commands).toEqual([{ type: 'load-finders' }, { type: 'load-brands', finderId: 1 }]);
    });

    it('chooses no finder when finder 1 is not in the list', () => {
      const { state, commands } = partFinderTransition(initialPartFinderState, {
        type: 'finders-loaded',
        finders: [redskap],
      });

      expect(state.finderId).toBe(null);
      expect(state.brands.status).toBe('idle');
      expect(commands).toEqual([]);
    });

    it('keeps a finder already chosen', () => {
      const chosen = createPartFinderState({ finderId: 2, brands: [kverneland] });

      const { state, commands } = partFinderTransition(chosen, { type: 'finders-loaded', finders });

      expect(state.finderId).toBe(2);
      expect(state.brands.items).toEqual([kverneland]);
      expect(commands).toEqual([]);
    });
  });

  describe('choose-finder', () => {
    it('clears brand, model and their lists, then loads the brands', () => {
      const { state, commands } = partFinderTransition(complete, {
        type: 'choose-finder',
        finderId: 2,
      });

      expect(state).toEqual({
        ...complete,
        finderId: 2,
        brandId: null,
        modelId: null,
        brands: { status: 'loading', items: [], error: null },
        models: { status: 'idle', items: [], error: null },
      });
      expect(commands).toEqual([{ type: 'load-brands', finderId: 2 }]);
    });

    it('does nothing for the finder already chosen', () => {
      const transition = partFinderTransition(complete, { type: 'choose-finder', finderId: 1 });

      expect(transition.state).toBe(complete);
      expect(transition.commands).toEqual([]);
    });

    it('clears everything without a load when the finder is cleared', () => {
      const { state, commands } = partFinderTransition(complete, {
        type: 'choose-finder',
        finderId: null,
      });

      expect(state).toMatchObject({ finderId: null, brandId: null, modelId: null });
      expect(state.brands.status).toBe('idle');
      expect(state.models.status).toBe('idle');
      expect(commands).toEqual([]);
    });
  });

  describe('choose-brand', () => {
    it('clears the model and loads the models', () => {
      const { state, commands } = partFinderTransition(complete, {
        type: 'choose-brand',
        brandId: 11,
      });

      expect(state).toMatchObject({ finderId: 1, brandId: 11, modelId: null });
      expect(state.models).toEqual({ status: 'loading', items: [], error: null });
      expect(state.brands).toBe(complete.brands);
      expect(commands).toEqual([{ type: 'load-models', brandId: 11 }]);
    });

    it('does nothing for the brand already chosen', () => {
      const transition = partFinderTransition(complete, { type: 'choose-brand', brandId: 10 });

      expect(transition.state).toBe(complete);
      expect(transition.commands).toEqual([]);
    });

    it('does nothing before a finder is chosen (the select is disabled)', () => {
      const state = createPartFinderState({ finders: [redskap] });

      expect(partFinderTransition(state, { type: 'choose-brand', brandId: 10 }).state).toBe(state);
    });

    it('clears model and models without a load when the brand is cleared', () => {
      const { state, commands } = partFinderTransition(complete, {
        type: 'choose-brand',
        brandId: null,
      });

      expect(state).toMatchObject({ brandId: null, modelId: null, models: { status: 'idle' } });
      expect(commands).toEqual([]);
    });
  });

  describe('choose-model', () => {
    const withModels = run(
      ready,
      { type: 'choose-brand', brandId: 10 },
      { type: 'models-loaded', brandId: 10, models: [mf135, mf6480] },
    ).state;

    it('chooses the model without loading anything', () => {
      const { state, commands } = partFinderTransition(withModels, {
        type: 'choose-model',
        modelId: 101,
      });

      expect(state).toEqual({ ...withModels, modelId: 101 });
      expect(commands).toEqual([]);
    });

    it('does nothing for the model already chosen', () => {
      expect(partFinderTransition(complete, { type: 'choose-model', modelId: 100 }).state).toBe(
        complete,
      );
    });

    it('does nothing before a brand is chosen (the select is disabled)', () => {
      expect(partFinderTransition(ready, { type: 'choose-model', modelId: 100 }).state).toBe(ready);
    });

    it('clears the model', () => {
      expect(
        partFinderTransition(complete, { type: 'choose-model', modelId: null }).state.modelId,
      ).toBe(null);
    });
  });

  describe('answers for an earlier choice', () => {
    it('ignores brands of a finder no longer chosen', () => {
      const switched = run(ready, { type: 'choose-finder', finderId: 2 }).state;

      const { state } = partFinderTransition(switched, {
        type: 'brands-loaded',
        finderId: 1,
        brands: [mf],
      });

      expect(state).toBe(switched);
    });

    it('ignores models of a brand no longer chosen', () => {
      const switched = run(complete, { type: 'choose-brand', brandId: 11 }).state;

      expect(
        partFinderTransition(switched, { type: 'models-loaded', brandId: 10, models: [mf6480] })
          .state,
      ).toBe(switched);
      expect(
        partFinderTransition(switched, { type: 'load-failed', list: 'models', brandId: 10, error })
          .state,
      ).toBe(switched);
    });

    it('ignores a failed brand load of a finder no longer chosen', () => {
      const switched = run(ready, { type: 'choose-finder', finderId: 2 }).state;

      expect(
        partFinderTransition(switched, { type: 'load-failed', list: 'brands', finderId: 1, error })
          .state,
      ).toBe(switched);
    });

    it('takes the answers of the current choice', () => {
      const { state } = run(
        ready,
        { type: 'choose-brand', brandId: 11 },
        { type: 'models-loaded', brandId: 11, models: [valtraN121] },
      );

      expect(state.models).toEqual({ status: 'success', items: [valtraN121], error: null });
    });
  });

  describe('load failures and retry', () => {
    it('keeps a failure per list, with what was thrown', () => {
      const failedFinders = run(
        initialPartFinderState,
        { type: 'start' },
        {
          type: 'load-failed',
          list: 'finders',
          error,
        },
      ).state;
      const failedBrands = run(
        ready,
        { type: 'choose-finder', finderId: 2 },
        {
          type: 'load-failed',
          list: 'brands',
          finderId: 2,
          error,
        },
      ).state;
      const failedModels = run(
        ready,
        { type: 'choose-brand', brandId: 11 },
        {
          type: 'load-failed',
          list: 'models',
          brandId: 11,
          error,
        },
      ).state;

      expect(failedFinders.finders).toEqual({ status: 'error', items: [], error });
      expect(failedBrands.brands).toEqual({ status: 'error', items: [], error });
      expect(failedBrands.finders).toBe(ready.finders);
      expect(failedModels.models).toEqual({ status: 'error', items: [], error });
      expect(failedModels.brands).toBe(ready.brands);
    });

    it('retries each failed list with its own load', () => {
      const failedFinders = run(
        initialPartFinderState,
        { type: 'start' },
        {
          type: 'load-failed',
          list: 'finders',
          error,
        },
      ).state;
      const failedBrands = run(
        ready,
        { type: 'choose-finder', finderId: 2 },
        {
          type: 'load-failed',
          list: 'brands',
          finderId: 2,
          error,
        },
      ).state;
      const failedModels = run(
        ready,
        { type: 'choose-brand', brandId: 11 },
        {
          type: 'load-failed',
          list: 'models',
          brandId: 11,
          error,
        },
      ).state;

      const finders = partFinderTransition(failedFinders, { type: 'retry', list: 'finders' });
      const brands = partFinderTransition(failedBrands, { type: 'retry', list: 'brands' });
      const models = partFinderTransition(failedModels, { type: 'retry', list: 'models' });

      expect(finders.commands).toEqual([{ type: 'load-finders' }]);
      expect(finders.state.finders.status).toBe('loading');
      expect(brands.commands).toEqual([{ type: 'load-brands', finderId: 2 }]);
      expect(brands.state.brands.status).toBe('loading');
      expect(models.commands).toEqual([{ type: 'load-models', brandId: 11 }]);
      expect(models.state.models).toEqual({ status: 'loading', items: [], error: null });
    });

    it('retries nothing that did not fail', () => {
      for (const list of ['finders', 'brands', 'models'] as const) {
        expect(partFinderTransition(complete, { type: 'retry', list }).state).toBe(complete);
      }
    });

    it('retries nothing whose choice was cleared', () => {
      const failed: PartFinderState = {
        ...initialPartFinderState,
        brands: { status: 'error', items: [], error },
        models: { status: 'error', items: [], error },
      };

      expect(partFinderTransition(failed, { type: 'retry', list: 'brands' }).state).toBe(failed);
      expect(partFinderTransition(failed, { type: 'retry', list: 'models' }).state).toBe(failed);
    });
  });

  describe('reset', () => {
    it('chooses finder 1 again, clears brand and model, and reloads its brands', () => {
      const elsewhere = run(
        complete,
        { type: 'choose-finder', finderId: 2 },
        {
          type: 'brands-loaded',
          finderId: 2,
          brands: [kverneland],
        },
      ).state;

      const { state, commands } = partFinderTransition(elsewhere, { type: 'reset' });

      expect(state).toEqual({
        ...elsewhere,
        finderId: 1,
        brandId: null,
        modelId: null,
        brands: { status: 'loading', items: [], error: null },
        models: { status: 'idle', items: [], error: null },
      });
      expect(commands).toEqual([{ type: 'load-brands', finderId: 1 }]);
    });

    it('reloads the brands even when finder 1 is chosen already', () => {
      const { commands, state } = partFinderTransition(complete, { type: 'reset' });

      expect(commands).toEqual([{ type: 'load-brands', finderId: 1 }]);
      expect(state).toMatchObject({ finderId: 1, brandId: null, modelId: null });
    });

    it('chooses no finder when finder 1 is not listed', () => {
      const state = createPartFinderState({
        finders: [redskap],
        finderId: 2,
        brands: [kverneland],
      });

      const transition = partFinderTransition(state, { type: 'reset' });

      expect(transition.state).toMatchObject({ finderId: null, brands: { status: 'idle' } });
      expect(transition.commands).toEqual([]);
    });

    it('leaves the default to the finders still loading', () => {
      const loading = run(initialPartFinderState, { type: 'start' }).state;

      const reset = partFinderTransition(loading, { type: 'reset' });
      const { state, commands } = run(reset.state, { type: 'finders-loaded', finders });

      expect(reset.commands).toEqual([]);
      expect(state.finderId).toBe(1);
      expect(commands).toEqual([{ type: 'load-brands', finderId: 1 }]);
    });
  });
});

describe('createPartFinderState', () => {
  it('marks the given lists as loaded and the rest as idle', () => {
    expect(createPartFinderState({ finders, finderId: 1 })).toEqual({
      finders: { status: 'success', items: finders, error: null },
      brands: { status: 'idle', items: [], error: null },
      models: { status: 'idle', items: [], error: null },
      finderId: 1,
      brandId: null,
      modelId: null,
    });
    expect(createPartFinderState()).toEqual(initialPartFinderState);
  });
});

describe('defaultFinderId', () => {
  it.each([
    [[traktor, redskap], 1],
    [[redskap, traktor], 1],
    [[redskap], null],
    [[], null],
  ])('%j → %s', (list, expected) => {
    expect(defaultFinderId(list)).toBe(expected);
  });
});

describe('selectors', () => {
  it.each([
    ['nothing chosen', initialPartFinderState, false, false, false],
    ['a finder', ready, true, false, false],
    [
      'a finder and a brand',
      run(ready, { type: 'choose-brand', brandId: 10 }).state,
      true,
      true,
      false,
    ],
    ['all three', complete, true, true, true],
  ])('%s: brand %s, model %s, show %s', (_, state, brand, model, show) => {
    expect(brandEnabled(state)).toBe(brand);
    expect(modelEnabled(state)).toBe(model);
    expect(showEnabled(state)).toBe(show);
  });

  it('finds the chosen values in the lists', () => {
    expect(selectedFinder(complete)).toEqual(traktor);
    expect(selectedBrand(complete)).toEqual(mf);
    expect(selectedModel(complete)).toEqual(mf6480);
    expect(selectedFinder(initialPartFinderState)).toBe(null);
    expect(selectedBrand(ready)).toBe(null);
    expect(selectedModel(ready)).toBe(null);
  });

  it('builds the Show path from the slugs once all three are chosen', () => {
    expect(showPath(complete)).toBe('/parts/traktor/massey-ferguson/6480');
    expect(showPath(ready)).toBe(null);
  });

  it('has no Show path for chosen ids missing from the lists', () => {
    expect(showPath(createPartFinderState({ finderId: 1, brandId: 10, modelId: 100 }))).toBe(null);
  });
});

describe('filterOptions', () => {
  const brands = [mf, valtra, kverneland];

  it.each([
    ['', ['Massey Ferguson', 'Valtra', 'Kverneland']],
    ['   ', ['Massey Ferguson', 'Valtra', 'Kverneland']],
    ['v', ['Valtra', 'Kverneland']],
    ['FERG', ['Massey Ferguson']],
    ['sey fer', ['Massey Ferguson']],
    ['  valtra ', ['Valtra']],
    ['valtra2', []],
    ['ø', []],
  ])('"%s" → %j', (query, names) => {
    expect(filterOptions(brands, query).map((brand) => brand.name)).toEqual(names);
  });

  it('matches Norwegian letters regardless of case', () => {
    const options = [{ name: 'Øveraasen' }, { name: 'Ålø' }, { name: 'Ærø' }];

    expect(filterOptions(options, 'ØVER')).toEqual([{ name: 'Øveraasen' }]);
    expect(filterOptions(options, 'å')).toEqual([{ name: 'Ålø' }]);
    expect(filterOptions(options, 'Ø')).toEqual(options);
  });

  it('returns a new array, the options unchanged', () => {
    const filtered = filterOptions(brands, '');
    expect(filtered).not.toBe(brands);
    expect(filtered).toEqual(brands);
  });
});
