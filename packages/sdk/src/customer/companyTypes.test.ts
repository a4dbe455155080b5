import { describe, expect, it } from 'vitest';
import { companyTypes, parseCompanyType } from './companyTypes';

describe('parseCompanyType', () => {
  it('reads every known code, whatever its case and spaces', () => {
    for (const code of companyTypes) {
      expect(parseCompanyType(code)).toBe(code);
      expect(parseCompanyType(` ${code.toLowerCase()} `)).toBe(code);
    }
  });

  it('reads an empty or unknown text as none', () => {
    expect(parseCompanyType('')).toBeNull();
    expect(parseCompanyType(null)).toBeNull();
    expect(parseCompanyType('Gårdsbruk')).toBeNull();
    expect(parseCompanyType('A S')).toBeNull();
  });
});
