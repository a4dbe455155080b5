import { ConsentBanner } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { useConsent } from './ConsentProvider';

const labels = {
  title: translate('consent.title'),
  description: translate('consent.description'),
  acceptAll: translate('consent.acceptAll'),
  necessaryOnly: translate('consent.necessaryOnly'),
  choose: translate('consent.choose'),
  save: translate('consent.save'),
  necessary: translate('consent.necessary'),
  necessaryHint: translate('consent.necessaryHint'),
  statistics: translate('consent.statistics'),
  statisticsHint: translate('consent.statisticsHint'),
  marketing: translate('consent.marketing'),
  marketingHint: translate('consent.marketingHint'),
};

/** The cookie-consent banner wired to the page's consent (see {@link useConsent}). */
export function ConsentBannerControl() {
  const consent = useConsent();
  return (
    <ConsentBanner
      open={consent.bannerOpen}
      defaultView={consent.bannerView}
      choice={consent.choice}
      labels={labels}
      onAcceptAll={() => consent.decide({ statistics: true, marketing: true })}
      onNecessaryOnly={() => consent.decide({ statistics: false, marketing: false })}
      onSave={consent.decide}
    />
  );
}
