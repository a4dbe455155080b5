/** Props of {@link PriceRangeInput}. */
export interface PriceRangeInputProps {
  id: string;
  label: string;
  unit: string | undefined;
  name: string;
  min: number;
  max: number;
  step: number;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** One end of the {@link PriceRangeFilter}: a labelled number field with the unit after it. */
export function PriceRangeInput({
  id,
  label,
  unit,
  name,
  min,
  max,
  step,
  placeholder,
  value,
  onValueChange,
}: PriceRangeInputProps) {
  return (
    <label className="ap-price-range-filter__field" htmlFor={id}>
      <span className="ap-price-range-filter__label">{label}</span>
      <span className="ap-price-range-filter__input-wrap">
        <input
          id={id}
          className="ap-price-range-filter__input"
          type="number"
          inputMode="numeric"
          name={name}
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {unit ? (
          <span className="ap-price-range-filter__unit" aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </span>
    </label>
  );
}
