import { describe, expect, it } from 'vitest';

import { formatKroner } from './formatKroner';

const NBSP = '\u00A0';

describe('formatKroner', () => {
  it('says whole kroner without decimals and keeps øre, with kr after a no-break space', () => {
    expect(formatKroner(5000)).toBe(`5${NBSP}000${NBSP}kr`);
    expect(formatKroner(1234.5)).toBe(`1${NBSP}234,50${NBSP}kr`);
    expect(formatKroner(0.01)).toBe(`0,01${NBSP}kr`);
    expect(formatKroner(999.999)).toBe(`1${NBSP}000${NBSP}kr`);
  });
});
