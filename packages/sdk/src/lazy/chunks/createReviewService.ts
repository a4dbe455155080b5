// The entry of the lazily loaded createReviewService chunk (see createSdk): only the factory.
export { createReviewService } from '../../reviews/createReviewService';
