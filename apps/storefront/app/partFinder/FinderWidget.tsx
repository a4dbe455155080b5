import { usePartFinder } from '@agri-parts/react-hooks';
import { createPartFinderState, type PartFinderState } from '@agri-parts/sdk';
import { PartFinder, type PartFinderLabels, type PartFinderList } from '@agri-parts/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { translate } from '../i18n/translate';
import { useHydrated } from '../layout/useHydrated';
import type { FinderWidgetPreset, PlateLookupView } from './loadPartFinderPages.server';
import { partFinderScrollState } from './partFinderScroll';
import { PlateFinderForm, useWidgetPlateFinder } from './PlateFinderForm';

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

/**
 * One of the finder machine's lists as a select of the widget: by id once hydrated; before, by
 * slug, since the form is sent as a GET form whose slugs the server resolves.
 */
function selectList(
  list: PartFinderState['finders'] | PartFinderState['brands'] | PartFinderState['models'],
  value: number | null,
  disabled: boolean,
  hydrated: boolean,
): PartFinderList {
  return {
    options: list.items.map((item) => ({
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
  const go = (path: string, licensePlate: string | null = null, found: string | null = null) =>
    void navigate(path, { state: { ...partFinderScrollState, licensePlate, found } });
  const plateFinder = useWidgetPlateFinder(plate, go);
  const { state } = finder;

  return (
    <div className="part-finder-widget" id="part-finder">
      <PartFinder
        labels={labels}
        heading={heading}
        finders={selectList(state.finders, state.finderId, false, hydrated)}
        brands={selectList(state.brands, state.brandId, hydrated && !finder.brandEnabled, hydrated)}
        models={selectList(state.models, state.modelId, hydrated && !finder.modelEnabled, hydrated)}
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
        alternative={
          <PlateFinderForm
            hydrated={hydrated}
            plateFinder={plateFinder}
            plate={plate}
            finders={state.finders.items}
            onUseFinder={() => setMode('finder')}
          />
        }
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
