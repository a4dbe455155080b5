import { useLicensePlateFinder, type UseLicensePlateFinderResult } from '@agri-parts/react-hooks';
import type { LicensePlateState, PartFinderFinder } from '@agri-parts/sdk';
import {
  LicensePlateFinder,
  type LicensePlateChoice,
  type LicensePlateFinderLabels,
} from '@agri-parts/ui';
import { useEffect, useRef } from 'react';

import { translate } from '../i18n/translate';
import type { PlateLookupView } from './loadPartFinderPages.server';
import { plateFound, plateMessage, plateWayOn } from './plateMessage';

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

/**
 * The widget's licence-plate finder: the SDK's machine through `useLicensePlateFinder`, going to
 * where a look-up ends with the plate and what the registry said along (so the parts page can
 * say what was found and add the machine to My tractors with its plate). A look-up the server showed (sent before hydration) is made again by the machine.
 */
export function useWidgetPlateFinder(
  plate: PlateLookupView | null,
  go: (path: string, licensePlate: string | null, found: string | null) => void,
): UseLicensePlateFinderResult {
  const lookedUp = useRef<PlateLookupView['state'] | null>(null);
  const plateFinder = useLicensePlateFinder({
    onNavigate: (path) => {
      const state = lookedUp.current;
      go(path, state?.plate ?? null, state ? plateFound(state) : null);
    },
  });
  lookedUp.current = plateFinder.state;

  const carried = useRef(plate);
  const { setInput, search } = plateFinder;
  useEffect(() => {
    const sent = carried.current;
    if (!sent) return;
    setInput(sent.state.input);
    if (!sent.tooShort) search();
  }, [setInput, search]);
  return plateFinder;
}

/** Props of {@link PlateFinderForm}. */
export interface PlateFinderFormProps {
  hydrated: boolean;
  plateFinder: UseLicensePlateFinderResult;
  /** A look-up the server made for a form sent before hydration. */
  plate: PlateLookupView | null;
  /** The finders, to name the finder select's options. */
  finders: readonly PartFinderFinder[];
  /** Switches the widget to the make and model dropdowns (a way on from a result). */
  onUseFinder?: () => void;
}

/**
 * The licence-plate form of the part finder widget: after hydration driven by the SDK's machine;
 * before, a GET form to `/parts` showing the server's look-up (its selects or message). A result
 * says what the registry found and, when it led to no parts, offers the ways on.
 */
export function PlateFinderForm({
  hydrated,
  plateFinder,
  plate,
  finders,
  onUseFinder,
}: PlateFinderFormProps) {
  if (!hydrated) {
    return (
      <LicensePlateFinder
        labels={plateLabels}
        action="/parts"
        value={plate?.state.input ?? ''}
        {...(plate ? plateChoices(plate.state, finders) : {})}
        resetHref="/parts?mode=plate"
        message={plate ? plateMessage(plate.state, plate.tooShort) : null}
        found={plate ? plateFound(plate.state) : null}
        actions={plate ? plateWayOn(plate.state) : []}
      />
    );
  }
  const { state } = plateFinder;
  return (
    <LicensePlateFinder
      labels={plateLabels}
      value={state.input}
      onValueChange={plateFinder.setInput}
      searchDisabled={!plateFinder.canSearch}
      busy={state.status === 'searching' || state.status === 'fetching-info'}
      onSearch={plateFinder.search}
      {...plateChoices(state, finders)}
      onChoose={(name, value) => {
        if (value === '') return;
        if (name === 'brand') plateFinder.chooseBrand(value);
        else if (name === 'finder') plateFinder.chooseFinder(Number(value));
        else plateFinder.chooseModel(Number(value));
      }}
      confirmDisabled={!plateFinder.canConfirm}
      onConfirm={plateFinder.confirm}
      onReset={plateFinder.reset}
      message={plateMessage(state)}
      found={plateFound(state)}
      actions={plateWayOn(state, {
        retry: plateFinder.search,
        ...(onUseFinder ? { useFinder: onUseFinder } : {}),
      })}
    />
  );
}
