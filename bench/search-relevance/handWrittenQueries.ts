import {
  all,
  any,
  FILTERS,
  forBrand,
  head,
  inCategory,
  inGroup,
  madeBy,
  named,
  type Judge,
} from './catalogIndex';
import type { QueryClass } from './judgedQuery';

/** A query written by hand and the rule for the products a buyer who types it expects. */
export interface HandWrittenQuery {
  query: string;
  queryClass: QueryClass;
  judge: Judge;
  note?: string;
}

const q = (query: string, queryClass: QueryClass, judge: Judge, note?: string) =>
  note === undefined ? { query, queryClass, judge } : { query, queryClass, judge, note };

// What kinds of part are, as the names say them (the head is the name before the dash).
const OIL_FILTERS = head(/oljefilter/i);
const AIR_FILTERS = head(/luftfilter/i);
const FUEL_FILTERS = head(/drivstoffilter|forfilter diesel/i);
const PUMPS = head(/pumpe/i);
const WATER_PUMPS = head(/vannpumpe/i);
const HOSES = head(/^hydraulikkslange/i);
const LAMPS = head(/lykt/i);
const TRAILER_LIGHTS = any(
  all(inCategory('lys-og-bremser-tilhenger'), head(/lys|lykt/i)),
  head(/^lyktesett led tilhenger/i),
);
const LIGHTS = any(inGroup('Lys'), TRAILER_LIGHTS);
const WORK_LIGHTS = head(/arbeidslys/i);
const CYLINDERS = head(/^\S*sylinder/i);
const BEARINGS = head(/^\S*lager/i);
const BATTERIES = head(/^batteri/i);
const STARTERS = head(/^startmotor/i);
const ALTERNATORS = head(/^dynamo/i);
const CLUTCH_PLATES = head(/^koblingsplate/i);
const THERMOSTATS = head(/^termostat/i);
const GLOW_PLUGS = head(/^glødeplugg/i);
const INJECTORS = head(/innsprøytningsdyse|dysesett/i);
const BELTS = head(/^(vifte|kile|variator)reim/i);
const PTO_SHAFTS = head(/kraftoverføringsaksel|vidvinkelaksel/i);
const TINES = head(/tind/i);
const MUFFLERS = head(/^lyddemper/i);
const RADIATORS = head(/^radiator( komplett)?\b(?!lokk)/i);
const SEATS = head(/^(førersete|passasjersete)/i);
const CHAINS = head(/^(rullekjede|elevatorkjede)/i);
const MF = 'Massey Ferguson';
const JD = 'John Deere';

/**
 * Queries written by hand: the everyday Norwegian of the issue (inflections, compounds, stop
 * words), words typed without æøå, typos, brands with models and the trade's synonyms. Their
 * expected products come from the rules, computed on the seed catalogue, never from the engine.
 */
