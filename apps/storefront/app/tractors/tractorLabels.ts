import { translate } from '../i18n/translate';

/** The texts of the "My tractors" list (`TractorList`). */
export const tractorListLabels = {
  list: translate('tractors.list'),
  active: translate('tractors.active'),
  setActive: translate('tractors.setActive'),
  remove: translate('tractors.remove'),
  showParts: translate('tractors.showParts'),
  showDiagrams: translate('diagram.showDiagrams'),
  licensePlate: translate('tractors.licensePlate'),
  finder: translate('tractors.finder'),
  empty: translate('tractors.empty'),
  loading: translate('tractors.loading'),
};

/** The texts of the active tractor's bar under the header (`ActiveTractorBar`). */
export const activeTractorBarLabels = {
  region: translate('tractors.barRegion'),
  active: translate('tractors.barActive'),
  none: translate('tractors.barNone'),
  manage: translate('account.myTractors'),
  licensePlate: translate('tractors.licensePlate'),
};
