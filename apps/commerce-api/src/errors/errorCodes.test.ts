import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errorCodes.js';

const reference = readFileSync(
  new URL('../../../../docs/api-error-codes.md', import.meta.url),
  'utf8',
);

/** The `| category | error_code |` pairs of the reference's code tables. */
const documented = new Map(
  [...reference.matchAll(/^\| `([a-z-]+)` +\| `([A-Z_]+)` +\|/gm)].map((match) => [
    match[2]!,
    match[1]!,
  ]),
);

describe('the error-code reference (docs/api-error-codes.md)', () => {
  it('lists every code with the category it is sent with', () => {
    for (const [code, category] of Object.entries(ERROR_CODES)) {
      expect(documented.get(code), code).toBe(category);
    }
  });
  it('lists no code the server does not send', () => {
    expect([...documented.keys()].filter((code) => !(code in ERROR_CODES))).toEqual([]);
  });
});
