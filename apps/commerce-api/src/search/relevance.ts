/**
 * The weights of relevance (see docs/search.md): where in a product a word was found, how closely
 * a catalogue word reads as the shopper's, and the points a product gets.
 */

/** Where in a product a word was found: weighs a match (name and part numbers first). */
const FIELD_WEIGHT = { head: 1.25, name: 1, brand: 0.5, description: 0.2 } as const;

/**
 * Field codes, higher is better. The head is a name's first word: what the part is (`Tippsylinder
 * – …` is a cylinder, `Pakningssett løftesylinder – …` a seal kit).
 */
export const FIELD_CODE = { head: 4, name: 3, brand: 2, description: 1 } as const;

/** {@link FIELD_WEIGHT} by field code. */
export const WEIGHT_OF_CODE: readonly number[] = [
  0,
  FIELD_WEIGHT.description,
  FIELD_WEIGHT.brand,
  FIELD_WEIGHT.name,
  FIELD_WEIGHT.head,
];

/** How closely a catalogue word reads as the shopper's word. */
export const QUALITY = {
  exact: 1,
  stem: 0.95,
  synonym: 0.85,
  /** The word ends a compound, where Norwegian says what a thing is: `slange` in `hydraulikkslange`. */
  compoundHead: 0.85,
  /** A half-typed word: `hydr` → `hydraulikk`. */
  prefix: 0.75,
  /** A synonym ends a compound: `kjetting` → `elevatorkjede`. */
  synonymCompoundHead: 0.7,
  synonymCompound: 0.6,
  /** The word begins a compound (`lys` in `lysbryter`) or sits inside one. */
  compound: 0.6,
  typo: 0.5,
  secondTypo: 0.45,
} as const;

/** Relevance points: part number > name phrase > name words > the rest. */
export const POINTS = {
  exactPartNumber: 1000,
  partNumberSubstring: 100,
  phrase: 40,
  phraseAtStart: 5,
  allWordsInName: 15,
  perWord: 10,
  activeModel: 8,
} as const;

/** A query word's readings: catalogue posting id (a term's id) → quality. */
export type Expansion = Map<number, number>;
