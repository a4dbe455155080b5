/** Letters decomposition does not turn into ASCII, spelt out as Magento's URL keys spell them. */
const transliterations: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  å: 'a',
  ß: 'ss',
  þ: 'th',
  ð: 'd',
  đ: 'd',
  ł: 'l',
  œ: 'oe',
};

/**
 * A label as a URL slug, the way Magento makes URL keys: lower case, `æ` → `ae`, `ø` → `o`,
 * `å` → `a`, other accents dropped (`é` → `e`, `ü` → `u`), every run of other characters one `-`,
 * no `-` at either end. Pure.
 *
 * @example
 * ```ts
 * slugify('Kværneland Øst & Sønn'); // 'kvaerneland-ost-sonn'
 * slugify('John Deere'); // 'john-deere'
 * ```
 */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/[æøåßþðđłœ]/g, (letter) => transliterations[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
