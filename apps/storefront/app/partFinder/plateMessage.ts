import {
  describeRegisteredVehicle,
  licensePlateOutcome,
  registeredVehicleTitle,
  type LicensePlateState,
  type RegisteredVehicle,
} from '@agri-parts/sdk';
import type { LicensePlateFinderAction, LicensePlateFinderMessage } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { shopPhone } from '../layout/shopContact';

type PlateView = Pick<LicensePlateState, 'status' | 'result' | 'failure' | 'plate'>;

function invalidReason(state: PlateView): string | null {
  const failure = state.failure;
  if (failure?.kind !== 'invalid') return null;
  return failure.reason === 'characters'
    ? translate('licensePlate.invalidCharacters')
    : failure.reason === 'too-long'
      ? translate('licensePlate.tooLong')
      : translate('licensePlate.tooShort');
}

/**
 * The look-up's message, one per outcome (the SDK's `licensePlateOutcome`): not in our finder
 * and not registered (polite; spec §8 'We were not able to find your tractor'), cannot verify
 * (an alert: not registered, the registry unavailable, or what is wrong with a refused plate),
 * or a plate too short to search.
 */
export function plateMessage(state: PlateView, tooShort = false): LicensePlateFinderMessage | null {
  if (tooShort) return { text: translate('licensePlate.tooShort'), tone: 'status' };
  const outcome = licensePlateOutcome(state);
  const notFound = translate('licensePlate.notFound');
  const cannotVerify = translate('licensePlate.cannotVerify');
  switch (outcome?.kind) {
    case 'not-in-finder':
      return { text: `${notFound}. ${translate('licensePlate.notInFinder')}`, tone: 'status' };
    case 'not-registered':
      return state.status === 'not-found'
        ? { text: `${notFound}. ${translate('licensePlate.notRegistered')}`, tone: 'status' }
        : { text: `${cannotVerify} ${translate('licensePlate.notRegistered')}`, tone: 'alert' };
    case 'unavailable':
      return { text: `${cannotVerify} ${translate('licensePlate.unavailable')}`, tone: 'alert' };
    case 'invalid':
      return { text: `${cannotVerify} ${invalidReason(state) ?? ''}`.trim(), tone: 'alert' };
    default:
      return null;
  }
}

/** What the registry said about a vehicle ('Registeret: Valtra G135 Versu (2015)'), if anything. */
export function vehicleFound(vehicle: RegisteredVehicle | null | undefined): string | null {
  const title = vehicle ? registeredVehicleTitle(describeRegisteredVehicle(vehicle)) : null;
  return title ? translate('licensePlate.found', { vehicle: title }) : null;
}

/** What the registry said about the vehicle of a look-up, if anything. */
export function plateFound(state: PlateView): string | null {
  return vehicleFound(state.result?.vehicle);
}

/** What the ways on do in the page (after hydration); without them they are links. */
export interface PlateWayOnHandlers {
  retry?: () => void;
  useFinder?: () => void;
}

/**
 * The ways on from a result that found no parts: try again (registry unavailable), the make and
 * model dropdowns, and the shop's phone. None while choosing or for a refused plate.
 */
export function plateWayOn(
  state: PlateView,
  handlers: PlateWayOnHandlers = {},
): LicensePlateFinderAction[] {
  const kind = licensePlateOutcome(state)?.kind;
  if (kind !== 'unavailable' && kind !== 'not-registered' && kind !== 'not-in-finder') return [];
  const actions: LicensePlateFinderAction[] = [];
  if (kind === 'unavailable' && state.plate) {
    const query = new URLSearchParams({ licensePlate: state.plate });
    actions.push({
      label: translate('licensePlate.retry'),
      href: `/parts?${query.toString()}`,
      ...(handlers.retry ? { onClick: handlers.retry } : {}),
    });
  }
  actions.push(
    {
      label: translate('partFinder.useFinder'),
      href: '/parts',
      ...(handlers.useFinder ? { onClick: handlers.useFinder } : {}),
    },
    {
      label: translate('search.callUs', { phone: shopPhone.display }),
      href: `tel:${shopPhone.number}`,
    },
  );
  return actions;
}
