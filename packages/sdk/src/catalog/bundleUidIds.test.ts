import { describe, expect, it } from 'vitest';
import { bundleUidIds } from './bundleUidIds';

/** Base64, as Magento encodes uids. */
const uid = (text: string) => Buffer.from(text).toString('base64');

describe('bundleUidIds', () => {
  it('reads the option id of an option uid and the option and selection ids of a choice uid', () => {
    expect(bundleUidIds(uid('bundle/3'))).toEqual([3]);
    expect(bundleUidIds(uid('bundle/3/14/1'))).toEqual([3, 14]);
    expect(bundleUidIds(uid('bundle/3/14/2.5'))).toEqual([3, 14]);
  });

  it('is empty for anything else', () => {
    expect(bundleUidIds(null)).toEqual([]);
    expect(bundleUidIds('')).toEqual([]);
    expect(bundleUidIds('%%%not-base64')).toEqual([]);
    expect(bundleUidIds(uid('configurable/1/2'))).toEqual([]);
    expect(bundleUidIds(uid('bundle/x'))).toEqual([]);
  });
});
