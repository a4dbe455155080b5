import { describe, expect, it } from 'vitest';
import { SdkError } from '../errors/SdkError';
import { firstMessageError } from './firstMessageError';

describe('firstMessageError', () => {
  it('gives the first GraphQL error’s message, keeping the code, status and errors', () => {
    const error = new SdkError('graphql', 'First\nSecond', {
      statusCode: 200,
      graphQLErrors: [{ message: 'First' }, { message: 'Second' }],
    });
    const thrown = firstMessageError(error);
    expect(thrown).toBeInstanceOf(SdkError);
    expect(thrown).toMatchObject({
      code: 'graphql',
      message: 'First',
      statusCode: 200,
      graphQLErrors: error.graphQLErrors,
      cause: error,
    });
  });

  it('keeps an error with one GraphQL error, and anything that is not an SdkError', () => {
    const one = new SdkError('graphql', 'Only', { graphQLErrors: [{ message: 'Only' }] });
    expect(firstMessageError(one)).toBe(one);
    const other = new Error('Failed to fetch');
    expect(firstMessageError(other)).toBe(other);
  });
});
