import { describe, expect, it } from 'vitest';
import { collectionOptions, findCollectionOption } from './findCollectionOption';

const options = collectionOptions([
  { label: 'John Deere', value: '7' },
  { label: 'Kværneland', value: '12' },
  { label: 'Øveraasen', value: '13', swatch: { value: '#c8102e' } },
  { label: '&&', value: '14' },
  { label: 'Tom', value: '' },
  null,
]);

describe('collectionOptions', () => {
  it('gives each option its slug and swatch, leaving out what cannot be a collection', () => {
    expect(options).toEqual([
      { label: 'John Deere', value: '7', slug: 'john-deere', swatch: null },
      { label: 'Kværneland', value: '12', slug: 'kvaerneland', swatch: null },
      { label: 'Øveraasen', value: '13', slug: 'overaasen', swatch: '#c8102e' },
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
