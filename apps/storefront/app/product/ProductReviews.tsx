import {
  useProductReviews,
  useRatingBreakdown,
  useReviewWriteSettings,
  useSdk,
  useSession,
} from '@agri-parts/react-hooks';
import type { ProductReviewEntry, ReviewFormProblem } from '@agri-parts/sdk';
import { Button, Link, RatingBreakdown, ReviewForm, ReviewList } from '@agri-parts/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';

import { accountPaths, withRedirectTo } from '../account/accountPaths';
import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import { reviewProblemText, reviewRefusalText } from './reviewTexts';

const PAGE_SIZE = 5;

const longDate = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const rating = {
  rating: (value: number, max: number) =>
    translate('product.rating', { value: String(value).replace('.', ','), max }),
  reviews: (count: number) =>
    isSingular(count) ? translate('product.reviewOne') : translate('product.reviews', { count }),
};

const listItem = (review: ProductReviewEntry, index: number) => {
  const iso = `${review.createdAt.replace(' ', 'T')}Z`;
  return {
    id: `${iso}-${index}`,
    nickname: review.nickname,
    summary: review.summary,
    text: review.text,
    stars: review.stars,
    date: longDate.format(new Date(iso)),
    dateTime: iso,
  };
};

/**
 * "Anmeldelser (N)" below the product's details: the breakdown by stars, the newest reviews with
 * "Vis flere", and "Skriv en anmeldelse" for customers (guests where the store allows; others
 * are asked to log in). Loaded in the browser once the page is up, so the product page's first
 * load carries none of it (the reviews sit below the fold). The answer is said in a live region.
 */
export function ProductReviews({ sku, reviewCount }: { sku: string; reviewCount: number }) {
  const breakdown = useRatingBreakdown(sku);
  const firstPage = useProductReviews(sku, 1, PAGE_SIZE);
  const sdk = useSdk();
  const [more, setMore] = useState<ProductReviewEntry[]>([]);
  const [page, setPage] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const totalPages = firstPage.data?.totalPages ?? 0;
  const reviews = [...(firstPage.data?.reviews ?? []), ...more];
  const count = breakdown.data?.total ?? reviewCount;

  async function showMore() {
    setLoadingMore(true);
    try {
      const next = await sdk.reviews.page({ sku, currentPage: page + 1, pageSize: PAGE_SIZE });
      setMore((shown) => [...shown, ...(next?.reviews ?? [])]);
      setPage(page + 1);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section className="product-reviews" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title">{translate('reviews.title', { count })}</h2>
      {count === 0 ? <p>{translate('reviews.none')}</p> : null}
      {breakdown.data && count > 0 ? (
        <RatingBreakdown
          averageStars={breakdown.data.averageStars}
          total={breakdown.data.total}
          bars={breakdown.data.rows}
          labels={{
            title: translate('reviews.breakdown'),
            bar: (stars, n) =>
              translate('reviews.bar', {
                stars: isSingular(stars)
                  ? translate('reviews.starOne')
                  : translate('reviews.stars', { count: stars }),
                reviews: isSingular(n)
                  ? translate('reviews.reviewOne')
                  : translate('reviews.reviews', { count: n }),
              }),
            rating,
          }}
        />
      ) : null}
      {reviews.length > 0 ? (
        <ReviewList
          reviews={reviews.map(listItem)}
          labels={{ title: translate('reviews.list'), by: translate('reviews.by'), rating }}
        />
      ) : null}
      {page < totalPages ? (
        <Button
          type="button"
          variant="secondary"
          disabled={loadingMore}
          onClick={() => void showMore()}
        >
          {translate('reviews.showMore')}
        </Button>
      ) : null}
      <WriteReview sku={sku} />
    </section>
  );
}

type WriteState =
  | { status: 'idle' | 'sending' }
  | { status: 'invalid'; problems: ReviewFormProblem[] }
  | { status: 'failed'; message: string }
  | { status: 'done' };

/** "Skriv en anmeldelse": the form, or for a guest where guests may not write, a login link. */
function WriteReview({ sku }: { sku: string }) {
  const sdk = useSdk();
  const session = useSession();
  const settings = useReviewWriteSettings();
  const here = useLocation();
  const [state, setState] = useState<WriteState>({ status: 'idle' });
  const [values, setValues] = useState({});
  // The status line is only filled after the first render, so screen readers announce it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const kinds = settings.data?.ratingKinds ?? [];
  const mayWrite = session.status === 'authenticated' || settings.data?.guestsMayWrite === true;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const entered = {
      nickname: String(form.get('nickname') ?? ''),
      summary: String(form.get('summary') ?? ''),
      text: String(form.get('text') ?? ''),
      ratings: Object.fromEntries(
        kinds.map((kind) => [kind.id, Number(form.get(`rating:${kind.id}`)) || null]),
      ),
    };
    setValues(entered);
    setState({ status: 'sending' });
    try {
      const outcome = await sdk.reviews.create({ sku, ...entered }, kinds);
      if (outcome.status === 'submitted') setState({ status: 'done' });
      else if (outcome.status === 'invalid')
        setState({ status: 'invalid', problems: outcome.problems });
      else setState({ status: 'failed', message: reviewRefusalText(outcome.refusal) });
    } catch {
      setState({ status: 'failed', message: translate('reviews.failed') });
    }
  }

  const errors =
    state.status === 'invalid'
      ? Object.fromEntries(
          state.problems.map((problem) => [
            problem.field === 'rating' ? `rating:${problem.ratingId}` : problem.field,
            reviewProblemText(problem),
          ]),
        )
      : {};

  return (
    <div className="product-reviews__write">
      <h3 id="product-reviews-write-title">{translate('reviews.write')}</h3>
      <p role="status" aria-live="polite" className="product-reviews__status">
        {hydrated && state.status === 'done' ? translate('reviews.thanks') : null}
        {hydrated && state.status === 'failed' ? state.message : null}
      </p>
      {state.status === 'done' ||
      settings.status !== 'success' ||
      kinds.length === 0 ? null : mayWrite ? (
        <ReviewForm
          aria-labelledby="product-reviews-write-title"
          ratingKinds={kinds}
          values={values}
          errors={errors}
          busy={state.status === 'sending'}
          onSubmit={(event) => void submit(event)}
          labels={{
            ratingLegend: (kind) => translate('reviews.ratingLegend', { kind }),
            star: (stars) =>
              isSingular(stars)
                ? translate('reviews.starOne')
                : translate('reviews.stars', { count: stars }),
            nickname: translate('reviews.nickname'),
            summary: translate('reviews.summary'),
            text: translate('reviews.text'),
            submit: translate('reviews.submit'),
            submitting: translate('reviews.submitting'),
          }}
        />
      ) : (
        <p>
          <Link href={withRedirectTo(accountPaths.login, `${here.pathname}${here.search}`)}>
            {translate('reviews.logIn')}
          </Link>
        </p>
      )}
    </div>
  );
}
