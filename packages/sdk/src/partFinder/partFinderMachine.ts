import { shopConstants } from '../config/shopConstants';
import type { PartFinderBrand, PartFinderFinder, PartFinderModel } from './mapPartFinder';

/**
 * One list of the finder widget and its load (spec §8: "stored per finder, brand and model
 * load"): `idle` before it is asked for (and after it was cleared), `loading`, `success` with its
 * items, or `error` with what was thrown (the widget shows a message and a retry).
 */
export interface PartFinderList<Item> {
  status: 'idle' | 'loading' | 'success' | 'error';
  items: readonly Item[];
  /** What the failed load threw; `null` unless `status` is `error`. */
  error: unknown;
}

/** The finder widget (spec §2, §4): the three lists and what is chosen in each. */
export interface PartFinderState {
  finders: PartFinderList<PartFinderFinder>;
  /** The brands of the chosen finder. */
  brands: PartFinderList<PartFinderBrand>;
  /** The models of the chosen brand. */
  models: PartFinderList<PartFinderModel>;
  finderId: number | null;
  brandId: number | null;
  modelId: number | null;
}

/** One of the widget's lists. */
export type PartFinderListName = 'finders' | 'brands' | 'models';

/**
 * Everything that can happen to the finder widget:
 * - `start`: the widget mounted; asks for whatever list it needs and does not have or load yet;
 * - `choose-finder` / `choose-brand` / `choose-model`: the shopper picked a value (`null` clears);
 * - `finders-loaded` / `brands-loaded` / `models-loaded`: a load finished (brands and models say
 *   for which finder or brand, so an answer for an earlier choice is ignored);
 * - `load-failed`: a load failed (likewise ignored when stale);
 * - `retry`: the shopper asked to load a failed list again;
 * - `reset`: the default finder again, its brands reloaded, brand and model cleared.
 */
export type PartFinderEvent =
  | { type: 'start' }
  | { type: 'choose-finder'; finderId: number | null }
  | { type: 'choose-brand'; brandId: number | null }
  | { type: 'choose-model'; modelId: number | null }
  | { type: 'finders-loaded'; finders: readonly PartFinderFinder[] }
  | { type: 'brands-loaded'; finderId: number; brands: readonly PartFinderBrand[] }
  | { type: 'models-loaded'; brandId: number; models: readonly PartFinderModel[] }
  | { type: 'load-failed'; list: 'finders'; error: unknown }
  | { type: 'load-failed'; list: 'brands'; finderId: number; error: unknown }
  | { type: 'load-failed'; list: 'models'; brandId: number; error: unknown }
  | { type: 'retry'; list: PartFinderListName }
  | { type: 'reset' };

/**
 * A load the widget needs; whoever drives the machine runs it (with `sdk.partFinder`) and sends
 * back `*-loaded` or `load-failed`.
 */
export type PartFinderCommand =
  | { type: 'load-finders' }
  | { type: 'load-brands'; finderId: number }
  | { type: 'load-models'; brandId: number };

/** The next state and the loads to start. When nothing changes, `state` is the same object. */
export interface PartFinderTransition {
  state: PartFinderState;
  commands: readonly PartFinderCommand[];
}

const idleList: PartFinderList<never> = Object.freeze({
  status: 'idle',
  items: Object.freeze([]),
  error: null,
});
const loadingList: PartFinderList<never> = Object.freeze({
  status: 'loading',
  items: Object.freeze([]),
  error: null,
});
const noCommands: readonly PartFinderCommand[] = Object.freeze([]);

/** The widget before anything is loaded or chosen. */
export const initialPartFinderState: PartFinderState = Object.freeze({
  finders: idleList,
  brands: idleList,
  models: idleList,
  finderId: null,
  brandId: null,
  modelId: null,
});

/** What {@link createPartFinderState} starts from; every part is optional. */
export interface PartFinderStateInit {
  finders?: readonly PartFinderFinder[];
  brands?: readonly PartFinderBrand[];
  models?: readonly PartFinderModel[];
  finderId?: number | null;
  brandId?: number | null;
  modelId?: number | null;
}

/**
 * A widget state with lists already loaded and values already chosen, such as on
 * `/parts/:finder/:brand`, whose loader resolved the slugs and loaded the lists on the server.
 * Given lists are `success`; a `start` then loads only what is missing. Pure.
 */
export function createPartFinderState(init: PartFinderStateInit = {}): PartFinderState {
  const loaded = <Item>(items: readonly Item[] | undefined): PartFinderList<Item> =>
    items ? { status: 'success', items, error: null } : idleList;
  return {
    finders: loaded(init.finders),
    brands: loaded(init.brands),
    models: loaded(init.models),
    finderId: init.finderId ?? null,
    brandId: init.brandId ?? null,
    modelId: init.modelId ?? null,
  };
}

/**
 * The finder chosen when none is, and at Reset: the finder with id 1
 * (`shopConstants.partFinder.defaultFinderId`) when the list has it. When it does not, none is
 * chosen (the shopper picks one) rather than some other finder being guessed. Pure.
 */
