import type { ChangeEvent } from 'react';
import { LabelledSelect, type LabelledSelectProps } from '../internal/LabelledSelect';

/** One sort order (for example `{ value: 'price_ASC', label: 'Pris lav–høy' }`). */
export interface SortSelectOption {
  value: string;
  label: string;
}

/** Texts of {@link SortSelect}. */
export interface SortSelectLabels {
  /** For example `'Sorter etter'`. */
  label: string;
}

/** Props of {@link SortSelect}: a `<select>`'s props plus the orders. */
export interface SortSelectProps extends Omit<
  LabelledSelectProps,
  'label' | 'block' | 'onValueChange'
> {
  options: readonly SortSelectOption[];
  labels: SortSelectLabels;
  /** The query-string name. Defaults to `sort`. */
  name?: string;
  /** Called with the chosen order. */
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
}

/**
 * The listing's sort order as a labelled native `<select>` named `sort`: controlled with `value`
 * + `onChange`, or a plain form field with `defaultValue` (in a GET form with a submit button it
 * sorts without JS).
 *
 * @example
 * ```tsx
 * <SortSelect options={sortOptions} value="name_ASC" onChange={setSort} labels={{ label: 'Sorter etter' }} />
 * ```
 */
export function SortSelect({ labels, name = 'sort', onChange, ...selectProps }: SortSelectProps) {
  return (
    <LabelledSelect
      {...selectProps}
      block="ap-sort-select"
      name={name}
      label={labels.label}
      onValueChange={onChange}
    />
  );
}