export const HAND_WRITTEN_QUERIES: HandWrittenQuery[] = [
  // Part numbers as the README and dealers' lists write them.
  q('4950139 M1', 'part-number', (p) =>
    p.partNumbers.some((n) => n.replace(/\W/g, '') === '4950139M1'),
  ),
  q('re-378964', 'part-number', (p) =>
    p.partNumbers.some((n) => n.replace(/\W/g, '') === 'RE378964'),
  ),
  q('RE 504836', 'part-number', (p) =>
    p.partNumbers.some((n) => n.replace(/\W/g, '') === 'RE504836'),
  ),
  q('3595854 m1', 'part-number', (p) =>
    p.partNumbers.some((n) => n.replace(/\W/g, '') === '3595854M1'),
  ),

  // Names pasted whole, with the words that used to empty a search.
  q('Luftfiltersett ytre og indre', 'pasted-name', head(/^Luftfiltersett ytre og indre/)),
  q('Drivstoffilter med vannutskiller', 'pasted-name', head(/^Drivstoffilter med vannutskiller/)),
  q(
    'Transmisjons- og hydraulikkolje UTTO 10W-30, 20 liter',
    'pasted-name',
    head(/^Transmisjons- og hydraulikkolje UTTO 10W-30, 20 liter/),
  ),
  q('Oppsamlingskar for olje', 'pasted-name', head(/^Oppsamlingskar for olje/)),

  // Norwegian: plural, definite and definite plural forms.
  q('filtre', 'norwegian', FILTERS, 'plural of filter'),
  q('filtrene', 'norwegian', FILTERS, 'definite plural'),
  q('filteret', 'norwegian', FILTERS, 'definite singular'),
  q('oljefiltre', 'norwegian', OIL_FILTERS),
  q('oljefilteret', 'norwegian', OIL_FILTERS),
  q('oljefiltrene', 'norwegian', OIL_FILTERS),
  q('luftfiltre', 'norwegian', AIR_FILTERS),
  q('luftfilteret', 'norwegian', AIR_FILTERS),
  q('drivstoffiltre', 'norwegian', FUEL_FILTERS),
  q('hydraulikkfiltre', 'norwegian', head(/hydraulikkfilter/i)),
  q('pumper', 'norwegian', PUMPS),
  q('pumpa', 'norwegian', PUMPS, 'definite singular (feminine)'),
  q('pumpene', 'norwegian', PUMPS),
  q('vannpumpa', 'norwegian', WATER_PUMPS),
  q('vannpumper', 'norwegian', WATER_PUMPS),
  q('slangene', 'norwegian', HOSES),
  q('hydraulikkslanger', 'norwegian', HOSES),
  q('lyktene', 'norwegian', LAMPS),
  q('lykter', 'norwegian', LAMPS),
  q('baklykter', 'norwegian', head(/baklykt/i)),
  q('termostaten', 'norwegian', THERMOSTATS),
  q('startmotoren', 'norwegian', STARTERS),
  q('startmotorer', 'norwegian', STARTERS),
  q('dynamoer', 'norwegian', ALTERNATORS),
  q('batteriet', 'norwegian', BATTERIES),
  q('batterier', 'norwegian', BATTERIES),
  q('koblingsplater', 'norwegian', CLUTCH_PLATES),
  q('hjullageret', 'norwegian', head(/hjullager/i)),
  q('sylindere', 'norwegian', CYLINDERS),
  q('knivbladene', 'norwegian', head(/knivblad/i)),
  q('hurtigkoblinger', 'norwegian', head(/hurtigkobling/i)),
  q('tindene', 'norwegian', TINES),
  q('reimene', 'norwegian', BELTS),
  // Norwegian: a word inside a compound, and a compound split in two.
  q('filter', 'norwegian', FILTERS, 'inside drivstoffilter, luftfilter …'),
  q('pumpe', 'norwegian', PUMPS, 'inside vannpumpe, fødepumpe, hydraulikkpumpe'),
  q('slange', 'norwegian', HOSES),
  q('sylinder', 'norwegian', CYLINDERS),
  q('lager', 'norwegian', BEARINGS),
  q('lys', 'norwegian', LIGHTS, 'inside arbeidslys, blinklys'),
  q('olje filter', 'norwegian', OIL_FILTERS, 'compound split in two'),
  q('luft filter', 'norwegian', AIR_FILTERS),
  q('drivstoff filter', 'norwegian', FUEL_FILTERS),
  q('vann pumpe', 'norwegian', WATER_PUMPS),
  q('hydraulikk slange', 'norwegian', HOSES),
  q('topplokk pakning', 'norwegian', head(/topplokkpakning/i)),
  q('start motor', 'norwegian', STARTERS),
  q('arbeids lys', 'norwegian', WORK_LIGHTS),
  // Norwegian: stop words that must not empty a search.
  q('filter til massey ferguson', 'norwegian', all(FILTERS, forBrand(MF))),
  q('olje og filter', 'norwegian', OIL_FILTERS, 'a filter for oil: the oil filters'),
  q('deler til john deere 6330', 'norwegian', forBrand(JD, '6330')),
  q('lys til tilhenger', 'norwegian', TRAILER_LIGHTS),
  q('pakning til topplokk', 'norwegian', head(/topplokkpakning/i)),
  q('filter for hydraulikk', 'norwegian', head(/hydraulikkfilter/i)),
  q('kniver til slåmaskin', 'norwegian', head(/^knivblad slåmaskin/i)),
  q('vannpumpe med pakning', 'norwegian', head(/^vannpumpe med pakning/i)),
  q('sete til traktor', 'norwegian', SEATS),

  // Typed without æ/ø/å and ä/ö.
  q('glodeplugg', 'no-diacritics', GLOW_PLUGS),
  q('forersete', 'no-diacritics', head(/^førersete/i)),
  q('fodepumpe', 'no-diacritics', head(/^fødepumpe/i)),
  q('blaklader', 'no-diacritics', any(madeBy('Blåkläder'), named(/Blåkläder/))),
  q('pottinger', 'no-diacritics', any(forBrand('Pöttinger'), madeBy('Pöttinger'))),
  q('loftearm', 'no-diacritics', head(/løftearm/i)),
  q('slamaskin', 'no-diacritics', named(/slåmaskin/i)),
  q('kraftoverforingsaksel', 'no-diacritics', head(/kraftoverføringsaksel/i)),
  q('horselvern', 'no-diacritics', head(/^hørselvern/i)),
  q('tenningslas', 'no-diacritics', head(/^tenningslås/i)),
  q('vaderstad', 'no-diacritics', any(forBrand('Väderstad'), madeBy('Väderstad'))),
  q('smorefett', 'no-diacritics', head(/smørefett/i)),

  // Typos.
  q('hydralikkfilter', 'typo', head(/hydraulikkfilter/i)),
  q('termostatt', 'typo', THERMOSTATS),
  q('massey fergusson', 'typo', any(forBrand(MF), madeBy(MF))),
  q('john deer', 'typo', any(forBrand(JD), madeBy(JD))),
  q('new holand', 'typo', any(forBrand('New Holland'), madeBy('New Holland'))),
  q('startmoter', 'typo', STARTERS),
  q('vannpumep', 'typo', WATER_PUMPS),
  q('hydraulikslange', 'typo', HOSES),
  q('koblingsplatte', 'typo', CLUTCH_PLATES),
  q('lyddemer', 'typo', MUFFLERS),
  q('simmering', 'typo', head(/simmerring/i), 'the common misspelling of simmerring'),
  q('glødeplug', 'typo', GLOW_PLUGS),

  // A kind of part with a brand and a model.
  q('oljefilter massey ferguson 6480', 'brand-model', all(OIL_FILTERS, forBrand(MF, '6480'))),
  q('John Deere 6330 filter', 'brand-model', all(FILTERS, forBrand(JD, '6330'))),
  q('luftfilter valtra t171', 'brand-model', all(AIR_FILTERS, forBrand('Valtra', 'T171'))),
  q(
    'drivstoffilter claas arion 530',
    'brand-model',
    all(FUEL_FILTERS, forBrand('Claas', 'Arion 530')),
  ),
  q('vannpumpe ford 5610', 'brand-model', all(WATER_PUMPS, forBrand('Ford', '5610'))),
  q('startmotor kubota m7-171', 'brand-model', all(STARTERS, forBrand('Kubota', 'M7-171'))),
  q(
    'hydraulikkfilter john deere 6155m',
    'brand-model',
    all(head(/hydraulikkfilter/i), forBrand(JD, '6155M')),
  ),
  q(
    'Deutz-Fahr Agrotron 150 oljefilter',
    'brand-model',
    all(OIL_FILTERS, forBrand('Deutz-Fahr', 'Agrotron 150')),
  ),
  q('new holland t7.210 filter', 'brand-model', all(FILTERS, forBrand('New Holland', 'T7.210'))),
  q('kubota m7-171 filter', 'brand-model', all(FILTERS, forBrand('Kubota', 'M7-171'))),

  // The trade's synonyms: a word the catalogue does not use for a kind it sells.
  q('arbeidslykt', 'synonym', WORK_LIGHTS, 'lykt ~ lys'),
  q('arbeidslampe', 'synonym', WORK_LIGHTS, 'lampe ~ lys'),
  q('baklys', 'synonym', head(/baklykt/i), 'lys ~ lykt'),
  q('frontlys', 'synonym', head(/frontlykt|hovedlykt/i), 'lys ~ lykt'),
  q('varsellys', 'synonym', head(/varsellykt/i), 'lys ~ lykt'),
  q('hydraulikkhose', 'synonym', HOSES, 'hose ~ slange'),
  q('hose 1/2"', 'synonym', head(/^hydraulikkslange 1\/2"/i), 'hose ~ slange'),
  q('injektor', 'synonym', INJECTORS, 'injektor ~ dyse'),
  q('dieselfilter', 'synonym', FUEL_FILTERS, 'diesel ~ drivstoff'),
  q('brennstoffilter', 'synonym', FUEL_FILTERS, 'brennstoff ~ drivstoff'),
  q('clutchplate', 'synonym', CLUTCH_PLATES, 'clutch ~ kobling'),
  q('clutchlamell', 'synonym', CLUTCH_PLATES, 'clutch ~ kobling, lamell ~ plate'),
  q('vifterem', 'synonym', head(/^viftereim/i), 'rem ~ reim'),
  q('kilerem', 'synonym', head(/^kilereim/i), 'rem ~ reim'),
  q('kardang', 'synonym', PTO_SHAFTS, 'kardang ~ kraftoverføringsaksel'),
  q('pto-aksel', 'synonym', PTO_SHAFTS, 'PTO-aksel ~ kraftoverføringsaksel'),
  q('lysmaskin', 'synonym', ALTERNATORS, 'lysmaskin ~ dynamo'),
  q('generator', 'synonym', ALTERNATORS, 'generator ~ dynamo'),
  q('starter', 'synonym', STARTERS, 'starter ~ startmotor'),
  q('eksospotte', 'synonym', MUFFLERS, 'eksospotte ~ lyddemper'),
  q('vannkjøler', 'synonym', RADIATORS, 'vannkjøler ~ radiator'),
  q('akkumulator', 'synonym', BATTERIES, 'akkumulator ~ batteri'),
  q('kjetting', 'synonym', CHAINS, 'kjetting ~ kjede'),
  q('øreklokker', 'synonym', head(/^hørselvern/i), 'øreklokker ~ hørselvern'),
  q('regntøy', 'synonym', head(/^regnsett/i), 'regntøy ~ regnsett'),
  q('fettsprøyte', 'synonym', head(/^fettpresse/i), 'fettsprøyte ~ fettpresse'),
  q('donkraft', 'synonym', head(/jekk/i), 'donkraft ~ jekk'),
  q('traktorsete', 'synonym', head(/^førersete/i), 'traktorsete ~ førersete'),
  q('toppstang', 'synonym', head(/toppstag/i), 'toppstang ~ toppstag'),
  q('frontglass', 'synonym', head(/^frontrute/i), 'frontglass ~ frontrute'),
  q('ballenett', 'synonym', head(/^rundballenett/i), 'a word inside rundballenett'),
  q('strekkfilm', 'synonym', head(/^rundballeplast/i), 'strekkfilm ~ rundballeplast'),
  q('kulelager', 'synonym', BEARINGS, 'kulelager ~ lager'),
];
