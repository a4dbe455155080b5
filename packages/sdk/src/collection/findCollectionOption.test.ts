import { describe, expect, it } from 'vitest';
import { collectionOptions, findCollectionOption } from './findCollectionOption';

const options = collectionOptions([
  { label: 'John Deere', value: '7' },
  { label: 'Kværneland', value: '12' },
  { label: 'Øveraasen', value: '13' },
  { label: '&&', value: '14' },
  { label: 'Tom', value: '' },
  null,
]);

describe('collectionOptions', () => {
  it('gives each option its slug, leaving out what cannot be a collection', () => {
    expect(options).toEqual([
      { label: 'John Deere', value: '7', slug: 'john-deere' },
      { label: 'Kværneland', value: '12', slug: 'kvaerneland' },
      { label: 'Øveraasen', value: '13', slug: 'overaasen' },
    ]);
  });
});

describe('findCollectionOption', () => {
  it.each([
    ['john-deere', '7'],
    ['John-Deere', '7'],
    ['kvaerneland', '12'],
    ['Kværneland', '12'],
    ['overaasen', '13'],
  ])('finds %s', (slug, value) => {
    expect(findCollectionOption(options, slug)?.value).toBe(value);
  });

  it.each(['massey-ferguson', '', '---'])('finds nothing for %j', (slug) => {
    expect(findCollectionOption(options, slug)).toBeNull();
  });
});
