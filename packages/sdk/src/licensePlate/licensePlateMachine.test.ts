import { describe, expect, it } from 'vitest';
import type { PartFinderInfo } from '../partFinder/mapPartFinder';
import {
  initialLicensePlateState,
  licensePlateCanConfirm,
  licensePlateCanSearch,
  licensePlateTransition,
  type LicensePlateEvent,
  type LicensePlateState,
} from './licensePlateMachine';
import { licensePlateChoicePending, licensePlateChoices } from './licensePlateChoices';
import type { LicensePlateResult, LicensePlateSuggestion } from './mapLicensePlateResult';

function run(state: LicensePlateState, ...events: LicensePlateEvent[]) {
  let current = state;
  const commands: unknown[] = [];
  for (const event of events) {
    const transition = licensePlateTransition(current, event);
    current = transition.state;
    commands.push(...transition.commands);
  }
  return { state: current, commands };
}

function result(overrides: Partial<LicensePlateResult> = {}): LicensePlateResult {
  return {
    brand: null,
    model: null,
    brandExists: false,
    modelExists: false,
    brandFinderId: null,
    suggestions: [],
    vehicle: null,
    ...overrides,
  };
}

const suggestion = (
  brand: string,
  brandId: number,
  finderId: number,
  models: [number, string][],
): LicensePlateSuggestion => ({
  brand,
  brandId,
  finderId,
  models: models.map(([id, name]) => ({ id, name })),
});

const mf = suggestion('Massey Ferguson', 1, 1, [[10, '6480']]);
const mfAll = suggestion('Massey Ferguson', 1, 1, [
  [10, '6480'],
  [11, '6465'],
  [12, '135'],
]);
const ford = suggestion('Ford', 5, 1, [
  [50, '5000'],
  [51, '7610'],
]);
const newHolland = suggestion('New Holland', 6, 1, [[60, 'TM150']]);
const claasTractor = suggestion('Claas', 7, 1, [
  [70, 'Arion 640'],
  [71, 'Axion 850'],
]);
const claasCombine = suggestion('Claas', 30, 3, [[300, 'Lexion 760']]);

/** Typed `AX 9999` and searched: waiting for the look-up of AX9999. */
const searching = run(
  initialLicensePlateState,
  { type: 'input-changed', value: 'ax 9999' },
  { type: 'search' },
).state;

function found(value: LicensePlateResult) {
  return run(searching, { type: 'search-succeeded', plate: 'AX9999', result: value });
}

