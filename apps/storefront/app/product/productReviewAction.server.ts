import type { Refusal } from '@agri-parts/sdk';
import { data, type RouterContextProvider } from 'react-router';

import { translate } from '../i18n/translate';
import { sdkContext } from '../sdk/sdkContext';
import { reviewIntent, type ReviewActionData, type ReviewFormEntered } from './reviewsSection';
import { reviewProblemText, reviewRefusalText } from './reviewTexts';

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The form as entered, with the stars of each of `kindIds` (`rating:<id>`, 1–5; anything else
 * is no stars). Texts are kept as typed, the SDK trims them. Pure.
 */
export function enteredReview(formData: FormData, kindIds: readonly string[]): ReviewFormEntered {
  const ratings: Record<string, number> = {};
  for (const id of kindIds) {
    const stars = Number(text(formData, `rating:${id}`));
    if (Number.isInteger(stars) && stars >= 1 && stars <= 5) ratings[id] = stars;
  }
  return {
    nickname: text(formData, 'nickname'),
    summary: text(formData, 'summary'),
    text: text(formData, 'text'),
    ratings,
  };
}

/** The HTTP status a refused review answers with. */
function refusalStatus(refusal: Refusal): number {
  switch (refusal.kind) {
    case 'too_many_requests':
      return 429;
    case 'not_authorized':
    case 'not_authenticated':
      return 403;
    case 'not_found':
      return 404;
    default:
      return 400;
  }
}

/**
 * The product page's action (its routes `catchAll` and `productBySku`): "Skriv en anmeldelse"
 * posted (`intent=review`, the product's `sku`), with JavaScript through a fetcher and without
 * it as a plain form post. `refuseCrossOriginRequests` has refused a post from another site
 * before it, as for every form of the shop. The review goes through `sdk.reviews.create` as the
 * session's customer; the answer is thanks, the problems by field (400), or the refusal (4xx).
 * Another intent, or no SKU, is a 400.
 */
export async function productPageAction({ request, context }: ActionArgs) {
  const formData = await request.formData();
  const sku = text(formData, 'sku').trim();
  if (formData.get('intent') !== reviewIntent || !sku) throw data(null, { status: 400 });
  const sdk = context.get(sdkContext);
  const fail = (message: string, values: ReviewFormEntered, status: number) =>
    data<ReviewActionData>({ intent: reviewIntent, status: 'failed', message, values }, { status });

  let kinds;
  try {
    ({ ratingKinds: kinds } = await sdk.reviews.writeSettings());
  } catch (error) {
    console.error('The review form settings could not be loaded', error);
    return fail(translate('reviews.failed'), enteredReview(formData, []), 503);
  }
  const values = enteredReview(
    formData,
    kinds.map((kind) => kind.id),
  );
  // Reviews switched off: there is nothing to rate with.
  if (kinds.length === 0) return fail(translate('reviews.failed'), values, 403);
  try {
    const outcome = await sdk.reviews.create({ sku, ...values }, kinds);
    if (outcome.status === 'submitted') {
      return data<ReviewActionData>({ intent: reviewIntent, status: 'done' });
    }
    if (outcome.status === 'invalid') {
      const errors = Object.fromEntries(
        outcome.problems.map((problem) => [
          problem.field === 'rating' ? `rating:${problem.ratingId}` : problem.field,
          reviewProblemText(problem),
        ]),
      );
      return data<ReviewActionData>(
        { intent: reviewIntent, status: 'invalid', errors, values },
        { status: 400 },
      );
    }
    return fail(reviewRefusalText(outcome.refusal), values, refusalStatus(outcome.refusal));
  } catch (error) {
    console.error(`A review of ${sku} could not be sent`, error);
    return fail(translate('reviews.failed'), values, 502);
  }
}
