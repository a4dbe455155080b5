import { describe, expect, it } from 'vitest';
import { SdkError, isSdkError } from './SdkError';

describe('SdkError', () => {
  it('is an Error with a name, a code and a message', () => {
    const error = new SdkError('invalid-argument', 'Price must be a finite number');

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SdkError');
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Price must be a finite number');
  });

  it('keeps the cause it was given', () => {
    const cause = new TypeError('underlying');

    expect(new SdkError('invalid-argument', 'wrapped', { cause }).cause).toBe(cause);
  });
});

describe('isSdkError', () => {
  it('recognises an SdkError with or without a code to match', () => {
    const error = new SdkError('invalid-argument', 'bad input');

    expect(isSdkError(error)).toBe(true);
    expect(isSdkError(error, 'invalid-argument')).toBe(true);
  });

  it('recognises an SdkError from another copy of the SDK by its name and code', () => {
    const foreign = Object.assign(new Error('bad input'), {
      name: 'SdkError',
      code: 'invalid-argument',
    });

    expect(isSdkError(foreign, 'invalid-argument')).toBe(true);
  });

  it('rejects other errors and non-errors', () => {
    expect(isSdkError(new Error('plain'))).toBe(false);
    expect(isSdkError(new RangeError('range'))).toBe(false);
    expect(isSdkError({ name: 'SdkError', code: 'invalid-argument' })).toBe(false);
    expect(isSdkError('SdkError')).toBe(false);
    expect(isSdkError(undefined)).toBe(false);
  });
});
