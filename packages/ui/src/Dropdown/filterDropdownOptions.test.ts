import { describe, expect, it } from 'vitest';
import { filterDropdownOptions } from './filterDropdownOptions';

const brands = [
  { value: '1', label: 'Massey Ferguson' },
  { value: '2', label: 'John Deere' },
  { value: '3', label: 'Fordson Major' },
  { value: '4', label: 'Valmet' },
  { value: '5', label: 'Østerberg' },
];

describe('filterDropdownOptions', () => {
  it('keeps every option for an empty or blank query', () => {
    expect(filterDropdownOptions(brands, '')).toEqual(brands);
    expect(filterDropdownOptions(brands, '   ')).toEqual(brands);
  });

  it('matches labels that contain the query anywhere, ignoring case', () => {
    expect(filterDropdownOptions(brands, 'FERG').map((o) => o.value)).toEqual(['1']);
    expect(filterDropdownOptions(brands, 'or').map((o) => o.value)).toEqual(['3']);
    expect(filterDropdownOptions(brands, 'e').map((o) => o.value)).toEqual(['1', '2', '4', '5']);
  });

  it('ignores case in Norwegian letters too', () => {
    expect(filterDropdownOptions(brands, 'øSTER').map((o) => o.value)).toEqual(['5']);
  });

  it('ignores spaces around the query but not inside it', () => {
    expect(filterDropdownOptions(brands, '  john ').map((o) => o.value)).toEqual(['2']);
    expect(filterDropdownOptions(brands, 'john  deere')).toEqual([]);
  });

  it('matches on the label, not the value', () => {
    expect(filterDropdownOptions(brands, '3')).toEqual([]);
  });

  it('returns an empty list when nothing matches, and a new array otherwise', () => {
    expect(filterDropdownOptions(brands, 'Zetor')).toEqual([]);
    expect(filterDropdownOptions(brands, '')).not.toBe(brands);
  });
});
