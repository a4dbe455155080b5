import { useId, type ComponentProps, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { joinClassNames } from '../internal/joinClassNames';
import type { SelectFieldOption } from '../SelectField/SelectField';
import { LicensePlateFinderChoices } from './LicensePlateFinderChoices';
import { LicensePlateInput } from './LicensePlateInput';

/** Texts of {@link LicensePlateFinder}. */
export interface LicensePlateFinderLabels {
  /** The field's label (for example `'Registreringsnummer'`). */
  plate: string;
  /** The field's placeholder, a plate (for example `'AX 9999'`). */
  placeholder: string;
  /** A short hint under the field (for example `'Minst 3 tegn'`). */
  hint?: string;
  search: string;
  /** Shown on the search button while the look-up runs (for example `'Søker …'`). */
  searching: string;
  brand: string;
  brandPlaceholder: string;
  finder: string;
  finderPlaceholder: string;
  model: string;
  modelPlaceholder: string;
  show: string;
  reset: string;
}

/** A select among the look-up's results (brands, finders or models) and its chosen value. */
export interface LicensePlateChoice {
  options: SelectFieldOption[];
  /** The chosen value; `null` for none. */
  value: string | null;
}

/** The look-up's message: `status` is polite (not found), `alert` assertive (cannot verify). */
export interface LicensePlateFinderMessage {
  text: string;
  tone: 'status' | 'alert';
}

/**
 * A way on from the look-up's result: a link (`href`: the make and model search, the shop's
 * phone), run in the page instead when `onClick` is given (try again, switch to the dropdowns).
 */
export interface LicensePlateFinderAction {
  label: string;
  href: string;
  /** Runs in the page; the link is followed only without it (or before the page's scripts). */
  onClick?: () => void;
}

/** The ways on after a result, as links that run in the page when they have `onClick`. */
function LicensePlateFinderWayOn({ actions }: { actions: readonly LicensePlateFinderAction[] }) {
  if (actions.length === 0) return null;
  return (
    <ul className="ap-plate-finder__way-on">
      {actions.map((action) => (
        <li key={action.label}>
          <a
            href={action.href}
            onClick={(event) => {
              if (!action.onClick) return;
              event.preventDefault();
              action.onClick();
            }}
          >
            {action.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Which result select a shopper changed. */
export type LicensePlateChoiceName = 'brand' | 'finder' | 'model';

/** Props of {@link LicensePlateFinder}. */
export interface LicensePlateFinderProps extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'children' | 'onChange'
> {
  labels: LicensePlateFinderLabels;
  /** The field's value, as typed. */
  value: string;
  /** Called with the field's text on every change. */
  onValueChange?: (value: string) => void;
  /** The field's name in the GET form (`licensePlate` by default). */
  inputName?: string;
  /** The search button is disabled (fewer than 3 characters). */
  searchDisabled?: boolean;
  /** A look-up or its info fetch is running. */
  busy?: boolean;
  /**
   * Runs the search in the page. Without it the form is a plain GET to `action`: the field and
   * any chosen values go to the server.
   */
  onSearch?: () => void;
  brandChoice?: LicensePlateChoice | null;
  finderChoice?: LicensePlateChoice | null;
  modelChoice?: LicensePlateChoice | null;
  /** Called when a value of the brand, finder or model select is chosen: which select, and the value. */
  onChoose?: (choice: LicensePlateChoiceName, value: string) => void;
  /** Show once the choices are made; shown only while a choice is offered. */
  confirmDisabled?: boolean;
  /** Runs Show in the page; without it Show submits the form. */
  onConfirm?: () => void;
  /** Clears everything; without it (and without `resetHref`) no Reset is shown. */
  onReset?: () => void;
  /** Reset as a link, for the form before the page's scripts run. */
  resetHref?: string;
  message?: LicensePlateFinderMessage | null;
  /** What the registry said about the vehicle (for example `'Registeret: Valtra G135 Versu (2015)'`). */
  found?: string | null;
  /** Ways on after the result: try again, the make and model search, the phone. */
  actions?: readonly LicensePlateFinderAction[];
}

/**
 * The licence-plate finder: a field styled like a Norwegian plate, a search button, the selects
 * a look-up can open (brand, finder, model) with Show, Reset, and a message area (`role="status"`
 * for not found, `role="alert"` for cannot verify), what the registry said about the vehicle, and
 * the ways on from the result (links, or page actions). Presentational: state comes from props and
 * every text from `labels`.
 *
 * It is a GET form (`action`, field `licensePlate`, selects `brand`, `finderId`, `modelId`) that
 * works before the page's scripts run; with `onSearch` / `onConfirm` the page handles it.
 */
export function LicensePlateFinder({
  labels,
  value,
  onValueChange,
  inputName = 'licensePlate',
  searchDisabled = false,
  busy = false,
  onSearch,
  brandChoice,
  finderChoice,
  modelChoice,
  onChoose,
  confirmDisabled = false,
  onConfirm,
  onReset,
  resetHref,
  message,
  found,
  actions = [],
  className,
  method = 'get',
  ...formProps
}: LicensePlateFinderProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!onSearch) return;
    event.preventDefault();
    if (!searchDisabled && !busy) onSearch();
  }

  return (
    <form
      {...formProps}
      method={method}
      className={joinClassNames('ap-plate-finder', className)}
      aria-busy={busy ? true : undefined}
      onSubmit={handleSubmit}
    >
      <label className="ap-plate-finder__label" htmlFor={inputId}>
        {labels.plate}
      </label>
      <div className="ap-plate-finder__row">
        <LicensePlateInput
          id={inputId}
          name={inputName}
          value={value}
          placeholder={labels.placeholder}
          describedBy={labels.hint ? hintId : undefined}
          onValueChange={onValueChange}
        />
        <Button type="submit" disabled={(onSearch !== undefined && searchDisabled) || busy}>
          {busy ? labels.searching : labels.search}
        </Button>
      </div>
      {labels.hint ? (
        <p id={hintId} className="ap-plate-finder__hint">
          {labels.hint}
        </p>
      ) : null}
      <LicensePlateFinderChoices
        labels={labels}
        brandChoice={brandChoice}
        finderChoice={finderChoice}
        modelChoice={modelChoice}
        onChoose={onChoose}
        confirmDisabled={confirmDisabled}
        busy={busy}
        onConfirm={onConfirm}
      />
      <div
        className="ap-plate-finder__message"
        role={message?.tone === 'alert' ? 'alert' : 'status'}
        data-tone={message?.tone}
      >
        {found ? <p className="ap-plate-finder__found">{found}</p> : null}
        {message?.text}
      </div>
      <LicensePlateFinderWayOn actions={actions} />
      {onReset || resetHref ? (
        <div className="ap-plate-finder__actions">
          {onReset ? (
            <Button variant="ghost" onClick={onReset}>
              {labels.reset}
            </Button>
          ) : (
            <a className="ap-button ap-button--ghost ap-button--md" href={resetHref}>
              {labels.reset}
            </a>
          )}
        </div>
      ) : null}
    </form>
  );
}
