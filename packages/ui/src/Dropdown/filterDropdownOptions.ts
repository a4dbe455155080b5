/** One choice of a {@link Dropdown}. */
export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * The options whose label contains the query, ignoring case (the spec's dropdown filter). Spaces
 * around the query are ignored, and an empty query keeps every option. Order is kept.
 *
 * @example
 * ```ts
 * filterDropdownOptions([{ value: '1', label: 'Massey Ferguson' }], 'FERG'); // the one option
 * ```
 */
export function filterDropdownOptions<Option extends DropdownOption>(
  options: readonly Option[],
  query: string,
): Option[] {
  const needle = query.trim().toLocaleLowerCase('nb');
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase('nb').includes(needle));
}
