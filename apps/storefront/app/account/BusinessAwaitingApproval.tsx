import { translate } from '../i18n/translate';

/**
 * Tells a business whose account the shop has not approved yet what happens next: approval within
 * a working day, card until then, invoice after. In the page (a status, not a passing
 * notification), for as long as the account waits.
 */
export function BusinessAwaitingApproval() {
  return (
    <div className="account-form__notice" role="status" aria-labelledby="business-awaiting-title">
      <p id="business-awaiting-title">
        <strong>{translate('auth.businessAwaitingTitle')}</strong>
      </p>
      <p>{translate('auth.businessAwaiting')}</p>
    </div>
  );
}
