import type { ValueAttributeCode } from '../../catalog/productAttributes.js';

/**
 * One way two products of the same name can differ, as the shop would print it in the name
 * (`venstre`, `høyde 142 mm`, `str. L`), with the specification values that say the same.
 */
export interface DetailOption {
  text: string;
  values?: Partial<Record<ValueAttributeCode, string>>;
}

/** The options of one kind of difference (side, length, thread …); the first kinds are tried first. */
export type DetailDimension = readonly DetailOption[];

const words = (...texts: string[]): DetailDimension => texts.map((text) => ({ text }));

/** Options that are also a specification value, e.g. the thread `M22x1,5`. */
const spec = (
  code: ValueAttributeCode,
  values: readonly (string | number)[],
  text: (value: string) => string = (value) => value,
): DetailDimension =>
  values.map(String).map((value) => ({ text: text(value), values: { [code]: value } }));

const SIDE = words('venstre', 'høyre');
const CYLINDERS = words('3-syl.', '4-syl.', '6-syl.');
const DRIVE = words('2WD', '4WD');
const SIZES = words('str. S', 'str. M', 'str. L', 'str. XL', 'str. XXL');
const GLOVE_SIZES = words('str. 8', 'str. 9', 'str. 10', 'str. 11');
const FILTER_HEIGHT = spec(
  'wm_height_mm',
  [76, 85, 93, 110, 122, 137, 142, 150, 173, 180, 202, 212, 250, 262, 300],
  (mm) => `høyde ${mm} mm`,
);
const FILTER_THREAD = spec('wm_thread', ['M20x1,5', 'M22x1,5', '3/4"-16 UNF', '1"-12 UNF']);
const HYDRAULIC_THREAD = spec('wm_thread', ['M18x1,5', 'M22x1,5', '1/2" BSP', '3/4" BSP']);
const DIAMETER = (values: number[]) => spec('wm_outer_diameter_mm', values, (mm) => `Ø ${mm} mm`);
/** `Rustfritt stål` → `rustfritt stål`, but `PVC` stays. */
const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
const MATERIAL = (...values: string[]) => spec('wm_material', values, lowerFirst);
const PACKAGE = (...values: string[]) =>
  spec('wm_package', values, (pack) => pack.replace(/^Pakke/, 'pakke').replace(/^Sett/, 'sett'));
const VOLTAGE = spec('wm_voltage', ['12 V', '24 V', '12/24 V']);
const LENGTH = (values: number[]) => words(...values.map((mm) => `lengde ${mm} mm`));
const OIL_BASE = words('mineralsk', 'delsyntetisk', 'syntetisk');

/**
 * The kinds of difference of each kind of product, by the name before the dash (`Glødeplugg`)
 * or, when that has none of its own, by the template key (`fodepumpe`). Only differences the
 * name does not already state, in the order a catalogue would add them.
 */
