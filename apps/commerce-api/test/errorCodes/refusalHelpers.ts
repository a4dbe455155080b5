import { expect } from 'vitest';
import type { GraphQLErrorBody } from '../testApi.js';

/**
 * Asserts that a response was refused with one error whose `extensions` hold what is expected:
 * Magento's `category`, the stable `error_code` and its parameters (and the message, if given),
 * located at the field that refused (`path`) like any GraphQL error.
 */
export function expectRefusal(
  result: { data?: unknown; errors?: GraphQLErrorBody[] },
  expected: { category: string; error_code: string; message?: string } & Record<string, unknown>,
): void {
  const { message, ...extensions } = expected;
  expect(result.errors, JSON.stringify(result)).toHaveLength(1);
  const error = result.errors![0]!;
  expect(error.extensions).toMatchObject(extensions);
  expect((error as { path?: unknown[] }).path?.length).toBeGreaterThan(0);
  if (message !== undefined) expect(error.message).toBe(message);
}
