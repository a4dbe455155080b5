import { describe, expect, it } from 'vitest';
import { originalPartNumber } from './originalPartNumber';

const withPartNumbers = (value: string) => ({
  items: [{ code: 'manufacturer' }, { code: 'wm_part_numbers', value }],
});

describe('originalPartNumber', () => {
  it('is the first of the comma-separated cross-references, trimmed', () => {
    expect(originalPartNumber(withPartNumbers('3595854M1, 3595854M91'))).toBe('3595854M1');
    expect(originalPartNumber(withPartNumbers('  AL78405 '))).toBe('AL78405');
  });

  it('skips blank entries', () => {
    expect(originalPartNumber(withPartNumbers(' , 1876543M1'))).toBe('1876543M1');
  });

  it('keeps a number written with spaces or dashes as the catalogue writes it', () => {
    expect(originalPartNumber(withPartNumbers('3595 854 M1,x'))).toBe('3595 854 M1');
    expect(originalPartNumber(withPartNumbers('RE-504836'))).toBe('RE-504836');
  });

  it('is null when the product has no cross-reference', () => {
    expect(originalPartNumber(null)).toBeNull();
    expect(originalPartNumber(undefined)).toBeNull();
    expect(originalPartNumber({ items: [] })).toBeNull();
    expect(originalPartNumber({ items: [null, { code: 'manufacturer' }] })).toBeNull();
    expect(originalPartNumber(withPartNumbers(''))).toBeNull();
    expect(originalPartNumber(withPartNumbers(' , '))).toBeNull();
  });
});
