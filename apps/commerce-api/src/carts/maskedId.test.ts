import { describe, expect, it } from 'vitest';
import { isMaskedId, newMaskedId } from './maskedId.js';

describe('newMaskedId', () => {
  it('makes 32 letters and digits', () => {
    for (let i = 0; i < 200; i++) expect(newMaskedId()).toMatch(/^[A-Za-z0-9]{32}$/);
  });
  it('never repeats itself in practice', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newMaskedId()));
    expect(ids.size).toBe(5000);
  });
  it('uses the whole alphabet, about evenly', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      for (const char of newMaskedId()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    const expected = (2000 * 32) / 62;
    for (const count of counts.values())
      expect(Math.abs(count - expected)).toBeLessThan(expected * 0.25);
  });
});

describe('isMaskedId', () => {
  it('accepts exactly 32 letters and digits', () => {
    expect(isMaskedId('a'.repeat(32))).toBe(true);
    expect(isMaskedId('a'.repeat(31))).toBe(false);
    expect(isMaskedId('a'.repeat(33))).toBe(false);
    expect(isMaskedId(`${'a'.repeat(31)}-`)).toBe(false);
    expect(isMaskedId('')).toBe(false);
  });
});
