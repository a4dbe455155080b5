import type { ProductRow } from '../catalog/catalogLoaders.js';
import { magentoDateTime } from '../graphql/magentoDateTime.js';
import { pageInfo, type PageRequest } from '../graphql/paging.js';
import type { ReviewRow } from './productReviews.js';
import { ratingKindName } from './ratingKinds.js';
import { averagePercent } from './reviewRules.js';

/** A stored review as Magento's `ProductReview`, with its product's row. */
export function reviewView(row: ReviewRow, product: ProductRow) {
  return {
    average_rating: averagePercent(row.ratings),
    created_at: magentoDateTime(new Date(row.created_at)),
    nickname: row.nickname,
    product,
    ratings_breakdown: row.ratings.map((rating) => ({
      name: ratingKindName(rating.rating_id),
      value: String(rating.value),
    })),
    summary: row.summary,
    text: row.text,
  };
}

/** Magento's `ProductReviews`: the page's reviews and its paging. */
export function reviewsPage(
  items: ReturnType<typeof reviewView>[],
  page: PageRequest,
  totalCount: number,
) {
  return { items, page_info: pageInfo(page, totalCount) };
}
