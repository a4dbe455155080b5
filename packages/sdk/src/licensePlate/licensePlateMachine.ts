import type { PartFinderInfo } from '../partFinder/mapPartFinder';
import { partFinderPath } from '../partFinder/partFinderPath';
import {
  licensePlateChoicePending,
  licensePlateChoices,
  type LicensePlatePicks,
} from './licensePlateChoices';
import type { LicensePlateFailure } from './licensePlateFailure';
import {
  licensePlateProblem,
  licensePlateSearchEnabled,
  normaliseLicensePlate,
} from './licensePlateInput';
import type { LicensePlateModelOption, LicensePlateResult } from './mapLicensePlateResult';

/**
 * Where the licence-plate finder is:
 * - `idle`: nothing searched (or after Reset);
 * - `searching`: the look-up of `plate` is under way;
 * - `choosing`: a result needs the shopper: a brand, finder or model select is shown, or (with
 *   several suggestions) the filled-in values wait for Show (`confirm`);
 * - `fetching-info`: brand, finder and model are resolved; the matching info is being fetched;
 * - `done`: `destination` is where to go;
 * - `not-found`: no brand, no model and no suggestions ('We were not able to find your tractor');
 *   the form stays;
 * - `cannot-verify`: the plate could not be verified (`failure` says why).
 */
export type LicensePlateStatus =
  'idle' | 'searching' | 'choosing' | 'fetching-info' | 'done' | 'not-found' | 'cannot-verify';

/** The message to show, as a key of the storefront's translations (no.json). */
export type LicensePlateMessage = 'licensePlate.notFound' | 'licensePlate.cannotVerify';

/** An entry of the finder select: the brand in one finder (the widget names the finder). */
export interface LicensePlateFinderOption {
  finderId: number;
  brandId: number;
}

/** The licence-plate finder (spec §4, §5, §8). */
export interface LicensePlateState {
  /** The field as typed. */
  input: string;
  status: LicensePlateStatus;
  /** The normalised plate of the last search; `null` before one. */
  plate: string | null;
  result: LicensePlateResult | null;
  /** The brand select's options; shown when not empty (brand unconfirmed, several brands). */
  brandOptions: string[];
  /** The finder select's options; shown when not empty (the brand is in several finders). */
  finderOptions: LicensePlateFinderOption[];
  /** The model select's options; shown when not empty (model unconfirmed, several candidates). */
  modelOptions: LicensePlateModelOption[];
  /** Brand name: filled in from the result or chosen. */
  brand: string | null;
  brandId: number | null;
  finderId: number | null;
  /** Model name: filled in from the result or chosen; may be the unconfirmed registry name. */
  model: string | null;
  modelId: number | null;
  /** The finder, brand and model the backend matched (with slugs). */
  info: PartFinderInfo | null;
  /** Where to go once `done`. */
  destination: string | null;
  message: LicensePlateMessage | null;
  failure: LicensePlateFailure | null;
}

/**
 * Everything that can happen to the licence-plate finder:
 * - `input-changed`: the shopper typed;
 * - `search`: the search button (ignored below 3 characters); a plate that breaks the plate
 *   rules fails at once, without a look-up;
 * - `search-succeeded` / `search-failed`: the look-up of `plate` ended (ignored unless it is the
 *   search under way);
 * - `choose-brand` / `choose-finder` / `choose-model`: a value of a select shown (ignored
 *   otherwise);
 * - `confirm`: Show, when the values are filled in but not fetched automatically;
 * - `info-loaded` / `info-failed`: the info fetch ended;
 * - `reset`: everything cleared.
 */
export type LicensePlateEvent =
  | { type: 'input-changed'; value: string }
  | { type: 'search' }
  | { type: 'search-succeeded'; plate: string; result: LicensePlateResult }
  | { type: 'search-failed'; plate: string; failure: LicensePlateFailure }
  | { type: 'choose-brand'; brand: string }
  | { type: 'choose-finder'; finderId: number }
  | { type: 'choose-model'; modelId: number }
  | { type: 'confirm' }
  | { type: 'info-loaded'; info: PartFinderInfo }
  | { type: 'info-failed'; error: unknown }
  | { type: 'reset' };

/**
 * What the driver of the machine does: look a plate up (`sdk.licensePlate.search`), fetch the
 * info (`sdk.partFinder.getInfo`), or go to a page.
 */
export type LicensePlateCommand =
  | { type: 'search'; plate: string }
  | { type: 'fetch-info'; brand: string; model: string; finderId: number }
  | { type: 'navigate'; path: string };

/** The next state and what to do. When nothing changes, `state` is the same object. */
export interface LicensePlateTransition {
  state: LicensePlateState;
  commands: readonly LicensePlateCommand[];
}

const noCommands: readonly LicensePlateCommand[] = Object.freeze([]);

/** The finder before anything was typed, and after Reset. */
export const initialLicensePlateState: LicensePlateState = Object.freeze({
  input: '',
  status: 'idle',
  plate: null,
  result: null,
  brandOptions: [],
  finderOptions: [],
  modelOptions: [],
  brand: null,
  brandId: null,
  finderId: null,
  model: null,
  modelId: null,
  info: null,
  destination: null,
  message: null,
  failure: null,
});

/** Whether the search button is enabled: 3 characters or more, and no search under way. Pure. */
export function licensePlateCanSearch(state: LicensePlateState): boolean {
  return state.status !== 'searching' && licensePlateSearchEnabled(state.input);
}

/** Whether Show can be pressed: the result waits for a confirmation and no select is open. Pure. */
export function licensePlateCanConfirm(state: LicensePlateState): boolean {
  return state.status === 'choosing' && !licensePlateChoicePending(state);
}

