import { useLicensePlateFinder, usePartFinder } from '@agri-parts/react-hooks';
import {
  createPartFinderState,
  type LicensePlateState,
  type PartFinderFinder,
} from '@agri-parts/sdk';
import {
  LicensePlateFinder,
  PartFinder,
  type LicensePlateChoice,
  type LicensePlateFinderLabels,
  type PartFinderLabels,
  type PartFinderList,
} from '@agri-parts/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { translate } from '../i18n/translate';
import { useHydrated } from '../layout/useHydrated';
import type { FinderWidgetPreset, PlateLookupView } from './loadPartFinderPages.server';
import { partFinderScrollState } from './partFinderScroll';
import { plateMessage } from './plateMessage';

const labels: PartFinderLabels = {
  finders: {
    label: translate('partFinder.finder'),
    placeholder: translate('partFinder.chooseFinder'),
    filter: translate('partFinder.filterFinders'),
    error: translate('partFinder.findersFailed'),
  },
  brands: {
    label: translate('partFinder.brand'),
    placeholder: translate('partFinder.chooseBrand'),
    filter: translate('partFinder.filterBrands'),
    error: translate('partFinder.brandsFailed'),
  },
  models: {
    label: translate('partFinder.model'),
    placeholder: translate('partFinder.chooseModel'),
    filter: translate('partFinder.filterModels'),
    error: translate('partFinder.modelsFailed'),
  },
  loading: translate('partFinder.loading'),
  empty: translate('partFinder.empty'),
  noResults: translate('partFinder.noResults'),
  retry: translate('partFinder.retry'),
  show: translate('partFinder.show'),
  reset: translate('partFinder.reset'),
};

const plateLabels: LicensePlateFinderLabels = {
  plate: translate('licensePlate.label'),
  placeholder: translate('licensePlate.placeholder'),
  hint: translate('licensePlate.hint'),
  search: translate('licensePlate.search'),
  searching: translate('licensePlate.searching'),
  brand: translate('partFinder.brand'),
  brandPlaceholder: translate('partFinder.chooseBrand'),
  finder: translate('partFinder.finder'),
  finderPlaceholder: translate('partFinder.chooseFinder'),
  model: translate('partFinder.model'),
  modelPlaceholder: translate('partFinder.chooseModel'),
  show: translate('partFinder.show'),
  reset: translate('partFinder.reset'),
};

/** The selects a look-up opened, named for the page (finders by their names). */
function plateChoices(state: LicensePlateState, finders: readonly PartFinderFinder[]) {
  const finderName = (id: number) =>
    finders.find((finder) => finder.id === id)?.name ??
    translate('partFinder.finderNumber', { id });
  const choice = (options: LicensePlateChoice['options'], value: string | number | null) =>
    options.length > 0 ? { options, value: value === null ? null : String(value) } : null;
  return {
    brandChoice: choice(
      state.brandOptions.map((brand) => ({ value: brand, label: brand })),
      state.brand,
    ),
    finderChoice: choice(
      state.finderOptions.map(({ finderId }) => ({
        value: String(finderId),
        label: finderName(finderId),
      })),
      state.finderOptions.length > 0 ? state.finderId : null,
    ),
    modelChoice: choice(
      state.modelOptions.map(({ id, name }) => ({ value: String(id), label: name })),
      state.modelOptions.length > 0 ? state.modelId : null,
    ),
  };
}

/** Props of {@link FinderWidget}. */
export interface FinderWidgetProps {
  preset: FinderWidgetPreset;
  /** A look-up the server made for a form sent before hydration. */
  plate?: PlateLookupView | null;
  /** Start with the licence-plate finder. */
  plateMode?: boolean;
  heading?: string;
}

/**
 * The part finder widget (spec §2, §4): finder → brand → model and Show, or, with the switch,
 * the licence-plate finder. Before hydration both are GET forms to `/parts` (native selects of
 * the lists the server loaded; the plate looked up by the server); afterwards the SDK's machines
 * drive them through `usePartFinder` and `useLicensePlateFinder`. Show and a finished look-up go
 * to the page with the parts page's scroll offset.
 */