const fullInfo: PartFinderInfo = {
  finder: { id: 1, name: 'Traktor', slug: 'traktor' },
  brand: { id: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' },
  model: { id: 10, name: '6480', slug: '6480' },
};

describe('licensePlateTransition', () => {
  describe('typing and searching', () => {
    it('keeps the input as typed; the same text changes nothing', () => {
      const typed = run(initialLicensePlateState, { type: 'input-changed', value: 'ax 99' }).state;

      expect(typed.input).toBe('ax 99');
      expect(licensePlateTransition(typed, { type: 'input-changed', value: 'ax 99' }).state).toBe(
        typed,
      );
    });

    it('does not search below 3 characters once whitespace is stripped', () => {
      const typed = run(initialLicensePlateState, { type: 'input-changed', value: ' a  b ' }).state;

      expect(licensePlateCanSearch(typed)).toBe(false);
      expect(licensePlateTransition(typed, { type: 'search' })).toEqual({
        state: typed,
        commands: [],
      });
    });

    it('searches the plate without whitespace, in upper case', () => {
      const { state, commands } = run(
        initialLicensePlateState,
        { type: 'input-changed', value: 'ax 9999' },
        { type: 'search' },
      );

      expect(commands).toEqual([{ type: 'search', plate: 'AX9999' }]);
      expect(state).toMatchObject({ status: 'searching', plate: 'AX9999', input: 'ax 9999' });
      expect(licensePlateCanSearch(state)).toBe(false);
    });

    it('does not search twice while a search is under way', () => {
      expect(licensePlateTransition(searching, { type: 'search' }).state).toBe(searching);
    });

    it.each([
      ['AX-9999', 'characters'],
      ['🚜🚜🚜', 'characters'],
      ['<script>', 'characters'],
      ["' OR 1=1 --", 'characters'],
      ['A'.repeat(200), 'too-long'],
    ])('answers %j as unverifiable without a look-up (%s)', (input, reason) => {
      const { state, commands } = run(
        initialLicensePlateState,
        { type: 'input-changed', value: input },
        { type: 'search' },
      );

      expect(commands).toEqual([]);
      expect(state).toMatchObject({
        status: 'cannot-verify',
        message: 'licensePlate.cannotVerify',
        failure: { kind: 'invalid', reason },
        input,
      });
    });

    it('starts a new search from a clean state, keeping the input', () => {
      const chosen = found(result({ suggestions: [ford, newHolland] })).state;
      const again = run(chosen, { type: 'input-changed', value: 'BB 123' }, { type: 'search' });

      expect(again.state).toEqual({
        ...initialLicensePlateState,
        input: 'BB 123',
        status: 'searching',
        plate: 'BB123',
      });
    });
  });

  describe('answers of the look-up', () => {
    it('ignores an answer for another plate, or when no search is under way', () => {
      const other = licensePlateTransition(searching, {
        type: 'search-succeeded',
        plate: 'ZZ1111',
        result: result({ brand: 'Valtra' }),
      });
      const late = licensePlateTransition(initialLicensePlateState, {
        type: 'search-failed',
        plate: 'AX9999',
        failure: { kind: 'not-registered' },
      });

      expect(other.state).toBe(searching);
      expect(late.state).toBe(initialLicensePlateState);
      expect(
        licensePlateTransition(searching, {
          type: 'search-failed',
          plate: 'ZZ1111',
          failure: { kind: 'unavailable' },
        }).state,
      ).toBe(searching);
    });

    it('says the tractor was not found when there is no brand, no model and no suggestion; the form stays', () => {
      const { state, commands } = found(result());

      expect(commands).toEqual([]);
      expect(state).toMatchObject({
        status: 'not-found',
        message: 'licensePlate.notFound',
        input: 'ax 9999',
        plate: 'AX9999',
      });
    });

    it.each([
      [{ kind: 'not-registered' as const }],
      [{ kind: 'unavailable' as const }],
      [{ kind: 'rate-limited' as const, retryAfterSeconds: 30 }],
      [{ kind: 'invalid' as const, reason: 'too-long' as const }],
      [{ kind: 'error' as const, error: new Error('offline') }],
    ])('says the plate could not be verified: %j', (failure) => {
      const { state } = run(searching, { type: 'search-failed', plate: 'AX9999', failure });

      expect(state).toMatchObject({
        status: 'cannot-verify',
        message: 'licensePlate.cannotVerify',
        failure,
        input: 'ax 9999',
      });
    });
  });

  describe('exactly one suggestion', () => {
    it('fills in brand, finder and model and fetches the info by itself', () => {
      const { state, commands } = found(
        result({
          brand: 'Massey Ferguson',
          model: '6480',
          brandExists: true,
          modelExists: true,
          brandFinderId: 1,
          suggestions: [mf],
        }),
      );

      expect(state).toMatchObject({
        status: 'fetching-info',
        brand: 'Massey Ferguson',
        brandId: 1,
        finderId: 1,
        model: '6480',
        modelId: 10,
        brandOptions: [],
        finderOptions: [],
        modelOptions: [],
      });
      expect(commands).toEqual([
        { type: 'fetch-info', brand: 'Massey Ferguson', model: '6480', finderId: 1 },
      ]);
    });

    it('fills in the only model of a suggestion even when the result did not confirm it', () => {
      const { state } = found(result({ suggestions: [mf] }));

      expect(state).toMatchObject({
        status: 'fetching-info',
        brand: 'Massey Ferguson',
        model: '6480',
      });
    });

    it('opens the model select when the model is unconfirmed, then fetches once a model is chosen', () => {
      const unconfirmed = found(
        result({
          brand: 'Massey Ferguson',
          brandExists: true,
          brandFinderId: 1,
          suggestions: [mfAll],
        }),
      ).state;

      expect(unconfirmed).toMatchObject({
        status: 'choosing',
        brand: 'Massey Ferguson',
        finderId: 1,
        model: null,
        modelOptions: mfAll.models,
        brandOptions: [],
        finderOptions: [],
      });
      expect(licensePlateCanConfirm(unconfirmed)).toBe(false);

      const { state, commands } = run(unconfirmed, { type: 'choose-model', modelId: 11 });

      expect(state).toMatchObject({ status: 'fetching-info', model: '6465', modelId: 11 });
      expect(commands).toEqual([
        { type: 'fetch-info', brand: 'Massey Ferguson', model: '6465', finderId: 1 },
      ]);
    });
  });

  describe('several suggestions', () => {
    it('opens the brand select for a make that fits several brands', () => {
      const { state, commands } = found(result({ suggestions: [ford, newHolland] }));

      expect(commands).toEqual([]);
      expect(state).toMatchObject({
        status: 'choosing',
        brandOptions: ['Ford', 'New Holland'],
        brand: null,
        finderOptions: [],
        modelOptions: [],
      });
    });

    it('fills in finder and the only model once a brand is chosen, then waits for Show', () => {
      const brandSelect = found(result({ suggestions: [ford, newHolland] })).state;

      const chosen = run(brandSelect, { type: 'choose-brand', brand: 'New Holland' });

      expect(chosen.state).toMatchObject({
        status: 'choosing',
        brand: 'New Holland',
        brandId: 6,
        finderId: 1,
        model: 'TM150',
        modelId: 60,
        brandOptions: ['Ford', 'New Holland'],
      });
      expect(chosen.commands).toEqual([]);
      expect(licensePlateCanConfirm(chosen.state)).toBe(true);

      const shown = run(chosen.state, { type: 'confirm' });
      expect(shown.commands).toEqual([
        { type: 'fetch-info', brand: 'New Holland', model: 'TM150', finderId: 1 },
      ]);
      expect(shown.state.status).toBe('fetching-info');
    });

    it('opens the model select of the chosen brand, and clears the model when the brand changes', () => {
      const brandSelect = found(result({ suggestions: [ford, newHolland] })).state;

      const ford5000 = run(
        brandSelect,
        { type: 'choose-brand', brand: 'Ford' },
        { type: 'choose-model', modelId: 50 },
      ).state;
      expect(ford5000).toMatchObject({ brand: 'Ford', model: '5000', modelId: 50 });

      const switched = run(ford5000, { type: 'choose-brand', brand: 'New Holland' }).state;
      expect(switched).toMatchObject({ brand: 'New Holland', modelId: 60, modelOptions: [] });

      const back = run(switched, { type: 'choose-brand', brand: 'Ford' }).state;
      expect(back).toMatchObject({ brand: 'Ford', model: null, modelId: null });
      expect(back.modelOptions).toEqual(ford.models);
      expect(licensePlateCanConfirm(back)).toBe(false);
    });

    it('opens the finder select for a brand in several finders', () => {
      const { state } = found(
        result({ brand: 'Claas', brandExists: true, suggestions: [claasTractor, claasCombine] }),
      );

      expect(state).toMatchObject({
        status: 'choosing',
        brand: 'Claas',
        finderId: null,
        brandOptions: [],
        finderOptions: [
          { finderId: 1, brandId: 7 },
          { finderId: 3, brandId: 30 },
        ],
        modelOptions: [],
      });

      const combine = run(state, { type: 'choose-finder', finderId: 3 }).state;
      expect(combine).toMatchObject({
        finderId: 3,
        brandId: 30,
        model: 'Lexion 760',
        modelId: 300,
        status: 'choosing',
      });

      const tractor = run(combine, { type: 'choose-finder', finderId: 1 }).state;
      expect(tractor).toMatchObject({ finderId: 1, brandId: 7, modelId: null });
      expect(tractor.modelOptions).toEqual(claasTractor.models);
    });

    it('takes the finder the result pins instead of opening the finder select', () => {
      const { state } = found(
        result({
          brand: 'Claas',
          model: 'Lexion 760',
          brandExists: true,
          modelExists: true,
          brandFinderId: 3,
          suggestions: [claasTractor, claasCombine],
        }),
      );

      expect(state).toMatchObject({
        status: 'choosing',
        finderOptions: [],
        finderId: 3,
        brandId: 30,
        modelId: 300,
      });
      expect(licensePlateCanConfirm(state)).toBe(true);
    });
  });

  describe('without suggestions', () => {
    it('fetches the info of a certain brand and finder with the model left empty', () => {
      const { state, commands } = found(
        result({ brand: 'Valtra', brandExists: true, brandFinderId: 1 }),
      );

      expect(state.status).toBe('fetching-info');
      expect(commands).toContainEqual({
        type: 'fetch-info',
        brand: 'Valtra',
        model: '',
        finderId: 1,
      });
    });

    it('goes to /parts when no brand can be resolved', () => {
      const { state, commands } = found(result({ model: 'GOLF' }));

      expect(state).toMatchObject({ status: 'done', destination: '/parts' });
      expect(commands).toContainEqual({ type: 'navigate', path: '/parts' });
    });

    it('goes to /parts when a certain brand has no finder', () => {
      const { state } = found(result({ brand: 'Valtra', brandExists: true }));

      expect(state).toMatchObject({ status: 'done', destination: '/parts' });
    });
  });

  describe('the info decides the destination', () => {
    const fetching = found(
      result({
        brand: 'Massey Ferguson',
        model: '6480',
        brandExists: true,
        modelExists: true,
        brandFinderId: 1,
        suggestions: [mf],
      }),
    ).state;

    it.each([
      [fullInfo, '/parts/traktor/massey-ferguson/6480'],
      [{ ...fullInfo, model: null }, '/parts/traktor/massey-ferguson'],
      [{ ...fullInfo, brand: null, model: null }, '/parts/traktor'],
      [{ finder: null, brand: null, model: null }, '/parts'],
    ])('%j → %s', (info, destination) => {
      const { state, commands } = run(fetching, { type: 'info-loaded', info });

      expect(state).toMatchObject({ status: 'done', info, destination });
      expect(commands).toEqual([{ type: 'navigate', path: destination }]);
    });

    it('says the plate could not be verified when the info fails', () => {
      const error = new Error('offline');

      const { state } = run(fetching, { type: 'info-failed', error });

      expect(state).toMatchObject({
        status: 'cannot-verify',
        message: 'licensePlate.cannotVerify',
        failure: { kind: 'error', error },
      });
    });

    it('ignores info when none is being fetched', () => {
      expect(licensePlateTransition(searching, { type: 'info-loaded', info: fullInfo }).state).toBe(
        searching,
      );
      expect(licensePlateTransition(searching, { type: 'info-failed', error: null }).state).toBe(
        searching,
      );
    });
  });

  describe('choices that do not apply', () => {
    const brandSelect = found(result({ suggestions: [ford, newHolland] })).state;

    it.each<LicensePlateEvent>([
      { type: 'choose-brand', brand: 'Valtra' },
      { type: 'choose-finder', finderId: 1 },
      { type: 'choose-model', modelId: 999 },
      { type: 'confirm' },
    ])('ignores %j', (event) => {
      expect(licensePlateTransition(brandSelect, event).state).toBe(brandSelect);
    });

    it('ignores a value already chosen', () => {
      const chosen = run(brandSelect, { type: 'choose-brand', brand: 'Ford' }).state;

      expect(licensePlateTransition(chosen, { type: 'choose-brand', brand: 'Ford' }).state).toBe(
        chosen,
      );
    });

    it.each<LicensePlateEvent>([
      { type: 'choose-brand', brand: 'Ford' },
      { type: 'choose-finder', finderId: 1 },
      { type: 'choose-model', modelId: 50 },
      { type: 'confirm' },
    ])('ignores %j outside of a choice', (event) => {
      expect(licensePlateTransition(searching, event).state).toBe(searching);
      expect(licensePlateTransition(initialLicensePlateState, event).state).toBe(
        initialLicensePlateState,
      );
    });
  });

  describe('reset', () => {
    it('clears everything', () => {
      const chosen = found(result({ suggestions: [ford, newHolland] })).state;

      expect(licensePlateTransition(chosen, { type: 'reset' })).toEqual({
        state: initialLicensePlateState,
        commands: [],
      });
    });

    it('changes nothing when nothing is there', () => {
      expect(licensePlateTransition(initialLicensePlateState, { type: 'reset' }).state).toBe(
        initialLicensePlateState,
      );
    });

    it('makes a late answer of the search before it go unheard', () => {
      const reset = run(searching, { type: 'reset' }).state;

      expect(
        licensePlateTransition(reset, {
          type: 'search-succeeded',
          plate: 'AX9999',
          result: result({ brand: 'Valtra' }),
        }).state,
      ).toBe(reset);
    });
  });
});

describe('licensePlateChoices', () => {
  const none = { brand: null, finderId: null, modelId: null };

  it('takes a confirmed model’s id from the suggestion, matching its name loosely', () => {
    expect(
      licensePlateChoices(
        result({
          brand: 'Massey Ferguson',
          model: '6465 ',
          modelExists: true,
          suggestions: [mfAll],
        }),
        none,
      ),
    ).toMatchObject({ model: '6465', modelId: 11, modelOptions: [] });
  });

  it('keeps a confirmed model missing from the suggestion by name', () => {
    expect(
      licensePlateChoices(
        result({
          brand: 'Massey Ferguson',
          model: '7480',
          modelExists: true,
          suggestions: [mfAll],
        }),
        none,
      ),
    ).toMatchObject({ model: '7480', modelId: null, modelOptions: [] });
  });

  it('counts brand names in different case as one brand', () => {
    expect(
      licensePlateChoices(
        result({ suggestions: [ford, { ...ford, brand: 'FORD', brandId: 8, finderId: 2 }] }),
        none,
      ),
    ).toMatchObject({
      brand: 'Ford',
      brandOptions: [],
      finderOptions: [
        { finderId: 1, brandId: 5 },
        { finderId: 2, brandId: 8 },
      ],
    });
  });

  it('ignores picks for selects that are not shown', () => {
    expect(
      licensePlateChoices(result({ suggestions: [mf] }), {
        brand: 'Ford',
        finderId: 9,
        modelId: 1,
      }),
    ).toMatchObject({ brand: 'Massey Ferguson', finderId: 1, modelId: 10 });
  });

  it('keeps an unconfirmed registry model of a brand without suggestions', () => {
    expect(
      licensePlateChoices(
        result({ brand: 'Valtra', model: 'N 121 HiTech', brandExists: true, brandFinderId: 1 }),
        none,
      ),
    ).toMatchObject({ brand: 'Valtra', finderId: 1, model: 'N 121 HiTech', modelId: null });
  });
});

describe('licensePlateChoicePending', () => {
  const empty = {
    brandOptions: [],
    finderOptions: [],
    modelOptions: [],
    brand: null,
    brandId: null,
    finderId: null,
    model: null,
    modelId: null,
  };

  it.each([
    [{}, false],
    [{ brandOptions: ['A', 'B'] }, true],
    [{ brandOptions: ['A', 'B'], brand: 'A' }, false],
    [{ finderOptions: [{ finderId: 1, brandId: 1 }] }, true],
    [{ finderOptions: [{ finderId: 1, brandId: 1 }], finderId: 1 }, false],
    [{ modelOptions: [{ id: 1, name: 'X' }] }, true],
    [{ modelOptions: [{ id: 1, name: 'X' }], modelId: 1 }, false],
  ])('%j → %s', (choices, pending) => {
    expect(licensePlateChoicePending({ ...empty, ...choices })).toBe(pending);
  });
});
