import type { ProductRow } from '../../catalog/catalogLoaders.js';
import { PRODUCT_COLUMNS } from '../../catalog/catalogLoaders.js';
import { Refusal } from '../../errors/refusal.js';
import { requireWithinLimit } from '../../limits/limitRules.js';
import {
  MAX_REVIEWS_PER_PAGE,
  customerReviewPage,
  storePendingReview,
} from '../../reviews/productReviews.js';
import { ratingsMetadata } from '../../reviews/ratingKinds.js';
import { checkReviewInput } from '../../reviews/reviewRules.js';
import { reviewView, reviewsPage } from '../../reviews/reviewView.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { validatePage } from '../paging.js';
import { requireSession } from '../session.js';

/** A store flag (`Y`/`1`/`true` style) as a boolean; unset is off. */
const isOn = (value: unknown) => value === true || /^(1|y|yes|true)$/i.test(String(value ?? ''));

const reviewsEnabled = async (context: GraphQLContext) =>
  isOn((await context.storeConfig()).product_reviews_enabled);

const pageOf = (args: { pageSize?: number | null; currentPage?: number | null }) =>
  validatePage(args.pageSize, args.currentPage, {
    pageSize: 20,
    currentPage: 1,
    maxPageSize: MAX_REVIEWS_PER_PAGE,
  });

/**
 * `ProductInterface.reviews`: a page of the product's approved reviews, counted by its
 * `review_count` (kept equal to them); none while reviews are switched off.
 */
export async function productReviews(
  row: ProductRow,
  args: { pageSize?: number | null; currentPage?: number | null },
  context: GraphQLContext,
) {
  const page = pageOf(args);
  if (!(await reviewsEnabled(context))) return reviewsPage([], page, 0);
  const rows = await context.loaders.reviewPages.load({ productId: row.id, ...page });
  return reviewsPage(
    rows.map((review) => reviewView(review, row)),
    page,
    row.review_count,
  );
}

/**
 * Product reviews as Magento serves them: the rating kinds, writing a review (kept `PENDING`
 * until the shop approves it, so it is not listed or counted yet), and the customer's own.
 */
export const reviewResolvers = {
  Query: {
    productReviewRatingsMetadata: async (_parent, _args, context) =>
      (await reviewsEnabled(context)) ? ratingsMetadata() : { items: [] },
  },
  Mutation: {
    createProductReview: async (_parent, { input }, context) => {
      if (!(await reviewsEnabled(context))) {
        throw new Refusal(
          'NOT_AUTHORIZED',
          'Creating product reviews are not currently available.',
        );
      }
      const session = await context.customerSession();
      const config = await context.storeConfig();
      if (!session && !isOn(config.allow_guests_to_write_product_reviews)) {
        throw new Refusal(
          'NOT_AUTHORIZED',
          "Guest customers aren't allowed to add product reviews.",
        );
      }
      const review = checkReviewInput(input);
      const product = await context.db
        .selectFrom('products')
        .select(PRODUCT_COLUMNS)
        .where('sku', '=', input.sku)
        .where('visible', '=', true)
        .executeTakeFirst();
      if (!product) {
        throw new Refusal('PRODUCT_NOT_FOUND', `Could not find a product with SKU "${input.sku}"`, {
          sku: input.sku,
        });
      }
      // Counted only once the input is good, so a shopper correcting a form is not limited.
      await requireWithinLimit(context.limiter, context.limits.review, context.clientKey);
      const row = await storePendingReview(context.db, {
        product_id: product.id,
        customer_id: session?.customer.id ?? null,
        ...review,
      });
      return { review: reviewView(row, product) };
    },
  },
  Customer: {
    reviews: async (_parent, args, context) => {
      const { customer } = await requireSession(context);
      const page = pageOf(args);
      const { rows, totalCount } = await customerReviewPage(context.db, customer.id, page);
      const products = await context.loaders.productsInOrder([
        ...new Set(rows.map((row) => row.product_id)),
      ]);
      const byId = new Map(products.map((product) => [product.id, product]));
      const items = rows.flatMap((row) => {
        const product = byId.get(row.product_id);
        return product ? [reviewView(row, product)] : [];
      });
      return reviewsPage(items, page, totalCount);
    },
  },
} satisfies Pick<Resolvers, 'Query' | 'Mutation' | 'Customer'>;
