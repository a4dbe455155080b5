import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMETERS, hashPassword } from '../customers/passwordHash.js';
import { DEMO_CUSTOMERS } from './demoCustomers.js';
import { DEMO_PASSWORD_HASHES } from './demoPasswordHashes.js';

describe('DEMO_PASSWORD_HASHES', () => {
  it.each(DEMO_CUSTOMERS.map((demo) => [demo.email, demo.password] as const))(
    'holds the production-cost hash of %s with the seed salt',
    async (email, password) => {
      const salt = createHash('sha256').update(email).digest().subarray(0, 16);
      const hash = await hashPassword(password, { salt, parameters: DEFAULT_SCRYPT_PARAMETERS });
      expect(DEMO_PASSWORD_HASHES[email]).toBe(hash);
    },
  );
});
