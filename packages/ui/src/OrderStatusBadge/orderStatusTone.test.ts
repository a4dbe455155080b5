import { describe, expect, it } from 'vitest';
import { orderStatusTone } from './orderStatusTone';

describe('orderStatusTone', () => {
  it.each([
    ['Pending', 'warning'],
    ['Processing', 'info'],
    ['On Hold', 'warning'],
    ['Complete', 'success'],
    ['Canceled', 'danger'],
    ['Closed', 'neutral'],
  ] as const)('gives the spec status %s the tone %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });

  it.each([
    ['new', 'warning'],
    ['pending_payment', 'warning'],
    ['payment_review', 'warning'],
    ['holded', 'warning'],
    ['processing', 'info'],
    ['complete', 'success'],
    ['canceled', 'danger'],
    ['closed', 'neutral'],
  ] as const)('gives the Magento state code %s the tone %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });

  it('ignores case, surrounding spaces, underscores and hyphens', () => {
    expect(orderStatusTone('  ON HOLD ')).toBe('warning');
    expect(orderStatusTone('on_hold')).toBe('warning');
    expect(orderStatusTone('on-hold')).toBe('warning');
    expect(orderStatusTone('On   Hold')).toBe('warning');
    expect(orderStatusTone('Cancelled')).toBe('danger');
  });

  it('is neutral for an unknown or empty status', () => {
    expect(orderStatusTone('Sent to the moon')).toBe('neutral');
    expect(orderStatusTone('')).toBe('neutral');
    expect(orderStatusTone('   ')).toBe('neutral');
  });

  it('does not mistake inherited object keys for statuses', () => {
    expect(orderStatusTone('toString')).toBe('neutral');
    expect(orderStatusTone('constructor')).toBe('neutral');
    expect(orderStatusTone('__proto__')).toBe('neutral');
  });
});
