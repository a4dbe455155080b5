import type { ComponentProps } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** One note of {@link ProductInfoNotes}. */
export interface ProductInfoNote {
  /** Unique among the notes. */
  id: string;
  /** For example `'Fri frakt på bestillinger over 6000 kr'`. */
  text: string;
  /** A built-in icon before the text (for example `truck`, `clock`). Defaults to `check`. */
  icon?: IconName;
}

/** Props of {@link ProductInfoNotes}: a `<ul>`'s props plus the notes. */
export interface ProductInfoNotesProps extends Omit<ComponentProps<'ul'>, 'children'> {
  notes: readonly ProductInfoNote[];
  /** Names the list for assistive technology (for example `'Levering'`). */
  label?: string;
}

/**
 * Short notes beside a product's price, such as free shipping above 6000 kr and same-day
 * dispatch before 14:00, as a list with an icon per note. The texts (and any amounts in them)
 * come from the app. Renders nothing without notes.
 */
export function ProductInfoNotes({ notes, label, className, ...listProps }: ProductInfoNotesProps) {
  if (notes.length === 0) return null;

  return (
    <ul
      {...listProps}
      aria-label={label}
      className={joinClassNames('ap-product-info-notes', className)}
    >
      {notes.map((note) => (
        <li key={note.id} className="ap-product-info-notes__item">
          <Icon name={note.icon ?? 'check'} size={18} className="ap-product-info-notes__icon" />
          <span>{note.text}</span>
        </li>
      ))}
    </ul>
  );
}
