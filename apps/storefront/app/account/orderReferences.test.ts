import { describe, expect, it } from 'vitest';

import { orderReferences } from './orderReferences';

describe('orderReferences', () => {
  it('lists the customer’s references, then an invoice’s terms and due date', () => {
    expect(
      orderReferences({
        orderFields: { customerRef: 'Per Hansen', customerOrderNo: 'PO-77' },
        invoiceTerms: { days: 14, dueDate: '2026-12-04' },
      }),
    ).toEqual([
      { label: 'Deres referanse', value: 'Per Hansen' },
      { label: 'Deres ordrenummer', value: 'PO-77' },
      { label: 'Betalingsbetingelser', value: 'Faktura, 14 dager netto' },
      { label: 'Forfallsdato', value: '04.12.2026', dateTime: '2026-12-04' },
    ]);
  });

  it('leaves out what the order does not have', () => {
    expect(
      orderReferences({
        orderFields: { customerRef: null, customerOrderNo: 'PO-77' },
        invoiceTerms: null,
      }),
    ).toEqual([{ label: 'Deres ordrenummer', value: 'PO-77' }]);
    expect(
      orderReferences({
        orderFields: { customerRef: null, customerOrderNo: null },
        invoiceTerms: null,
      }),
    ).toEqual([]);
  });
});
