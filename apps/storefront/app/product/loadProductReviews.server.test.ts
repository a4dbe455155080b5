import type { ProductReviewPage, RatingBreakdown, ReviewWriteSettings, Sdk } from '@agri-parts/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadProductReviews, reviewPagesOf } from './loadProductReviews.server';

afterEach(() => vi.restoreAllMocks());

describe('reviewPagesOf', () => {
  const pages = (search: string) => reviewPagesOf(new URL(`http://shop.test/filter.html${search}`));

  it('reads ?anmeldelser= as the pages of five to render, at most 20', () => {
    expect(pages('')).toBe(1);
    expect(pages('?anmeldelser=2')).toBe(2);
    expect(pages('?anmeldelser=20')).toBe(20);
    expect(pages('?anmeldelser=21')).toBe(20);
    expect(pages('?anmeldelser=999999')).toBe(20);
  });

  it('takes anything else as the first page', () => {
    for (const value of ['0', '-1', '1.5', 'abc', '', ' 2', '1e3', '02', '9999999']) {
      expect(pages(`?anmeldelser=${encodeURIComponent(value)}`), value).toBe(1);
    }
  });
});

const review = (n: number) => ({
  nickname: `Kunde ${n}`,
  summary: `Tittel ${n}`,
  text: `Tekst ${n}`,
  createdAt: '2026-11-01 10:00:00',
  stars: 4,
  ratings: [{ name: 'Kvalitet', stars: 4 }],
});

const page: ProductReviewPage = {
  sku: 'VA-1001',
  ratingSummary: 80,
  reviewCount: 12,
  reviews: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(review),
  currentPage: 1,
  totalPages: 2,
};
const breakdown: RatingBreakdown = {
  rows: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percent: 0 })),
  total: 12,
  averageStars: 4,
};
const settings: ReviewWriteSettings = {
  ratingKinds: [{ id: 'MQ==', name: 'Kvalitet', values: [{ stars: 1, valueId: 'MQ==' }] }],
  guestsMayWrite: false,
};

function sdkWith(reviews: Partial<Sdk['reviews']>) {
  return { reviews } as unknown as Sdk;
}

describe('loadProductReviews', () => {
  it('asks for the pages, the breakdown and the form settings at once', async () => {
    const started: string[] = [];
    const later = <T>(name: string, value: T) => {
      started.push(name);
      // None answers before all three were asked: the three go out together.
      return new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));
    };
    const pageOf = vi.fn(() => later('page', page));
    const sdk = sdkWith({
      page: pageOf,
      breakdown: () => later('breakdown', breakdown),
      writeSettings: () => later('settings', settings),
    });

    const data = await loadProductReviews(sdk, 'VA-1001', 2);

    expect(started).toEqual(['page', 'breakdown', 'settings']);
    expect(pageOf).toHaveBeenCalledWith({ sku: 'VA-1001', currentPage: 1, pageSize: 10 });
    expect(data).toEqual({
      // Only what the list shows: no ratings per kind in the page's HTML.
      reviews: page.reviews.map(({ ratings, ...rest }) => (void ratings, rest)),
      pages: 2,
      totalPages: 3,
      breakdown,
      write: { ratingKinds: [{ id: 'MQ==', name: 'Kvalitet' }], guestsMayWrite: false },
    });
  });

  it('leaves out a part that failed, and is null when the list failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = () => Promise.reject(new Error('down'));
    const partial = await loadProductReviews(
      sdkWith({ page: () => Promise.resolve(page), breakdown: failing, writeSettings: failing }),
      'VA-1001',
      1,
    );
    expect(partial).toMatchObject({ breakdown: null, write: null, totalPages: 3 });
    expect(partial!.reviews).toHaveLength(10);

    expect(
      await loadProductReviews(
        sdkWith({
          page: failing,
          breakdown: () => Promise.resolve(breakdown),
          writeSettings: () => Promise.resolve(settings),
        }),
        'VA-1001',
        1,
      ),
    ).toBeNull();
  });
});
