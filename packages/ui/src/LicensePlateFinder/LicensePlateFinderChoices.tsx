import { Button } from '../Button/Button';
import { SelectField } from '../SelectField/SelectField';
import type {
  LicensePlateChoice,
  LicensePlateChoiceName,
  LicensePlateFinderLabels,
} from './LicensePlateFinder';

/** Props of {@link LicensePlateFinderChoices}. */
export interface LicensePlateFinderChoicesProps {
  labels: LicensePlateFinderLabels;
  brandChoice: LicensePlateChoice | null | undefined;
  finderChoice: LicensePlateChoice | null | undefined;
  modelChoice: LicensePlateChoice | null | undefined;
  onChoose: ((choice: LicensePlateChoiceName, value: string) => void) | undefined;
  /** Show waits for the choices (only with `onConfirm`). */
  confirmDisabled: boolean;
  busy: boolean;
  onConfirm: (() => void) | undefined;
}

/**
 * The selects a {@link LicensePlateFinder}'s look-up opens (brand `brand`, finder `finderId`,
 * model `modelId`; each only with options) and Show; nothing while none is offered.
 */
export function LicensePlateFinderChoices({
  labels,
  brandChoice,
  finderChoice,
  modelChoice,
  onChoose,
  confirmDisabled,
  busy,
  onConfirm,
}: LicensePlateFinderChoicesProps) {
  const choices: [LicensePlateChoiceName, string, LicensePlateChoice | null | undefined][] = [
    ['brand', 'brand', brandChoice],
    ['finder', 'finderId', finderChoice],
    ['model', 'modelId', modelChoice],
  ];
  const choosing = choices.some(([, , choice]) => choice && choice.options.length > 0);
  const placeholders: Record<LicensePlateChoiceName, [string, string]> = {
    brand: [labels.brand, labels.brandPlaceholder],
    finder: [labels.finder, labels.finderPlaceholder],
    model: [labels.model, labels.modelPlaceholder],
  };
  if (!choosing) return null;

  return (
    <div className="ap-plate-finder__choices">
      {choices.map(([name, fieldName, choice]) =>
        choice && choice.options.length > 0 ? (
          <SelectField
            key={name}
            label={placeholders[name][0]}
            name={fieldName}
            options={choice.options}
            placeholder={placeholders[name][1]}
            {...(onChoose
              ? {
                  value: choice.value ?? '',
                  onChange: (event) => onChoose(name, event.target.value),
                }
              : { defaultValue: choice.value ?? '' })}
          />
        ) : null,
      )}
      <Button
        type={onConfirm ? 'button' : 'submit'}
        disabled={onConfirm !== undefined && (confirmDisabled || busy)}
        onClick={onConfirm}
      >
        {labels.show}
      </Button>
    </div>
  );
}
