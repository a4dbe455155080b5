import { describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { formatPrice } from './formatPrice';

/** U+00A0 NO-BREAK SPACE, the thousands separator; written out so every expectation is exact. */
const NBSP = '\u00A0';
/** U+2013 EN DASH, which stands in for the `00` of a whole amount. */
const DASH = '\u2013';

describe('formatPrice', () => {
  describe('Norwegian number format', () => {
    it.each([
      [1234.5, `1${NBSP}234,50`],
      [0.5, '0,50'],
      [9.99, '9,99'],
      [999.9, '999,90'],
      [1000.01, `1${NBSP}000,01`],
      [6000.5, `6${NBSP}000,50`],
      [1234567.89, `1${NBSP}234${NBSP}567,89`],
      [0.1 + 0.2, '0,30'],
    ])('formats %s as %j', (amount, expected) => {
      expect(formatPrice(amount)).toBe(expected);
    });

    it('groups four-digit amounts too', () => {
      expect(formatPrice(1000.5)).toBe(`1${NBSP}000,50`);
    });

    it('separates thousands with a no-break space only, never a breaking or narrow space', () => {
      const formatted = formatPrice(123456789.12);

      expect(formatted).toBe(`123${NBSP}456${NBSP}789,12`);
      expect(formatted).not.toMatch(/[ \u202F\u2009]/);
    });

    it('never adds a currency symbol or "kr"', () => {
      expect(formatPrice(6000)).not.toMatch(/kr|NOK/i);
    });
  });

  describe('whole amounts', () => {
    it.each([
      [1234, `1${NBSP}234,${DASH}`],
      [0, `0,${DASH}`],
      [1, `1,${DASH}`],
      [6000, `6${NBSP}000,${DASH}`],
      [1000000, `1${NBSP}000${NBSP}000,${DASH}`],
    ])('shows %s as %j, with an en dash instead of ",00"', (amount, expected) => {
      expect(formatPrice(amount)).toBe(expected);
    });

    it('replaces only a ",00" ending, not other zeros', () => {
      expect(formatPrice(100.1)).toBe('100,10');
      expect(formatPrice(100.01)).toBe('100,01');
      expect(formatPrice(1000)).toBe(`1${NBSP}000,${DASH}`);
    });

    it('shows an amount that rounds up to a whole krone as whole', () => {
      expect(formatPrice(999.995)).toBe(`1${NBSP}000,${DASH}`);
      expect(formatPrice(0.999)).toBe(`1,${DASH}`);
    });
  });

  describe('negative amounts', () => {
    it.each([
      [-1234.5, `-1${NBSP}234,50`],
      [-1234, `-1${NBSP}234,${DASH}`],
      [-0.5, '-0,50'],
      [-49.9, '-49,90'],
    ])('formats %s as %j', (amount, expected) => {
      expect(formatPrice(amount)).toBe(expected);
    });

    it('uses the ASCII hyphen-minus, not the Unicode minus sign', () => {
      expect(formatPrice(-1)).toBe(`-1,${DASH}`);
      expect(formatPrice(-1)).not.toContain('\u2212');
    });

    it('shows no sign for negative zero or an amount that rounds to zero', () => {
      expect(formatPrice(-0)).toBe(`0,${DASH}`);
      expect(formatPrice(-0.001)).toBe(`0,${DASH}`);
      expect(formatPrice(-0.004)).toBe(`0,${DASH}`);
    });
  });

  describe('rounding to two decimals', () => {
    it('rounds half away from zero on the decimal value as written', () => {
      expect(formatPrice(1.005)).toBe('1,01');
      expect(formatPrice(2.675)).toBe('2,68');
      expect(formatPrice(1234.565)).toBe(`1${NBSP}234,57`);
      expect(formatPrice(0.005)).toBe('0,01');
      expect(formatPrice(-1.005)).toBe('-1,01');
      expect(formatPrice(-0.005)).toBe('-0,01');
    });

    it('rounds down below the half', () => {
      expect(formatPrice(1.004)).toBe(`1,${DASH}`);
      expect(formatPrice(1.0049999)).toBe(`1,${DASH}`);
      expect(formatPrice(19.994)).toBe('19,99');
    });

    it('shows tiny amounts as zero', () => {
      expect(formatPrice(1e-7)).toBe(`0,${DASH}`);
      expect(formatPrice(Number.MIN_VALUE)).toBe(`0,${DASH}`);
    });
  });

  describe('very large amounts', () => {
    it('formats every digit of the largest safe integer', () => {
      expect(formatPrice(Number.MAX_SAFE_INTEGER)).toBe(
        `9${NBSP}007${NBSP}199${NBSP}254${NBSP}740${NBSP}991,${DASH}`,
      );
    });

    it('does not switch to exponent notation', () => {
      expect(formatPrice(1e21)).toBe(
        ['1', '000', '000', '000', '000', '000', '000', '000'].join(NBSP) + `,${DASH}`,
      );
    });
  });

  describe('input that is not a finite number', () => {
    it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
      'throws an SdkError with code "invalid-argument" for %s',
      (amount) => {
        const thrown = catchError(() => formatPrice(amount));

        expect(isSdkError(thrown, 'invalid-argument')).toBe(true);
        expect(thrown).toHaveProperty(
          'message',
          `Cannot format a price that is not finite: ${amount}`,
        );
      },
    );
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to throw');
}
