import { parseListingQuery } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { priceFormRedirect } from './priceRangeQuery';

const options = {
  defaultItemsPerPage: 12,
  filterCodes: ['price', 'manufacturer'],
  defaultSort: null,
} as const;

function redirectFor(address: string) {
  const url = new URL(address, 'http://shop.test');
  return priceFormRedirect(url, parseListingQuery(url.searchParams, options), options);
}

describe('priceFormRedirect', () => {
  it('turns the form fields into the price filter, keeping the other filters, on page 1', () => {
    expect(redirectFor('/filter.html?manufacturer=12&page=3&price_from=100&price_to=500')).toBe(
      '/filter.html?manufacturer=12&price=100_500',
    );
  });

  it('allows an open end, swaps a reversed range, and rounds', () => {
    expect(redirectFor('/f.html?price_from=250&price_to=')).toBe('/f.html?price=250_');
    expect(redirectFor('/f.html?price_from=900&price_to=100,4')).toBe('/f.html?price=100_900');
  });

  it('drops the price filter when both fields are empty or not numbers', () => {
    expect(redirectFor('/f.html?price=100_500&price_from=&price_to=abc')).toBe('/f.html');
    expect(redirectFor('/f.html?price_from=-5')).toBe('/f.html');
  });

  it('is null without the form fields', () => {
    expect(redirectFor('/f.html?price=100_500')).toBeNull();
  });
});
