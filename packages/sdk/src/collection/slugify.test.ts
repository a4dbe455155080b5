import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['John Deere', 'john-deere'],
    ['Massey Ferguson', 'massey-ferguson'],
    ['Kværneland', 'kvaerneland'],
    ['Øveraasen', 'overaasen'],
    ['Ås Traktor', 'as-traktor'],
    ['ÆØÅ æøå', 'aeoa-aeoa'],
    ['Kverneland Øst & Sønn', 'kverneland-ost-sonn'],
    ['Fendt 1050 Vario', 'fendt-1050-vario'],
    ['  --Claas--  ', 'claas'],
    ['Citroën Pères', 'citroen-peres'],
    ['Müller Straße', 'muller-strasse'],
    ['Deutz-Fahr', 'deutz-fahr'],
    ['A/S Traktor_Deler', 'a-s-traktor-deler'],
    ['', ''],
    ['&&&', ''],
  ])('makes %j %j', (label, slug) => {
    expect(slugify(label)).toBe(slug);
  });
});