export function defaultFinderId(finders: readonly PartFinderFinder[]): number | null {
  const id = shopConstants.partFinder.defaultFinderId;
  return finders.some((finder) => finder.id === id) ? id : null;
}

/**
 * The one place the finder widget changes (spec §4), with the loads each change needs as
 * commands instead of hidden side effects. Choosing a finder clears brand, model and their lists
 * and loads the finder's brands; choosing a brand clears the model and loads its models;
 * choosing the value already chosen changes nothing (the same state, no commands). Pure.
 *
 * @example
 * ```ts
 * const { state, commands } = partFinderTransition(current, { type: 'choose-finder', finderId: 2 });
 * // state.brands.status === 'loading'; commands: [{ type: 'load-brands', finderId: 2 }]
 * ```
 */
export function partFinderTransition(
  state: PartFinderState,
  event: PartFinderEvent,
): PartFinderTransition {
  switch (event.type) {
    case 'start':
      return start(state);
    case 'choose-finder':
      if (event.finderId === state.finderId) return unchanged(state);
      return chooseFinder(state, event.finderId);
    case 'choose-brand': {
      if (event.brandId === state.brandId || state.finderId === null) return unchanged(state);
      const { brandId } = event;
      return {
        state: {
          ...state,
          brandId,
          modelId: null,
          models: brandId === null ? idleList : loadingList,
        },
        commands: brandId === null ? noCommands : [{ type: 'load-models', brandId }],
      };
    }
    case 'choose-model':
      if (event.modelId === state.modelId || state.brandId === null) return unchanged(state);
      return { state: { ...state, modelId: event.modelId }, commands: noCommands };
    case 'finders-loaded': {
      const next = { ...state, finders: loaded(event.finders) };
      if (state.finderId !== null) return { state: next, commands: noCommands };
      return chooseFinder(next, defaultFinderId(event.finders));
    }
    case 'brands-loaded':
      if (event.finderId !== state.finderId) return unchanged(state);
      return { state: { ...state, brands: loaded(event.brands) }, commands: noCommands };
    case 'models-loaded':
      if (event.brandId !== state.brandId) return unchanged(state);
      return { state: { ...state, models: loaded(event.models) }, commands: noCommands };
    case 'load-failed': {
      if (
        (event.list === 'brands' && event.finderId !== state.finderId) ||
        (event.list === 'models' && event.brandId !== state.brandId)
      ) {
        return unchanged(state);
      }
      const failed: PartFinderList<never> = { status: 'error', items: [], error: event.error };
      return { state: { ...state, [event.list]: failed }, commands: noCommands };
    }
    case 'retry':
      return retry(state, event.list);
    case 'reset': {
      const finderId =
        state.finders.status === 'success' ? defaultFinderId(state.finders.items) : null;
      return {
        state: {
          ...state,
          finderId,
          brandId: null,
          modelId: null,
          brands: finderId === null ? idleList : loadingList,
          models: idleList,
        },
        commands: finderId === null ? noCommands : [{ type: 'load-brands', finderId }],
      };
    }
  }
}

function unchanged(state: PartFinderState): PartFinderTransition {
  return { state, commands: noCommands };
}

function loaded<Item>(items: readonly Item[]): PartFinderList<Item> {
  return { status: 'success', items, error: null };
}

function chooseFinder(state: PartFinderState, finderId: number | null): PartFinderTransition {
  return {
    state: {
      ...state,
      finderId,
      brandId: null,
      modelId: null,
      brands: finderId === null ? idleList : loadingList,
      models: idleList,
    },
    commands: finderId === null ? noCommands : [{ type: 'load-brands', finderId }],
  };
}

function start(state: PartFinderState): PartFinderTransition {
  if (state.finders.status === 'idle') {
    return { state: { ...state, finders: loadingList }, commands: [{ type: 'load-finders' }] };
  }
  if (state.finderId === null && state.finders.status === 'success') {
    const finderId = defaultFinderId(state.finders.items);
    return finderId === null ? unchanged(state) : chooseFinder(state, finderId);
  }
  const commands: PartFinderCommand[] = [];
  let next = state;
  if (state.finderId !== null && state.brands.status === 'idle') {
    next = { ...next, brands: loadingList };
    commands.push({ type: 'load-brands', finderId: state.finderId });
  }
  if (state.brandId !== null && state.models.status === 'idle') {
    next = { ...next, models: loadingList };
    commands.push({ type: 'load-models', brandId: state.brandId });
  }
  return commands.length === 0 ? unchanged(state) : { state: next, commands };
}

function retry(state: PartFinderState, list: PartFinderListName): PartFinderTransition {
  if (state[list].status !== 'error') return unchanged(state);
  const command: PartFinderCommand | null =
    list === 'finders'
      ? { type: 'load-finders' }
      : list === 'brands'
        ? state.finderId === null
          ? null
          : { type: 'load-brands', finderId: state.finderId }
        : state.brandId === null
          ? null
          : { type: 'load-models', brandId: state.brandId };
  if (!command) return unchanged(state);
  return { state: { ...state, [list]: loadingList }, commands: [command] };
}
