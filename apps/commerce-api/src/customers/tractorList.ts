import { validateLicensePlate, PLATE_PROBLEM_MESSAGES } from '../vehicles/licensePlate.js';

/** Most machines one customer keeps. */
export const MAX_TRACTORS = 50;
/** Longest nickname, in characters. */
export const MAX_NICKNAME_LENGTH = 60;

/** A machine on the list; `id` is null for one not stored yet. */
export interface TractorEntry {
  id: number | null;
  modelId: number;
  licensePlate: string | null;
  nickname: string | null;
  isActive: boolean;
  addedAt: Date;
}

/** A machine to add, checked and normalised (see `checkTractorInput`). */
export type TractorAddition = Omit<TractorEntry, 'id'>;

/** The GraphQL input of one machine. */
export interface TractorInput {
  model_id: number;
  license_plate?: string | null;
  nickname?: string | null;
  is_active?: boolean | null;
  added_at?: string | null;
}

/**
 * One input machine as stored, or why it is refused: the plate normalised and validated as in
 * the plate look-up (empty means none), the nickname trimmed (empty means none, at most 60
 * characters), `added_at` an ISO 8601 time not in the future (now when left out; a future time
 * becomes now).
 */
export function checkTractorInput(
  input: TractorInput,
  now: Date,
): { ok: true; addition: TractorAddition } | { ok: false; message: string } {
  if (!Number.isInteger(input.model_id) || input.model_id <= 0) {
    return { ok: false, message: `"${input.model_id}" is not a part-finder model id.` };
  }
  let licensePlate: string | null = null;
  if (input.license_plate != null && input.license_plate.trim() !== '') {
    const checked = validateLicensePlate(input.license_plate);
    if (!checked.ok) return { ok: false, message: PLATE_PROBLEM_MESSAGES[checked.problem] };
    licensePlate = checked.plate;
  }
  const nickname = input.nickname?.trim() || null;
  if (nickname !== null && [...nickname].length > MAX_NICKNAME_LENGTH) {
    return { ok: false, message: `A nickname has at most ${MAX_NICKNAME_LENGTH} characters.` };
  }
  let addedAt = now;
  if (input.added_at != null && input.added_at !== '') {
    const parsed = /^\d{4}-\d\d-\d\d(T[\d:.]+(Z|[+-]\d\d:?\d\d)?)?$/.test(input.added_at)
      ? new Date(input.added_at)
      : new Date(Number.NaN);
    if (Number.isNaN(parsed.getTime())) {
      return { ok: false, message: `"${input.added_at}" is not an ISO 8601 time.` };
    }
    addedAt = parsed.getTime() > now.getTime() ? now : parsed;
  }
  return {
    ok: true,
    addition: {
      modelId: input.model_id,
      licensePlate,
      nickname,
      isActive: input.is_active === true,
      addedAt,
    },
  };
}

/**
 * The list after adding machines, merging instead of duplicating: an addition joins an entry
 * of the same model with the same plate, or else one of the same model where either has no
 * plate (the plate is kept). A merged entry keeps its nickname (or takes the new one), and the
 * earlier `addedAt`. The last addition with `isActive` becomes the only active entry; without
 * one the active entry stays. Pure; entries keep their order and new ones are appended.
 */
export function mergeTractors(
  existing: readonly TractorEntry[],
  additions: readonly TractorAddition[],
): TractorEntry[] {
  const list = existing.map((entry) => ({ ...entry }));
  let active: TractorEntry | undefined;
  for (const addition of additions) {
    const sameModel = list.filter((entry) => entry.modelId === addition.modelId);
    const target =
      sameModel.find((entry) => entry.licensePlate === addition.licensePlate) ??
      sameModel.find((entry) => entry.licensePlate === null || addition.licensePlate === null);
    let entry: TractorEntry;
    if (target) {
      target.licensePlate ??= addition.licensePlate;
      target.nickname ??= addition.nickname;
      if (addition.addedAt.getTime() < target.addedAt.getTime()) target.addedAt = addition.addedAt;
      entry = target;
    } else {
      entry = { id: null, ...addition, isActive: false };
      list.push(entry);
    }
    if (addition.isActive) active = entry;
  }
  if (active) for (const entry of list) entry.isActive = entry === active;
  return list;
}
