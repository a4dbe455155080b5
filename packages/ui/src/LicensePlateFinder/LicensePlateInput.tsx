/** Props of {@link LicensePlateInput}. */
export interface LicensePlateInputProps {
  id: string;
  name: string;
  value: string;
  placeholder: string;
  /** The id of the hint under the field, if there is one. */
  describedBy: string | undefined;
  onValueChange: ((value: string) => void) | undefined;
}

/** The {@link LicensePlateFinder}'s field, styled like a Norwegian plate with its `N`. */
export function LicensePlateInput({
  id,
  name,
  value,
  placeholder,
  describedBy,
  onValueChange,
}: LicensePlateInputProps) {
  return (
    <span className="ap-plate-finder__plate">
      <span className="ap-plate-finder__country" aria-hidden="true">
        N
      </span>
      <input
        id={id}
        className="ap-plate-finder__input"
        name={name}
        type="text"
        inputMode="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        placeholder={placeholder}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange?.(event.target.value)}
      />
    </span>
  );
}
