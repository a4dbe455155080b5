import { fold, stem } from './text.js';

/**
 * The trade's synonyms, edited by hand: each group's words find each other's products. Chosen
 * from the catalogue's own words and what buyers type for them (a dealer says `injektor` for
 * the catalogue's `innsprøytningsdyse`, a farmer `lys` for a `lykt`, `kardang` for a
 * `kraftoverføringsaksel`). Matched by stem, so every inflection and compound of a word finds the
 * others (`lyktene` → `arbeidslys`), and a compound the catalogue lacks is read through its parts'
 * synonyms (`hydraulikkhose` → `hydraulikkslange`).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['lykt', 'lys', 'lampe'],
  ['arbeidslys', 'arbeidslykt', 'arbeidslampe'],
  ['frontlykt', 'frontlys', 'hovedlykt', 'hovedlys'],
  ['baklykt', 'baklys'],
  ['varsellykt', 'varsellys', 'blinklykt'],
  ['slange', 'hose'],
  ['dyse', 'injektor', 'innsprøytningsdyse'],
  ['pakning', 'tetning'],
  ['simmerring', 'tetningsring', 'oljetetning'],
  ['reim', 'rem'],
  ['dynamo', 'generator', 'lysmaskin'],
  ['startmotor', 'starter'],
  ['lager', 'kulelager', 'rullelager'],
  ['batteri', 'akkumulator'],
  ['radiator', 'kjøler', 'vannkjøler'],
  ['kobling', 'clutch'],
  ['koblingsplate', 'clutchplate', 'clutchlamell', 'clutchskive'],
  ['hurtigkobling', 'hurtigkopling'],
  ['kraftoverføringsaksel', 'vidvinkelaksel', 'kardang', 'kardangaksel', 'pto-aksel'],
  ['toppstag', 'toppstang'],
  ['førersete', 'traktorsete', 'førerstol'],
  ['hanske', 'vott'],
  ['kniv', 'knivblad'],
  ['glødeplugg', 'glødestift'],
  ['vannpumpe', 'kjølevæskepumpe'],
  ['drivstoff', 'diesel', 'brennstoff'],
  ['drivstoffilter', 'dieselfilter', 'brennstoffilter'],
  ['oljefilter', 'motoroljefilter'],
  ['lyddemper', 'eksospotte', 'potte'],
  ['kjede', 'kjetting'],
  ['hørselvern', 'øreklokker'],
  ['regnsett', 'regntøy'],
  ['fettpresse', 'fettsprøyte'],
  ['jekk', 'donkraft', 'garasjejekk'],
  ['frontrute', 'frontglass'],
  ['rundballeplast', 'strekkfilm', 'wrap'],
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
