import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  lineProgress,
  orderStatusFromFilter,
  type OrderStatus,
} from './orderStatus.js';

describe('orderStatusFromFilter', () => {
  it.each([
    ['Pending', 'Pending'],
    ['on hold', 'On Hold'],
    ['holded', 'On Hold'],
    [' COMPLETE ', 'Complete'],
    ['canceled', 'Canceled'],
    ['closed', 'Closed'],
    ['processing', 'Processing'],
  ])('%j means %s', (value, status) => {
    expect(orderStatusFromFilter(value)).toBe(status);
  });

  it.each(['', 'cancelled', 'shipped'])('%j means nothing', (value) => {
    expect(orderStatusFromFilter(value)).toBeNull();
  });
});

describe('lineProgress', () => {
  it.each<[OrderStatus, string, [number, number, number, number]]>([
    ['Pending', 'Ordered', [0, 0, 0, 0]],
    ['On Hold', 'Ordered', [0, 0, 0, 0]],
    ['Processing', 'Invoiced', [3, 0, 0, 0]],
    ['Complete', 'Shipped', [3, 3, 0, 0]],
    ['Closed', 'Refunded', [3, 3, 0, 3]],
    ['Canceled', 'Canceled', [0, 0, 3, 0]],
  ])('a %s order has %s lines', (status, itemStatus, [invoiced, shipped, canceled, refunded]) => {
    expect(lineProgress(status, 3)).toEqual({
      status: itemStatus,
      invoiced,
      shipped,
      canceled,
      refunded,
    });
  });

  it('covers every status', () => {
    for (const status of Object.values(ORDER_STATUSES)) {
      expect(lineProgress(status, 1).status).toBeTruthy();
    }
  });
});
