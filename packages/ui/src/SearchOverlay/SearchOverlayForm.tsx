import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, KeyboardEvent, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import type { SearchOverlayLabels } from './SearchOverlay';

/** Props of {@link SearchOverlayForm}. */
export interface SearchOverlayFormProps {
  inputRef: Ref<HTMLInputElement>;
  inputId: string;
  /** The id of the listbox the field controls. */
  listboxId: string;
  /** Whether the listbox has options. */
  expanded: boolean;
  /** The active option's id. */
  activeId: string | undefined;
  action: string;
  term: string;
  onTermChange: (term: string) => void;
  onSubmit: ((term: string, event: FormEvent<HTMLFormElement>) => void) | undefined;
  onInputKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  labels: Pick<SearchOverlayLabels, 'input' | 'placeholder' | 'close'>;
}

/**
 * The {@link SearchOverlay}'s search: a GET form to `action` with its controlled `term` field
 * (so Enter works before hydration) and the overlay's close button.
 */
export function SearchOverlayForm({
  inputRef,
  inputId,
  listboxId,
  expanded,
  activeId,
  action,
  term,
  onTermChange,
  onSubmit,
  onInputKeyDown,
  labels,
}: SearchOverlayFormProps) {
  return (
    <form
      role="search"
      className="ap-search-overlay__form"
      action={action}
      method="get"
      onSubmit={(event) => onSubmit?.(term.trim(), event)}
    >
      <Icon name="search" className="ap-search-overlay__icon" />
      <label className="ap-visually-hidden" htmlFor={inputId}>
        {labels.input}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="ap-search-overlay__input"
        type="search"
        name="term"
        autoComplete="off"
        placeholder={labels.placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        value={term}
        onChange={(event) => onTermChange(event.target.value)}
        onKeyDown={onInputKeyDown}
      />
      <Dialog.Close className="ap-search-overlay__close" aria-label={labels.close}>
        <Icon name="close" />
      </Dialog.Close>
    </form>
  );
}
