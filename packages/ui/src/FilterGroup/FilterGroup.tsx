import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type MouseEvent,
} from 'react';
import { ColorSwatch } from '../ColorSwatch/ColorSwatch';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/** One value of a facet, as the app builds it from the search result's aggregations. */
export interface FilterOption {
  /** The query-string value (for example `'massey-ferguson'`). */
  value: string;
  label: string;
  /** Products with this value; shown through `labels.count`. */
  count?: number;
  /** Whether the value is in the current filters. */
  selected: boolean;
  /** In `link` mode: the listing's address with this value toggled (added, or removed if selected). */
  href?: string;
  /** A colour facet's value: shows a swatch before the label. */
  color?: string;
  disabled?: boolean;
}

/** How a filter's options are rendered: checkboxes for a GET form, or links that toggle the value. */
export type FilterMode = 'checkbox' | 'link';

/** Texts of {@link FilterGroup}. */
export interface FilterGroupLabels {
  /** The count after a label (for example `(count) => \`(${count})\``). */
  count: (count: number) => string;
  /** The "show more" control, given how many options it reveals (for example `'Vis 6 til'`). */
  showMore: (hiddenCount: number) => string;
  /** The same control while open (for example `'Vis færre'`). */
  showLess: string;
  /** In `link` mode: read out after a selected option (for example `'valgt'`). */
  selected?: string;
}

/** Props of {@link FilterGroup}: a `<fieldset>`'s props plus the facet. */
export interface FilterGroupProps extends Omit<ComponentProps<'fieldset'>, 'title' | 'onToggle'> {
  /** The facet's name, the legend (for example `'Merke'`). */
  title: string;
  /** The query-string key; the checkboxes' `name` (for example `'brand'`). */
  name: string;
  options: readonly FilterOption[];
  /** Defaults to `checkbox`. */
  mode?: FilterMode;
  /** Options shown before "show more"; the rest are in a disclosure. Defaults to 5. */
  visibleCount?: number;
  /**
   * Called when an option is toggled, with its value and new state. With it the checkboxes are
   * controlled by `selected`; without it they are plain form fields (`defaultChecked`). In
   * `link` mode it is called on click; call `event.preventDefault()` to filter in-app.
   */
  onToggle?: (
    value: string,
    selected: boolean,
    event: ChangeEvent<HTMLInputElement> | MouseEvent<HTMLAnchorElement>,
  ) => void;
  labels: FilterGroupLabels;
}

interface FilterOptionControlProps {
  option: FilterOption;
  name: string;
  mode: FilterMode;
  onToggle: FilterGroupProps['onToggle'];
  labels: FilterGroupLabels;
}

function FilterOptionControl({ option, name, mode, onToggle, labels }: FilterOptionControlProps) {
  const state = option.selected ? 'on' : 'off';
  const content = (
    <>
      {option.color ? (
        <ColorSwatch color={option.color} className="ap-filter-option__swatch" />
      ) : null}
      <span className="ap-filter-option__label">{option.label}</span>
      {option.count !== undefined ? (
        <>
          {' '}
          <span className="ap-filter-option__count">{labels.count(option.count)}</span>
        </>
      ) : null}
    </>
  );

  if (mode === 'link') {
    if (!option.href || option.disabled) {
      return (
        <span className="ap-filter-option" data-state={state} data-disabled="">
          {content}
        </span>
      );
    }
    return (
      <Link
        href={option.href}
        rel="nofollow"
        className="ap-filter-option"
        data-state={state}
        onClick={(event) => onToggle?.(option.value, !option.selected, event)}
      >
        {content}
        {option.selected && labels.selected ? (
          <>
            {' '}
            <span className="ap-visually-hidden">{labels.selected}</span>
          </>
        ) : null}
      </Link>
    );
  }

  return (
    <label className="ap-filter-option" data-state={state}>
      <input
        type="checkbox"
        className="ap-filter-option__input"
        name={name}
        value={option.value}
        disabled={option.disabled}
        {...(onToggle
          ? {
              checked: option.selected,
              onChange: (event: ChangeEvent<HTMLInputElement>) =>
                onToggle(option.value, event.target.checked, event),
            }
          : { defaultChecked: option.selected })}
      />
      {content}
    </label>
  );
}

/**
 * A facet as a list of options with counts: checkboxes named after the query-string key (so a
 * GET form submits `?brand=a&brand=b` with no script), or links that toggle the value (`mode="link"`,
 * each option's `href` built by the app). Options past `visibleCount` sit in a native
 * `<details>` "show more", which also works before hydration; it starts open (and opens later)
 * when one of them is selected, and stays open when that value is cleared. Options carry `data-state="on"`/`"off"`.
 *
 * @example
 * ```tsx
 * <FilterGroup title="Merke" name="brand" options={brandOptions} labels={filterLabels} onToggle={toggleFilter} />
 * ```
 */
export function FilterGroup({
  title,
  name,
  options,
  mode = 'checkbox',
  visibleCount = 5,
  onToggle,
  labels,
  className,
  ...fieldsetProps
}: FilterGroupProps) {
  const shown = options.slice(0, visibleCount);
  const hidden = options.slice(visibleCount);
  const hiddenSelected = hidden.some((option) => option.selected);
  // "Show more" is open in the first HTML when a value behind it is selected, and opens when one
  // becomes selected later; it never folds on its own: clearing the last selected value behind
  // it must not hide the list the shopper is working in (the `open` prop stays as first set).
  const [openAtFirst] = useState(hiddenSelected);
  const moreRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (hiddenSelected && moreRef.current) moreRef.current.open = true;
  }, [hiddenSelected]);
  const item = (option: FilterOption) => (
    <li key={option.value} className="ap-filter-group__item">
      <FilterOptionControl
        option={option}
        name={name}
        mode={mode}
        onToggle={onToggle}
        labels={labels}
      />
    </li>
  );

  return (
    <fieldset
      {...fieldsetProps}
      className={joinClassNames('ap-filter-group', className)}
      data-mode={mode}
    >
      <legend className="ap-filter-group__title">{title}</legend>
      <ul className="ap-filter-group__list">{shown.map(item)}</ul>
      {hidden.length > 0 ? (
        <details ref={moreRef} className="ap-filter-group__more" open={openAtFirst || undefined}>
          <summary className="ap-filter-group__toggle">
            <span className="ap-filter-group__show-more">{labels.showMore(hidden.length)}</span>
            <span className="ap-filter-group__show-less">{labels.showLess}</span>
          </summary>
          <ul className="ap-filter-group__list">{hidden.map(item)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}
