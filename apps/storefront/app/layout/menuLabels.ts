import { translate } from '../i18n/translate';

/** The texts of the mega menu and the mobile menu, which show the same entries. */
export const menuLabels = {
  navigation: translate('navigation.mainMenu'),
  submenu: (title: string) => translate('navigation.submenu', { title }),
  loading: translate('navigation.menuLoading'),
  loadFailed: translate('navigation.menuLoadFailed'),
  retry: translate('navigation.menuRetry'),
  more: translate('navigation.more'),
};
