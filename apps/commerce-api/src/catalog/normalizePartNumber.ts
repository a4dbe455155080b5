/**
 * Reduces a part number or a search word to the characters that identify it: lower case letters
 * and digits. `RE 504836`, `re-504836` and `RE504836` all become `re504836`, so a shopper finds a
 * part however the number was printed.
 */
export function normalizePartNumber(value: string): string {
  return value.toLowerCase().replace(/[^0-9a-zæøå]/g, '');
}
