import type { Refusal, ReviewFormProblem } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';

/** What to say about a field of the review form, by its problem's kind. */
export function reviewProblemText(problem: ReviewFormProblem): string {
  if (problem.kind === 'too_long') {
    return translate('reviews.tooLong', { max: problem.maxLength ?? 0 });
  }
  switch (problem.field) {
    case 'rating':
      return translate('reviews.ratingRequired');
    case 'nickname':
      return translate('reviews.nicknameRequired');
    case 'summary':
      return translate('reviews.summaryRequired');
    case 'text':
      return translate('reviews.textRequired');
  }
}

/** What to say when the shop refused a review, by the refusal's kind. */
export function reviewRefusalText(refusal: Refusal): string {
  switch (refusal.kind) {
    case 'too_many_requests':
      return translate('reviews.tooMany');
    case 'not_authorized':
    case 'not_authenticated':
      return translate('reviews.logIn');
    default:
      return translate('reviews.failed');
  }
}
