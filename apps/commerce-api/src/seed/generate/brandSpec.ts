import type { PartNumberFormat } from './partNumbers.js';

/** What kind of machine a series is; parts and machinery are matched by it. */
export type MachineKind =
  | 'slamaskin'
  | 'rive'
  | 'presse'
  | 'plog'
  | 'harv'
  | 'saamaskin'
  | 'spreder'
  | 'dumper'
  | 'lastevogn'
  | 'gjodselvogn';

export interface ModelSpec {
  name: string;
  /** First and last production year (null: still produced). */
  yearFrom: number | null;
  yearTo: number | null;
}

export interface SeriesSpec {
  /** Reads after the brand name: "Massey Ferguson 5400-serien", "Kuhn slåmaskiner". */
  label: string;
  kind?: MachineKind;
  models: ModelSpec[];
}

export interface BrandSpec {
  name: string;
  /** Short code used in SKUs and image names, e.g. `MF`. */
  code: string;
  /** How the make prints its part numbers. */
  format: PartNumberFormat;
  /** How often the generator makes parts for the make (common makes in Norway higher). */
  weight: number;
  series: SeriesSpec[];
}

/**
 * A series from a compact list: `'135:1964-1979, 6R 150:2021-'` (name, colon, first and last
 * production year; an empty year is null).
 */
export function series(label: string, models: string, kind?: MachineKind): SeriesSpec {
  return {
    label,
    ...(kind ? { kind } : {}),
    models: models.split(', ').map((entry) => {
      const colon = entry.lastIndexOf(':');
      const [from = '', to = ''] = entry.slice(colon + 1).split('-');
      return {
        name: entry.slice(0, colon),
        yearFrom: from ? Number(from) : null,
        yearTo: to ? Number(to) : null,
      };
    }),
  };
}

export function brand(
  name: string,
  code: string,
  format: PartNumberFormat,
  weight: number,
  seriesList: SeriesSpec[],
): BrandSpec {
  return { name, code, format, weight, series: seriesList };
}
