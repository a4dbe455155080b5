import type { TractorFieldsFragment, WmTractorInput } from '../generated/graphql';
import type { PartFinderInfoItem } from '../partFinder/mapPartFinder';

/** A machine on "My tractors": a part-finder model, perhaps with its registration number. */
export interface Tractor {
  /** The account entry's id; a guest's entry is `guest:<model id>:<plate>`. */
  id: string;
  finder: PartFinderInfoItem;
  brand: PartFinderInfoItem;
  model: PartFinderInfoItem;
  /** Upper case without spaces (`AB12345`), when the machine was found by its plate. */
  licensePlate: string | null;
  /** The shopper's own name for the machine. */
  nickname: string | null;
  /** When it was added (ISO 8601). */
  addedAt: string;
}

/** A machine to add: the finder, brand and model (as the finder or a plate look-up gives them). */
export interface TractorInput {
  finder: PartFinderInfoItem;
  brand: PartFinderInfoItem;
  model: PartFinderInfoItem;
  licensePlate?: string | null;
  nickname?: string | null;
}

/** The list and the active machine. */
export interface TractorList {
  tractors: Tractor[];
  /** The active machine's id; `null` when none is active. */
  activeId: string | null;
}

/** A list with no machines. */
export const emptyTractorList: TractorList = Object.freeze({
  tractors: Object.freeze([]) as unknown as Tractor[],
  activeId: null,
});

const normalisePlate = (plate: string | null | undefined): string | null =>
  plate ? plate.replace(/\s+/g, '').toLocaleUpperCase('nb') || null : null;

/** The id of a guest's entry: its model and plate, which the merge rule keeps unique. Pure. */
export function guestTractorId(modelId: number, licensePlate: string | null): string {
  return `guest:${modelId}:${licensePlate ?? ''}`;
}

/**
 * Whether two entries are the same machine, by the rule commerce-api merges with: the same model
 * and the same plate, or the same model where one of the two has no plate. Pure.
 */
export function sameTractor(
  a: Pick<Tractor, 'model' | 'licensePlate'>,
  b: Pick<Tractor, 'model' | 'licensePlate'>,
): boolean {
  return (
    a.model.id === b.model.id &&
    (a.licensePlate === b.licensePlate || !a.licensePlate || !b.licensePlate)
  );
}

/**
 * Adds machines to a list without duplicates (by model and plate, see {@link sameTractor}): a
 * machine already listed is merged into its entry (its plate kept, or the new one taken when it
 * had none; the new nickname when there is one; the earlier date), never added twice; the rest are
 * appended in order. Guest ids follow the merged plate, and an active id follows its entry. Pure.
 */
export function mergeTractors(list: TractorList, incoming: readonly Tractor[]): TractorList {
  const tractors = [...list.tractors];
  let { activeId } = list;
  for (const tractor of incoming) {
    const index = tractors.findIndex((existing) => sameTractor(existing, tractor));
    if (index === -1) {
      tractors.push(tractor);
      continue;
    }
    const existing = tractors[index]!;
    const licensePlate = existing.licensePlate ?? tractor.licensePlate;
    const merged: Tractor = {
      ...existing,
      id: existing.id.startsWith('guest:')
        ? guestTractorId(existing.model.id, licensePlate)
        : existing.id,
      licensePlate,
      nickname: tractor.nickname || existing.nickname,
      addedAt: existing.addedAt <= tractor.addedAt ? existing.addedAt : tractor.addedAt,
    };
    if (activeId === existing.id) activeId = merged.id;
    tractors[index] = merged;
  }
  return { tractors, activeId };
}

/**
 * A guest's list with one machine more (or merged, see {@link mergeTractors}). It becomes the
 * active one when `active` is true, and by default when the list had no active machine. Pure.
 */
export function addGuestTractor(
  list: TractorList,
  input: TractorInput,
  options: { now: string; active?: boolean },
): TractorList {
  const licensePlate = normalisePlate(input.licensePlate);
  const tractor: Tractor = {
    id: guestTractorId(input.model.id, licensePlate),
    finder: input.finder,
    brand: input.brand,
    model: input.model,
    licensePlate,
    nickname: input.nickname?.trim() || null,
    addedAt: options.now,
  };
  const merged = mergeTractors(list, [tractor]);
  const entry = merged.tractors.find((candidate) => sameTractor(candidate, tractor));
  const active = options.active ?? list.activeId === null;
  return active && entry ? { ...merged, activeId: entry.id } : merged;
}

/** The list without the entry `id` (the active choice cleared with it). Pure. */
export function removeTractor(list: TractorList, id: string): TractorList {
  if (!list.tractors.some((tractor) => tractor.id === id)) return list;
  return {
    tractors: list.tractors.filter((tractor) => tractor.id !== id),
    activeId: list.activeId === id ? null : list.activeId,
  };
}

/** The list with `id` active (`null` clears the choice); an id not listed changes nothing. Pure. */
export function setActiveTractor(list: TractorList, id: string | null): TractorList {
  if (id === list.activeId) return list;
  if (id !== null && !list.tractors.some((tractor) => tractor.id === id)) return list;
  return { ...list, activeId: id };
}

