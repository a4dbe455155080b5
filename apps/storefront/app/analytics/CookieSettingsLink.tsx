import { Button } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { useOptionalConsent } from './ConsentProvider';

/**
 * The footer's "Informasjonskapsler": opens the consent banner on the categories, so the shopper
 * can change their choice. Not shown without a tag manager (there is nothing to choose).
 */
export function CookieSettingsLink() {
  const consent = useOptionalConsent();
  if (!consent?.enabled) return null;
  return (
    <Button variant="ghost" size="sm" onClick={consent.openSettings}>
      {translate('consent.settings')}
    </Button>
  );
}
