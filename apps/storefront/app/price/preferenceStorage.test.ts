// @vitest-environment jsdom
import { shopConstants } from '@agri-parts/sdk';
import { afterEach, describe, expect, it } from 'vitest';

import { createBrowserPreferenceStorage } from './preferenceStorage';

const tractorsKey = shopConstants.localStorageKeys.myTractors;
const taxOffKey = shopConstants.localStorageKeys.taxOff;

afterEach(() => {
  localStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('createBrowserPreferenceStorage', () => {
  it('mirrors the tax display in a cookie and reads it from there', () => {
    const storage = createBrowserPreferenceStorage();
    storage.set(taxOffKey, 'true');

    expect(localStorage.getItem(taxOffKey)).toBe('true');
    expect(document.cookie).toContain(`${taxOffKey}=true`);
    expect(storage.get(taxOffKey)).toBe('true');
  });

  it('keeps a guest’s My tractors in local storage only, never in a cookie', () => {
    const storage = createBrowserPreferenceStorage();
    const list = JSON.stringify({ tractors: [], activeId: null });
    storage.set(tractorsKey, list);

    expect(localStorage.getItem(tractorsKey)).toBe(list);
    expect(document.cookie).not.toContain(tractorsKey);
    expect(storage.get(tractorsKey)).toBe(list);

    storage.remove(tractorsKey);
    expect(localStorage.getItem(tractorsKey)).toBeNull();
    expect(storage.get(tractorsKey)).toBeNull();
  });
});