// prettier-ignore
export const NAME_DETAILS: Record<string, readonly DetailDimension[]> = {
  // Filters
  oljefilter: [FILTER_HEIGHT, FILTER_THREAD],
  drivstoffilter: [FILTER_HEIGHT, FILTER_THREAD],
  hydraulikkfilter: [FILTER_HEIGHT, FILTER_THREAD],
  luftfilter: [spec('wm_height_mm', [198, 232, 262, 296, 318, 340, 365, 392, 420, 480], (mm) => `høyde ${mm} mm`), DIAMETER([102, 126, 154, 180, 206, 232])],
  kupefilter: [spec('wm_dimensions', ['270 × 206 × 30 mm', '285 × 210 × 32 mm', '300 × 226 × 35 mm', '320 × 240 × 40 mm', '345 × 190 × 30 mm'], (mm) => mm.replace(/ × \d+ mm$/, ' mm'))],
  'Viftemotor hytte': [VOLTAGE, words('1 hastighet', '3 hastigheter', 'trinnløs')],
  // Engine
  topplokkpakning: [words('tykkelse 1,1 mm', 'tykkelse 1,2 mm', 'tykkelse 1,3 mm', 'tykkelse 1,4 mm', 'tykkelse 1,5 mm'), MATERIAL('Flerlags stål', 'Kompositt')],
  pakningssett: [CYLINDERS, words('med simmerringer', 'uten simmerringer')],
  Ventildekselpakning: [CYLINDERS, MATERIAL('Gummi', 'Kork')],
  vannpumpe: [words('med remskive', 'uten remskive'), CYLINDERS],
  termostat: [DIAMETER([54, 58, 64, 67, 74]), words('med bypass', 'uten bypass')],
  Fødepumpe: [words('mekanisk', 'elektrisk'), CYLINDERS],
  Glødeplugg: [spec('wm_thread', ['M8x1', 'M10x1', 'M12x1,25']), PACKAGE('1 stk', '4 stk')],
  Innsprøytningsdyse: [words('4-hulls', '5-hulls', '6-hulls'), PACKAGE('1 stk', 'Sett')],
  'Dysesett komplett': [CYLINDERS, words('med returrør', 'uten returrør')],
  radiator: [MATERIAL('Aluminium', 'Kobber/messing'), words('3-rads', '4-rads')],
  Radiatorlokk: [words('0,9 bar', '1,0 bar', '1,4 bar'), words('med ventil', 'uten ventil')],
  Viftereim: [LENGTH([1000, 1075, 1150, 1225, 1300, 1425]), words('10 mm bred', '13 mm bred')],
  Kilereim: [LENGTH([1000, 1075, 1150, 1225, 1300, 1425]), words('10 mm bred', '13 mm bred')],
  Viftevinge: [DIAMETER([430, 470, 510, 560]), words('6 blader', '7 blader', '9 blader')],
  lyddemper: [DIAMETER([50, 57, 63, 76, 89]), MATERIAL('Aluminisert stål', 'Rustfritt stål')],
  // Brakes and steering
  hjullager: [DRIVE, words('aksel Ø 35 mm', 'aksel Ø 40 mm', 'aksel Ø 45 mm', 'aksel Ø 50 mm')],
  spindelbolt: [DRIVE, words('bolt Ø 30 mm', 'bolt Ø 35 mm', 'bolt Ø 40 mm')],
  bremsebelegg: [DIAMETER([200, 230, 250, 280, 305]), PACKAGE('1 stk', '2 stk', '4 stk')],
  bremsesylinder: [SIDE, words('Ø 19 mm', 'Ø 22 mm', 'Ø 25 mm')],
  styrekule: [SIDE, spec('wm_thread', ['M18x1,5', 'M22x1,5', 'M24x1,5'])],
  styreservo: [words('80 cm³', '100 cm³', '125 cm³', '160 cm³'), words('med lastføling', 'uten lastføling')],
  Styresylinder: [words('slag 200 mm', 'slag 250 mm', 'slag 300 mm'), words('stang Ø 25 mm', 'stang Ø 30 mm')],
  // Hydraulics
  hydraulikkpumpe: [words('19 cm³', '23 cm³', '28 cm³', '32 cm³', '38 cm³'), words('høyregående', 'venstregående')],
  hydraulikkventil: [words('40 l/min', '60 l/min', '80 l/min', '120 l/min'), spec('wm_thread', ['1/2" BSP', '3/4" BSP'])],
  hydraulikkslange: [HYDRAULIC_THREAD, words('rett/rett', 'rett/90°', '90°/90°'), spec('wm_working_pressure_bar', [210, 250, 350], (bar) => `${bar} bar`)],
  hurtigkobling: [HYDRAULIC_THREAD, words('med støvhette', 'uten støvhette')],
  hydraulikksylinder: [words('slag 200 mm', 'slag 250 mm', 'slag 300 mm', 'slag 400 mm'), words('Ø 50 mm', 'Ø 60 mm', 'Ø 70 mm')],
  'pakningssett-sylinder': [words('Ø 40 mm', 'Ø 50 mm', 'Ø 60 mm', 'Ø 70 mm', 'Ø 80 mm'), words('stang Ø 25 mm', 'stang Ø 30 mm', 'stang Ø 35 mm')],
  toppstag: [words('530–750 mm', '610–880 mm', '700–1000 mm', '790–1120 mm'), words('med kuleledd', 'med krok')],
  loftearm: [SIDE, words('kat. 2', 'kat. 3')],
  // Electrics and lights
  startmotor: [words('10 tenner', '11 tenner', '12 tenner'), words('2-hulls flens', '3-hulls flens')],
  dynamo: [words('enkel reimskive', 'dobbel reimskive', 'poly-V-reimskive'), words('hengselfeste', 'flensfeste')],
  batteri: [words('800 A', '900 A', '1000 A', '1100 A'), words('pol høyre', 'pol venstre')],
  'led-arbeidslys': [words('rund', 'firkantet', 'avlang'), words('flomlys', 'fjernlys'), spec('wm_power', ['25 W', '40 W', '60 W', '80 W'])],
  hovedlykt: [SIDE, words('halogen', 'LED')],
  'LED varsellykt, gul, magnetfeste': [VOLTAGE, DIAMETER([120, 140, 160])],
  'LED varsellykt, gul, bolt': [VOLTAGE, DIAMETER([120, 140, 160])],
  'Blinklys foran': [SIDE, words('LED', 'med pære')],
  'Blinklys bak': [SIDE, words('LED', 'med pære')],
  bryter: [words('4 poler', '5 poler', '6 poler'), spec('wm_voltage', ['12 V', '24 V'])],
  giver: [spec('wm_thread', ['M14x1,5', 'M16x1,5', '1/8" NPT', '3/8" NPT']), words('1 pol', '2 poler')],
  Timeteller: [words('elektrisk', 'mekanisk'), DIAMETER([52, 60])],
  Drivstoffgiver: [words('lengde 300 mm', 'lengde 400 mm', 'lengde 500 mm'), words('1 pol', '2 poler')],
  // Power transmission
  koblingsplate: [words('10 rifler', '14 rifler', '23 rifler', '29 rifler'), words('organisk belegg', 'keramisk belegg')],
  trykklager: [words('enkel clutch', 'dobbel clutch'), words('Ø 11"', 'Ø 12"', 'Ø 13"')],
  'Trykkplate 12"': [words('enkel clutch', 'dobbel clutch'), words('organisk belegg', 'keramisk belegg')],
  kraftoverforingsaksel: [words('profil 1 3/8" 6 spor', 'profil 1 3/8" 21 spor', 'profil 1 3/4" 20 spor'), words('med skjærbolt', 'med friksjonsclutch', 'med frihjul')],
  'Kryssledd 27x74': [words('med smørenippel', 'uten smørenippel'), words('låsering utvendig', 'låsering innvendig')],
  pto: [words('540 o/min', '1000 o/min', '540/1000 o/min'), words('kort', 'lang')],
  lager: [words('35 × 72 mm', '40 × 80 mm', '45 × 85 mm', '50 × 90 mm', '55 × 100 mm', '60 × 110 mm'), SIDE],
  // Cab
  forersete: [MATERIAL('Stoff', 'PVC', 'Kunstskinn'), words('med armlener', 'uten armlener'), words('med setevarme', 'uten setevarme')],
  speil: [SIDE, words('200 × 300 mm', '250 × 350 mm', '300 × 400 mm'), words('med varme', 'uten varme')],
  vindu: [words('klart', 'tonet'), words('herdet', 'laminert')],
  'Vindusviskerblad 500 mm': [words('krokfeste', 'pinnefeste'), words('med spylerdyse', 'uten spylerdyse')],
  // Implements, combines and trailers
  knivblad: [words('105 × 48 × 4 mm', '107 × 48 × 4 mm', '112 × 50 × 4 mm', '120 × 48 × 3 mm'), words('rett', 'vridd')],
  'Knivbolt med mutter': [spec('wm_thread', ['M12', 'M14', 'M16']), PACKAGE('2 stk', 'Pakke à 10 stk')],
  'Knivholder hurtigskift': [SIDE, words('for rotor', 'for tallerken')],
  pickuptind: [words('Ø 5,5 mm', 'Ø 6 mm', 'Ø 6,5 mm'), SIDE],
  rullekjede: [words('enkel', 'dobbel'), words('med kjedelås', 'med halvledd')],
  Kjedehjul: [words('12 tenner', '15 tenner', '17 tenner', '21 tenner', '25 tenner'), words('1"', '1 1/4"')],
  Kjedestrammer: [words('fjærbelastet', 'med glideskinne'), SIDE],
  'Rundballenett 123 cm x 3600 m': [words('hvitt', 'blått', 'grønt'), words('standard', 'forsterket kant')],
  'Rundballenett 130 cm x 3000 m': [words('hvitt', 'blått', 'grønt'), words('standard', 'forsterket kant')],
  rundballenett: [words('1500 m', '1800 m', '1900 m'), words('25 µm', '21 µm')],
  tindespiss: [words('40 mm', '50 mm', '60 mm', '80 mm'), words('med hardmetall', 'uten hardmetall')],
  plogskjaer: [SIDE, words('med hardmetall', 'standard')],
  'Kniv skjærebord komplett': [words('4,5 m', '5,4 m', '6,0 m', '7,5 m'), words('med fingre', 'uten fingre')],
  Knivfinger: [words('enkel', 'dobbel'), words('med innlegg', 'uten innlegg')],
  Variatorreim: [LENGTH([1850, 2120, 2440, 2680, 3010]), words('36 mm bred', '45 mm bred')],
  Elevatorkjede: [words('korn', 'retur'), words('med medbringere', 'uten medbringere')],
  tilhengernav: [SIDE, words('300 × 60 mm', '350 × 60 mm', '400 × 80 mm')],
  'Lyktesett LED tilhenger': [words('kabel 5 m', 'kabel 7,5 m', 'kabel 10 m'), spec('wm_voltage', ['12 V', '24 V'])],
  'Lyktesett LED, magnetfeste': [words('kabel 7,5 m', 'kabel 10 m', 'kabel 12 m'), spec('wm_voltage', ['12 V', '24 V'])],
  'Baklykt tilhenger': [SIDE, words('LED', 'med pære')],
  'Kontakt 7-polet': [words('hann', 'hunn'), MATERIAL('Plast', 'Metall')],
  'Spiralkabel 7-polet': [words('3 m', '4 m', '4,5 m'), words('rett plugg', 'vinkelplugg')],
  // Workshop
  Filternøkkel: [words('60–80 mm', '75–95 mm', '95–130 mm', '110–160 mm'), words('kjede', 'bånd', 'klo')],
  'Fastnøkkelsett 8–32 mm': [words('12 deler', '16 deler', '22 deler'), words('i veske', 'i metallkoffert')],
  'Pipenøkkelsett 1/2" 24 deler': [words('sekskant', '12-kant'), words('i veske', 'i metallkoffert')],
  'Momentnøkkel 40–200 Nm': [words('1/2" firkant', '3/8" firkant'), words('klikk', 'digital')],
  'Fettpresse 500 g': [words('med slange', 'med stivt rør', 'med slange og rør'), words('spakbetjent', 'pistolgrep')],
  'Garasjejekk 3 tonn': [words('lav profil', 'standard'), words('løftehøyde 460 mm', 'løftehøyde 505 mm')],
  'Oljekanne 2 liter': [words('stivt rør', 'fleksibel tut')],
  'Oppsamlingskar for olje': [words('15 liter', '20 liter', '30 liter', '60 liter'), words('med tut', 'med lokk')],
  // Oils
  motorolje: [OIL_BASE, words('API CI-4', 'API CK-4', 'ACEA E7', 'ACEA E9')],
  'Transmisjons- og hydraulikkolje UTTO 10W-30, 20 liter': [words('John Deere J20C', 'Massey Ferguson M1145', 'CNH MAT 3525', 'Volvo WB 101')],
  'Smørefett EP2, 10 patroner': [words('litium', 'litiumkompleks', 'kalsiumsulfonat')],
  hydraulikkolje: [OIL_BASE, words('API GL-4', 'API GL-5')],
  'Hydraulikkolje HV 46, 20 liter': [words('mineralsk', 'syntetisk', 'biologisk nedbrytbar')],
  // Clothing and safety
  regnsett: [SIZES, words('gul', 'oransje', 'grønn', 'svart')],
  'Arbeidshansker nitril (12 par)': [GLOVE_SIZES],
  'Vinterhansker fôret': [GLOVE_SIZES],
  Hørselvern: [words('hodebøyle', 'nakkebøyle', 'hjelmfeste'), words('SNR 27 dB', 'SNR 31 dB', 'SNR 35 dB')],
  Vernebriller: [words('klart glass', 'tonet glass', 'gult glass'), words('med antidugg', 'uten antidugg')],
  arbeidsbukse: [words('herremodell', 'damemodell'), words('vinterfôret', 'lett sommerkvalitet', 'Cordura-forsterket', 'med hylstelommer')],
  arbeidsjakke: [words('herremodell', 'damemodell'), words('med hette', 'uten hette'), words('refleks klasse 1', 'refleks klasse 2')],
  setetrekk: [words('for sete med armlener', 'for sete uten armlener'), words('med hodestøttetrekk', 'uten hodestøttetrekk')],
  // Machinery
  slamaskin: [words('med kondisjonerer', 'uten kondisjonerer'), words('frontmontert', 'bakmontert')],
  rive: [words('hydraulisk sammenlegging', 'manuell sammenlegging'), words('med tandemaksel', 'uten tandemaksel')],
  rundballepresse: [words('med kniver', 'uten kniver'), words('nettbinding', 'nett- og garnbinding')],
  jordbearbeiding: [words('årsmodell 2025', 'årsmodell 2026'), words('standardutstyr', 'fullt utstyrt')],
  tilhenger: [words('hydrauliske bremser', 'luftbremser'), words('med hydraulisk bakluke', 'med manuell bakluke')],
};

/** The kinds of difference for a product of this template whose name starts with `variant`. */
export function detailDimensions(template: string, variant: string): readonly DetailDimension[] {
  return NAME_DETAILS[variant] ?? NAME_DETAILS[template] ?? [];
}
