const LETTERS: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  å: 'a',
  ö: 'o',
  ä: 'a',
  ü: 'u',
  é: 'e',
  è: 'e',
  ß: 'ss',
};

/**
 * A URL segment: lower-case ASCII letters and digits separated by single dashes
 * (`Pöttinger` → `pottinger`, `T6.155` → `t6-155`, `Kraftuttak (PTO)` → `kraftuttak-pto`).
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåöäüéèß]/g, (letter) => LETTERS[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
