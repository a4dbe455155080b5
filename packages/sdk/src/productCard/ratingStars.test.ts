import { describe, expect, it } from 'vitest';
import { ratingStars } from './ratingStars';

describe('ratingStars', () => {
  it.each([
    [0, 0],
    [20, 1],
    [50, 2.5],
    [87, 4.4],
    [93, 4.7],
    [100, 5],
    [150, 5],
    [-10, 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('reads rating_summary %j as %j stars', (summary, stars) => {
    expect(ratingStars(summary)).toBe(stars);
  });
});
