import { useId, type FormEvent } from 'react';
import { Icon } from '../Icon/Icon';
import type { HeaderLabels } from './Header';

/** Props of {@link HeaderSearch}. */
export interface HeaderSearchProps {
  action: string;
  defaultTerm?: string | undefined;
  onSubmit?: ((term: string, event: FormEvent<HTMLFormElement>) => void) | undefined;
  /** Called with the field's text as the shopper types (for example to open a search overlay). */
  onInput?: ((term: string) => void) | undefined;
  /** The field's text, when the app controls it (with `onInput`). */
  term?: string | undefined;
  labels: Pick<HeaderLabels, 'search' | 'searchPlaceholder' | 'searchSubmit'>;
}

/** The header's search: a GET form to `action` with a `term` field, enhanced by `onSubmit`. */
export function HeaderSearch({
  action,
  defaultTerm,
  onSubmit,
  onInput,
  term,
  labels,
}: HeaderSearchProps) {
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const term = new FormData(event.currentTarget).get('term');
    onSubmit?.(typeof term === 'string' ? term.trim() : '', event);
  }

  return (
    <form
      className="ap-header__search"
      role="search"
      action={action}
      method="get"
      onSubmit={handleSubmit}
    >
      <label className="ap-visually-hidden" htmlFor={inputId}>
        {labels.search}
      </label>
      <input
        id={inputId}
        className="ap-header__search-input"
        type="search"
        name="term"
        placeholder={labels.searchPlaceholder}
        {...(term !== undefined ? { value: term } : { defaultValue: defaultTerm })}
        autoComplete="off"
        enterKeyHint="search"
        onChange={onInput ? (event) => onInput(event.target.value) : undefined}
      />
      <button type="submit" className="ap-header__search-button" aria-label={labels.searchSubmit}>
        <Icon name="search" />
      </button>
    </form>
  );
}
