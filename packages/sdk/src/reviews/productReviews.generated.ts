import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `ProductReviews` query, its fragments inlined. */
export const ProductReviewsDocument = "query ProductReviews($sku: String!, $pageSize: Int = 5, $currentPage: Int = 1) {\n  products(filter: {sku: {eq: $sku}}, pageSize: 1) {\n    items {\n      sku\n      rating_summary\n      review_count\n      reviews(pageSize: $pageSize, currentPage: $currentPage) {\n        items {\n          nickname\n          summary\n          text\n          created_at\n          average_rating\n          ratings_breakdown {\n            name\n            value\n          }\n        }\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n      }\n    }\n  }\n}" as TypedDocumentString<
  Types.ProductReviewsQuery,
  Types.ProductReviewsQueryVariables
>;

/** The `ProductReviewStars` query, its fragments inlined. */
export const ProductReviewStarsDocument = "query ProductReviewStars($sku: String!, $pageSize: Int = 100) {\n  products(filter: {sku: {eq: $sku}}, pageSize: 1) {\n    items {\n      sku\n      rating_summary\n      review_count\n      reviews(pageSize: $pageSize) {\n        items {\n          average_rating\n        }\n      }\n    }\n  }\n}" as TypedDocumentString<
  Types.ProductReviewStarsQuery,
  Types.ProductReviewStarsQueryVariables
>;

/** The `ProductReviewRatingsMetadata` query, its fragments inlined. */
export const ProductReviewRatingsMetadataDocument = "query ProductReviewRatingsMetadata {\n  storeConfig {\n    allow_guests_to_write_product_reviews\n  }\n  productReviewRatingsMetadata {\n    items {\n      id\n      name\n      values {\n        value\n        value_id\n      }\n    }\n  }\n}" as TypedDocumentString<
  Types.ProductReviewRatingsMetadataQuery,
  Types.ProductReviewRatingsMetadataQueryVariables
>;

/** The `CreateProductReview` mutation, its fragments inlined. */
export const CreateProductReviewDocument = "mutation CreateProductReview($input: CreateProductReviewInput!) {\n  createProductReview(input: $input) {\n    review {\n      nickname\n      summary\n      text\n      average_rating\n    }\n  }\n}" as TypedDocumentString<
  Types.CreateProductReviewMutation,
  Types.CreateProductReviewMutationVariables
>;
