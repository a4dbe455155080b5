import { quoteRequestLimits, type QuoteRequestProblem } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';

/** A number as the shop writes it (`9 999`). */
const count = (value: number) => value.toLocaleString('nb-NO');

/** What is wrong with a field of the quote form, in Norwegian, at the field. Pure. */
export function quoteProblemMessage(problem: QuoteRequestProblem): string {
  const limits = quoteRequestLimits;
  switch (problem.field) {
    case 'quantity':
      return problem.reason === 'required'
        ? translate('quote.errorQuantityRequired')
        : translate('quote.errorQuantity', { max: count(limits.maxQuantity) });
    case 'name':
      if (problem.reason === 'required') return translate('quote.errorNameRequired');
      return problem.reason === 'too-short'
        ? translate('quote.errorNameTooShort', { min: limits.minNameLength })
        : translate('quote.errorNameTooLong', { max: limits.maxNameLength });
    case 'email':
      if (problem.reason === 'required') return translate('quote.errorEmailRequired');
      return problem.reason === 'invalid'
        ? translate('quote.errorEmailInvalid')
        : translate('quote.errorEmailTooLong', { max: limits.maxEmailLength });
    case 'phone':
      return translate('quote.errorPhone', {
        min: limits.minPhoneDigits,
        max: limits.maxPhoneDigits,
      });
    case 'message':
      return translate('quote.errorMessageTooLong', { max: count(limits.maxMessageLength) });
  }
}
