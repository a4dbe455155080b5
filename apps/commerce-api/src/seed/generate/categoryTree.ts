import type { SeedCategory } from '../types.js';
import { slugify } from './slugify.js';

interface CategoryNode {
  name: string;
  /** URL key when it is not simply the slug of the name (keys are unique in the whole tree). */
  key?: string;
  /** One or two sentences for the category page. */
  text?: string;
  children?: CategoryNode[];
}

const node = (
  name: string,
  children?: CategoryNode[],
  text?: string,
  key?: string,
): CategoryNode => ({
  name,
  ...(children ? { children } : {}),
  ...(text ? { text } : {}),
  ...(key ? { key } : {}),
});
const leaves = (...names: string[]) => names.map((name) => node(name));

/** Top level (shown in the menu), second level and leaves: products sit in the leaves. */
// prettier-ignore
const TREE: CategoryNode[] = [
  node('Traktordeler', [
    node('Motor', leaves('Filter', 'Pakninger', 'Vannpumper og termostater', 'Drivstoffsystem'),
      'Deler til motoren: filter, pakninger, vannpumper, termostater og drivstoffsystem.'),
    node('Kjøling og eksos', leaves('Radiatorer', 'Vifter og remmer', 'Eksos'),
      'Radiatorer, vifteremmer og eksosdeler som holder motoren i riktig temperatur.'),
    node('Foraksel og hjul', leaves('Hjullager', 'Spindelbolter og foraksel'),
      'Hjullager, spindelbolter og deler til foraksel – for både eldre og nyere traktorer.'),
  ], 'Reservedeler til traktoren – fra filter og pakninger til radiatorer og hjullager. Vi har deler til Massey Ferguson, John Deere, Valtra, Fendt, Ford og mange flere.'),
  node('Hydraulikk', [
    node('Pumper og ventiler', [node('Hydraulikkpumper'), node('Ventiler', undefined, undefined, 'hydraulikkventiler')]),
    node('Slanger og koblinger', leaves('Hydraulikkslanger', 'Hurtigkoblinger')),
    node('Sylindere', leaves('Hydraulikksylindere', 'Pakningssett sylinder')),
    node('Trepunkt og løft', leaves('Toppstag', 'Løftearmer og stag')),
  ], 'Hydraulikkpumper, slanger, hurtigkoblinger, sylindere og trepunktsdeler. Vi presser hydraulikkslanger på mål.'),
  node('Elektrisk', [
    node('Start og lading', leaves('Startmotorer', 'Dynamoer', 'Batterier')),
    node('Lys', leaves('Lys og arbeidslys', 'Varsellys og blinklys')),
    node('Brytere og instrumenter', leaves('Brytere', 'Instrumenter og givere')),
  ], 'Startmotorer, dynamoer, batterier, arbeidslys og brytere – 12 V og 24 V.'),
  node('Kraftoverføring', [
    node('Clutch', leaves('Koblingsplater', 'Trykklager og trykkplater')),
    node('Kraftuttak (PTO)', leaves('Kraftoverføringsaksler', 'PTO-deler')),
    node('Lager og tetninger', leaves('Lager og simmerringer')),
  ], 'Clutch, kraftuttak, kraftoverføringsaksler, lager og simmerringer.'),
  node('Bremser og styring', [
    node('Bremser', leaves('Bremsebelegg', 'Bremsesylindere')),
    node('Styring', leaves('Styrekuler og stag', 'Styreservo')),
  ], 'Bremsebelegg, bremsesylindere, styrekuler og styreservo – viktige deler for trygg kjøring på vei.'),
  node('Hytte og komfort', [
    node('Seter', leaves('Førerseter', 'Setetrekk')),
    node('Speil, vinduer og klima', leaves('Speil', 'Vinduer og viskere', 'Kupéfilter og vifter')),
  ], 'Førerseter, setetrekk, speil, vinduer og kupéfilter – gjør arbeidsdagen i traktoren mer behagelig.'),
  node('Redskapsdeler', [
    node('Slåmaskin', leaves('Knivblad og knivbolter')),
    node('Rundballepresse', leaves('Pickup-tinder', 'Kjeder og tannhjul', 'Nett og plast')),
    node('Jordbearbeiding', leaves('Tindespisser', 'Plogdeler')),
    node('Skurtreskerdeler', leaves('Kniver, remmer og kjeder')),
    node('Tilhengerdeler', leaves('Hjul og nav', 'Lys og bremser tilhenger')),
  ], 'Slitedeler og reservedeler til slåmaskin, rundballepresse, plog, harv, skurtresker og tilhenger.'),
  node('Verksted og utstyr', [
    node('Verktøy', leaves('Håndverktøy', 'Verkstedutstyr')),
    node('Smøring og olje', leaves('Motorolje', 'Hydraulikkolje og smørefett')),
    node('Arbeidsklær', leaves('Jakker og bukser', 'Hansker og verneutstyr')),
    node('Håndbøker og tjenester', leaves('Verkstedhåndbøker', 'Montering og service')),
  ], 'Verktøy, olje og smøremidler, arbeidsklær, verkstedhåndbøker og verkstedtjenester.'),
  node('Maskiner', [
    node('Landbruksmaskiner', leaves('Slåmaskiner', 'River og vendere', 'Rundballepresser', 'Jordbearbeidingsmaskiner')),
    node('Transport', leaves('Tilhengere og vogner')),
  ], 'Nye landbruksmaskiner og redskap. Større maskiner leveres på bestilling – ta kontakt for tilbud og leveringstid.'),
];

