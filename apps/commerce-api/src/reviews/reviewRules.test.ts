import { describe, expect, it } from 'vitest';
import { Random } from '../seed/generate/random.js';
import { starsAveraging } from '../seed/generate/reviewTexts.js';
import { decodeRating, ratingsMetadata } from './ratingKinds.js';
import { averagePercent, checkReviewInput } from './reviewRules.js';

const quality = ratingsMetadata().items[0]!;
const valueId = (stars: number) => quality.values[stars - 1]!.value_id;
const good = {
  nickname: ' Kari ',
  summary: 'Bra',
  text: 'Passet fint.',
  ratings: [{ id: quality.id, value_id: valueId(5) }],
};

describe('review rules', () => {
  it('trims the fields and decodes the ratings', () => {
    expect(checkReviewInput(good)).toEqual({
      nickname: 'Kari',
      summary: 'Bra',
      text: 'Passet fint.',
      ratings: [{ rating_id: 1, value: 5 }],
    });
  });

  it('refuses empty and too long fields, unknown and repeated ratings', () => {
    const codeOf = (changes: object) => {
      try {
        checkReviewInput({ ...good, ...changes });
        return 'accepted';
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(codeOf({ nickname: '  ' })).toBe('REQUIRED_PARAMETER_MISSING');
    expect(codeOf({ summary: 'x'.repeat(256) })).toBe('FIELD_TOO_LONG');
    expect(codeOf({ ratings: [] })).toBe('REQUIRED_PARAMETER_MISSING');
    expect(codeOf({ ratings: [null] })).toBe('INVALID_PARAMETER_VALUE');
    expect(codeOf({ ratings: [good.ratings[0], good.ratings[0]] })).toBe('INVALID_PARAMETER_VALUE');
  });

  it('decodes only the values of the kind they belong to', () => {
    expect(decodeRating({ id: quality.id, value_id: valueId(3) })).toEqual({
      rating_id: 1,
      value: 3,
    });
    expect(decodeRating({ id: quality.id, value_id: 'Ng==' })).toBeNull(); // option 6
    expect(decodeRating({ id: 'not base64!', value_id: valueId(3) })).toBeNull();
  });

  it('gives a review its average in percent', () => {
    expect(averagePercent([{ rating_id: 1, value: 4 }])).toBe(80);
    expect(averagePercent([])).toBe(0);
  });

  it('draws stars whose mean is the nearest whole-star sum to the summary', () => {
    for (const [count, percent] of [
      [1, 60],
      [7, 87],
      [40, 93],
      [3, 100],
      [5, 20],
    ] as const) {
      const stars = starsAveraging(new Random(`${count}/${percent}`), count, percent);
      expect(stars).toHaveLength(count);
      expect(stars.every((value) => value >= 1 && value <= 5)).toBe(true);
      const sum = stars.reduce((total, value) => total + value, 0);
      expect(sum).toBe(Math.round((percent / 20) * count));
    }
    expect(starsAveraging(new Random('a'), 9, 80)).toEqual(starsAveraging(new Random('a'), 9, 80));
  });
});
