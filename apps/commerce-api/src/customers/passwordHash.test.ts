import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHash.js';

const fast = { N: 2 ** 10, r: 8, p: 1 };

describe('hashPassword', () => {
  it('stores the scheme, the parameters, a salt and the key', async () => {
    const hash = await hashPassword('Traktor-2024', { parameters: fast });
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Traktor-2024', { parameters: fast }),
      hashPassword('Traktor-2024', { parameters: fast }),
    ]);
    expect(a).not.toBe(b);
  });

  it('gives the same hash for the same salt', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('x', { parameters: fast, salt })).toBe(
      await hashPassword('x', { parameters: fast, salt }),
    );
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and refuses others', async () => {
    const hash = await hashPassword('Traktor-2024', { parameters: fast });
    expect(await verifyPassword('Traktor-2024', hash)).toBe(true);
    expect(await verifyPassword('traktor-2024', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('verifies with the parameters stored in the hash', async () => {
    const hash = await hashPassword('Traktor-2024');
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('Traktor-2024', hash)).toBe(true);
  });

  it('refuses hashes it does not understand', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
