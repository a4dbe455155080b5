import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters; stored with every hash, so they can be raised later. */
export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/** About 16 MiB and a few tens of milliseconds per hash on a server. */
export const DEFAULT_SCRYPT_PARAMETERS: ScryptParameters = { N: 2 ** 14, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function deriveKey(password: string, salt: Buffer, { N, r, p }: ScryptParameters) {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Hashes a password with scrypt and a random salt, as `scrypt$N$r$p$<salt>$<key>` (base64url).
 * `salt` may be given only to make seeded accounts reproducible.
 */
export async function hashPassword(
  password: string,
  { parameters = DEFAULT_SCRYPT_PARAMETERS, salt = randomBytes(SALT_LENGTH) } = {},
): Promise<string> {
  const key = await deriveKey(password, salt, parameters);
  const { N, r, p } = parameters;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches a hash from `hashPassword`; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
