import { describe, expect, it } from 'vitest';
import { formatNok, paymentText } from './orderConfirmation.js';
import { winAnsiText } from './receiptPdf.js';

describe('formatNok', () => {
  it.each([
    [0, '0,00 kr'],
    [899, '899,00 kr'],
    [1234.5, '1 234,50 kr'],
    [1234567.891, '1 234 567,89 kr'],
    [-119.2, '-119,20 kr'],
  ])('%d → %s', (amount, text) => {
    expect(formatNok(amount).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('paymentText', () => {
  it('names a card by brand and last four only', () => {
    expect(paymentText({ kind: 'card', name: 'Kortbetaling', brand: 'Visa', last4: '4242' })).toBe(
      'Kortbetaling: Visa som slutter på 4242',
    );
  });

  it('gives an invoice its terms and due date (the Norwegian calendar date)', () => {
    const dueDate = new Date('2026-12-13T23:30:00Z'); // 00:30 on the 14th in Oslo
    expect(paymentText({ kind: 'invoice', name: 'Faktura', termsDays: 14, dueDate })).toBe(
      'Faktura, 14 dager netto. Forfallsdato: 14.12.2026',
    );
  });
});

describe('winAnsiText', () => {
  it('keeps Norwegian letters and the PDF fonts’ punctuation, and replaces what they cannot show', () => {
    expect(winAnsiText('Ærlig Øst Åse – “ok” €5')).toBe('Ærlig Øst Åse – “ok” €5');
    expect(winAnsiText('Traktor 🚜 Москва\tx')).toBe('Traktor ? ??????' + '?x');
  });
});
