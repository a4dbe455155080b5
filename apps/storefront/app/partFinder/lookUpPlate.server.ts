import {
  initialLicensePlateState,
  licensePlateCanSearch,
  licensePlateTransition,
  runPlateCommand,
  type LicensePlateEvent,
  type LicensePlateState,
  type Sdk,
} from '@agri-parts/sdk';

import { plateChoiceEvents, type PlateRequest } from './plateRequest';

/** How a look-up sent without JavaScript ends: a page to go to, or the finder's state to show. */
export type PlateLookup =
  | { type: 'redirect'; path: string }
  | { type: 'show'; state: LicensePlateState; tooShort: boolean };

/**
 * A licence-plate look-up on the server (the GET form before hydration): the SDK's machine run
 * to the end — the search, the shopper's choices sent back from the selects, the info fetch —
 * with the SDK's `runPlateCommand`, exactly as the page's hook runs it. Ends in the machine's
 * destination, or in the state to show (selects to choose from, not found, cannot verify). A
 * plate under 3 characters searches nothing (`tooShort`).
 */
export async function lookUpPlate(sdk: Sdk, request: PlateRequest): Promise<PlateLookup> {
  let state = licensePlateTransition(initialLicensePlateState, {
    type: 'input-changed',
    value: request.plate,
  }).state;
  let destination: string | null = null;

  const services = {
    licensePlate: sdk.licensePlate,
    partFinder: sdk.partFinder,
    navigate: (path: string) => {
      destination = path;
    },
  };

  async function dispatch(event: LicensePlateEvent): Promise<void> {
    const step = licensePlateTransition(state, event);
    state = step.state;
    for (const command of step.commands) await runPlateCommand(command, services, dispatch);
  }

  if (!licensePlateCanSearch(state)) return { type: 'show', state, tooShort: true };
  await dispatch({ type: 'search' });
  if (destination === null && state.status === 'choosing') {
    for (const event of plateChoiceEvents(request)) {
      await dispatch(event);
      if (destination !== null) break;
    }
  }
  // The plate goes along, so the parts page can add the machine to My tractors with it.
  return destination !== null
    ? {
        type: 'redirect',
        path: state.plate
          ? `${destination}?${new URLSearchParams({ licensePlate: state.plate }).toString()}`
          : destination,
      }
    : { type: 'show', state, tooShort: false };
}
