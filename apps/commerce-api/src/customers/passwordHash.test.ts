import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwordHash.js';

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

  it('hashes at OWASP cost by default (N = 2^17, more memory than Node allows unasked)', async () => {
    const hash = await hashPassword('Traktor-2024');
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Traktor-2024', hash)).toBe(true);
  });

  it('verifies with the parameters stored in the hash', async () => {
    const hash = await hashPassword('Traktor-2024', { parameters: { N: 2 ** 14, r: 8, p: 1 } });
    expect(await verifyPassword('Traktor-2024', hash)).toBe(true);
  });

  it('refuses hashes it does not understand, or of absurd cost, without throwing', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$c2FsdA$a2V5')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 30}$8$1$c2FsdA$a2V5`)).toBe(false);
  });
});

describe('needsRehash', () => {
  const hash = (N: number, r = 8, p = 1) => `scrypt$${N}$${r}$${p}$c2FsdA$a2V5`;

  it('asks for a new hash when any parameter is below the wanted cost', () => {
    expect(needsRehash(hash(2 ** 14))).toBe(true);
    expect(needsRehash(hash(2 ** 17, 4))).toBe(true);
    expect(needsRehash(hash(2 ** 17), { N: 2 ** 17, r: 8, p: 2 })).toBe(true);
    expect(needsRehash('md5$abc')).toBe(true);
  });

  it('keeps a hash at or above the wanted cost', () => {
    expect(needsRehash(hash(2 ** 17))).toBe(false);
    expect(needsRehash(hash(2 ** 18))).toBe(false);
    expect(needsRehash(hash(2 ** 14), fast)).toBe(false);
  });
});