export interface CategoryIndex {
  categories: SeedCategory[];
  /** Category by URL key. */
  byKey: Map<string, SeedCategory>;
  /** `/`-joined URL keys from the top level down (the root is left out), e.g. `traktordeler/motor/filter`. */
  urlPaths: Map<number, string>;
  /** Children of each category id, in position order. */
  children: Map<number, SeedCategory[]>;
}

export const ROOT_CATEGORY_ID = 2;

const lowerFirst = (name: string) =>
  /^[A-ZÆØÅ][a-zæøåé]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;

/** The category tree: root id 2, then three levels with ids in depth-first order. */
export function buildCategoryTree(): CategoryIndex {
  const root: SeedCategory = {
    id: ROOT_CATEGORY_ID,
    parentId: null,
    name: 'Default Category',
    urlKey: 'default-category',
    position: 0,
    includeInMenu: false,
    description: null,
    landingPageBlock: null,
    metaTitle: null,
    metaDescription: null,
  };
  const categories: SeedCategory[] = [root];
  const byKey = new Map<string, SeedCategory>();
  const urlPaths = new Map<number, string>([[root.id, '']]);
  const children = new Map<number, SeedCategory[]>();

  const add = (spec: CategoryNode, parent: SeedCategory, position: number, depth: number) => {
    const urlKey = spec.key ?? slugify(spec.name);
    if (byKey.has(urlKey)) throw new Error(`Duplicate category url key ${urlKey}`);
    const isLeaf = !spec.children;
    const text =
      spec.text ??
      (isLeaf
        ? `Stort utvalg av ${lowerFirst(spec.name)} – både originaldeler og kvalitetsdeler fra kjente leverandører. Søk på originalnummer eller bruk delesøket for å finne riktig del til maskinen din.`
        : `Her finner du ${lowerFirst(spec.name)} til traktor og landbruksmaskiner.`);
    const category: SeedCategory = {
      id: categories.length + ROOT_CATEGORY_ID,
      parentId: parent.id,
      name: spec.name,
      urlKey,
      position,
      includeInMenu: true,
      description: `<p>${text}</p>`,
      landingPageBlock: depth === 1 ? `kategori-${urlKey}` : null,
      metaTitle: depth === 1 ? `${spec.name} – deler til traktor og landbruk` : spec.name,
      metaDescription: text.length > 160 ? `${text.slice(0, 157)}...` : text,
    };
    categories.push(category);
    byKey.set(urlKey, category);
    const parentPath = urlPaths.get(parent.id) ?? '';
    urlPaths.set(category.id, parentPath ? `${parentPath}/${urlKey}` : urlKey);
    const siblings = children.get(parent.id) ?? [];
    siblings.push(category);
    children.set(parent.id, siblings);
    spec.children?.forEach((child, index) => add(child, category, index + 1, depth + 1));
  };
  TREE.forEach((top, index) => add(top, root, index + 1, 1));
  return { categories, byKey, urlPaths, children };
}

/** The storefront URL of a category: `/<url path>.html`. */
export const categoryUrl = (index: CategoryIndex, id: number): string =>
  `/${index.urlPaths.get(id) ?? ''}.html`;
