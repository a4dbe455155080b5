import type { KeyboardEvent, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import type { DropdownLabels } from './Dropdown';
import type { DropdownOption } from './filterDropdownOptions';

/** Props of {@link DropdownPopup}. */
export interface DropdownPopupProps {
  labels: DropdownLabels;
  filterable: boolean;
  filterRef: Ref<HTMLInputElement>;
  listboxRef: Ref<HTMLUListElement>;
  listboxId: string;
  /** The id of the dropdown's label, which names the listbox. */
  labelId: string;
  /** The filter's text. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The options the filter leaves. */
  visible: readonly DropdownOption[];
  active: DropdownOption | undefined;
  activeId: string | undefined;
  optionId: (option: DropdownOption) => string;
  selectedValue: string | null;
  /** Called with the index (among `visible`) of an option the pointer moves over. */
  onActivate: (index: number) => void;
  onChoose: (option: DropdownOption) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The open {@link Dropdown}'s popup: the filter field (a combobox) when filterable, and the
 * listbox of the options it leaves, or a status saying none match.
 */
export function DropdownPopup({
  labels,
  filterable,
  filterRef,
  listboxRef,
  listboxId,
  labelId,
  query,
  onQueryChange,
  visible,
  active,
  activeId,
  optionId,
  selectedValue,
  onActivate,
  onChoose,
  onKeyDown,
}: DropdownPopupProps) {
  return (
    // data-handles-escape: Escape here closes the list only, not a dialog around it.
    <div className="ap-dropdown__popup" data-handles-escape="" onKeyDown={onKeyDown}>
      {filterable ? (
        <input
          ref={filterRef}
          className="ap-dropdown__filter"
          type="text"
          role="combobox"
          aria-label={labels.filter ?? labels.label}
          aria-expanded="true"
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      ) : null}
      {visible.length > 0 ? (
        <ul
          ref={listboxRef}
          id={listboxId}
          className="ap-dropdown__listbox"
          role="listbox"
          aria-labelledby={labelId}
          // Reachable by keyboard: a list long enough to scroll must be (axe's
          // scrollable-region-focusable, found in the browser); Tab closes the list anyway.
          tabIndex={filterable ? undefined : 0}
          aria-activedescendant={filterable ? undefined : activeId}
        >
          {visible.map((option, index) => (
            <li
              key={option.value}
              id={optionId(option)}
              className="ap-dropdown__option"
              role="option"
              aria-selected={option.value === selectedValue}
              aria-disabled={option.disabled ? true : undefined}
              data-active={option === active ? '' : undefined}
              onPointerMove={() => !option.disabled && onActivate(index)}
              onClick={() => onChoose(option)}
            >
              {option.label}
              {option.value === selectedValue ? <Icon name="check" size={18} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="ap-dropdown__empty" role="status">
          {labels.noResults}
        </p>
      )}
    </div>
  );
}
