import { Random } from '../../apps/commerce-api/src/seed/generate/random';
import { all, FILTERS, forBrand, head, type Judge, type JudgedProduct } from './catalogIndex';
import type { JudgedQuery, QueryClass } from './judgedQuery';
import { hasDiacritics, misspell, plainLetters } from './misspellings';

/** Part numbers compare without case, spaces and dashes, as the shop's search promises. */
export const compactNumber = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function judged(
  products: readonly JudgedProduct[],
  query: string,
  queryClass: QueryClass,
  judge: Judge,
): JudgedQuery {
  return {
    query,
    queryClass,
    expected: products.filter(judge).map((p) => p.sku),
    origin: 'generated',
  };
}

/** `count` different items, spread over the list by the seeded stream. */
function sample<T>(rng: Random, items: readonly T[], count: number): T[] {
  return rng.shuffle(items).slice(0, count);
}

/** A number as dealers print it: in groups of three, or with a dash where letters meet digits. */
const spaced = (number: string) => compactNumber(number).replace(/(.{3})(?=.)/g, '$1 ');
const dashed = (number: string) =>
  compactNumber(number).replace(/([A-Z])(?=\d)|(\d)(?=[A-Z])/, '$1$2-');

/**
 * SKUs and cross-references in the writings buyers use: as printed, lower case, without or with
 * spaces and dashes. Expected: every product whose SKU or part number is that number.
 */
export function partNumberQueries(products: readonly JudgedProduct[], count: number) {
  const rng = new Random('relevance/part-number');
  const numbered = products.filter((p) => p.partNumbers.length > 0);
  const writings: ((p: JudgedProduct) => string)[] = [
    (p) => p.sku,
    (p) => p.partNumbers[0]!,
    (p) => p.partNumbers[0]!.toLowerCase(),
    (p) => spaced(p.partNumbers[0]!),
    (p) => dashed(p.partNumbers[0]!),
    (p) => p.partNumbers[p.partNumbers.length - 1]!,
    (p) => compactNumber(p.partNumbers[1] ?? p.partNumbers[0]!),
    (p) => compactNumber(p.sku).toLowerCase(),
  ];
  return sample(rng, numbered, count).map((product, i) => {
    const query = writings[i % writings.length]!(product);
    const wanted = compactNumber(query);
    return judged(products, query, 'part-number', (p) =>
      [p.sku, ...p.partNumbers].some((number) => compactNumber(number) === wanted),
    );
  });
}

/**
 * Product names pasted whole, most of them with the words that used to empty a search
 * (`og`, `med`, `for`) and the dash. Expected: that product.
 */
export function pastedNameQueries(products: readonly JudgedProduct[], count: number) {
  const rng = new Random('relevance/pasted-name');
  const strata = [
    products.filter((p) => / og /.test(p.name)),
    products.filter((p) => / (med|for|til) /.test(p.name) && !/ og /.test(p.name)),
    products.filter((p) => / – /.test(p.name) && !/ (og|med|for|til) /.test(p.name)),
    products.filter((p) => !/ – /.test(p.name)),
  ];
  const shares = [0.4, 0.3, 0.2, 0.1];
  return strata.flatMap((stratum, i) =>
    sample(rng, stratum, Math.round(count * shares[i]!)).map((product) =>
      judged(products, product.name, 'pasted-name', (p) => p.sku === product.sku),
    ),
  );
}

/** `Massey Ferguson` for `fergusson`: the words of names and the makers and brands named. */
const mentions =
  (word: string): Judge =>
  (p) => {
    const pattern = new RegExp(escape(word), 'i');
    return (
      pattern.test(p.name) ||
      (p.maker !== null && pattern.test(p.maker)) ||
      p.fits.some((fit) => pattern.test(fit.brand))
    );
  };

/**
 * The words buyers search by, with how many products use them: the kind of part (the first
 * word of the name, `Glødeplugg`), the maker and the brands it fits (`Blåkläder`, `Pöttinger`).
 */
