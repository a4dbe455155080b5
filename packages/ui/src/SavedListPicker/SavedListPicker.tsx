import { useId, type ComponentProps } from 'react';
import { Button } from '../Button/Button';
import { joinClassNames } from '../internal/joinClassNames';

/** One of the customer's saved lists, as the picker offers it. */
export interface SavedListPickerList {
  uid: string;
  name: string;
  /** How many lines it has; shown after the name. */
  itemsCount: number;
}

/** Texts of {@link SavedListPicker}. */
export interface SavedListPickerLabels {
  /** The button that opens the picker (for example `'Legg i liste'`). */
  open: string;
  /** The list choice (for example `'Velg liste'`). */
  list: string;
  /** The choice of a new list (for example `'Ny liste …'`). */
  newList: string;
  /** The new list's name field (for example `'Navn på ny liste'`). */
  newListName: string;
  /** The submit button (for example `'Lagre i listen'`). */
  submit: string;
  /** Shown while the lists are read (for example `'Henter listene dine …'`). */
  loading: string;
  /** A list's line count, given the count (for example `(n) => \`${n} varer\``). */
  count: (count: number) => string;
  /** A guest's link to log in (for example `'Logg inn for å lagre lister'`). */
  login: string;
}

/** Props of {@link SavedListPicker}: a `<details>`' props plus the form's target and texts. */
export interface SavedListPickerProps extends Omit<
  ComponentProps<'details'>,
  'children' | 'onToggle'
> {
  /** Where the form posts (an origin-checked action). */
  action: string;
  /** Hidden fields posted with the choice (for example `{ intent: 'add', sku: 'MF-1' }`). */
  hiddenFields: Readonly<Record<string, string>>;
  /** The customer's lists; empty offers only a new one. */
  lists: readonly SavedListPickerList[];
  /** Whether the lists are still being read. */
  loading?: boolean;
  /** A guest sees a login link instead of the form. */
  signedIn: boolean;
  /** The login page, coming back here after it. */
  loginHref: string;
  labels: SavedListPickerLabels;
  /** Called when the picker opens or closes (for example to read the lists on first open). */
  onOpenChange?: (open: boolean) => void;
  /** The button's size. Defaults to `md`. */
  size?: 'sm' | 'md';
}

/**
 * "Legg i liste": a disclosure with a plain form that puts a product (or a cart's or an order's
 * lines) on one of the customer's saved lists or on a new one named in the same form. It works
 * without JavaScript: the form posts `list` (a uid, empty for a new list), `newListName` and the
 * hidden fields. A guest gets a login link instead. Presentational: texts come from the caller.
 */
export function SavedListPicker({
  action,
  hiddenFields,
  lists,
  loading = false,
  signedIn,
  loginHref,
  labels,
  onOpenChange,
  size = 'md',
  className,
  ...rest
}: SavedListPickerProps) {
  const id = useId();
  if (!signedIn) {
    return (
      <p className={joinClassNames('ap-saved-list-picker', className)}>
        <a className="ap-saved-list-picker__login" href={loginHref}>
          {labels.login}
        </a>
      </p>
    );
  }
  return (
    <details
      className={joinClassNames('ap-saved-list-picker', className)}
      onToggle={(event) => onOpenChange?.(event.currentTarget.open)}
      {...rest}
    >
      <summary className={`ap-button ap-button--secondary ap-button--${size}`}>
        {labels.open}
      </summary>
      <form className="ap-saved-list-picker__form" method="post" action={action}>
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {loading ? (
          <p className="ap-saved-list-picker__loading" role="status">
            {labels.loading}
          </p>
        ) : null}
        <label className="ap-saved-list-picker__label" htmlFor={`${id}-list`}>
          {labels.list}
        </label>
        <select
          // The lists arrive after the first open: a new key picks the first of them.
          key={lists.map((list) => list.uid).join()}
          id={`${id}-list`}
          name="list"
          className="ap-saved-list-picker__select"
          defaultValue={lists[0]?.uid ?? ''}
        >
          {lists.map((list) => (
            <option key={list.uid} value={list.uid}>
              {list.name} ({labels.count(list.itemsCount)})
            </option>
          ))}
          <option value="">{labels.newList}</option>
        </select>
        <label className="ap-saved-list-picker__label" htmlFor={`${id}-name`}>
          {labels.newListName}
        </label>
        <input
          id={`${id}-name`}
          name="newListName"
          className="ap-saved-list-picker__input"
          maxLength={60}
          autoComplete="off"
        />
        <Button type="submit" size="sm">
          {labels.submit}
        </Button>
      </form>
    </details>
  );
}
