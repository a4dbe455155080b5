import { useId, useState, type ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { DropdownPopup } from './DropdownPopup';
import type { DropdownOption } from './filterDropdownOptions';
import { useDropdownList } from './useDropdownList';

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
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const selectedValue = value === undefined ? uncontrolledValue : value;
  const selected = options.find((option) => option.value === selectedValue);
  const list = useDropdownList({
    baseId,
    options,
    selected,
    filterable,
    disabled,
    onChoose: (option) => {
      setUncontrolledValue(option.value);
      onChange?.(option.value);
    },
  });
  const { open } = list;

  return (
    <div
      {...divProps}
      ref={list.refs.rootRef}
      className={joinClassNames('ap-dropdown', className)}
      data-state={open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
    >
      <span id={labelId} className={hideLabel ? 'ap-visually-hidden' : 'ap-dropdown__label'}>
        {labels.label}
      </span>
      <button
        ref={list.refs.buttonRef}
        id={buttonId}
        type="button"
        className="ap-dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        disabled={disabled}
        data-placeholder={selected ? undefined : ''}
        onClick={() => (open ? list.closeList(false) : list.openList())}
        onKeyDown={list.handleButtonKeyDown}
      >
        <span className="ap-dropdown__value">{selected ? selected.label : placeholder}</span>
        <Icon name="chevron-down" size={20} />
      </button>
      {name ? <input type="hidden" name={name} value={selectedValue ?? ''} /> : null}
      {open ? (
        <DropdownPopup
          labels={labels}
          filterable={filterable}
          filterRef={list.refs.filterRef}
          listboxRef={list.refs.listboxRef}
          listboxId={listboxId}
          labelId={labelId}
          query={list.query}
          onQueryChange={list.filter}
          visible={list.visible}
          active={list.active}
          activeId={list.activeId}
          optionId={list.optionId}
          selectedValue={selectedValue}
          onActivate={list.setActiveIndex}
          onChoose={list.choose}
          onKeyDown={list.handlePopupKeyDown}
        />
      ) : null}
    </div>
  );
}
