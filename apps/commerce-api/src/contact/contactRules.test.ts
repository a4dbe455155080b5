import { describe, expect, it } from 'vitest';
import { Refusal } from '../errors/refusal.js';
import { contactMessage } from './contactRules.js';

const valid = { name: ' Kari ', email: 'kari@example.no ', comment: ' Hei! ', telephone: '' };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error('not refused');
};

describe('contactMessage', () => {
  it('trims the fields and leaves out an empty phone number', () => {
    expect(contactMessage(valid)).toEqual({
      name: 'Kari',
      email: 'kari@example.no',
      telephone: null,
      comment: 'Hei!',
    });
  });

  it('names every missing field at once', () => {
    expect(refusal(() => contactMessage({ name: ' ', email: '', comment: 'x' }))).toEqual({
      code: 'REQUIRED_PARAMETER_MISSING',
      params: { fields: ['name', 'email'] },
    });
  });

  it('refuses a malformed address, a bad phone number and a comment over 5000 characters', () => {
    expect(refusal(() => contactMessage({ ...valid, email: 'kari@' })).code).toBe('INVALID_EMAIL');
    expect(refusal(() => contactMessage({ ...valid, telephone: 'ring meg' }))).toEqual({
      code: 'INVALID_PHONE_NUMBER',
      params: { field: 'telephone' },
    });
    expect(refusal(() => contactMessage({ ...valid, comment: 'x'.repeat(5001) }))).toEqual({
      code: 'FIELD_TOO_LONG',
      params: { field: 'comment', max_length: 5000 },
    });
    expect(contactMessage({ ...valid, comment: 'å'.repeat(5000) }).comment).toHaveLength(5000);
  });
});
