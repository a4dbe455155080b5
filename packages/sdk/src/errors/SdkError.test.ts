import { describe, expect, it } from 'vitest';
import {
  SdkError,
  isSdkError,
  isUnansweredError,
  normalizeError,
  refusalOf,
  typedCodeError,
} from './SdkError';

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

describe('isUnansweredError', () => {
  it('is true without an answer: no connection, or a gateway could not reach the API', () => {
    expect(isUnansweredError(new SdkError('network', 'offline'))).toBe(true);
    for (const statusCode of [502, 503, 504]) {
      expect(
        isUnansweredError(new SdkError('http', 'gateway', { statusCode })),
        String(statusCode),
      ).toBe(true);
    }
  });

  it('is false for answers: refusals, other statuses, other errors', () => {
    expect(isUnansweredError(new SdkError('graphql', 'refused', { statusCode: 200 }))).toBe(false);
    expect(isUnansweredError(new SdkError('http', 'server error', { statusCode: 500 }))).toBe(
      false,
    );
    expect(isUnansweredError(new SdkError('http', 'not found', { statusCode: 404 }))).toBe(false);
    expect(isUnansweredError(new Error('fetch failed'))).toBe(false);
    expect(isUnansweredError(undefined)).toBe(false);
  });
});

describe('SdkError fields', () => {
  it('reports status 500 and no GraphQL errors unless told otherwise', () => {
    const error = new SdkError('network', 'offline');

    expect(error.statusCode).toBe(500);
    expect(error.graphQLErrors).toEqual([]);
  });

  it('keeps the status and GraphQL errors it was given', () => {
    const graphQLErrors = [{ message: 'Not allowed', category: 'graphql-authorization' }];
    const error = new SdkError('authorization', 'Not allowed', { statusCode: 401, graphQLErrors });

    expect(error.statusCode).toBe(401);
    expect(error.graphQLErrors).toEqual(graphQLErrors);
  });
});

describe('normalizeError', () => {
  it('keeps the message and status of an SdkError', () => {
    expect(normalizeError(new SdkError('http', 'Bad gateway', { statusCode: 502 }))).toEqual({
      message: 'Bad gateway',
      statusCode: 502,
    });
  });

  it('gives other errors status 500 unless they carry a numeric statusCode', () => {
    expect(normalizeError(new TypeError('boom'))).toEqual({ message: 'boom', statusCode: 500 });
    expect(normalizeError(Object.assign(new Error('gone'), { statusCode: 404 }))).toEqual({
      message: 'gone',
      statusCode: 404,
    });
    expect(normalizeError(Object.assign(new Error('odd'), { statusCode: '404' }))).toEqual({
      message: 'odd',
      statusCode: 500,
    });
  });

  it('uses a thrown string as the message', () => {
    expect(normalizeError('Something failed')).toEqual({
      message: 'Something failed',
      statusCode: 500,
    });
  });

  it('gives anything else a generic message and status 500', () => {
    for (const value of [undefined, null, 42, { message: 'not an error' }]) {
      expect(normalizeError(value)).toEqual({ message: 'Unknown error', statusCode: 500 });
    }
  });
});

describe('SdkError refusal', () => {
  it("reads the typed refusal of the response's first error", () => {
    const error = new SdkError('graphql', 'The requested qty is not available', {
      graphQLErrors: [
        {
          message: 'The requested qty is not available',
          category: 'graphql-input',
          extensions: { error_code: 'INSUFFICIENT_STOCK', available_quantity: 3 },
        },
        { message: 'Other', category: 'graphql-input' },
      ],
    });

    expect(error.refusal).toEqual({ kind: 'out_of_stock', availableQuantity: 3 });
    expect(refusalOf(error)).toBe(error.refusal);
  });

  it('keeps a refusal it was given, and has none without GraphQL errors', () => {
    const refused = new SdkError('invalid-argument', 'out-of-stock', {
      refusal: { kind: 'out_of_stock', availableQuantity: 0 },
    });

    expect(refused.refusal).toEqual({ kind: 'out_of_stock', availableQuantity: 0 });
    expect(new SdkError('network', 'offline').refusal).toBeNull();
  });

  it('reads the refusal of an error from another copy of the SDK, and none of anything else', () => {
    const foreign = Object.assign(new Error('x'), {
      name: 'SdkError',
      code: 'graphql',
      refusal: { kind: 'email_taken' },
    });

    expect(refusalOf(foreign)).toEqual({ kind: 'email_taken' });
    expect(refusalOf(new Error('plain'))).toBeNull();
    expect(refusalOf('out-of-stock')).toBeNull();
  });
});

describe('typedCodeError', () => {
  it("is a graphql error with the message, refused by Magento's typed code", () => {
    const error = typedCodeError({ code: 'INSUFFICIENT_STOCK', message: 'Not enough' });

    expect(error.code).toBe('graphql');
    expect(error.message).toBe('Not enough');
    expect(error.refusal).toEqual({ kind: 'out_of_stock', availableQuantity: null });
  });

  it('reads the stock left that commerce-api says beside the typed code', () => {
    expect(
      typedCodeError({ code: 'INSUFFICIENT_STOCK', message: 'x', wm_available_quantity: 3 })
        .refusal,
    ).toEqual({ kind: 'out_of_stock', availableQuantity: 3 });
    expect(
      typedCodeError({ code: 'NOT_SALABLE', message: 'x', wm_available_quantity: 0 }).refusal,
    ).toEqual({ kind: 'not_salable' });
  });

  it('reads the finer code commerce-api says beside a code that does not tell apart', () => {
    const error = typedCodeError({
      code: 'UNABLE_TO_PLACE_ORDER',
      message: 'The card has expired.',
      wm_error_code: 'CARD_EXPIRED',
    });
    expect(error.refusal).toEqual({ kind: 'card_expired' });
    expect(error.graphQLErrors).toEqual([
      {
        message: 'The card has expired.',
        code: 'UNABLE_TO_PLACE_ORDER',
        extensions: { error_code: 'CARD_EXPIRED' },
      },
    ]);
  });
});
