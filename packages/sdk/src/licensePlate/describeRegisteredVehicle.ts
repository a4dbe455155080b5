import type { RegisteredVehicle } from './mapLicensePlateResult';

/** A registered vehicle as a shopper reads it: `Valtra`, `G135 Versu`, `2015`. */
export interface RegisteredVehicleDescription {
  make: string | null;
  /** The trade name, or the type designation (a code, kept in capitals) when it has none. */
  model: string | null;
  /** The year of first registration. */
  year: number | null;
}

/**
 * A registry word as a shopper reads it: words of letters only (three or more) get a capital
 * first letter (`VERSU` → `Versu`); short letter words and words with digits are codes and stay
 * in capitals (`MF`, `G135`, `6R`). The registry writes everything in capitals.
 */
function readableWord(word: string): string {
  const upper = word.toLocaleUpperCase('nb');
  if (!/^\p{L}{3,}$/u.test(word)) return upper;
  return upper.charAt(0) + upper.slice(1).toLocaleLowerCase('nb');
}

function readable(text: string | null, word = readableWord): string | null {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > 0 ? words.map(word).join(' ') : null;
}

const code = (word: string) => word.toLocaleUpperCase('nb');

/**
 * What the registry said about a plate, in words a shopper reads (`VALTRA` `G135 VERSU`
 * `2015-03-01` → Valtra, G135 Versu, 2015). Pure.
 */
export function describeRegisteredVehicle(
  vehicle: Pick<RegisteredVehicle, 'make' | 'tradeName' | 'typeDesignation' | 'firstRegistered'>,
): RegisteredVehicleDescription {
  const year = /^(\d{4})-/.exec(vehicle.firstRegistered ?? '')?.[1];
  return {
    make: readable(vehicle.make),
    model: readable(vehicle.tradeName) ?? readable(vehicle.typeDesignation, code),
    year: year ? Number(year) : null,
  };
}

/** The description in one line: `Valtra G135 Versu (2015)`; `null` when it says nothing. Pure. */
export function registeredVehicleTitle(description: RegisteredVehicleDescription): string | null {
  const name = [description.make, description.model].filter(Boolean).join(' ');
  if (!name) return null;
  return description.year === null ? name : `${name} (${description.year})`;
}
