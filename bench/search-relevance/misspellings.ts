/** Letters a phone or a foreign keyboard lacks, as people type them instead. */
const PLAIN: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  å: 'a',
  ä: 'a',
  ö: 'o',
  é: 'e',
  ü: 'u',
  Æ: 'Ae',
  Ø: 'O',
  Å: 'A',
  Ä: 'A',
  Ö: 'O',
};

/** `Glødeplugg` → `Glodeplugg`, `Blåkläder` → `Blaklader`, `Pöttinger` → `Pottinger`. */
export function plainLetters(text: string): string {
  return text.replace(/[æøåäöéüÆØÅÄÖ]/g, (letter) => PLAIN[letter] ?? letter);
}

/** True when the text has a letter `plainLetters` changes. */
export const hasDiacritics = (text: string) => plainLetters(text) !== text;

export type TypoKind = 'drop' | 'double' | 'swap';
export const TYPO_KINDS: readonly TypoKind[] = ['drop', 'double', 'swap'];

/**
 * One slip of the finger at `at`: a letter dropped, typed twice, or swapped with the next one.
 * Returns the word unchanged when the slip would not change it (swapping two equal letters).
 */
export function applyTypo(word: string, kind: TypoKind, at: number): string {
  if (at < 0 || at >= word.length) throw new RangeError(`No letter ${at} in "${word}"`);
  switch (kind) {
    case 'drop':
      return word.slice(0, at) + word.slice(at + 1);
    case 'double':
      return word.slice(0, at + 1) + word.slice(at);
    case 'swap':
      return at + 1 >= word.length
        ? word
        : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

/** Slips a word of this length gets: none under 5 letters, one up to 8, two from 9. */
export function typosFor(word: string): number {
  return word.length < 5 ? 0 : word.length < 9 ? 1 : 2;
}

/** A source of choices: the seed's `Random` fits. */
export interface Chooser {
  int(min: number, max: number): number;
}

/**
 * The word as a hurried buyer types it: `typosFor(word)` slips, never on the first letter (the
 * one people get right), each a different kind at a different place. Null for short words.
 */
export function misspell(word: string, choose: Chooser): string | null {
  const slips = typosFor(word);
  if (slips === 0) return null;
  for (let attempt = 0; attempt < 20; attempt++) {
    let typed = word;
    const kinds = [...TYPO_KINDS];
    const places = new Set<number>();
    for (let slip = 0; slip < slips; slip++) {
      const kind = kinds.splice(choose.int(0, kinds.length - 1), 1)[0]!;
      // Later slips go earlier in the word, so earlier places stay where they were.
      const last = (slip === 0 ? typed.length : Math.min(...places)) - 2;
      if (last < 1) break;
      const at = choose.int(1, last);
      places.add(at);
      typed = applyTypo(typed, kind, at);
    }
    if (typed !== word && places.size === slips) return typed;
  }
  return null;
}
