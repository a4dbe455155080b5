import { LicensePlateSearchDocument } from './licensePlateSearch.generated';
import type { SdkLogger } from '../logging/SdkLogger';
import type { Transport } from '../transport/createTransport';
import { licensePlateFailure, type LicensePlateFailure } from './licensePlateFailure';
import { licensePlateProblem, normaliseLicensePlate } from './licensePlateInput';
import { mapLicensePlateResult, type LicensePlateResult } from './mapLicensePlateResult';

/** How a look-up ended: a result (which may have matched nothing), or why it could not verify. */
export type LicensePlateSearchOutcome =
  | { ok: true; plate: string; result: LicensePlateResult }
  | { ok: false; plate: string; failure: LicensePlateFailure };

/** The licence-plate look-up (`sdk.licensePlate`). */
export interface LicensePlateService {
  /**
   * Looks up a plate (`WmLicensePlateSearch`), normalised first (whitespace stripped, upper
   * case). A plate that breaks the plate rules is answered without a request. Never throws:
   * every failure is an outcome, a failure other than the plate's own (network, server) is also
   * logged.
   */
  search(plate: string): Promise<LicensePlateSearchOutcome>;
}

/**
 * Creates the licence-plate service of one SDK instance.
 *
 * @example
 * ```ts
 * const outcome = await sdk.licensePlate.search('ax 9999');
 * if (outcome.ok) console.log(outcome.result.suggestions);
 * else if (outcome.failure.kind === 'invalid') console.log(outcome.failure.reason);
 * ```
 */
export function createLicensePlateService(
  transport: Transport,
  options: { logger: SdkLogger },
): LicensePlateService {
  return {
    async search(input) {
      const plate = normaliseLicensePlate(input);
      const problem = licensePlateProblem(plate);
      if (problem) return { ok: false, plate, failure: { kind: 'invalid', reason: problem } };
      try {
        const { WmLicensePlateSearch } = await transport.request(LicensePlateSearchDocument, {
          licensePlate: plate,
        });
        return { ok: true, plate, result: mapLicensePlateResult(WmLicensePlateSearch) };
      } catch (error) {
        const failure = licensePlateFailure(error);
        if (failure.kind === 'error')
          options.logger.error(`Could not look up plate ${plate}`, error);
        return { ok: false, plate, failure };
      }
    },
  };
}
