/**
 * The street lines of an address as the shop names them (spec §3: "street as a list where the
 * 2nd to 4th entries are apartment, neighborhood and extra").
 */
export interface StreetLines {
  /** Street and house number (the 1st line). */
  street: string;
  /** Apartment, floor or unit (the 2nd line). */
  apartment: string;
  /** Neighbourhood or place (the 3rd line). */
  neighborhood: string;
  /** Anything else (the 4th line, and any further lines after it, joined with `, `). */
  extra: string;
}

/**
 * Names the street lines of an address: the 1st is the street, the 2nd to 4th are apartment,
 * neighbourhood and extra. Missing lines are empty strings; lines are trimmed; lines past the 4th
 * (a backend configured for more) are added to `extra`. Pure.
 *
 * @example
 * ```ts
 * splitStreet(['Storgata 1', 'H0201']); // { street: 'Storgata 1', apartment: 'H0201', neighborhood: '', extra: '' }
 * ```
 */
export function splitStreet(lines: readonly (string | null | undefined)[]): StreetLines {
  const [street = '', apartment = '', neighborhood = '', ...rest] = lines.map((line) =>
    (line ?? '').trim(),
  );
  return {
    street,
    apartment,
    neighborhood,
    extra: rest.filter((line) => line !== '').join(', '),
  };
}

/**
 * The street list the backend stores for named street lines: street, apartment, neighbourhood,
 * extra, in that order, trimmed. Empty lines at the end are left out; an empty line before a
 * filled one stays (as `''`), so each entry keeps its meaning by position. Pure.
 *
 * @example
 * ```ts
 * joinStreet({ street: 'Storgata 1', neighborhood: 'Sentrum' }); // ['Storgata 1', '', 'Sentrum']
 * ```
 */
export function joinStreet(lines: Partial<StreetLines>): string[] {
  const joined = [lines.street, lines.apartment, lines.neighborhood, lines.extra].map((line) =>
    (line ?? '').trim(),
  );
  while (joined.length > 0 && joined.at(-1) === '') joined.pop();
  return joined;
}
