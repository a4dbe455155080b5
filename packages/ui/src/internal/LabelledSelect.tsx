import { useId, type ChangeEvent, type ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from './joinClassNames';

/** Props of the native, labelled select both the sort and the page-size selects are made of. */
export interface LabelledSelectProps extends Omit<
  ComponentProps<'select'>,
  'onChange' | 'value' | 'defaultValue' | 'children'
> {
  label: string;
  hideLabel?: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  block: string;
}

/** A native `<select>` with its `<label>`: keyboard, mobile pickers and forms come for free. */
export function LabelledSelect({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onValueChange,
  block,
  className,
  id,
  ...selectProps
}: LabelledSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;

  return (
    <span className={joinClassNames('ap-select', block, className)}>
      <label
        className={joinClassNames('ap-select__label', hideLabel && 'ap-visually-hidden')}
        htmlFor={selectId}
      >
        {label}
      </label>
      <span className="ap-select__control">
        <select
          {...selectProps}
          id={selectId}
          className="ap-select__select"
          {...(value !== undefined ? { value } : { defaultValue })}
          onChange={(event) => onValueChange?.(event.target.value, event)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={18} className="ap-select__icon" />
      </span>
    </span>
  );
}
