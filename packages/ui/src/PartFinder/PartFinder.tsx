import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { DropdownOption } from '../Dropdown/filterDropdownOptions';
import { joinClassNames } from '../internal/joinClassNames';
import { Toggle } from '../Toggle/Toggle';
import { PartFinderListField } from './PartFinderListField';

/** The three lists of a {@link PartFinder}, in the order they are chosen. */
export type PartFinderListName = 'finders' | 'brands' | 'models';

/** Where a list of a {@link PartFinder} stands: `idle` (nothing asked yet), loading, loaded, failed. */
export type PartFinderListStatus = 'idle' | 'loading' | 'success' | 'error';

/** One list of a {@link PartFinder}: its options, the chosen value and how its load went. */
export interface PartFinderList {
  options: DropdownOption[];
  /** The chosen option's value; `null` for none. */
  value: string | null;
  status: PartFinderListStatus;
  /** Not choosable yet (brand before a finder, model before a brand). */
  disabled?: boolean;
}

/** Texts of one list of a {@link PartFinder}. */
export interface PartFinderListLabels {
  /** The field's label (for example `'Merke'`). */
  label: string;
  /** Shown while nothing is chosen (for example `'Velg merke'`). */
  placeholder: string;
  /** Accessible name of the filter field (for example `'Filtrer merker'`). */
  filter: string;
  /** The load failed (for example `'Vi kunne ikke hente merkene.'`). */
  error: string;
}

/** Texts of {@link PartFinder}. */
export interface PartFinderLabels {
  finders: PartFinderListLabels;
  brands: PartFinderListLabels;
  models: PartFinderListLabels;
  /** Shown in a list while it loads (for example `'Laster …'`). */
  loading: string;
  /** Shown in a loaded list without options (for example `'Ingen å velge'`). */
  empty: string;
  /** The filter matches nothing (for example `'Ingen treff'`). */
  noResults: string;
  /** The retry button of a failed list (for example `'Prøv igjen'`). */
  retry: string;
  show: string;
  reset: string;
}

/** The switch to another finder (the licence-plate finder) shown above the lists. */
export interface PartFinderModeToggle {
  label: string;
  onLabel: string;
  offLabel: string;
  checked: boolean;
  /** Called with the new value when the switch is flipped. */
  onCheckedChange: (checked: boolean) => void;
}

/** Props of {@link PartFinder}. */
export interface PartFinderProps extends Omit<ComponentProps<'section'>, 'onChange' | 'children'> {
  labels: PartFinderLabels;
  /** The widget's heading, when it has one. */
  heading?: string;
  finders: PartFinderList;
  brands: PartFinderList;
  models: PartFinderList;
  /** A list's choice changed. */
  onChoose?: (list: PartFinderListName, value: string) => void;
  /** A failed list's retry button. */
  onRetry?: (list: PartFinderListName) => void;
  /** Whether Show can be pressed (all three chosen). */
  showDisabled?: boolean;
  /** Called when Show is pressed. */
  onShow?: () => void;
  /** Reset; without it no Reset button is shown. */
  onReset?: () => void;
  /**
   * A plain GET form before the page's scripts run: native selects named `finder`, `brand` and
   * `model` (the options' values are sent) and Show submits the form to this address.
   */
  formAction?: string;
  /** The switch to the other finder. */
  modeToggle?: PartFinderModeToggle;
  /** Shown in place of the lists while the mode toggle is on (the licence-plate finder). */
  alternative?: ReactNode;
}

/**
 * The part finder widget (finder → brand → model, then Show): three filterable dropdowns, each
 * with its own loading, empty and failed state (a message and a retry button), and a switch to
 * the licence-plate finder. Purely presentational: which list is enabled, what is chosen and
 * what loads come from props; every text comes from `labels`.
 *
 * With `formAction` it is a plain GET form of native selects, for a page whose scripts have not
 * run yet; the server turns the choice into the finder's address.
 *
 * @example
 * ```tsx
 * <PartFinder labels={labels} finders={finders} brands={brands} models={models}
 *   onChoose={(list, value) => choose(list, Number(value))} onRetry={retry}
 *   showDisabled={!showEnabled} onShow={show} onReset={reset} />
 * ```
 */
export function PartFinder({
  labels,
  heading,
  finders,
  brands,
  models,
  onChoose,
  onRetry,
  showDisabled = false,
  onShow,
  onReset,
  formAction,
  modeToggle,
  alternative,
  className,
  ...sectionProps
}: PartFinderProps) {
  const lists: [PartFinderListName, PartFinderList][] = [
    ['finders', finders],
    ['brands', brands],
    ['models', models],
  ];
  const native = formAction !== undefined;
  const showingAlternative = Boolean(modeToggle?.checked && alternative);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (native) return;
    event.preventDefault();
    if (!showDisabled) onShow?.();
  }

  return (
    <section
      {...sectionProps}
      className={joinClassNames('ap-part-finder', className)}
      data-mode={showingAlternative ? 'alternative' : 'lists'}
    >
      {heading || modeToggle ? (
        <div className="ap-part-finder__head">
          {heading ? <h2 className="ap-part-finder__heading">{heading}</h2> : null}
          {modeToggle ? (
            <Toggle
              label={modeToggle.label}
              onLabel={modeToggle.onLabel}
              offLabel={modeToggle.offLabel}
              checked={modeToggle.checked}
              onCheckedChange={modeToggle.onCheckedChange}
            />
          ) : null}
        </div>
      ) : null}
      {showingAlternative ? (
        alternative
      ) : (
        <form
          className="ap-part-finder__form"
          method="get"
          action={formAction}
          onSubmit={handleSubmit}
        >
          <div className="ap-part-finder__lists">
            {lists.map(([name, list]) => (
              <PartFinderListField
                key={name}
                name={name}
                list={list}
                labels={labels}
                native={native}
                onChoose={onChoose}
                onRetry={onRetry}
              />
            ))}
          </div>
          <div className="ap-part-finder__actions">
            <Button type="submit" disabled={!native && showDisabled}>
              {labels.show}
            </Button>
            {onReset && !native ? (
              <Button variant="ghost" onClick={onReset}>
                {labels.reset}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
