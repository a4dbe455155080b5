import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Length of masked cart ids and wish list sharing codes (Magento's masked ids have 32). */
export const MASKED_ID_LENGTH = 32;

/**
 * A random id of 32 letters and digits (about 190 bits), drawn without bias: bytes past the
 * last whole multiple of the alphabet's size are skipped.
 */
export function newMaskedId(length = MASKED_ID_LENGTH): string {
  const limit = 256 - (256 % ALPHABET.length);
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && id.length < length) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

/** Whether a string has the shape of a masked id (so it is worth looking up). */
export const isMaskedId = (value: string) => /^[A-Za-z0-9]{32}$/.test(value);