export function FinderWidget({
  preset,
  plate = null,
  plateMode = false,
  heading,
}: FinderWidgetProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [initialState] = useState(() =>
    createPartFinderState({
      finders: preset.finders ?? undefined,
      brands: preset.brands ?? undefined,
      models: preset.models ?? undefined,
      finderId: preset.finderId,
      brandId: preset.brandId,
    }),
  );
  const finder = usePartFinder(initialState);
  const [mode, setMode] = useState<'finder' | 'plate'>(plateMode ? 'plate' : 'finder');
  const go = (path: string, licensePlate: string | null = null) =>
    void navigate(path, { state: { ...partFinderScrollState, licensePlate } });
  // The plate goes along, so the parts page can add the machine to My tractors with it.
  const lookedUp = useRef<string | null>(null);
  const plateFinder = useLicensePlateFinder({
    onNavigate: (path) => go(path, lookedUp.current),
  });
  lookedUp.current = plateFinder.state.plate;

  // A look-up the server showed (sent before hydration) is made again by the page's machine.
  const carried = useRef(plate);
  const { setInput, search } = plateFinder;
  useEffect(() => {
    const sent = carried.current;
    if (!sent) return;
    setInput(sent.state.input);
    if (!sent.tooShort) search();
  }, [setInput, search]);

  const { state } = finder;
  const asList = (
    list: typeof state.finders | typeof state.brands | typeof state.models,
    value: number | null,
    disabled: boolean,
  ): PartFinderList => ({
    options: list.items.map((item) => ({
      // Before hydration the form sends slugs, which the server resolves.
      value: hydrated ? String(item.id) : item.slug,
      label: item.name,
    })),
    value:
      value === null
        ? null
        : hydrated
          ? String(value)
          : (list.items.find((item) => item.id === value)?.slug ?? null),
    status: list.status,
    disabled,
  });

  const plateState = plateFinder.state;
  const finders = state.finders.items;
  const plateForm = hydrated ? (
    <LicensePlateFinder
      labels={plateLabels}
      value={plateState.input}
      onValueChange={plateFinder.setInput}
      searchDisabled={!plateFinder.canSearch}
      busy={plateState.status === 'searching' || plateState.status === 'fetching-info'}
      onSearch={plateFinder.search}
      {...plateChoices(plateState, finders)}
      onChoose={(name, value) => {
        if (value === '') return;
        if (name === 'brand') plateFinder.chooseBrand(value);
        else if (name === 'finder') plateFinder.chooseFinder(Number(value));
        else plateFinder.chooseModel(Number(value));
      }}
      confirmDisabled={!plateFinder.canConfirm}
      onConfirm={plateFinder.confirm}
      onReset={plateFinder.reset}
      message={plateMessage(plateState)}
    />
  ) : (
    <LicensePlateFinder
      labels={plateLabels}
      action="/parts"
      value={plate?.state.input ?? ''}
      {...(plate ? plateChoices(plate.state, finders) : {})}
      resetHref="/parts?mode=plate"
      message={plate ? plateMessage(plate.state, plate.tooShort) : null}
    />
  );

  return (
    <div className="part-finder-widget" id="part-finder">
      <PartFinder
        labels={labels}
        heading={heading}
        finders={asList(state.finders, state.finderId, false)}
        brands={asList(state.brands, state.brandId, hydrated && !finder.brandEnabled)}
        models={asList(state.models, state.modelId, hydrated && !finder.modelEnabled)}
        onChoose={(list, value) => {
          const id = Number(value);
          if (list === 'finders') finder.chooseFinder(id);
          else if (list === 'brands') finder.chooseBrand(id);
          else finder.chooseModel(id);
        }}
        onRetry={finder.retry}
        showDisabled={!finder.showEnabled}
        onShow={() => {
          if (finder.showPath) go(finder.showPath);
        }}
        onReset={finder.reset}
        formAction={hydrated ? undefined : '/parts'}
        modeToggle={{
          label: translate('partFinder.plateToggle'),
          onLabel: translate('toggle.on'),
          offLabel: translate('toggle.off'),
          checked: mode === 'plate',
          onCheckedChange: (checked) => setMode(checked ? 'plate' : 'finder'),
        }}
        alternative={plateForm}
      />
      <noscript>
        <p className="part-finder-widget__switch">
          <a href={mode === 'plate' ? '/parts' : '/parts?mode=plate'}>
            {mode === 'plate'
              ? translate('partFinder.useFinder')
              : translate('partFinder.plateToggle')}
          </a>
        </p>
      </noscript>
    </div>
  );
}
