import { describe, expect, it } from 'vitest';
import { hasGuestTractors } from './hasGuestTractors';

const stored = JSON.stringify({
  tractors: [
    {
      finder: { id: 1, name: 'Traktor', slug: 'traktor' },
      brand: { id: 2, name: 'Valtra', slug: 'valtra' },
      model: { id: 3, name: 'N134', slug: 'n134' },
      licensePlate: null,
      nickname: null,
      addedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  activeId: null,
});

describe('hasGuestTractors', () => {
  it('is true only for a stored list with a machine', () => {
    expect(hasGuestTractors(stored)).toBe(true);
    expect(hasGuestTractors(null)).toBe(false);
    expect(hasGuestTractors('')).toBe(false);
    expect(hasGuestTractors('not json')).toBe(false);
    expect(hasGuestTractors(JSON.stringify({ tractors: [], activeId: null }))).toBe(false);
  });
});