/**
 * The licence-plate finder's one state machine (spec §4, §5, §8), with the look-ups and the
 * navigation as commands. Exactly one suggestion fills in brand, finder and model; a brand
 * unconfirmed among several brands opens a brand select, a brand in several finders a finder
 * select, an unconfirmed model with several candidates a model select. Once brand, finder and
 * model are resolved and at most one suggestion exists, the info is fetched automatically
 * (with several, after Show). The info decides the destination: finder, brand and model → the
 * parts page; finder and brand → the models page; finder only → the finder's page; otherwise
 * `/parts`. Pure.
 *
 * @example
 * ```ts
 * let { state, commands } = licensePlateTransition(initialLicensePlateState, {
 *   type: 'input-changed',
 *   value: 'ax 9999',
 * });
 * ({ state, commands } = licensePlateTransition(state, { type: 'search' }));
 * // commands: [{ type: 'search', plate: 'AX9999' }]
 * ```
 */
export function licensePlateTransition(
  state: LicensePlateState,
  event: LicensePlateEvent,
): LicensePlateTransition {
  switch (event.type) {
    case 'input-changed':
      return event.value === state.input
        ? unchanged(state)
        : { state: { ...state, input: event.value }, commands: noCommands };
    case 'search':
      return licensePlateCanSearch(state) ? search(state) : unchanged(state);
    case 'search-succeeded': {
      if (state.status !== 'searching' || event.plate !== state.plate) return unchanged(state);
      const { result } = event;
      if (!result.brand && !result.model && result.suggestions.length === 0) {
        return {
          state: { ...state, status: 'not-found', result, message: 'licensePlate.notFound' },
          commands: noCommands,
        };
      }
      const choices = licensePlateChoices(result, { brand: null, finderId: null, modelId: null });
      return settle({ ...state, ...choices, result });
    }
    case 'search-failed':
      if (state.status !== 'searching' || event.plate !== state.plate) return unchanged(state);
      return failed(state, event.failure);
    case 'choose-brand':
      return choose(
        state,
        state.brandOptions.includes(event.brand) && event.brand !== state.brand,
        { brand: event.brand, finderId: null, modelId: null },
      );
    case 'choose-finder':
      return choose(
        state,
        state.finderOptions.some((option) => option.finderId === event.finderId) &&
          event.finderId !== state.finderId,
        { brand: state.brand, finderId: event.finderId, modelId: null },
      );
    case 'choose-model':
      return choose(
        state,
        state.modelOptions.some((option) => option.id === event.modelId) &&
          event.modelId !== state.modelId,
        { brand: state.brand, finderId: state.finderId, modelId: event.modelId },
      );
    case 'confirm':
      return licensePlateCanConfirm(state) ? proceed(state) : unchanged(state);
    case 'info-loaded': {
      if (state.status !== 'fetching-info') return unchanged(state);
      const { info } = event;
      return done(
        { ...state, info },
        partFinderPath({
          finder: info.finder?.slug,
          brand: info.brand?.slug,
          model: info.model?.slug,
        }),
      );
    }
    case 'info-failed':
      if (state.status !== 'fetching-info') return unchanged(state);
      return failed(state, { kind: 'error', error: event.error });
    case 'reset':
      return state === initialLicensePlateState
        ? unchanged(state)
        : { state: initialLicensePlateState, commands: noCommands };
  }
}

function unchanged(state: LicensePlateState): LicensePlateTransition {
  return { state, commands: noCommands };
}

/** Search: a plate that breaks the plate rules fails at once, else its look-up starts. */
function search(state: LicensePlateState): LicensePlateTransition {
  const plate = normaliseLicensePlate(state.input);
  const problem = licensePlateProblem(plate);
  if (problem) {
    return failed(
      { ...initialLicensePlateState, input: state.input, plate },
      { kind: 'invalid', reason: problem },
    );
  }
  return {
    state: { ...initialLicensePlateState, input: state.input, status: 'searching', plate },
    commands: [{ type: 'search', plate }],
  };
}

/**
 * A value of a select shown while choosing (`offered`: one of its options, and another than the
 * one chosen): the selects and values again for the picks so far.
 */
function choose(
  state: LicensePlateState,
  offered: boolean,
  picks: LicensePlatePicks,
): LicensePlateTransition {
  if (state.status !== 'choosing' || !state.result || !offered) return unchanged(state);
  return settle({ ...state, ...licensePlateChoices(state.result, picks) });
}

function failed(state: LicensePlateState, failure: LicensePlateFailure): LicensePlateTransition {
  return {
    state: { ...state, status: 'cannot-verify', failure, message: 'licensePlate.cannotVerify' },
    commands: noCommands,
  };
}

/** After a result or a pick: wait for the shopper, or go on by itself (spec §4). */
function settle(state: LicensePlateState): LicensePlateTransition {
  const automatic =
    !licensePlateChoicePending(state) && (state.result?.suggestions.length ?? 0) <= 1;
  return automatic
    ? proceed(state)
    : { state: { ...state, status: 'choosing' }, commands: noCommands };
}

/** Fetch the info for a resolved brand and finder; without them the destination is `/parts`. */
function proceed(state: LicensePlateState): LicensePlateTransition {
  const { brand, finderId } = state;
  if (!brand || finderId === null) return done(state, partFinderPath({}));
  return {
    state: { ...state, status: 'fetching-info' },
    commands: [{ type: 'fetch-info', brand, model: state.model ?? '', finderId }],
  };
}

function done(state: LicensePlateState, destination: string): LicensePlateTransition {
  return {
    state: { ...state, status: 'done', destination },
    commands: [{ type: 'navigate', path: destination }],
  };
}
