import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { claimPurchase, trackedPurchasesKey } from './claimPurchase';

describe('claimPurchase', () => {
  it('lets each order be pushed once', () => {
    const storage = createMemoryStorage();

    expect(claimPurchase(storage, '000001043')).toBe(true);
    expect(claimPurchase(storage, '000001043')).toBe(false);
    expect(claimPurchase(storage, '000001044')).toBe(true);
    expect(JSON.parse(storage.get(trackedPurchasesKey) ?? '')).toEqual(['000001043', '000001044']);
  });

  it('starts again from an unreadable list', () => {
    const storage = createMemoryStorage();
    storage.set(trackedPurchasesKey, '{not json');

    expect(claimPurchase(storage, '000001043')).toBe(true);
    expect(claimPurchase(storage, '000001043')).toBe(false);
  });

  it('remembers the latest 20 orders', () => {
    const storage = createMemoryStorage();
    for (let number = 1; number <= 21; number += 1) claimPurchase(storage, String(number));

    expect(claimPurchase(storage, '21')).toBe(false);
    expect(claimPurchase(storage, '2')).toBe(false);
    expect(claimPurchase(storage, '1')).toBe(true);
  });
});
