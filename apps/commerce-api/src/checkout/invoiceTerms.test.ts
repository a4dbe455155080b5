import { describe, expect, it } from 'vitest';
import { invoiceTerms } from './invoiceTerms.js';

describe('invoiceTerms', () => {
  it('gives an invoice order 14 days from its date in Norway', () => {
    expect(invoiceTerms('wm_invoice', new Date('2026-11-20T10:00:00Z'))).toEqual({
      days: 14,
      dueDate: '2026-12-04',
    });
  });

  it('counts from the Norwegian date of an order placed just after midnight there', () => {
    // 00:30 in Oslo on 21 November is 23:30 UTC on the 20th.
    expect(invoiceTerms('wm_invoice', new Date('2026-11-20T23:30:00Z'))?.dueDate).toBe(
      '2026-12-05',
    );
  });

  it('counts calendar days across the change to summer time', () => {
    // 23:30 on 20 March 2026 in Oslo (UTC+1); summer time starts on 29 March.
    expect(invoiceTerms('wm_invoice', new Date('2026-03-20T22:30:00Z'))?.dueDate).toBe(
      '2026-04-03',
    );
  });

  it('crosses a year end and takes other terms', () => {
    expect(invoiceTerms('wm_invoice', new Date('2026-12-25T12:00:00Z'))?.dueDate).toBe(
      '2027-01-08',
    );
    expect(invoiceTerms('wm_invoice', new Date('2026-12-25T12:00:00Z'), 30)).toEqual({
      days: 30,
      dueDate: '2027-01-24',
    });
  });

  it('gives other payments no terms', () => {
    expect(invoiceTerms('wm_card', new Date('2026-11-20T10:00:00Z'))).toBeNull();
    expect(invoiceTerms('wm_credit', new Date('2026-11-20T10:00:00Z'))).toBeNull();
  });
});
