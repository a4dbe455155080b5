import type { LicensePlateEvent } from '@agri-parts/sdk';

/** A licence-plate look-up sent as a GET form (`/parts?licensePlate=…`), before hydration. */
export interface PlateRequest {
  /** The field as typed. */
  plate: string;
  /** Choices sent back from the result's selects. */
  brand: string | null;
  finderId: number | null;
  modelId: number | null;
}

/** The longest field value read from the address: a plate is 10 characters at most. */
const maxFieldLength = 200;

function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function text(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, maxFieldLength);
}

/**
 * The look-up a GET form asks for: `licensePlate` and the optional choices `brand`, `finderId`,
 * `modelId`; `null` when the address has no `licensePlate`. Ids that are not whole positive
 * numbers are ignored; the field is cut at 200 characters (longer is refused as too long anyway).
 */
export function readPlateRequest(params: URLSearchParams): PlateRequest | null {
  const plate = params.get('licensePlate');
  if (plate === null) return null;
  return {
    plate: plate.slice(0, maxFieldLength),
    brand: text(params.get('brand')),
    finderId: positiveId(params.get('finderId')),
    modelId: positiveId(params.get('modelId')),
  };
}

/**
 * The shopper's choices as the machine's events, in the order the selects open (brand, then
 * finder, then model), followed by Show: replayed on the server after the look-up.
 */
export function plateChoiceEvents(request: PlateRequest): LicensePlateEvent[] {
  const events: LicensePlateEvent[] = [];
  if (request.brand !== null) events.push({ type: 'choose-brand', brand: request.brand });
  if (request.finderId !== null) events.push({ type: 'choose-finder', finderId: request.finderId });
  if (request.modelId !== null) events.push({ type: 'choose-model', modelId: request.modelId });
  if (events.length > 0) events.push({ type: 'confirm' });
  return events;
}
