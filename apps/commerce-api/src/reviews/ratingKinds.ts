import { decodeIdUid, encodeUid } from '../catalog/uid.js';

/** A kind of rating a review gives (Magento's "rating"), with 1–5 stars. */
export interface RatingKind {
  id: number;
  name: string;
}

/**
 * The shop asks for one rating, quality. Kinds are fixed in code rather than a table: the shop
 * has no admin for them, and a second kind is one line here.
 */
export const RATING_KINDS: readonly RatingKind[] = [{ id: 1, name: 'Kvalitet' }];

/** The stars a rating can have, lowest first (Magento's rating options' positions). */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** Magento numbers rating options across kinds: kind 1 has options 1–5, kind 2 has 6–10. */
const optionId = (kindId: number, value: number) => (kindId - 1) * 5 + value;

/** `productReviewRatingsMetadata`: the kinds with their encoded ids and values. */
export function ratingsMetadata() {
  return {
    items: RATING_KINDS.map((kind) => ({
      id: encodeUid(kind.id),
      name: kind.name,
      values: RATING_VALUES.map((value) => ({
        value: String(value),
        value_id: encodeUid(optionId(kind.id, value)),
      })),
    })),
  };
}

/** The kind and stars behind an encoded rating input; null when either id is unknown. */
export function decodeRating(input: {
  id: string;
  value_id: string;
}): { rating_id: number; value: number } | null {
  const kindId = decodeIdUid(input.id);
  const kind = RATING_KINDS.find((each) => each.id === kindId);
  const option = decodeIdUid(input.value_id);
  if (!kind || option === null) return null;
  const value = option - optionId(kind.id, 0);
  return value >= 1 && value <= 5 ? { rating_id: kind.id, value } : null;
}

/** The name of a rating kind, for `ratings_breakdown`. */
export const ratingKindName = (id: number) =>
  RATING_KINDS.find((kind) => kind.id === id)?.name ?? 'Vurdering';
