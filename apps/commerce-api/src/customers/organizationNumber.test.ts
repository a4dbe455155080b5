import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { Refusal } from '../errors/refusal.js';
import { organizationNumber, requireOrganizationNumber } from './organizationNumber.js';

// The SDK keeps its own copy of the rule (commerce-api shares only `schema/` with it); both
// suites read this one table, so the copies cannot drift apart.
const table = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('@agri-parts/schema/rules/organization-numbers.json'),
    'utf8',
  ),
) as { cases: { text: string; value: string | null }[] };

describe('organizationNumber', () => {
  it.each(table.cases)('reads "$text" as $value', ({ text, value }) => {
    expect(organizationNumber(text)).toBe(value);
  });
});

describe('requireOrganizationNumber', () => {
  it('gives the digits of a valid number', () => {
    expect(requireOrganizationNumber('NO 987 654 325 MVA')).toBe('987654325');
  });

  it('refuses an invalid one with INVALID_ORGANIZATION_NUMBER on the taxvat field', () => {
    let refusal: unknown;
    try {
      requireOrganizationNumber('123');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({
      code: 'INVALID_ORGANIZATION_NUMBER',
      params: { field: 'taxvat' },
    });
  });
});
