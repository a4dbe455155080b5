import type { ChangeEvent } from 'react';
import { LabelledSelect, type LabelledSelectProps } from '../internal/LabelledSelect';

/** Texts of {@link ItemsPerPageSelect}. */
export interface ItemsPerPageSelectLabels {
  /** For example `'Vis per side'`. */
  label: string;
  /** An option's text, given the count (for example `(count) => \`${count} varer\``). */
  option: (count: number) => string;
}

/** Props of {@link ItemsPerPageSelect}: a `<select>`'s props plus the page sizes. */
export interface ItemsPerPageSelectProps extends Omit<
  LabelledSelectProps,
  'label' | 'block' | 'onValueChange' | 'options' | 'value' | 'defaultValue'
> {
  /** The page sizes (for example `[12, 24, 48]`). */
  options: readonly number[];
  value?: number;
  defaultValue?: number;
  labels: ItemsPerPageSelectLabels;
  /** The query-string name. Defaults to `itemsPerPage` (the spec's parameter). */
  name?: string;
  /** Called with the number chosen (and the select's change event). */
  onChange?: (value: number, event: ChangeEvent<HTMLSelectElement>) => void;
}

/**
 * The page size as a labelled native `<select>` named `itemsPerPage`; the value is a number.
 *
 * @example
 * ```tsx
 * <ItemsPerPageSelect options={[12, 24, 48]} value={12} onChange={setPageSize} labels={pageSizeLabels} />
 * ```
 */
export function ItemsPerPageSelect({
  options,
  value,
  defaultValue,
  labels,
  name = 'itemsPerPage',
  onChange,
  ...selectProps
}: ItemsPerPageSelectProps) {
  return (
    <LabelledSelect
      {...selectProps}
      block="ap-items-per-page-select"
      name={name}
      label={labels.label}
      options={options.map((count) => ({ value: String(count), label: labels.option(count) }))}
      value={value === undefined ? undefined : String(value)}
      defaultValue={defaultValue === undefined ? undefined : String(defaultValue)}
      onValueChange={(text, event) => onChange?.(Number.parseInt(text, 10), event)}
    />
  );
}
