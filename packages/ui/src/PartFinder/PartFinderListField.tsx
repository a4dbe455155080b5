import { Button } from '../Button/Button';
import { Dropdown } from '../Dropdown/Dropdown';
import { SelectField } from '../SelectField/SelectField';
import type { PartFinderLabels, PartFinderList, PartFinderListName } from './PartFinder';

const listFieldNames: Record<PartFinderListName, string> = {
  finders: 'finder',
  brands: 'brand',
  models: 'model',
};

/** Props of {@link PartFinderListField}. */
export interface PartFinderListFieldProps {
  name: PartFinderListName;
  list: PartFinderList;
  labels: PartFinderLabels;
  /** A native select in a plain GET form (before the page's scripts run), else a dropdown. */
  native: boolean;
  onChoose: ((list: PartFinderListName, value: string) => void) | undefined;
  onRetry: ((list: PartFinderListName) => void) | undefined;
}

/**
 * One list of the {@link PartFinder}: a filterable dropdown (or a native select named `finder`,
 * `brand` or `model`) whose placeholder says when it loads or is empty, and after a failed load
 * the reason as an alert with a retry button.
 */
export function PartFinderListField({
  name,
  list,
  labels,
  native,
  onChoose,
  onRetry,
}: PartFinderListFieldProps) {
  const text = labels[name];
  const unavailable =
    list.status === 'loading' ||
    list.status === 'error' ||
    (list.status === 'success' && list.options.length === 0);
  const placeholder =
    list.status === 'loading'
      ? labels.loading
      : list.status === 'success' && list.options.length === 0
        ? labels.empty
        : text.placeholder;

  return (
    <div
      className="ap-part-finder__list"
      data-list={name}
      data-status={list.status}
      aria-busy={list.status === 'loading' ? true : undefined}
    >
      {native ? (
        <SelectField
          label={text.label}
          name={listFieldNames[name]}
          options={list.options}
          placeholder={placeholder}
          defaultValue={list.value ?? ''}
          disabled={list.disabled || list.options.length === 0}
        />
      ) : (
        <Dropdown
          labels={{
            label: text.label,
            filter: text.filter,
            noResults: labels.noResults,
          }}
          options={list.options}
          value={list.value}
          placeholder={placeholder}
          disabled={list.disabled || unavailable}
          filterable
          onChange={(value) => onChoose?.(name, value)}
        />
      )}
      {list.status === 'error' ? (
        <div className="ap-part-finder__error" role="alert">
          <span>{text.error}</span>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={() => onRetry(name)}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
