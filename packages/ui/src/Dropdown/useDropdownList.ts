import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useOutsidePointerDown } from '../internal/useOutsidePointerDown';
import { filterDropdownOptions, type DropdownOption } from './filterDropdownOptions';

/** What {@link useDropdownList} needs from its {@link Dropdown}. */
export interface UseDropdownListOptions {
  /** The prefix of the options' ids. */
  baseId: string;
  options: DropdownOption[];
  /** The chosen option, whose place the list opens at. */
  selected: DropdownOption | undefined;
  filterable: boolean;
  disabled: boolean;
  /** Called with an enabled option the shopper chose; the list then closes. */
  onChoose: (option: DropdownOption) => void;
}

/**
 * The {@link Dropdown}'s list behaviour: open or closed, the filter's text, the active option
 * (`aria-activedescendant`) and the keyboard moving it; focus goes into the list as it opens and
 * back to the button as a choice or Escape closes it; an outside click closes it.
 */
export function useDropdownList({
  baseId,
  options,
  selected,
  filterable,
  disabled,
  onChoose,
}: UseDropdownListOptions) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);

  const visible = filterDropdownOptions(options, filterable ? query : '');
  const active = visible[Math.min(activeIndex, visible.length - 1)];
  const optionId = (option: DropdownOption) => `${baseId}-option-${options.indexOf(option)}`;
  const activeId = open && active ? optionId(active) : undefined;

  function openList() {
    if (disabled) return;
    setQuery('');
    setActiveIndex(
      Math.max(
        0,
        options.findIndex((option) => option === selected),
      ),
    );
    setOpen(true);
  }

  function closeList(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(option: DropdownOption | undefined) {
    if (!option || option.disabled) return;
    onChoose(option);
    closeList(true);
  }

  function moveActive(from: number, step: number) {
    for (let index = from + step; index >= 0 && index < visible.length; index += step) {
      if (!visible[index]?.disabled) {
        setActiveIndex(index);
        return;
      }
    }
  }

  function filter(text: string) {
    setQuery(text);
    setActiveIndex(0);
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      openList();
    }
  }

  function handlePopupKeyDown(event: KeyboardEvent<HTMLElement>) {
    const current = Math.min(activeIndex, visible.length - 1);
    if (event.key === 'ArrowDown') moveActive(current, 1);
    else if (event.key === 'ArrowUp') moveActive(current, -1);
    else if (event.key === 'Home') moveActive(-1, 1);
    else if (event.key === 'End') moveActive(visible.length, -1);
    else if (event.key === 'Enter' || (event.key === ' ' && !filterable)) choose(active);
    else if (event.key === 'Escape') closeList(true);
    else if (event.key === 'Tab') {
      closeList(false);
      return;
    } else return;
    event.preventDefault();
  }

  useEffect(() => {
    if (open) (filterRef.current ?? listboxRef.current)?.focus();
  }, [open]);

  useEffect(() => {
    if (!activeId) return;
    rootRef.current?.ownerDocument.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  useOutsidePointerDown(rootRef, open, () => setOpen(false));

  return {
    refs: { rootRef, buttonRef, filterRef, listboxRef },
    open,
    query,
    visible,
    active,
    activeId,
    optionId,
    openList,
    closeList,
    choose,
    filter,
    setActiveIndex,
    handleButtonKeyDown,
    handlePopupKeyDown,
  };
}
