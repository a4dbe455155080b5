import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { createTaxDisplayStore } from './createTaxDisplayStore';

describe('createTaxDisplayStore', () => {
  it('starts with the header’s default until initialised', () => {
    const store = createTaxDisplayStore(createMemoryStorage());
    expect(store.getSnapshot()).toEqual({
      taxOff: true,
      showIncludingTax: false,
      initialised: false,
    });
  });

  it('initialises from the saved value', () => {
    const storage = createMemoryStorage();
    storage.set('taxOff', 'false');
    const store = createTaxDisplayStore(storage);

    store.initialise({ customerTaxvat: 'NO999999999MVA' });

    expect(store.getSnapshot()).toMatchObject({ taxOff: false, initialised: true });
  });

  it('saves a business customer’s default when nothing was saved', () => {
    const storage = createMemoryStorage();
    const store = createTaxDisplayStore(storage);

    store.initialise({ customerTaxvat: 'NO999999999MVA', catalogDisplayTax: 2 });

    expect(store.getSnapshot().taxOff).toBe(true);
    expect(storage.get('taxOff')).toBe('true');
  });

  it('follows the store without saving when there is neither a saved value nor a taxvat', () => {
    const storage = createMemoryStorage();
    const store = createTaxDisplayStore(storage);

    store.initialise({ catalogDisplayTax: 2 });

    expect(store.getSnapshot()).toMatchObject({ taxOff: false, showIncludingTax: true });
    expect(storage.get('taxOff')).toBeNull();
  });

  it('saves what the shopper sets or toggles, and tells listeners', () => {
    const storage = createMemoryStorage();
    const store = createTaxDisplayStore(storage);
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot().taxOff));

    store.toggle();
    store.setTaxOff(true);
    store.setTaxOff(true);
    unsubscribe();
    store.toggle();

    expect(seen).toEqual([false, true]);
    expect(storage.get('taxOff')).toBe('false');
  });

  it('keeps the same snapshot until something changes, and serves the default to the server', () => {
    const store = createTaxDisplayStore(createMemoryStorage());
    const before = store.getSnapshot();
    store.setTaxOff(true);
    expect(store.getSnapshot()).toBe(before);
    store.setTaxOff(false);
    expect(store.getServerSnapshot()).toEqual({
      taxOff: true,
      showIncludingTax: false,
      initialised: false,
    });
  });

  it('renders (server snapshot) with the state of the first initialise, and keeps it after changes', () => {
    const storage = createMemoryStorage();
    storage.set('taxOff', 'false');
    const store = createTaxDisplayStore(storage);

    store.initialise();
    const rendered = store.getServerSnapshot();
    store.toggle();
    store.initialise();

    expect(rendered).toMatchObject({ taxOff: false, showIncludingTax: true });
    expect(store.getServerSnapshot()).toBe(rendered);
    expect(store.getSnapshot().taxOff).toBe(true);
  });
});
