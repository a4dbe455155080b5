import { describe, expect, it } from 'vitest';
import { checkReviewForm, ratingBreakdown, starsFromPercent } from './reviewRules';

describe('starsFromPercent', () => {
  it('turns a percentage into stars with one decimal', () => {
    expect(starsFromPercent(86)).toBe(4.3);
    expect(starsFromPercent(100)).toBe(5);
    expect(starsFromPercent(0)).toBe(0);
    expect(starsFromPercent(130)).toBe(5);
    expect(starsFromPercent(Number.NaN)).toBe(0);
  });
});

describe('ratingBreakdown', () => {
  it('counts reviews per star from 5 down to 1, with whole-percent shares', () => {
    expect(ratingBreakdown([100, 80, 80, 20])).toEqual({
      rows: [
        { stars: 5, count: 1, percent: 25 },
        { stars: 4, count: 2, percent: 50 },
        { stars: 3, count: 0, percent: 0 },
        { stars: 2, count: 0, percent: 0 },
        { stars: 1, count: 1, percent: 25 },
      ],
      total: 4,
      averageStars: 3.5,
    });
  });

  it('takes the total and the average from the aggregate when given', () => {
    const breakdown = ratingBreakdown([100, 60], { ratingSummary: 87, reviewCount: 120 });
    expect(breakdown.total).toBe(120);
    expect(breakdown.averageStars).toBe(4.4);
    expect(breakdown.rows[0]).toEqual({ stars: 5, count: 1, percent: 50 });
  });

  it('has empty bars without reviews', () => {
    const breakdown = ratingBreakdown([]);
    expect(breakdown.total).toBe(0);
    expect(breakdown.averageStars).toBe(0);
    expect(breakdown.rows.every((row) => row.count === 0 && row.percent === 0)).toBe(true);
  });
});

describe('checkReviewForm', () => {
  const good = { nickname: 'Kari', summary: 'Bra', text: 'Passet fint.', ratings: { MQ: 4 } };

  it('accepts a filled-in form', () => {
    expect(checkReviewForm(good, ['MQ'])).toEqual([]);
  });

  it('lists the missing stars first, then blank and too long texts', () => {
    expect(
      checkReviewForm(
        { nickname: ' ', summary: 'x'.repeat(256), text: 'ok', ratings: { MQ: null } },
        ['MQ'],
      ),
    ).toEqual([
      { field: 'rating', kind: 'required', ratingId: 'MQ' },
      { field: 'nickname', kind: 'required' },
      { field: 'summary', kind: 'too_long', maxLength: 255 },
    ]);
    expect(checkReviewForm({ ...good, ratings: { MQ: 6 } }, ['MQ'])).toHaveLength(1);
  });
});
