/** Props of {@link PriceRangeSlider}. */
export interface PriceRangeSliderProps {
  min: number;
  max: number;
  step: number;
  /** The ends as typed (`null` for an empty field): the handles sit at `min` / `max` then. */
  from: number | null;
  to: number | null;
  /** Accessible names of the handles. */
  fromLabel: string | undefined;
  toLabel: string | undefined;
  /** Called with a handle's new value as text for its field; it cannot pass the other one. */
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
}

/** The {@link PriceRangeFilter}'s two-handle slider: two native range inputs over the fields. */
export function PriceRangeSlider({
  min,
  max,
  step,
  from,
  to,
  fromLabel,
  toLabel,
  onFromChange,
  onToChange,
}: PriceRangeSliderProps) {
  return (
    <div className="ap-price-range-filter__slider">
      <input
        type="range"
        className="ap-price-range-filter__range"
        aria-label={fromLabel}
        min={min}
        max={max}
        step={step}
        value={from ?? min}
        onChange={(event) => onFromChange(String(Math.min(Number(event.target.value), to ?? max)))}
      />
      <input
        type="range"
        className="ap-price-range-filter__range"
        aria-label={toLabel}
        min={min}
        max={max}
        step={step}
        value={to ?? max}
        onChange={(event) => onToChange(String(Math.max(Number(event.target.value), from ?? min)))}
      />
    </div>
  );
}
