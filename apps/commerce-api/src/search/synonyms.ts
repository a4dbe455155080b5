import { fold, stem } from './text.js';

/**
 * The trade's synonyms, edited by hand: each group's words find each other's products. Chosen
 * from the catalogue's own words and what buyers type for them (a dealer says `injektor` for
 * the catalogue's `innsprøytningsdyse`, a farmer `lys` for a `lykt`). Matched by stem, so every
 * inflection and compound of a word finds the others (`lyktene` → `arbeidslys`).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['lykt', 'lys', 'lampe'],
  ['slange', 'hose'],
  ['dyse', 'injektor', 'innsprøytningsdyse'],
  ['pakning', 'tetning', 'pakningssett'],
  ['simmerring', 'tetningsring', 'oljetetning'],
  ['reim', 'rem', 'kilereim'],
  ['dynamo', 'generator', 'vekselstrømsgenerator'],
  ['startmotor', 'starter'],
  ['lager', 'kulelager', 'rullelager'],
  ['batteri', 'akkumulator'],
  ['radiator', 'kjøler'],
  ['kobling', 'clutch'],
  ['hurtigkobling', 'hurtigkopling'],
  ['bremselamell', 'bremseskive'],
  ['kraftoverføringsaksel', 'pto', 'kardang', 'kardangaksel'],
  ['toppstag', 'toppstang'],
  ['sete', 'stol'],
  ['hanske', 'vott'],
  ['jakke', 'genser'],
  ['bukse', 'bukser', 'snekkerbukse'],
  ['kniv', 'knivblad'],
  ['tind', 'tindefjær'],
  ['glødeplugg', 'glødestift'],
  ['termostat', 'temperaturregulator'],
  ['vannpumpe', 'kjølevæskepumpe'],
  ['olje', 'smøreolje'],
  ['diesel', 'drivstoff'],
  ['speil', 'sidespeil'],
];

/** Stem → the stems of its synonyms (not itself). */
export function synonymMap(groups: readonly (readonly string[])[] = SYNONYM_GROUPS) {
  const map = new Map<string, Set<string>>();
  for (const group of groups) {
    const stems = group.map((word) => stem(fold(word)));
    for (const own of stems) {
      const others = map.get(own) ?? new Set<string>();
      for (const other of stems) if (other !== own) others.add(other);
      map.set(own, others);
    }
  }
  return map;
}
