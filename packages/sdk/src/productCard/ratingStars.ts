import { shopConstants } from '../config/shopConstants';

/**
 * A product's rating in stars, 0 to 5, from Magento's `rating_summary` (a percentage, 0–100),
 * rounded to one decimal (`87` → `4.4`); what is not a number is 0 and values outside 0–100 are
 * clamped. Pure.
 */
export function ratingStars(ratingSummary: number | null | undefined): number {
  const max = shopConstants.productCard.ratingMax;
  if (typeof ratingSummary !== 'number' || !Number.isFinite(ratingSummary)) return 0;
  const percent = Math.min(100, Math.max(0, ratingSummary));
  return Math.round((percent / 100) * max * 10) / 10;
}
