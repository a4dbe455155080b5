import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { Button } from '../Button/Button';
import { joinClassNames } from '../internal/joinClassNames';
import { PriceRangeInput } from './PriceRangeInput';
import { PriceRangeSlider } from './PriceRangeSlider';

/** A price range; `null` leaves that end open. */
export interface PriceRange {
  from: number | null;
  to: number | null;
}

/** Texts of {@link PriceRangeFilter}. */
export interface PriceRangeFilterLabels {
  /** Label of the lower field (for example `'Fra pris'`). */
  from: string;
  /** Label of the upper field (for example `'Til pris'`). */
  to: string;
  /** The unit shown after each field (for example `'kr'`). */
  unit?: string;
  /** The submit button (for example `'Bruk'`). */
  apply: string;
  /** Accessible names of the slider's handles (with `slider`). */
  fromSlider?: string;
  toSlider?: string;
}

/** Props of {@link PriceRangeFilter}. */
export interface PriceRangeFilterProps {
  /** The legend (for example `'Pris'`). */
  title: string;
  /** The lowest and highest price of the listing. */
  min: number;
  max: number;
  /** Defaults to 1. */
  step?: number;
  /** The applied range; the fields start from it and reset when it changes. */
  value?: PriceRange;
  /** Query-string names of the two fields. Default `price_from` and `price_to`. */
  fromName?: string;
  toName?: string;
  /**
   * `form` (the default): its own `<form method="get">` to `action`, carrying `hiddenFields`
   * (the other filters) along. `fieldset`: only the fields, for inside the app's filter form.
   */
  as?: 'form' | 'fieldset';
  action?: string;
  hiddenFields?: ReadonlyArray<{ name: string; value: string }>;
  /** Show a two-handle slider (native range inputs) above the fields. */
  slider?: boolean;
  /**
   * Called on apply with the range (empty fields are `null`); call `event.preventDefault()` to
   * filter in-app rather than submit the form.
   */
  onApply?: (
    range: PriceRange,
    event: FormEvent<HTMLFormElement> | MouseEvent<HTMLButtonElement>,
  ) => void;
  labels: PriceRangeFilterLabels;
  className?: string;
}

function toNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

type FieldsProps = Omit<PriceRangeFilterProps, 'as' | 'action' | 'hiddenFields' | 'className'> & {
  onButtonClick?: (event: MouseEvent<HTMLButtonElement>, range: PriceRange) => void;
};

function PriceRangeFields({
  title,
  min,
  max,
  step = 1,
  value,
  fromName = 'price_from',
  toName = 'price_to',
  slider = false,
  labels,
  onButtonClick,
}: FieldsProps) {
  const id = useId();
  const [from, setFrom] = useState(value?.from == null ? '' : String(value.from));
  const [to, setTo] = useState(value?.to == null ? '' : String(value.to));
  const fromValue = toNumber(from);
  const toValue = toNumber(to);

  return (
    <fieldset className="ap-price-range-filter__fieldset">
      <legend className="ap-price-range-filter__title">{title}</legend>
      {slider ? (
        <PriceRangeSlider
          min={min}
          max={max}
          step={step}
          from={fromValue}
          to={toValue}
          fromLabel={labels.fromSlider}
          toLabel={labels.toSlider}
          onFromChange={setFrom}
          onToChange={setTo}
        />
      ) : null}
      <div className="ap-price-range-filter__fields">
        <PriceRangeInput
          id={`${id}-from`}
          label={labels.from}
          unit={labels.unit}
          name={fromName}
          min={min}
          max={toValue ?? max}
          step={step}
          placeholder={String(min)}
          value={from}
          onValueChange={setFrom}
        />
        <PriceRangeInput
          id={`${id}-to`}
          label={labels.to}
          unit={labels.unit}
          name={toName}
          min={fromValue ?? min}
          max={max}
          step={step}
          placeholder={String(max)}
          value={to}
          onValueChange={setTo}
        />
        <Button
          type="submit"
          variant="secondary"
          className="ap-price-range-filter__apply"
          onClick={(event) => onButtonClick?.(event, { from: fromValue, to: toValue })}
        >
          {labels.apply}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * A price range: "from" and "to" number fields (named `price_from` / `price_to` by default) with
 * an apply button, optionally a two-handle slider. By default it is its own GET form, so it
 * filters before hydration; `as="fieldset"` drops the form for use inside the app's filter form.
 * `onApply` receives the range as numbers (`null` for an empty field). The fields start from
 * `value` and start over when it changes.
 *
 * @example
 * ```tsx
 * <PriceRangeFilter title="Pris" min={0} max={25000} value={{ from: 100, to: 500 }} labels={priceLabels} onApply={applyPrice} />
 * ```
 */
export function PriceRangeFilter({
  as = 'form',
  action,
  hiddenFields = [],
  className,
  onApply,
  ...fieldsProps
}: PriceRangeFilterProps) {
  const fields = (
    <PriceRangeFields
      {...fieldsProps}
      key={`${fieldsProps.value?.from ?? ''}-${fieldsProps.value?.to ?? ''}`}
      onButtonClick={
        as === 'fieldset' && onApply ? (event, range) => onApply(range, event) : undefined
      }
    />
  );
  const rootClassName = joinClassNames('ap-price-range-filter', className);

  if (as === 'fieldset') return <div className={rootClassName}>{fields}</div>;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const read = (name: string) => toNumber(String(data.get(name) ?? ''));
    onApply?.(
      {
        from: read(fieldsProps.fromName ?? 'price_from'),
        to: read(fieldsProps.toName ?? 'price_to'),
      },
      event,
    );
  }

  return (
    <form className={rootClassName} method="get" action={action} onSubmit={handleSubmit}>
      {hiddenFields.map((field, index) => (
        <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />
      ))}
      {fields}
    </form>
  );
}