function vocabulary(products: readonly JudgedProduct[]) {
  const counts = new Map<string, number>();
  for (const product of products) {
    const text = [
      product.head.split(/[ ,]/)[0]!,
      product.maker ?? '',
      ...product.fits.map((fit) => fit.brand),
    ].join(' ');
    for (const word of new Set(text.match(/\p{L}+/gu) ?? [])) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Words with æ/ø/å/ä/ö/é typed without them (`glodeplugg`, `pottinger`), and a few whole names.
 * Expected: every product whose name, maker or fit has the word.
 */
export function noDiacriticsQueries(products: readonly JudgedProduct[], count: number) {
  const rng = new Random('relevance/no-diacritics');
  const words = vocabulary(products)
    .filter(([word, uses]) => hasDiacritics(word) && word.length >= 4 && uses >= 2)
    .map(([word]) => word);
  const names = products.filter((p) => hasDiacritics(p.name));
  const wordCount = Math.round(count * 0.75);
  return [
    ...sample(rng, words, wordCount).map((word) =>
      judged(products, plainLetters(word).toLowerCase(), 'no-diacritics', mentions(word)),
    ),
    ...sample(rng, names, count - wordCount).map((product) =>
      judged(products, plainLetters(product.name), 'no-diacritics', (p) => p.sku === product.sku),
    ),
  ];
}

/** Generic words that name no product on their own. */
const NOT_A_QUERY = new Set(['LED', 'PTO', 'Vario']);

/**
 * Kinds of part and brands misspelt as hurried buyers do (a letter dropped, doubled or swapped
 * with the next; two slips in words of nine letters or more). Expected: every product whose
 * name, maker or fit has the word.
 */
export function typoQueries(products: readonly JudgedProduct[], count: number) {
  const rng = new Random('relevance/typo');
  const brands = [...new Set(products.flatMap((p) => p.fits.map((fit) => fit.brand)))];
  const kinds = vocabulary(products)
    .filter(([word, uses]) => word.length >= 5 && uses >= 3 && !NOT_A_QUERY.has(word))
    .map(([word]) => word)
    .filter((word) => !hasDiacritics(word) && !brands.some((brand) => brand.includes(word)));
  const brandWords = brands.flatMap((brand) =>
    brand
      .split(' ')
      .filter((word) => /^\p{L}{5,}$/u.test(word) && !hasDiacritics(word))
      .map((word) => ({ brand, word })),
  );
  const kindCount = Math.round(count * 0.7);
  const queries: JudgedQuery[] = [];
  for (const word of sample(rng, kinds, kindCount)) {
    const typed = misspell(word.toLowerCase(), rng);
    if (typed) queries.push(judged(products, typed, 'typo', mentions(word)));
  }
  for (const { brand, word } of sample(rng, brandWords, count - kindCount)) {
    const typed = misspell(word.toLowerCase(), rng);
    if (!typed) continue;
    const query = brand.toLowerCase().replace(word.toLowerCase(), typed);
    queries.push(judged(products, query, 'typo', mentions(brand)));
  }
  return queries;
}

/** Names the catalogue gives one kind of part: a motor oil filter is an oil filter. */
const KINDS: [noun: RegExp, kind: RegExp][] = [
  [/^(motor)?oljefilter$/, /oljefilter/i],
  [/^(drivstoffilter|forfilter)$/, /drivstoffilter|forfilter diesel/i],
];
const kindOf = (noun: string) =>
  KINDS.find(([pattern]) => pattern.test(noun))?.[1] ?? new RegExp(escape(noun), 'i');

/**
 * A kind of part with a tractor's brand and model, in the orders buyers type them
 * (`oljefilter massey ferguson 6480`, `John Deere 6330 filter`). Expected: every product of that
 * kind made for that model.
 */
export function brandModelQueries(products: readonly JudgedProduct[], count: number) {
  const rng = new Random('relevance/brand-model');
  const fitted = products.filter((p) => p.fits.length > 0 && p.type === 'simple');
  return sample(rng, fitted, count).map((product, i) => {
    const fit = rng.pick(product.fits);
    const broad = i % 4 === 3 && FILTERS(product);
    const noun = broad ? 'filter' : product.head.split(/[ ,]/)[0]!.toLowerCase();
    const kind: Judge = broad ? FILTERS : head(kindOf(noun));
    // As typed: `International 844`, not `International (IH) 844`.
    const machine = `${fit.brand.replace(/ \(.*\)/, '')} ${fit.model}`;
    const query = [
      `${noun} ${machine.toLowerCase()}`,
      `${machine} ${noun}`,
      `${noun} ${machine}`,
      `${machine} ${noun}`,
    ][i % 4]!;
    return judged(products, query, 'brand-model', all(kind, forBrand(fit.brand, fit.model)));
  });
}
