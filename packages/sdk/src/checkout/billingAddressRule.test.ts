import { describe, expect, it } from 'vitest';
import { billingAddressRule } from './billingAddressRule';

describe('billingAddressRule', () => {
  it('locks a company customer to the default billing address', () => {
    expect(billingAddressRule({ companyId: '12', defaultBillingId: 4 })).toEqual({
      kind: 'locked',
      addressId: 4,
    });
    expect(billingAddressRule({ companyId: '12', defaultBillingId: null })).toEqual({
      kind: 'locked',
      addressId: null,
    });
  });

  it('leaves anyone else free to choose', () => {
    expect(billingAddressRule({ companyId: null, defaultBillingId: 4 })).toEqual({ kind: 'free' });
  });

  it('takes an empty or blank company id as no company, like canEditBilling', () => {
    expect(billingAddressRule({ companyId: '', defaultBillingId: 4 })).toEqual({ kind: 'free' });
    expect(billingAddressRule({ companyId: '  ', defaultBillingId: 4 })).toEqual({ kind: 'free' });
  });
});
