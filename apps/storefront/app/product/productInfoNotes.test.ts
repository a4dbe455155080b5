import { describe, expect, it } from 'vitest';

import { productInfoNotes } from './productInfoNotes';

describe('productInfoNotes', () => {
  it('promises free shipping above 6 000,– and same-day dispatch before 14:00 for stock', () => {
    const notes = productInfoNotes({ inStock: true });
    expect(notes.map((note) => note.id)).toEqual(['free-shipping', 'same-day-dispatch']);
    expect(notes[0]?.text.replace(/\s/g, ' ')).toBe('Fri frakt ved kjøp over 6 000,–');
    expect(notes[1]?.text).toBe('Bestill før kl. 14:00, så sender vi samme dag');
  });

  it('does not promise same-day dispatch for what is out of stock', () => {
    expect(productInfoNotes({ inStock: false }).map((note) => note.id)).toEqual(['free-shipping']);
  });
});