/** The active machine of a list; `null` when none is. Pure. */
export function activeTractor(list: TractorList): Tractor | null {
  return list.tractors.find((tractor) => tractor.id === list.activeId) ?? null;
}

/**
 * Whether a product fits the active machine (spec: product cards and pages say so): `true` when
 * one of its fitments is the machine's model, `false` when none is, `null` when there is no
 * active machine (nothing to say). Pure.
 *
 * @example
 * ```ts
 * const fits = fitsActiveTractor(product.fitments, activeTractor(sdk.tractors.getSnapshot()));
 * ```
 */
export function fitsActiveTractor(
  fitments: readonly { model: { id: number } }[],
  tractor: Pick<Tractor, 'model'> | null,
): boolean | null {
  if (!tractor) return null;
  return fitments.some((fitment) => fitment.model.id === tractor.model.id);
}

/**
 * What a product says about the active machine (issue 23): `fits` (one of its fitments is the
 * machine's model), `does-not-fit` (it has fitments, none of them the model), or `universal`
 * (the catalogue marks it "passer alle", or it has no fitment data at all: oil, tools and
 * workwear are no "does not fit"). A fitting model wins over the flag, so a universal part that
 * lists the model still says it fits. `null` without an active machine (nothing to say). Pure.
 *
 * @example
 * ```ts
 * fitmentState({ fitments: [], universalFit: false }, tractor); // 'universal'
 * ```
 */
export function fitmentState(
  product: { fitments: readonly { model: { id: number } }[]; universalFit: boolean },
  tractor: { model: { id: number } } | null,
): FitmentState | null {
  if (!tractor) return null;
  if (product.fitments.some((fitment) => fitment.model.id === tractor.model.id)) return 'fits';
  if (product.universalFit || product.fitments.length === 0) return 'universal';
  return 'does-not-fit';
}

/** A product's fit to the active machine (see {@link fitmentState}). */
export type FitmentState = 'fits' | 'does-not-fit' | 'universal';

/** Maps the account's list (`wm_tractors`, or a mutation's answer). Pure. */
export function mapTractors(rows: readonly TractorFieldsFragment[]): TractorList {
  const item = ({ id, name, slug }: PartFinderInfoItem) => ({ id, name, slug });
  return {
    tractors: rows.map((row) => ({
      id: row.id,
      finder: item(row.finder),
      brand: item(row.brand),
      model: item(row.model),
      licensePlate: row.license_plate,
      nickname: row.nickname,
      addedAt: row.added_at,
    })),
    activeId: rows.find((row) => row.is_active)?.id ?? null,
  };
}

/** A guest's list as `WmAddTractors` takes it at login, dates and the active flag kept. Pure. */
export function tractorInputs(list: TractorList): WmTractorInput[] {
  return list.tractors.map((tractor) => ({
    model_id: tractor.model.id,
    license_plate: tractor.licensePlate,
    nickname: tractor.nickname,
    is_active: tractor.id === list.activeId,
    added_at: tractor.addedAt,
  }));
}

/** A guest's list as it is kept in local storage (JSON). Pure. */
export function serializeTractors(list: TractorList): string {
  return JSON.stringify({ tractors: list.tractors, activeId: list.activeId });
}

/**
 * Reads a guest's list from local storage, tolerantly: no value, broken JSON or another shape
 * give the empty list; entries missing a part are dropped (and duplicates merged); an active id
 * that is not listed is cleared. Pure.
 */
export function parseStoredTractors(stored: string | null): TractorList {
  if (!stored) return emptyTractorList;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return emptyTractorList;
  }
  if (!isRecord(value) || !Array.isArray(value['tractors'])) return emptyTractorList;
  const tractors = value['tractors'].flatMap((entry: unknown): Tractor[] => {
    if (!isRecord(entry)) return [];
    const finder = infoItem(entry['finder']);
    const brand = infoItem(entry['brand']);
    const model = infoItem(entry['model']);
    if (!finder || !brand || !model) return [];
    const licensePlate = normalisePlate(
      typeof entry['licensePlate'] === 'string' ? entry['licensePlate'] : null,
    );
    return [
      {
        id: guestTractorId(model.id, licensePlate),
        finder,
        brand,
        model,
        licensePlate,
        nickname: typeof entry['nickname'] === 'string' ? entry['nickname'] || null : null,
        addedAt: typeof entry['addedAt'] === 'string' ? entry['addedAt'] : '',
      },
    ];
  });
  const list = mergeTractors(emptyTractorList, tractors);
  const activeId = typeof value['activeId'] === 'string' ? value['activeId'] : null;
  return {
    tractors: list.tractors,
    activeId: list.tractors.some((tractor) => tractor.id === activeId) ? activeId : null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function infoItem(value: unknown): PartFinderInfoItem | null {
  if (!isRecord(value)) return null;
  const { id, name, slug } = value;
  return typeof id === 'number' &&
    Number.isInteger(id) &&
    typeof name === 'string' &&
    typeof slug === 'string'
    ? { id, name, slug }
    : null;
}
