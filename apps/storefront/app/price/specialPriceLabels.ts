import { translate } from '../i18n/translate';

/** Read out before an offer's struck and new price ("Før 1 499,– Nå 1 199,–"). */
export const specialPriceLabels = {
  before: translate('price.before'),
  now: translate('price.now'),
};
