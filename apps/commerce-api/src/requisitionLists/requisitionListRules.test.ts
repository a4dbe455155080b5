import { describe, expect, it } from 'vitest';
import { Refusal } from '../errors/refusal.js';
import {
  checkListDescription,
  checkListName,
  checkQuantity,
  newShareToken,
  optionsKey,
} from './requisitionListRules.js';

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return { code: error.code, params: error.params };
    throw error;
  }
  return null;
};

describe('saved list rules', () => {
  it('trims a name and folds its inner spaces', () => {
    expect(checkListName('  Våronn   MF 135 ')).toBe('Våronn MF 135');
  });
  it('refuses an empty name and one over 60 characters (counted as characters)', () => {
    expect(refusalOf(() => checkListName('   '))).toEqual({
      code: 'REQUISITION_LIST_NAME_INVALID',
      params: { reason: 'empty', max_length: 60 },
    });
    expect(checkListName('ø'.repeat(60))).toHaveLength(60);
    expect(refusalOf(() => checkListName('ø'.repeat(61)))?.params).toMatchObject({
      reason: 'too-long',
    });
  });
  it('keeps a note up to 255 characters and makes an empty one null', () => {
    expect(checkListDescription('  ')).toBeNull();
    expect(checkListDescription(undefined)).toBeNull();
    expect(checkListDescription(' Olje og filter ')).toBe('Olje og filter');
    expect(refusalOf(() => checkListDescription('x'.repeat(256)))?.code).toBe(
      'REQUISITION_LIST_DESCRIPTION_TOO_LONG',
    );
  });
  it('takes 1 for a missing quantity and refuses 0, negatives, NaN and more than 10 000', () => {
    expect(checkQuantity(undefined)).toBe(1);
    expect(checkQuantity(2.5)).toBe(2.5);
    expect(checkQuantity(10_000)).toBe(10_000);
    for (const bad of [0, -1, Number.NaN, 10_001]) {
      expect(refusalOf(() => checkQuantity(bad))?.code, String(bad)).toBe(
        'REQUISITION_LIST_QUANTITY_INVALID',
      );
    }
  });
  it('keys options the same whatever their order, and no options as empty', () => {
    expect(optionsKey([], [])).toBe('');
    expect(optionsKey(['b', 'a'], [{ uid: 'x', value: '1' }])).toBe(
      optionsKey(['a', 'b'], [{ uid: 'x', value: '1' }]),
    );
    expect(optionsKey(['a'], [])).not.toBe(optionsKey(['b'], []));
  });
  it('makes URL-safe share tokens that differ', () => {
    const token = newShareToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newShareToken()).not.toBe(token);
  });
});
