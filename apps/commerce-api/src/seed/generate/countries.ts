import type { SeedCountry } from '../types.js';

const COUNTRIES: [id: string, iso3: string, nameNb: string, nameEn: string][] = [
  ['NO', 'NOR', 'Norge', 'Norway'],
  ['SE', 'SWE', 'Sverige', 'Sweden'],
  ['DK', 'DNK', 'Danmark', 'Denmark'],
  ['FI', 'FIN', 'Finland', 'Finland'],
  ['IS', 'ISL', 'Island', 'Iceland'],
  ['DE', 'DEU', 'Tyskland', 'Germany'],
  ['NL', 'NLD', 'Nederland', 'Netherlands'],
  ['GB', 'GBR', 'Storbritannia', 'United Kingdom'],
  ['PL', 'POL', 'Polen', 'Poland'],
  ['FR', 'FRA', 'Frankrike', 'France'],
];

/** The countries the shop delivers to; Norway first. No regions (none are required at checkout). */
export function buildCountries(): SeedCountry[] {
  return COUNTRIES.map(([id, iso3, nameNb, nameEn]) => ({ id, iso3, nameNb, nameEn, regions: [] }));
}
