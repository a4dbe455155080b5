import type { ProductGroup } from './attributeOptions.js';
import type { MachineKind } from './brandSpec.js';
import type { FinderSlug } from './finderData.js';

export interface FitSpec {
  finder: FinderSlug;
  /** Only series of these kinds (implements and trailers). */
  kinds?: MachineKind[];
}

/** A kind of part the shop sells, from which products are made for the machines it fits. */
export interface PartTemplate {
  /** Slug; also the start of the image file names. */
  key: string;
  /**
   * Name variants (the part with its size or spec), e.g. `Startmotor 12V 3,0 kW`, optionally with
   * a price range of their own.
   */
  names: (string | [name: string, min: number, max: number])[];
  /** URL key of the leaf category. */
  leaf: string;
  group: ProductGroup;
  /** Price range, NOK incl. VAT. */
  price: [number, number];
  weight: [number, number];
  /** Machines the part is made for; null for universal items (fits none). */
  fit: FitSpec | null;
  /** Aftermarket makers; for fitted parts the make's own original part is another option. */
  makers: string[];
  /** Share of fitted parts that are the make's original part. */
  original: number;
  /** Relative frequency in the catalogue. */
  freq: number;
  /** What the part is and does: the first paragraph of the description. */
  about: string;
  /** Machinery: the product is a machine of this kind from these finders' brands. */
  machine?: FitSpec;
}

type TemplateInput = Omit<PartTemplate, 'original'> & { original?: number };
export const tpl = (input: TemplateInput): PartTemplate => ({ original: 0.3, ...input });

const TRACTOR: FitSpec = { finder: 'traktor' };
const FILTER_MAKERS = ['MANN-FILTER', 'Fleetguard', 'Donaldson', 'Granit', 'Kramp', 'Vapormatic'];
const ENGINE_MAKERS = ['Vapormatic', 'Sparex', 'Bepco', 'Granit', 'Kramp'];
const ELECTRIC_MAKERS = ['Bosch', 'Sparex', 'Vapormatic', 'Granit'];

