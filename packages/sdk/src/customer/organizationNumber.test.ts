import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  isValidOrganizationNumber,
  organizationNumberCheckDigit,
  parseOrganizationNumber,
} from './organizationNumber';

describe('organizationNumberCheckDigit', () => {
  it('is 11 minus the remainder of the weighted sum (3 2 7 6 5 4 3 2) by 11', () => {
    // 9·3 + 8·2 + 7·7 + 6·6 + 5·5 + 4·4 + 3·3 + 2·2 = 182, remainder 6 → 5
    expect(organizationNumberCheckDigit('98765432')).toBe(5);
    // Brønnøysundregistrene's own number, 974 760 673
    expect(organizationNumberCheckDigit('97476067')).toBe(3);
  });

  it('is 0 when the weighted sum divides by 11', () => {
    // 8·3 + 1·2 + 2·7 + 3·6 + 4·5 + 5·4 + 6·3 + 8·2 = 132 = 12 · 11
    expect(organizationNumberCheckDigit('81234568')).toBe(0);
    expect(organizationNumberCheckDigit('00000000')).toBe(0);
  });

  it('is null when 11 minus the remainder is 10: no number has these eight digits', () => {
    // 9·3 + 1·2 + 2·7 + 3·6 + 4·5 + 5·4 + 6·3 + 7·2 = 133, remainder 1 → 10
    expect(organizationNumberCheckDigit('91234567')).toBeNull();
  });

  it('is null for anything but eight digits', () => {
    expect(organizationNumberCheckDigit('9876543')).toBeNull();
    expect(organizationNumberCheckDigit('9876543a')).toBeNull();
  });
});

describe('parseOrganizationNumber', () => {
  it('accepts nine digits whose last is the check digit', () => {
    expect(parseOrganizationNumber('987654325')).toEqual({ ok: true, value: '987654325' });
    expect(parseOrganizationNumber('974760673')).toEqual({ ok: true, value: '974760673' });
    expect(parseOrganizationNumber('812345680')).toEqual({ ok: true, value: '812345680' });
  });

  it('accepts the number as a letterhead or the VAT register writes it', () => {
    expect(parseOrganizationNumber(' 987 654 325 ')).toEqual({ ok: true, value: '987654325' });
    expect(parseOrganizationNumber('987.654.325')).toEqual({ ok: true, value: '987654325' });
    expect(parseOrganizationNumber('NO 987 654 325 MVA')).toEqual({ ok: true, value: '987654325' });
    expect(parseOrganizationNumber('no987654325mva')).toEqual({ ok: true, value: '987654325' });
  });

  it('refuses what is not nine digits as a format problem', () => {
    for (const text of ['123', '', '   ', '98765432', '9876543251', '98765432x', '987-654-325']) {
      expect(parseOrganizationNumber(text)).toEqual({ ok: false, problem: 'format' });
    }
  });

  it('refuses nine digits with the wrong check digit', () => {
    expect(parseOrganizationNumber('987654321')).toEqual({ ok: false, problem: 'check_digit' });
    expect(parseOrganizationNumber('974760672')).toEqual({ ok: false, problem: 'check_digit' });
  });

  it('refuses nine digits whose first eight have no check digit (11 − r = 10)', () => {
    for (let last = 0; last <= 9; last += 1) {
      expect(parseOrganizationNumber(`91234567${last}`)).toEqual({
        ok: false,
        problem: 'check_digit',
      });
    }
  });
});

describe('isValidOrganizationNumber', () => {
  it('says whether the text parses', () => {
    expect(isValidOrganizationNumber('987654325')).toBe(true);
    expect(isValidOrganizationNumber('123')).toBe(false);
  });
});

describe('the contract table shared with commerce-api', () => {
  // commerce-api keeps its own copy of the rule (it shares only `schema/` with the SDK); both
  // suites read this one table, so the copies cannot drift apart.
  const table = JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../../../schema/rules/organization-numbers.json', import.meta.url)),
      'utf8',
    ),
  ) as { cases: { text: string; value: string | null }[] };

  it.each(table.cases)('reads "$text" as $value', ({ text, value }) => {
    expect(parseOrganizationNumber(text)).toEqual(
      value === null ? { ok: false, problem: expect.any(String) } : { ok: true, value },
    );
  });
});
