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

/**
 * OWASP's minimum for scrypt (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1 — 128 MiB
 * and a few hundred milliseconds per hash. Production always hashes with these; only tests pass
 * cheaper ones (`CommerceApiOptions.passwordHashing`).
 */
export const DEFAULT_SCRYPT_PARAMETERS: ScryptParameters = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Beyond this a stored hash is not ours (and would ask for gigabytes of memory). */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/**
 * scrypt needs 128·N·r bytes for its table plus 128·r·p for the blocks; Node refuses anything
 * over `maxmem` (32 MiB by default, less than 2^17 needs), so it is set from the parameters,
 * with room for Node's own bookkeeping.
 */
const maxmemFor = ({ N, r, p }: ScryptParameters) => 128 * r * (N + p) + 16 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, parameters: ScryptParameters) {
  const { N, r, p } = parameters;
  const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(parameters) };
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

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** A stored hash's parts, or null when it is not a well-formed scrypt hash of sane cost. */
function parseHash(
  stored: string,
): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  const parameters = { N: Number(N), r: Number(r), p: Number(p) };
  const sane =
    scheme === 'scrypt' &&
    isPowerOfTwo(parameters.N) &&
    parameters.N <= MAX_N &&
    Number.isInteger(parameters.r) &&
    parameters.r >= 1 &&
    parameters.r <= MAX_R &&
    Number.isInteger(parameters.p) &&
    parameters.p >= 1 &&
    parameters.p <= MAX_P &&
    !!salt &&
    !!key;
  if (!sane) return null;
  return { parameters, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Whether `password` matches a hash from `hashPassword`; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await deriveKey(password, parsed.salt, parsed.parameters);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/**
 * Whether a stored hash was made with weaker parameters than `wanted` (or is not ours), so a
 * successful sign-in should store a new one.
 */
export function needsRehash(
  stored: string,
  wanted: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS,
): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.parameters;
  return N < wanted.N || r < wanted.r || p < wanted.p;
}
