import {
  initialLicensePlateState,
  licensePlateCanSearch,
  licensePlateTransition,
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
 * exactly as the page's hook runs it. Ends in the machine's destination, or in the state to show
 * (selects to choose from, not found, cannot verify). A plate under 3 characters searches
 * nothing (`tooShort`).
 */
export async function lookUpPlate(sdk: Sdk, request: PlateRequest): Promise<PlateLookup> {
  let state = licensePlateTransition(initialLicensePlateState, {
    type: 'input-changed',
    value: request.plate,
  }).state;
  let destination: string | null = null;

  async function dispatch(event: LicensePlateEvent): Promise<void> {
    const step = licensePlateTransition(state, event);
    state = step.state;
    for (const command of step.commands) {
      switch (command.type) {
        case 'search': {
          const outcome = await sdk.licensePlate.search(command.plate);
          await dispatch(
            outcome.ok
              ? { type: 'search-succeeded', plate: command.plate, result: outcome.result }
              : { type: 'search-failed', plate: command.plate, failure: outcome.failure },
          );
          break;
        }
        case 'fetch-info':
          await sdk.partFinder
            .getInfo({ brand: command.brand, model: command.model, finderId: command.finderId })
            .then(
              (info) => dispatch({ type: 'info-loaded', info }),
              (error: unknown) => dispatch({ type: 'info-failed', error }),
            );
          break;
        case 'navigate':
          destination = command.path;
          break;
      }
    }
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
