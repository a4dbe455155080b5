import { useSdk, useSession } from '@agri-parts/react-hooks';
import { checkReviewForm } from '@agri-parts/sdk';
import { Button, Link, RatingBreakdown, ReviewForm, ReviewList } from '@agri-parts/ui';
import { useEffect, useMemo, useState, type ComponentProps, type FormEvent } from 'react';
import { useActionData, useFetcher, useLocation } from 'react-router';

import { accountPaths, withRedirectTo } from '../account/accountPaths';
import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import { reviewProblemText } from './reviewTexts';
import {
  MAX_REVIEW_PAGES,
  REVIEWS_PAGE_SIZE,
  reviewIntent,
  reviewPagesParameter,
  type ProductReviewsData,
  type ReviewActionData,
  type ReviewView,
} from './reviewsSection';

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

const listItem = (review: ReviewView, index: number) => {
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
 * are asked to log in). Rendered on the server from the page's loader (`loadProductReviews`), so
 * shoppers without JavaScript, screen readers at first paint and crawlers get it all. "Vis flere"
 * is a link to `?anmeldelser=N+1` (the loader renders that many pages) until the page is
 * hydrated, then a button that loads the next five in the browser.
 */
export function ProductReviews({
  sku,
  reviewCount,
  data,
}: {
  sku: string;
  reviewCount: number;
  data: ProductReviewsData | null;
}) {
  const sdk = useSdk();
  const [more, setMore] = useState<ReviewView[]>([]);
  const [pages, setPages] = useState(data?.pages ?? 1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const totalPages = data?.totalPages ?? 0;
  const reviews = [...(data?.reviews ?? []), ...more];
  const breakdown = data?.breakdown ?? null;
  const count = breakdown?.total ?? reviewCount;

  async function showMore() {
    setLoadingMore(true);
    try {
      const next = await sdk.reviews.page({
        sku,
        currentPage: pages + 1,
        pageSize: REVIEWS_PAGE_SIZE,
      });
      setMore((shown) => [...shown, ...(next?.reviews ?? [])]);
      setPages(pages + 1);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section className="product-reviews" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title">{translate('reviews.title', { count })}</h2>
      {count === 0 ? <p>{translate('reviews.none')}</p> : null}
      {breakdown && count > 0 ? (
        <RatingBreakdown
          averageStars={breakdown.averageStars}
          total={breakdown.total}
          bars={breakdown.rows}
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
      {pages >= totalPages ? null : hydrated ? (
        <Button
          type="button"
          variant="secondary"
          disabled={loadingMore}
          onClick={() => void showMore()}
        >
          {translate('reviews.showMore')}
        </Button>
      ) : pages < MAX_REVIEW_PAGES ? (
        <p>
          <Link href={`?${reviewPagesParameter}=${pages + 1}#product-reviews-title`}>
            {translate('reviews.showMore')}
          </Link>
        </p>
      ) : null}
      {data?.write ? <WriteReview sku={sku} write={data.write} /> : null}
    </section>
  );
}

/** The review form's post's answer: the fetcher's (with JavaScript) or the page's (without). */
function useReviewAnswer(sku: string) {
  const fetcher = useFetcher<ReviewActionData>({ key: `review:${sku}` });
  const posted = useActionData() as ReviewActionData | { intent?: never } | undefined;
  const answer = fetcher.data ?? (posted?.intent === reviewIntent ? posted : undefined);
  return { fetcher, answer };
}

/**
 * "Skriv en anmeldelse": the form, or for a guest where guests may not write, a login link. A
 * plain `<form method="post">` to the product page's action (`productPageAction`); with
 * JavaScript a fetcher sends it, without a reload, and the answer is said in a live region.
 */
function WriteReview({
  sku,
  write,
}: {
  sku: string;
  write: NonNullable<ProductReviewsData['write']>;
}) {
  const session = useSession();
  const here = useLocation();
  const { fetcher, answer } = useReviewAnswer(sku);
  const FetcherForm = fetcher.Form;
  // The form element with the post's intent and SKU; the same component from render to render,
  // so the fields keep what was typed.
  const FormElement = useMemo(
    () =>
      function ReviewFormElement({
        children,
        ...props
      }: Omit<ComponentProps<'form'>, 'method' | 'encType' | 'action'>) {
        return (
          <FetcherForm {...props} method="post">
            <input type="hidden" name="intent" value={reviewIntent} />
            <input type="hidden" name="sku" value={sku} />
            {children}
          </FetcherForm>
        );
      },
    [FetcherForm, sku],
  );

  const kinds = write.ratingKinds;
  const mayWrite = session.status === 'authenticated' || write.guestsMayWrite;
  const done = answer?.status === 'done';
  // With JavaScript the form is checked before it is sent (the action checks it again).
  const [checked, setChecked] = useState<Record<string, string> | null>(null);

  function check(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const problems = checkReviewForm(
      {
        nickname: String(form.get('nickname') ?? ''),
        summary: String(form.get('summary') ?? ''),
        text: String(form.get('text') ?? ''),
        ratings: Object.fromEntries(
          kinds.map((kind) => [kind.id, Number(form.get(`rating:${kind.id}`)) || null]),
        ),
      },
      kinds.map((kind) => kind.id),
    );
    if (problems.length === 0) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked(
      Object.fromEntries(
        problems.map((problem) => [
          problem.field === 'rating' ? `rating:${problem.ratingId}` : problem.field,
          reviewProblemText(problem),
        ]),
      ),
    );
  }

  return (
    <div className="product-reviews__write">
      <h3 id="product-reviews-write-title">{translate('reviews.write')}</h3>
      <p role="status" aria-live="polite" className="product-reviews__status">
        {done ? translate('reviews.thanks') : null}
        {answer?.status === 'failed' ? answer.message : null}
      </p>
      {done || kinds.length === 0 ? null : mayWrite ? (
        <ReviewForm
          as={FormElement}
          aria-labelledby="product-reviews-write-title"
          ratingKinds={kinds}
          values={answer && 'values' in answer ? answer.values : {}}
          errors={checked ?? (answer?.status === 'invalid' ? answer.errors : {})}
          onSubmit={check}
          busy={fetcher.state !== 'idle'}
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
