import { describe, expect, it } from 'vitest';

import { rewriteSessionResponse, sessionOperations } from './sessionOperations';

describe('sessionOperations', () => {
  it('finds generateCustomerToken under its name or its alias', () => {
    expect(
      sessionOperations('mutation { generateCustomerToken(email: "a", password: "b") { token } }'),
    ).toEqual({ tokenKeys: ['generateCustomerToken'], revokes: false });
    expect(
      sessionOperations(
        'mutation Login { t: generateCustomerToken(email: "a", password: "b") { token } }',
      ),
    ).toEqual({ tokenKeys: ['t'], revokes: false });
  });

  it('finds revokeCustomerToken', () => {
    expect(sessionOperations('mutation { revokeCustomerToken { result } }')).toEqual({
      tokenKeys: [],
      revokes: true,
    });
  });

  it('reads top-level fields through fragments and inline fragments, once per fragment', () => {
    const query = `
      mutation Login { ...L ... on Mutation { second: generateCustomerToken(email: "a", password: "b") { token } } }
      fragment L on Mutation { first: generateCustomerToken(email: "a", password: "b") { token } ...L }
    `;
    expect(sessionOperations(query).tokenKeys.sort()).toEqual(['first', 'second']);
  });

  it('reads the operation operationName picks, and none when it is ambiguous or unknown', () => {
    const query = `
      mutation Login { generateCustomerToken(email: "a", password: "b") { token } }
      mutation Logout { revokeCustomerToken { result } }
    `;
    expect(sessionOperations(query, 'Logout')).toEqual({ tokenKeys: [], revokes: true });
    expect(sessionOperations(query, 'Login')).toEqual({
      tokenKeys: ['generateCustomerToken'],
      revokes: false,
    });
    expect(sessionOperations(query)).toEqual({ tokenKeys: [], revokes: false });
    expect(sessionOperations(query, 'Other')).toEqual({ tokenKeys: [], revokes: false });
  });

  it('ignores queries, nested fields, a name in a string and documents that do not parse', () => {
    const nothing = { tokenKeys: [], revokes: false };
    expect(sessionOperations('{ storeConfig { store_name } }')).toEqual(nothing);
    expect(sessionOperations('query { generateCustomerToken { token } }')).toEqual(nothing);
    expect(sessionOperations('mutation { x { generateCustomerToken { token } } }')).toEqual(
      nothing,
    );
    expect(sessionOperations('mutation { a(b: "generateCustomerToken") { c } }')).toEqual(nothing);
    expect(sessionOperations('mutation { generateCustomerToken(')).toEqual(nothing);
    expect(sessionOperations('')).toEqual(nothing);
    expect(sessionOperations(null)).toEqual(nothing);
  });
});

describe('rewriteSessionResponse', () => {
  const login = { tokenKeys: ['t'], revokes: false };

  it('takes the token out of a login answer and keeps the rest', () => {
    const result = rewriteSessionResponse(
      { data: { t: { token: 'secret', credit_check_approved: true } } },
      login,
    );
    expect(result).toEqual({
      body: { data: { t: { token: '', credit_check_approved: true } } },
      token: 'secret',
      authorizationFailed: false,
    });
  });

  it('has no token for a failed login, and leaves answers of other requests as they are', () => {
    const failed = {
      data: { t: null },
      errors: [{ message: 'The account sign-in was incorrect' }],
    };
    expect(rewriteSessionResponse(failed, login)).toEqual({
      body: failed,
      token: null,
      authorizationFailed: false,
    });
    const other = { data: { t: { token: 'not a customer token' } } };
    expect(rewriteSessionResponse(other, { tokenKeys: [], revokes: false }).body).toBe(other);
  });

  it('tells when an error has the category graphql-authorization', () => {
    const refused = {
      errors: [
        { message: 'x', extensions: { category: 'graphql-input' } },
        {
          message: "The current customer isn't authorized.",
          extensions: { category: 'graphql-authorization' },
        },
      ],
    };
    expect(rewriteSessionResponse(refused, login).authorizationFailed).toBe(true);
    expect(
      rewriteSessionResponse({ errors: [{ message: 'graphql-authorization' }] }, login)
        .authorizationFailed,
    ).toBe(false);
  });

  it('survives answers that are not GraphQL objects', () => {
    for (const body of [undefined, null, 'text', [1, 2], { data: 'x', errors: 'y' }]) {
      expect(rewriteSessionResponse(body, login)).toMatchObject({
        token: null,
        authorizationFailed: false,
      });
    }
  });
});
