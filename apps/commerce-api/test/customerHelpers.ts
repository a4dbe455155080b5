import { expect } from 'vitest';
import type { TestApi } from './testApi.js';

/** Helpers shared by the customer-account integration tests. */

export const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const NOT_AUTHORIZED = "The current customer isn't authorized.";

export const DEMO = {
  ola: { email: 'ola.nordmann@example.no', password: 'Traktor-2024' },
  haugen: { email: 'innkjop@haugen-gard.example.no', password: 'Gardsdrift-2024' },
  fjelltun: { email: 'post@fjelltun-maskin.example.no', password: 'Maskinlag-2024' },
} as const;

export const bearer = (token: string, headers: Record<string, string> = {}) => ({
  headers: { authorization: `Bearer ${token}`, ...headers },
});

let counter = 0;
/** A fresh, unused e-mail address. */
export const newEmail = (prefix = 'kunde') =>
  `${prefix}${++counter}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.no`;

const LOGIN = `mutation ($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token credit_check_approved }
}`;

export function login(
  t: TestApi,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return t.query<{ generateCustomerToken: { token: string; credit_check_approved: boolean } }>(
    LOGIN,
    { email, password },
    { headers },
  );
}

/** Signs in and returns the token, failing the test if sign-in fails. */
export async function tokenFor(t: TestApi, email: string, password: string): Promise<string> {
  const result = await login(t, email, password);
  expect(result.errors).toBeUndefined();
  return result.data!.generateCustomerToken.token;
}

/** Registers a new private customer and returns a token for it. */
export async function registerCustomer(
  t: TestApi,
  email = newEmail(),
  password = 'Traktor-2024',
): Promise<{ email: string; password: string; token: string }> {
  const created = await t.query(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { email, password, firstname: 'Åse', lastname: 'Østby' } },
  );
  expect(created.errors).toBeUndefined();
  return { email, password, token: await tokenFor(t, email, password) };
}

/** A delivery address in Norway the checkout tests ship and bill to. */
export const HOME_ADDRESS = {
  firstname: 'Åse',
  lastname: 'Østby',
  street: ['Storgata 1'],
  city: 'Hamar',
  postcode: '2317',
  country_code: 'NO',
  telephone: '90000000',
};
