import { describe, expect, it } from 'vitest';
import { SdkError } from '../errors/SdkError';
import { licensePlateFailure } from './licensePlateFailure';

function graphQLError(code: string | undefined, extensions: Record<string, unknown> = {}) {
  return new SdkError('graphql', 'failed', {
    graphQLErrors: [
      { message: 'failed', ...(code && { code }), extensions: { ...extensions, code } },
    ],
  });
}

describe('licensePlateFailure', () => {
  it.each([
    [
      graphQLError('LICENSE_PLATE_INVALID', { reason: 'too-long' }),
      { kind: 'invalid', reason: 'too-long' },
    ],
    [
      graphQLError('LICENSE_PLATE_INVALID', { reason: 'empty' }),
      { kind: 'invalid', reason: 'empty' },
    ],
    [
      graphQLError('LICENSE_PLATE_INVALID', { reason: 'what' }),
      { kind: 'invalid', reason: 'characters' },
    ],
    [graphQLError('LICENSE_PLATE_INVALID'), { kind: 'invalid', reason: 'characters' }],
    [graphQLError('LICENSE_PLATE_NOT_REGISTERED'), { kind: 'not-registered' }],
    [graphQLError('LICENSE_PLATE_REGISTRY_UNAVAILABLE'), { kind: 'unavailable' }],
    [
      graphQLError('LICENSE_PLATE_RATE_LIMITED', { retry_after_seconds: 42 }),
      { kind: 'rate-limited', retryAfterSeconds: 42 },
    ],
    [
      graphQLError('LICENSE_PLATE_RATE_LIMITED', { retry_after_seconds: '42' }),
      { kind: 'rate-limited', retryAfterSeconds: null },
    ],
  ])('classifies %s', (error, failure) => {
    expect(licensePlateFailure(error)).toEqual(failure);
  });

  it.each([
    new SdkError('network', 'offline'),
    new SdkError('http', 'bad gateway', { statusCode: 502 }),
    graphQLError('SOMETHING_ELSE'),
    graphQLError(undefined),
    new Error('plain'),
    'text',
  ])('keeps anything else as an error: %s', (error) => {
    expect(licensePlateFailure(error)).toEqual({ kind: 'error', error });
  });
});
