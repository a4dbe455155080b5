import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { filterDropdownOptions, type DropdownOption } from './filterDropdownOptions';

/** Texts of {@link Dropdown}. */
export interface DropdownLabels {
  /** The field's label and the listbox's accessible name (for example `'Merke'`). */
  label: string;
  /** Accessible name of the filter field (filterable dropdowns; for example `'Filtrer merker'`). */
  filter?: string;
  /** Shown when the filter matches nothing (for example `'Ingen treff'`). */
  noResults?: string;
}

/** Props of {@link Dropdown}: a `<div>`'s props plus the options, value and texts. */
export interface DropdownProps extends Omit<
  ComponentProps<'div'>,
  'onChange' | 'defaultValue' | 'children'
> {
  options: DropdownOption[];
  labels: DropdownLabels;
  /** The chosen value, when controlled; `null` for none. */
  value?: string | null;
  /** The starting value, when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen option's value. */
  onChange?: (value: string) => void;
  /** Shown on the button while nothing is chosen (for example `'Velg merke'`). */
  placeholder?: string;
  disabled?: boolean;
  /** Show a filter field above the options (case-insensitive "contains" on the labels). */
  filterable?: boolean;
  /** Submit the value with a form under this name (a hidden input). */
  name?: string;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
}

/**
 * A select-like dropdown: a button showing the choice and a listbox of options, optionally with
 * a filter field. Keyboard: ArrowDown/ArrowUp/Enter/Space open it; in the list ArrowUp/ArrowDown,
 * Home and End move, Enter (or Space without a filter) chooses, Escape closes and returns focus
 * to the button, Tab closes. An outside click closes it. Controlled with `value` + `onChange`,
 * or uncontrolled with `defaultValue`. The root carries `data-state="open"` or `"closed"`.
 */
export function Dropdown({
  options,
  labels,
  value,
  defaultValue = null,
  onChange,
  placeholder = '',
  disabled = false,
  filterable = false,
  name,
  hideLabel = false,
  className,
  ...divProps
}: DropdownProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const buttonId = `${baseId}-button`;
  const listboxId = `${baseId}-listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);

  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);

  const selectedValue = value === undefined ? uncontrolledValue : value;
  const selected = options.find((option) => option.value === selectedValue);
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
    setUncontrolledValue(option.value);
    onChange?.(option.value);
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

  useEffect(() => {
    if (!open) return;
    const document = rootRef.current?.ownerDocument;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    }
    document?.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document?.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  return (
    <div
      {...divProps}
      ref={rootRef}
      className={joinClassNames('ap-dropdown', className)}
      data-state={open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
    >
      <span id={labelId} className={hideLabel ? 'ap-visually-hidden' : 'ap-dropdown__label'}>
        {labels.label}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="ap-dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        disabled={disabled}
        data-placeholder={selected ? undefined : ''}
        onClick={() => (open ? closeList(false) : openList())}
        onKeyDown={handleButtonKeyDown}
      >
        <span className="ap-dropdown__value">{selected ? selected.label : placeholder}</span>
        <Icon name="chevron-down" size={20} />
      </button>
      {name ? <input type="hidden" name={name} value={selectedValue ?? ''} /> : null}
      {open ? (
        // data-handles-escape: Escape here closes the list only, not a dialog around it.
        <div className="ap-dropdown__popup" data-handles-escape="" onKeyDown={handlePopupKeyDown}>
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
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
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
                  onPointerMove={() => !option.disabled && setActiveIndex(index)}
                  onClick={() => choose(option)}
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
      ) : null}
    </div>
  );
}
