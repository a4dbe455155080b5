import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** One row of a {@link SpecificationsTable}. */
export interface SpecificationRow {
  /** For example `'Gjengestørrelse'`. */
  label: string;
  /** Formatted (for example `'3/4" UNF'`). */
  value: string;
}

/** Props of {@link SpecificationsTable}: a `<table>`'s props plus the rows. */
export interface SpecificationsTableProps extends Omit<ComponentProps<'table'>, 'children'> {
  /** The table's caption and accessible name (for example `'Spesifikasjoner'`). */
  caption: string;
  /** Show the caption only to assistive technology (when a heading above says the same). */
  hideCaption?: boolean;
  rows: readonly SpecificationRow[];
}

/**
 * A product's specifications as a two-column table: each label a row header (`<th scope="row">`)
 * and its value beside it, with a caption naming the table. Renders nothing without rows.
 */
export function SpecificationsTable({
  caption,
  hideCaption = false,
  rows,
  className,
  ...tableProps
}: SpecificationsTableProps) {
  if (rows.length === 0) return null;

  return (
    <table {...tableProps} className={joinClassNames('ap-specifications-table', className)}>
      <caption
        className={joinClassNames(
          'ap-specifications-table__caption',
          hideCaption && 'ap-visually-hidden',
        )}
      >
        {caption}
      </caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${index}-${row.label}`} className="ap-specifications-table__row">
            <th scope="row" className="ap-specifications-table__label">
              {row.label}
            </th>
            <td className="ap-specifications-table__value">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
