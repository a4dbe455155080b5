import type { LicensePlateState } from '@agri-parts/sdk';
import type { LicensePlateFinderMessage } from '@agri-parts/ui';

import { translate } from '../i18n/translate';

/**
 * The look-up's message: not found (polite), cannot verify (an alert; for a plate the rules
 * refuse, followed by what is wrong with it), or a plate too short to search.
 */
export function plateMessage(
  state: Pick<LicensePlateState, 'message' | 'failure'>,
  tooShort = false,
): LicensePlateFinderMessage | null {
  if (tooShort) return { text: translate('licensePlate.tooShort'), tone: 'status' };
  if (state.message === 'licensePlate.notFound') {
    return { text: translate('licensePlate.notFound'), tone: 'status' };
  }
  if (state.message !== 'licensePlate.cannotVerify') return null;
  const failure = state.failure;
  const reason =
    failure?.kind !== 'invalid'
      ? null
      : failure.reason === 'characters'
        ? translate('licensePlate.invalidCharacters')
        : failure.reason === 'too-long'
          ? translate('licensePlate.tooLong')
          : translate('licensePlate.tooShort');
  const cannotVerify = translate('licensePlate.cannotVerify');
  return {
    text: reason ? `${cannotVerify} ${reason}` : cannotVerify,
    tone: 'alert',
  };
}
