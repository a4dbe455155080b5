import { describe, expect, it } from 'vitest';
import { PartNumberTable } from './PartNumberTable.js';

describe('PartNumberTable', () => {
  const table = new PartNumberTable(['re504836', '3595854m1', 'al504836', 'sku12']);

  it('numbers the part numbers by their place', () => {
    expect(table.ids.get('3595854m1')).toBe(1);
    expect(table.ids.get('missing')).toBeUndefined();
  });

  it('finds every part number containing a fragment, once each, in order', () => {
    expect(table.containing('504836')).toEqual([0, 2]);
    expect(table.containing('re504836')).toEqual([0]);
    expect(table.containing('m1')).toEqual([1]);
    expect(table.containing('5')).toEqual([0, 1, 2]);
  });

  it('never reads a fragment across two part numbers', () => {
    expect(table.containing('836359')).toEqual([]);
    expect(table.containing('m1al')).toEqual([]);
  });

  it('finds nothing in an empty table', () => {
    expect(new PartNumberTable([]).containing('123')).toEqual([]);
  });
});
