import { SdkError } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { isBadInputError } from './isBadInputError';

describe('isBadInputError', () => {
  it('is true for a GraphQL error of category graphql-input', () => {
    const error = new SdkError('graphql', 'currentPage value 8 is greater than 7', {
      graphQLErrors: [{ message: 'currentPage …', category: 'graphql-input' }],
    });
    expect(isBadInputError(error)).toBe(true);
  });

  it('is false for other GraphQL errors, other SDK errors and anything else', () => {
    const other = new SdkError('graphql', 'Internal', {
      graphQLErrors: [{ message: 'Internal', category: 'internal' }],
    });
    expect(isBadInputError(other)).toBe(false);
    expect(isBadInputError(new SdkError('network', 'down'))).toBe(false);
    expect(isBadInputError(new Error('graphql-input'))).toBe(false);
  });
});
