import type { DeliveryTime } from './attributeOptions.js';
import type { Random } from './random.js';

/** Dates are offsets from 2026-01-01 (UTC); nothing reads the clock. */
const BASE_MS = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;
/** Products were created during 2024 and 2025 and updated until mid-2026 at the latest. */
const CREATED_SPAN_DAYS = 731;
const LATEST_UPDATE_MS = Date.UTC(2026, 5, 30);

/** A shop price: 349, 2 490, 14 990, 249 000 … (whole kroner, as on Norwegian price tags). */
export function roundPrice(value: number): number {
  if (value < 1000) return Math.max(9, Math.round(value / 10) * 10 - 1);
  if (value < 100_000) return Math.round(value / 100) * 100 - 10;
  return Math.round(value / 1000) * 1000;
}

/** A price in the range, more often in the lower part of it. */
export function priceIn(rng: Random, [min, max]: readonly [number, number]): number {
  const raw = min + (max - min) * rng.next() ** 1.6;
  return Math.min(roundPrice(max), Math.max(roundPrice(min), roundPrice(raw)));
}

/** 10–30 % off, rounded like a price and always below it. */
export function salePrice(rng: Random, price: number): number | null {
  const sale = roundPrice(price * (0.7 + rng.next() * 0.2));
  if (sale < price && sale > 0) return sale;
  return price > 20 ? price - 10 : null;
}

/** ~8 % out of stock, ~10 % with 1–4 left ("only x left"), the rest 5–200. */
export function stockQuantity(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.08) return 0;
  if (roll < 0.18) return rng.int(1, 4);
  return 5 + Math.floor(195 * rng.next() ** 2);
}

export function deliveryTime(rng: Random, quantity: number, orderProduct: boolean): DeliveryTime {
  if (orderProduct) return 'Bestillingsvare – ta kontakt';
  if (quantity === 0) return rng.chance(0.6) ? '3–5 virkedager' : '1–2 uker';
  return rng.chance(0.85) ? 'Sendes i dag' : '1–3 virkedager';
}

/** Many products have no reviews; the rest 1–40 reviews averaging 3–5 stars. */
export function reviewStats(rng: Random): { ratingSummary: number; reviewCount: number } {
  if (rng.chance(0.55)) return { ratingSummary: 0, reviewCount: 0 };
  const reviewCount = 1 + Math.floor(39 * rng.next() ** 2.5);
  const stars = reviewCount === 1 ? rng.int(3, 5) : 3 + 2 * rng.next() ** 0.6;
  return { ratingSummary: Math.round(stars * 20), reviewCount };
}

/** createdAt in 2024–2025, updatedAt after it (until mid-2026). */
export function timestamps(rng: Random): { createdAt: string; updatedAt: string } {
  const created =
    BASE_MS - rng.int(1, CREATED_SPAN_DAYS) * DAY_MS + rng.int(6 * 3600, 22 * 3600) * 1000;
  const updated = Math.min(
    LATEST_UPDATE_MS,
    created + rng.int(0, 400) * DAY_MS + rng.int(0, 3600) * 1000,
  );
  return { createdAt: new Date(created).toISOString(), updatedAt: new Date(updated).toISOString() };
}

/** A weight in kg with two decimals, placed in the range like the price in its range. */
export function weightFor(
  rng: Random,
  [min, max]: readonly [number, number],
  share: number,
): number {
  const jitter = 0.85 + rng.next() * 0.3;
  const value = (min + (max - min) * Math.min(1, Math.max(0, share))) * jitter;
  return Math.max(0.01, Math.round(value * 100) / 100);
}

export interface CommerceFields {
  price: number;
  specialPrice: number | null;
  quantity: number;
  deliveryTime: DeliveryTime;
  ratingSummary: number;
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
}

/** Price (with a sale for ~10 %), stock, delivery time, reviews and dates of one product. */
export function commerceFields(
  rng: Random,
  priceRange: readonly [number, number],
  orderProduct = false,
): CommerceFields {
  const price = priceIn(rng, priceRange);
  const specialPrice = !orderProduct && rng.chance(0.1) ? salePrice(rng, price) : null;
  const quantity = orderProduct ? rng.int(0, 2) : stockQuantity(rng);
  return {
    price,
    specialPrice,
    quantity,
    deliveryTime: deliveryTime(rng, quantity, orderProduct),
    ...reviewStats(rng),
    ...timestamps(rng),
  };
}
