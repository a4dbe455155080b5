import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../errors/refusal.js';
import { maskError } from './errors.js';

describe('maskError', () => {
  it('drops a parser’s error from extensions.originalError, keeping the rest', () => {
    const parserError = new GraphQLError('POST body sent invalid JSON.', {
      extensions: {
        code: 'BAD_REQUEST',
        http: { status: 400 },
        originalError: { name: 'SyntaxError', message: 'Unexpected end of JSON input' },
      },
    });
    const masked = maskError(parserError, 'Unexpected error.') as GraphQLError;
    expect(masked.message).toBe('POST body sent invalid JSON.');
    expect(masked.extensions).toEqual({ code: 'BAD_REQUEST', http: { status: 400 } });
  });

  it('masks what it does not know, and sends refusals with their code', () => {
    expect(maskError(new Error('relation "x" does not exist'), 'Unexpected error.').message).toBe(
      'Unexpected error.',
    );
    const refusal = maskError(new Refusal('CART_EMPTY', 'The cart is empty.'), 'x') as GraphQLError;
    expect(refusal.extensions).toEqual({ category: 'graphql-input', error_code: 'CART_EMPTY' });
  });
});
