import { translate } from '../i18n/translate';

/**
 * Says what the asterisk on a label means (WCAG 3.3.2), above a form that has both required and
 * optional fields. Screen readers hear `required` on each input instead.
 */
export function RequiredFieldsNote() {
  return (
    <p className="form-required-note" aria-hidden="true">
      {translate('validation.requiredNote')}
    </p>
  );
}
