import type { PartFinderService } from '../partFinder/createPartFinderService';
import type { LicensePlateService } from './createLicensePlateService';
import type { LicensePlateCommand, LicensePlateEvent } from './licensePlateMachine';

/** What carries out the licence-plate machine's commands. */
export interface PlateCommandServices {
  /** The look-up (`sdk.licensePlate`). */
  licensePlate: Pick<LicensePlateService, 'search'>;
  /** The info fetch (`sdk.partFinder`). */
  partFinder: Pick<PartFinderService, 'getInfo'>;
  /** Goes to the page the look-up ends on (`/parts/...`): a router's `navigate`, or a redirect. */
  navigate: (path: string) => void;
}

/**
 * Carries out one command of `licensePlateTransition` and sends the event that ends it to
 * `dispatch`: `search` looks the plate up (`search-succeeded` or `search-failed`; the service
 * never rejects), `fetch-info` fetches the matched finder, brand and model (`info-loaded` or
 * `info-failed`), `navigate` calls `services.navigate`. The one driver of the machine's effects,
 * for a browser hook and a server loader alike: the request starts at once, and the promise
 * settles once the ending event's `dispatch` has (so a server can await a whole look-up).
 *
 * @example
 * ```ts
 * const services = { licensePlate: sdk.licensePlate, partFinder: sdk.partFinder, navigate };
 * const step = licensePlateTransition(state, { type: 'search' });
 * for (const command of step.commands) void runPlateCommand(command, services, dispatch);
 * ```
 */
export async function runPlateCommand(
  command: LicensePlateCommand,
  services: PlateCommandServices,
  dispatch: (event: LicensePlateEvent) => void | Promise<void>,
): Promise<void> {
  switch (command.type) {
    case 'search': {
      const { plate } = command;
      const outcome = await services.licensePlate.search(plate);
      await dispatch(
        outcome.ok
          ? { type: 'search-succeeded', plate, result: outcome.result }
          : { type: 'search-failed', plate, failure: outcome.failure },
      );
      return;
    }
    case 'fetch-info':
      await services.partFinder
        .getInfo({ brand: command.brand, model: command.model, finderId: command.finderId })
        .then(
          (info) => dispatch({ type: 'info-loaded', info }),
          (error: unknown) => dispatch({ type: 'info-failed', error }),
        );
      return;
    case 'navigate':
      services.navigate(command.path);
      return;
  }
}