// prettier-ignore
export const PART_TEMPLATES: PartTemplate[] = [
  tpl({ key: 'oljefilter', names: ['Oljefilter', 'Motoroljefilter'], leaf: 'filter', group: 'Filter', price: [89, 490], weight: [0.3, 1.2], fit: TRACTOR, makers: FILTER_MAKERS, freq: 60,
    about: 'Oljefilteret fanger opp slitasjepartikler og sot fra motoroljen og bør byttes ved hvert oljeskift.' }),
  tpl({ key: 'drivstoffilter', names: ['Drivstoffilter', 'Drivstoffilter med vannutskiller', 'Forfilter diesel'], leaf: 'filter', group: 'Filter', price: [99, 590], weight: [0.2, 0.9], fit: TRACTOR, makers: FILTER_MAKERS, freq: 55,
    about: 'Drivstoffilteret beskytter innsprøytningspumpe og dyser mot smuss og vann i dieselen.' }),
  tpl({ key: 'luftfilter', names: ['Luftfilter ytre', 'Luftfilter indre', 'Luftfiltersett ytre og indre'], leaf: 'filter', group: 'Filter', price: [190, 890], weight: [0.5, 3.5], fit: TRACTOR, makers: FILTER_MAKERS, freq: 50,
    about: 'Et rent luftfilter gir motoren riktig luftmengde, lavere dieselforbruk og mindre slitasje.' }),
  tpl({ key: 'hydraulikkfilter', names: ['Hydraulikkfilter', 'Hydraulikkfilter sugeside', 'Transmisjonsfilter'], leaf: 'filter', group: 'Filter', price: [190, 890], weight: [0.4, 2], fit: TRACTOR, makers: FILTER_MAKERS, freq: 40,
    about: 'Hydraulikkfilteret holder oljen i hydraulikk og transmisjon ren og beskytter pumpe og ventiler.' }),
  tpl({ key: 'topplokkpakning', names: ['Topplokkpakning', 'Topplokkpakning 3-syl.', 'Topplokkpakning 4-syl.'], leaf: 'pakninger', group: 'Motor', price: [390, 2490], weight: [0.3, 1.5], fit: TRACTOR, makers: ENGINE_MAKERS, freq: 14,
    about: 'Topplokkpakning i flerlags stål eller komposittmateriale. Bytt alltid topplokkbolter samtidig.' }),
  tpl({ key: 'pakningssett', names: ['Pakningssett komplett motor', 'Pakningssett øvre', 'Pakningssett nedre', ['Ventildekselpakning', 89, 390]], leaf: 'pakninger', group: 'Motor', price: [890, 6990], weight: [0.2, 3], fit: TRACTOR, makers: ENGINE_MAKERS, freq: 14,
    about: 'Komplett sett med pakninger og tetninger til overhaling av motoren.' }),
  tpl({ key: 'vannpumpe', names: ['Vannpumpe', 'Vannpumpe med pakning'], leaf: 'vannpumper-og-termostater', group: 'Motor', price: [1290, 4990], weight: [2, 6], fit: TRACTOR, makers: ENGINE_MAKERS, freq: 14,
    about: 'Vannpumpen sirkulerer kjølevæsken gjennom motor og radiator. Lekkasje ved lekkasjehullet er et tegn på at den bør byttes.' }),
  tpl({ key: 'termostat', names: ['Termostat 82 °C', 'Termostat 71 °C', 'Termostat med pakning'], leaf: 'vannpumper-og-termostater', group: 'Motor', price: [190, 890], weight: [0.2, 0.5], fit: TRACTOR, makers: ENGINE_MAKERS, freq: 12,
    about: 'Termostaten sørger for at motoren raskt når riktig arbeidstemperatur.' }),
  tpl({ key: 'fodepumpe', names: [['Fødepumpe', 490, 2490], ['Glødeplugg', 149, 490], ['Innsprøytningsdyse', 690, 3490], ['Dysesett komplett', 2990, 9990]], leaf: 'drivstoffsystem', group: 'Motor', price: [149, 9990], weight: [0.1, 3], fit: TRACTOR, makers: ['Bosch', ...ENGINE_MAKERS], freq: 14,
    about: 'Deler til drivstoffsystemet som sikrer riktig trykk og forstøvning av dieselen.' }),
  tpl({ key: 'radiator', names: [['Radiator', 3990, 12990], ['Radiator komplett', 5990, 14990], ['Oljekjøler', 1990, 6990], ['Radiatorlokk', 149, 390]], leaf: 'radiatorer', group: 'Motor', price: [149, 14990], weight: [0.2, 25], fit: TRACTOR, makers: ['Sparex', 'Granit', 'Kramp'], freq: 10,
    about: 'Radiator og kjøler i original størrelse med riktige tilkoblinger.' }),
  tpl({ key: 'viftereim', names: [['Viftereim', 149, 690], ['Kilereim', 149, 590], ['Viftevinge', 690, 2490]], leaf: 'vifter-og-remmer', group: 'Motor', price: [149, 2490], weight: [0.1, 2], fit: TRACTOR, makers: ['Bepco', 'Granit', 'Kramp', 'Sparex'], freq: 12,
    about: 'Reimen driver vifte, vannpumpe og dynamo. Sprekker og glatte flanker betyr at den bør byttes.' }),
  tpl({ key: 'lyddemper', names: ['Lyddemper', 'Eksosrør', 'Eksosbend', ['Regnhatt eksos', 149, 390]], leaf: 'eksos', group: 'Motor', price: [190, 4990], weight: [0.3, 12], fit: TRACTOR, makers: ['Vapormatic', 'Sparex', 'Granit'], freq: 10,
    about: 'Eksosdel i aluminisert eller rustfritt stål med riktig diameter og feste.' }),
  tpl({ key: 'hjullager', names: ['Hjullager', 'Hjullagersett foraksel', 'Hjullager med tetning'], leaf: 'hjullager', group: 'Bremser og styring', price: [290, 3490], weight: [0.3, 3], fit: TRACTOR, makers: ['Vapormatic', 'Sparex', 'Granit', 'Kramp'], freq: 14,
    about: 'Hjullager med tetning. Bytt lager og tetning samtidig for lang levetid.' }),
  tpl({ key: 'spindelbolt', names: ['Spindelboltsett', 'Foraksel-bussing', 'Pendelbolt foraksel'], leaf: 'spindelbolter-og-foraksel', group: 'Bremser og styring', price: [390, 3990], weight: [0.5, 5], fit: TRACTOR, makers: ['Vapormatic', 'Sparex', 'Bepco'], freq: 8,
    about: 'Slark i foraksel og spindelbolter gir ustabil kjøring. Settet inneholder bolter, bøssinger og tetninger.' }),
  tpl({ key: 'hydraulikkpumpe', names: ['Hydraulikkpumpe', 'Hydraulikkpumpe tandem', 'Styrepumpe'], leaf: 'hydraulikkpumper', group: 'Hydraulikk', price: [4000, 25000], weight: [4, 20], fit: TRACTOR, makers: ['Sparex', 'Vapormatic', 'Granit', 'Kramp'], freq: 8,
    about: 'Hydraulikkpumpe med samme ytelse og tilkoblinger som originalen.' }),
  tpl({ key: 'hydraulikkventil', names: ['Hydraulikkventil 1-spolet', 'Hydraulikkventil 2-spolet', 'Hydraulikkventil 3-spolet', 'Strømningsregulator'], leaf: 'hydraulikkventiler', group: 'Hydraulikk', price: [690, 8990], weight: [1, 9], fit: null, makers: ['Kramp', 'Granit', 'Sparex'], freq: 6,
    about: 'Ventil for ekstra hydraulikkuttak foran eller bak. Leveres uten slanger og koblinger.' }),
  tpl({ key: 'hydraulikkslange', names: ['Hydraulikkslange 1/2" 1000 mm', 'Hydraulikkslange 1/2" 1500 mm', 'Hydraulikkslange 3/8" 2000 mm', 'Hydraulikkslange 1/2" 2500 mm'], leaf: 'hydraulikkslanger', group: 'Hydraulikk', price: [149, 690], weight: [0.5, 2], fit: null, makers: ['Kramp', 'Granit', 'Sparex'], freq: 16,
    about: 'Hydraulikkslange med to stålinnlegg, pressede koblinger og arbeidstrykk opptil 250 bar.' }),
  tpl({ key: 'hurtigkobling', names: ['Hurtigkobling 1/2" hann', 'Hurtigkobling 1/2" hunn', 'Hurtigkobling ISO-A 3/4"', 'Flatface-kobling 1/2"'], leaf: 'hurtigkoblinger', group: 'Hydraulikk', price: [89, 490], weight: [0.1, 0.6], fit: null, makers: ['Kramp', 'Granit', 'Sparex'], freq: 14,
    about: 'Hurtigkobling etter ISO 7241-A, passer de fleste traktorer og redskap.' }),
  tpl({ key: 'hydraulikksylinder', names: ['Hydraulikksylinder', 'Løftesylinder', 'Tippsylinder'], leaf: 'hydraulikksylindere', group: 'Hydraulikk', price: [1990, 9990], weight: [4, 25], fit: TRACTOR, makers: ['Sparex', 'Kramp', 'Granit'], freq: 7,
    about: 'Dobbeltvirkende hydraulikksylinder med forkrommet stempelstang.' }),
  tpl({ key: 'pakningssett-sylinder', names: ['Pakningssett løftesylinder', 'Pakningssett styresylinder', 'Pakningssett hydraulikksylinder'], leaf: 'pakningssett-sylinder', group: 'Hydraulikk', price: [190, 990], weight: [0.1, 0.4], fit: TRACTOR, makers: ['Vapormatic', 'Sparex', 'Bepco'], freq: 8,
    about: 'Pakningssett for overhaling av sylinderen når den lekker eller mister trykk.' }),
  tpl({ key: 'toppstag', names: ['Toppstag kat. 2', 'Toppstag kat. 3', 'Hydraulisk toppstag kat. 2'], leaf: 'toppstag', group: 'Hydraulikk', price: [690, 4990], weight: [4, 15], fit: null, makers: ['Kramp', 'Granit', 'Sparex', 'Walterscheid'], freq: 6,
    about: 'Toppstag med kuleledd i begge ender. Lengden kan justeres for riktig vinkel på redskapen.' }),
  tpl({ key: 'loftearm', names: ['Løftearm', 'Løftestag', 'Stabilisatorstag', ['Kuleledd løftearm', 190, 690]], leaf: 'loftearmer-og-stag', group: 'Hydraulikk', price: [390, 3990], weight: [1, 18], fit: TRACTOR, makers: ['Sparex', 'Vapormatic', 'Granit'], freq: 8,
    about: 'Del til trepunktsopphenget, laget for å tåle tunge redskap.' }),
  tpl({ key: 'startmotor', names: ['Startmotor 12V 2,8 kW', 'Startmotor 12V 3,0 kW', 'Startmotor 12V 3,2 kW', 'Startmotor 12V 4,2 kW'], leaf: 'startmotorer', group: 'Elektrisk', price: [2500, 9000], weight: [4, 9], fit: TRACTOR, makers: ELECTRIC_MAKERS, freq: 10,
    about: 'Startmotor med reduksjonsgir: lavere vekt og sikrere start i kulde enn eldre direktedrevne startere.' }),
  tpl({ key: 'dynamo', names: ['Dynamo 14V 65A', 'Dynamo 14V 95A', 'Dynamo 14V 120A'], leaf: 'dynamoer', group: 'Elektrisk', price: [1990, 5990], weight: [4, 8], fit: TRACTOR, makers: ELECTRIC_MAKERS, freq: 9,
    about: 'Dynamo med innebygd regulator. Ekstra kapasitet til arbeidslys og elektronikk.' }),
  tpl({ key: 'batteri', names: ['Batteri 12V 100 Ah', 'Batteri 12V 143 Ah', 'Batteri 12V 180 Ah'], leaf: 'batterier', group: 'Elektrisk', price: [1490, 3990], weight: [22, 48], fit: null, makers: ['Bosch', 'Granit', 'Kramp'], freq: 5,
    about: 'Vedlikeholdsfritt startbatteri med høy startstrøm, laget for vibrasjoner i landbruksmaskiner.' }),
  tpl({ key: 'led-arbeidslys', names: ['LED arbeidslys 2500 lm', 'LED arbeidslys 4000 lm', 'LED arbeidslys 6000 lm', 'LED arbeidslys 9000 lm'], leaf: 'lys-og-arbeidslys', group: 'Lys', price: [290, 2490], weight: [0.5, 2], fit: null, makers: ['Hella', 'Kramp', 'Granit'], freq: 14,
    about: 'LED arbeidslys for 12 og 24 V med bred lysvinkel, IP67 og lavt strømforbruk.' }),
  tpl({ key: 'hovedlykt', names: ['Hovedlykt', 'Frontlykt', 'Baklykt'], leaf: 'lys-og-arbeidslys', group: 'Lys', price: [390, 1990], weight: [0.4, 2], fit: TRACTOR, makers: ['Hella', 'Sparex', 'Vapormatic'], freq: 7,
    about: 'Lykt med E-merking, godkjent for bruk på offentlig vei.' }),
  tpl({ key: 'varsellykt', names: ['LED varsellykt, gul, magnetfeste', 'LED varsellykt, gul, bolt', 'Blinklys foran', 'Blinklys bak'], leaf: 'varsellys-og-blinklys', group: 'Lys', price: [190, 1490], weight: [0.2, 1.5], fit: null, makers: ['Hella', 'Kramp', 'Granit'], freq: 8,
    about: 'Varsellykt og blinklys for sikker kjøring på vei og i mørket.' }),
  tpl({ key: 'bryter', names: ['Tenningslås', 'Lysbryter', 'Blinklysbryter', 'Startbryter'], leaf: 'brytere', group: 'Elektrisk', price: [190, 1490], weight: [0.1, 0.5], fit: TRACTOR, makers: ['Sparex', 'Vapormatic', 'Hella'], freq: 9,
    about: 'Bryter med originale tilkoblinger – enkel montering uten omkobling.' }),
  tpl({ key: 'giver', names: ['Temperaturgiver', 'Oljetrykksgiver', 'Timeteller', 'Drivstoffgiver'], leaf: 'instrumenter-og-givere', group: 'Elektrisk', price: [190, 2490], weight: [0.1, 0.8], fit: TRACTOR, makers: ['Sparex', 'Vapormatic', 'Bosch'], freq: 7,
    about: 'Giver eller instrument som viser riktig verdi med originale målere.' }),
  tpl({ key: 'koblingsplate', names: ['Koblingsplate 11"', 'Koblingsplate 12"', 'Koblingsplate 13"', 'Koblingsplate 14"'], leaf: 'koblingsplater', group: 'Kraftoverføring', price: [1490, 5990], weight: [2, 6], fit: TRACTOR, makers: ['Sparex', 'Vapormatic', 'Bepco', 'Granit'], freq: 8,
    about: 'Koblingsplate med organisk eller keramisk belegg. Bytt gjerne trykklager samtidig.' }),
  tpl({ key: 'trykklager', names: [['Trykklager', 390, 1490], ['Trykkplate 12"', 2490, 7990], ['Clutchsett komplett', 4990, 14990], ['Pilotlager', 149, 490]], leaf: 'trykklager-og-trykkplater', group: 'Kraftoverføring', price: [390, 14990], weight: [0.4, 18], fit: TRACTOR, makers: ['Sparex', 'Vapormatic', 'Bepco'], freq: 8,
    about: 'Clutchdel i original kvalitet. Clutchsett inneholder koblingsplate, trykkplate og trykklager.' }),
  tpl({ key: 'kraftoverforingsaksel', names: ['Kraftoverføringsaksel 1000 mm', 'Kraftoverføringsaksel 1200 mm', 'Vidvinkelaksel 1010 mm', ['Kryssledd 27x74', 290, 990]], leaf: 'kraftoverforingsaksler', group: 'Kraftoverføring', price: [1990, 6990], weight: [1, 25], fit: null, makers: ['Walterscheid', 'Bondioli & Pavesi', 'Kramp', 'Granit'], freq: 8,
    about: 'Kraftoverføringsaksel med beskyttelse og sikring. Kontroller lengde og profil før bestilling.' }),
  tpl({ key: 'pto', names: ['PTO-stump 1 3/8" 6 spor', 'Lamellsett kraftuttak', 'Kraftuttaksclutch', ['PTO-beskyttelse', 390, 990]], leaf: 'pto-deler', group: 'Kraftoverføring', price: [390, 6990], weight: [0.5, 8], fit: TRACTOR, makers: ['Sparex', 'Vapormatic', 'Walterscheid'], freq: 7,
    about: 'Del til kraftuttaket på traktoren.' }),
  tpl({ key: 'lager', names: ['Lager girkasse', 'Simmerring bakaksel', 'Simmerring veivaksel', 'Lager bakaksel'], leaf: 'lager-og-simmerringer', group: 'Kraftoverføring', price: [89, 1490], weight: [0.05, 2], fit: TRACTOR, makers: ['Vapormatic', 'Sparex', 'Kramp'], freq: 10,
    about: 'Lager og tetninger med originale mål.' }),
  tpl({ key: 'bremsebelegg', names: ['Bremsebelegg', 'Bremseskive', 'Bremselamell'], leaf: 'bremsebelegg', group: 'Bremser og styring', price: [490, 3490], weight: [0.5, 4], fit: TRACTOR, makers: ['Sparex', 'Vapormatic', 'Bepco'], freq: 8,
    about: 'Bremsedel med riktig friksjonsmateriale. Bytt alltid på begge sider samtidig.' }),
  tpl({ key: 'bremsesylinder', names: ['Hovedsylinder brems', 'Bremsesylinder', ['Reparasjonssett bremsesylinder', 290, 990]], leaf: 'bremsesylindere', group: 'Bremser og styring', price: [790, 3990], weight: [0.2, 3], fit: TRACTOR, makers: ['Sparex', 'Vapormatic'], freq: 6,
    about: 'Bremsesylinder og reparasjonssett for sikre bremser.' }),
  tpl({ key: 'styrekule', names: ['Styrekule', 'Styrestag komplett', 'Styreledd indre'], leaf: 'styrekuler-og-stag', group: 'Bremser og styring', price: [390, 2490], weight: [0.8, 5], fit: TRACTOR, makers: ['Sparex', 'Vapormatic', 'Granit'], freq: 8,
    about: 'Styrekule og stag som fjerner slark i styringen.' }),
  tpl({ key: 'styreservo', names: [['Styreservo (orbitrol)', 3990, 12990], ['Styresylinder', 2490, 7990], ['Pakningssett styreservo', 390, 1290]], leaf: 'styreservo', group: 'Bremser og styring', price: [390, 12990], weight: [0.2, 12], fit: TRACTOR, makers: ['Sparex', 'Granit'], freq: 5,
    about: 'Del til den hydrostatiske styringen.' }),
  tpl({ key: 'forersete', names: [['Førersete mekanisk fjæring', 3000, 6990], ['Førersete med luftfjæring', 6990, 12000], ['Passasjersete', 2490, 4990]], leaf: 'forerseter', group: 'Hytte og komfort', price: [3000, 12000], weight: [18, 45], fit: null, makers: ['Grammer', 'Granit', 'Kramp'], freq: 4,
    about: 'Ergonomisk førersete med vektjustering, regulerbar rygg og armlener.' }),
  tpl({ key: 'speil', names: ['Speil komplett med arm', 'Speilglass', 'Vidvinkelspeil'], leaf: 'speil', group: 'Hytte og komfort', price: [190, 1490], weight: [0.4, 3], fit: TRACTOR, makers: ['Sparex', 'Vapormatic', 'Granit'], freq: 6,
    about: 'Speil med solid feste som tåler vibrasjoner.' }),
  tpl({ key: 'vindu', names: [['Frontrute', 2990, 8990], ['Bakrute', 2490, 6990], ['Dørglass venstre', 2490, 6990], ['Vindusviskerblad 500 mm', 89, 290]], leaf: 'vinduer-og-viskere', group: 'Hytte og komfort', price: [89, 8990], weight: [0.2, 30], fit: TRACTOR, makers: ['Sparex', 'Vapormatic'], freq: 6,
    about: 'Glass og viskere med originale mål. Glass sendes med transportør og krever ekstra emballasje.' }),
  tpl({ key: 'kupefilter', names: ['Kupéfilter', 'Kupéfilter med kull', ['Viftemotor hytte', 990, 3490]], leaf: 'kupefilter-og-vifter', group: 'Filter', price: [190, 890], weight: [0.3, 3], fit: TRACTOR, makers: FILTER_MAKERS, freq: 9,
    about: 'Kupéfilter holder støv og pollen ute av hytta. Kullfilter tar også lukt fra sprøytemidler.' }),
];
