import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { postcodeTown, type PostcodeRegisterFile } from './postcodeTown';

// commerce-api reads the same file to refuse unknown postcodes, so the two sides agree.
const file = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../../schema/rules/postcodes.json', import.meta.url)),
    'utf8',
  ),
) as PostcodeRegisterFile;

describe('postcodeTown', () => {
  it('finds the poststed of known postcodes, leading zero kept', () => {
    expect(postcodeTown('0150', file.towns)).toBe('OSLO');
    expect(postcodeTown('8001', file.towns)).toBe('BODØ');
    expect(postcodeTown(' 4879 ', file.towns)).toBe('GRIMSTAD');
  });

  it('gives null for unknown postcodes and for anything that is not four digits', () => {
    expect(postcodeTown('0000', file.towns)).toBeNull();
    expect(postcodeTown('150', file.towns)).toBeNull();
    expect(postcodeTown('01500', file.towns)).toBeNull();
    expect(postcodeTown('01a0', file.towns)).toBeNull();
    expect(postcodeTown('', file.towns)).toBeNull();
  });

  it('ships a whole register: every key four digits, every town named, with its source and date', () => {
    const keys = Object.keys(file.towns);
    expect(keys.length).toBeGreaterThan(4000);
    expect(keys.every((key) => /^\d{4}$/.test(key))).toBe(true);
    expect(Object.values(file.towns).every((town) => town.trim().length > 0)).toBe(true);
    expect(file.source).toMatch(/Posten|Bring/);
    expect(file.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
