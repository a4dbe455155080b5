import { Random } from '../seed/generate/random.js';
import { BRAND_ALIASES } from './brandAliases.js';
import { seededFinderData, type FinderData } from './finderCatalog.js';
import { formatLicensePlate } from './licensePlate.js';
import type { RegistryVehicleData } from './registryData.js';

/**
 * The seeded demo registry: a few hundred vehicles shaped like Statens vegvesen's answers, made
 * from the seeded part finder so that every branch of the licence-plate finder can be tried in
 * the running shop. Deterministic: the same finder data always gives the same plates.
 */

/** Which outcome of the licence-plate finder an entry exercises. */
export type DatasetBranch =
  /** Make and trade name fit one brand and one model (in one finder). */
  | 'unique'
  /** The make is a known brand, the trade name none of its models. */
  | 'brand-only'
  /** The make stands for several brands (`FORD NEW HOLLAND`) and the model does not decide. */
  | 'several-brands'
  /** The brand is in several finders (Claas: Traktor and Skurtresker), the model does not decide. */
  | 'several-finders'
  /** A make the part finder does not have. */
  | 'unknown-make'
  /** A passenger car, van, lorry, motorcycle or caravan: not a farm vehicle. */
  | 'not-farm-vehicle'
  /** The model is known to us but the registry names it unhelpfully (series only, type codes). */
  | 'hard';

export const DATASET_BRANCHES: readonly DatasetBranch[] = [
  'unique',
  'brand-only',
  'several-brands',
  'several-finders',
  'unknown-make',
  'not-farm-vehicle',
  'hard',
];

export interface DatasetEntry {
  /** Normalised plate, `AB12345` (the registry prints `AB 12345`). */
  plate: string;
  branch: DatasetBranch;
  /** A personalised plate (`TRAKTOR`) rather than an ordinary one. */
  personalised: boolean;
  /**
   * What someone who knows the vehicle would pick: its brand (in the finder it belongs to), model
   * and finder; null where the part finder has none. Used to measure the matcher.
   */
  truth: { brandId: number | null; modelId: number | null; finderId: number | null };
  /** The registry's answer for the plate (one element of `kjoretoydataListe`). */
  data: RegistryVehicleData;
}

/** A plate no vehicle in the seeded registry has: the registry answers "not found". */
export const NOT_REGISTERED_PLATE = 'ZZ99999';
/** A plate for which the seeded registry acts as if it were down (to try the error path). */
export const UNAVAILABLE_PLATE = 'ZZ50300';

interface VehicleSpec {
  plate: string;
  make: string;
  tradeName: string | null;
  typeDesignation: string | null;
  classCode: string;
  className: string;
  firstRegistered: string;
  plateType: 'ORDINART' | 'PERSONLIG' | 'UTENFOR_OFFENTLIG_VEG';
}

const CLASSES = {
  tractor: ['T1', 'Traktor'],
  combine: ['MR', 'Motorredskap'],
  trailer: ['R3', 'Tilhenger for traktor'],
  car: ['M1', 'Personbil'],
  van: ['N1', 'Varebil'],
  lorry: ['N3', 'Lastebil'],
  motorcycle: ['L3e', 'Motorsykkel'],
  caravan: ['O2', 'Campingtilhenger'],
} as const;
type VehicleKind = keyof typeof CLASSES;

const PLATE_TYPE_NAMES: Record<VehicleSpec['plateType'], string> = {
  ORDINART: 'Ordinære kjennemerker',
  // The registry's code for personalised plates is not verified (see the research notes, §9).
  PERSONLIG: 'Personlige kjennemerker',
  UTENFOR_OFFENTLIG_VEG: 'Kjennemerker for kjøretøy som ikke skal brukes på offentlig vei',
};

/** A number for a make, stable across runs (the registry's `merkeKode`). */
function makeCode(make: string): string {
  let hash = 7;
  for (const char of make) hash = (hash * 31 + char.charCodeAt(0)) % 9000;
  return String(1000 + hash);
}

/** One vehicle as the registry describes it (the parts of the answer the research notes show). */
export function registryVehicle(spec: VehicleSpec): RegistryVehicleData {
  const printed = formatLicensePlate(spec.plate);
  const [classCode, className] = [spec.classCode, spec.className];
  return {
    kjoretoyId: { kjennemerke: printed },
    forstegangsregistrering: { registrertForstegangNorgeDato: spec.firstRegistered },
    kjennemerke: [
      {
        fomTidspunkt: `${spec.firstRegistered}T00:00:00+01:00`,
        kjennemerke: printed,
        kjennemerkekategori: 'KJORETOY',
        kjennemerketype: { kodeVerdi: spec.plateType, kodeNavn: PLATE_TYPE_NAMES[spec.plateType] },
      },
    ],
    registrering: {
      registreringsstatus: { kodeVerdi: 'REGISTRERT', kodeNavn: 'Registrert' },
      fomTidspunkt: `${spec.firstRegistered}T00:00:00+01:00`,
    },
    godkjenning: {
      forstegangsGodkjenning: { forstegangRegistrertDato: spec.firstRegistered },
      tekniskGodkjenning: {
        kjoretoyklassifisering: {
          beskrivelse: className,
          tekniskKode: { kodeVerdi: classCode, kodeNavn: className },
        },
        tekniskeData: {
          generelt: {
            merke: [{ merke: spec.make, merkeKode: makeCode(spec.make) }],
            handelsbetegnelse: spec.tradeName === null ? [] : [spec.tradeName],
            ...(spec.typeDesignation !== null && { typebetegnelse: spec.typeDesignation }),
            fabrikant: [{ fabrikantNavn: spec.make }],
          },
        },
      },
    },
  };
}

/** Letters of ordinary plates (no I, O, Q, Z: Z is kept for the special plates). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';

/** Words registries add after a tractor's model number. */
const SUFFIXES = [
  'DYNA-6',
  'PREMIUM',
  'HITECH',
  'TMS',
  'AUTO COMMAND',
  '4WD',
  'S',
  'POWERSHIFT',
  'ELITE',
  'PROFI',
];

/** The registry's spelling of a brand: upper case, sometimes one of its other names. */
function registeredMake(rng: Random, brand: string): string {
  const others = (BRAND_ALIASES[brand] ?? []).filter((alias) => alias.length > 3);
  return rng.chance(0.2) && others.length > 0
    ? rng.pick(others).toUpperCase()
    : brand.toUpperCase();
}

/** A short name registries put before the model (`MF 6480`), when the brand has one. */
function shortName(brand: string): string {
  const short = (BRAND_ALIASES[brand] ?? []).find((alias) => alias.length <= 3);
  return short ?? brand.toUpperCase();
}

/** One of the ways a trade name carries a model name. */
function registeredTradeName(rng: Random, brand: string, model: string): string {
  const upper = model.toUpperCase();
  switch (rng.int(0, 5)) {
    case 0:
      return upper;
    case 1:
      return `${shortName(brand)} ${upper}`;
    case 2:
      return `${upper} ${rng.pick(SUFFIXES)}`;
    case 3:
      return upper.replace(/[\s.-]+/g, '');
    case 4:
      return `${shortName(brand)} ${upper} ${rng.pick(SUFFIXES)}`;
    default:
      return ` ${model.toLowerCase().replace(/[\s.-]+/g, '  ')} `;
  }
}

/**
 * Builds the dataset. Entries are listed by branch; plates are unique. `finders` defaults to the
 * seeded part finder (the ids the seeded database has).
 */
export function buildRegistryDataset(finders: FinderData = seededFinderData()): DatasetEntry[] {
  const rng = new Random('vehicle-registry');
  const used = new Set<string>([NOT_REGISTERED_PLATE, UNAVAILABLE_PLATE]);
  const entries: DatasetEntry[] = [];

  const ordinaryPlate = (digits: 4 | 5): string => {
    for (;;) {
      const plate = `${rng.pick([...PLATE_LETTERS])}${rng.pick([...PLATE_LETTERS])}${rng.int(digits === 5 ? 10000 : 1000, digits === 5 ? 99999 : 9999)}`;
      if (!used.has(plate)) {
        used.add(plate);
        return plate;
      }
    }
  };
  const year = (from: number | null, to: number | null) => {
    const first = from ?? 1990;
    const last = Math.min(to ?? 2025, 2025);
    const chosen = rng.int(first, Math.max(first, last));
    return `${chosen}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  };

  const finderId = (slug: string) => {
    const finder = finders.finders.find((candidate) => candidate.slug === slug);
    if (!finder) throw new Error(`No finder ${slug}`);
    return finder.id;
  };
  const brandIn = (slug: string, name: string) => {
    const brand = finders.brands.find((b) => b.name === name && b.finderId === finderId(slug));
    if (!brand) throw new Error(`No brand ${name} in ${slug}`);
    return brand;
  };
  const modelOf = (slug: string, brand: string, name: string) => {
    const model = finders.models.find(
      (m) => m.brandId === brandIn(slug, brand).id && m.name === name,
    );
    if (!model) throw new Error(`No model ${brand} ${name} in ${slug}`);
    return model;
  };

  const add = (
    branch: DatasetBranch,
    kind: VehicleKind,
    vehicle: { make: string; tradeName: string | null; typeDesignation?: string | null },
    truth: DatasetEntry['truth'],
    options: { plate?: string; years?: [number | null, number | null] } = {},
  ) => {
    const personalised = options.plate !== undefined;
    const plate =
      options.plate ??
      ordinaryPlate(kind === 'trailer' || kind === 'motorcycle' || kind === 'caravan' ? 4 : 5);
    if (personalised) used.add(plate);
    const [classCode, className] = CLASSES[kind];
    entries.push({
      plate,
      branch,
      personalised,
      truth,
      data: registryVehicle({
        plate,
        make: vehicle.make,
        tradeName: vehicle.tradeName,
        typeDesignation: vehicle.typeDesignation ?? null,
        classCode,
        className,
        firstRegistered: year(...(options.years ?? [1995, 2024])),
        plateType: personalised
          ? 'PERSONLIG'
          : kind === 'tractor' && rng.chance(0.1)
            ? 'UTENFOR_OFFENTLIG_VEG'
            : 'ORDINART',
      }),
    });
  };
  const truthOf = (slug: string, brand: string, model: string | null) => ({
    brandId: brandIn(slug, brand).id,
    modelId: model === null ? null : modelOf(slug, brand, model).id,
    finderId: finderId(slug),
  });

  // Personalised plates first, so the README can name them; one per interesting branch.
  add(
    'unique',
    'tractor',
    { make: 'MASSEY FERGUSON', tradeName: 'MF 6480 DYNA-6' },
    truthOf('traktor', 'Massey Ferguson', '6480'),
    { plate: 'TRAKTOR', years: [2003, 2008] },
  );
  add(
    'unique',
    'tractor',
    { make: 'JOHN DEERE', tradeName: '6R 150' },
    truthOf('traktor', 'John Deere', '6R 150'),
    { plate: 'JD4EVER', years: [2021, 2024] },
  );
  add(
    'brand-only',
    'tractor',
    { make: 'VALTRA', tradeName: 'G135 VERSU' },
    truthOf('traktor', 'Valtra', null),
    { plate: 'BONDE', years: [2021, 2024] },
  );
  add(
    'several-finders',
    'tractor',
    { make: 'CLAAS', tradeName: 'XERION 3800 TRAC VC' },
    truthOf('traktor', 'Claas', null),
    { plate: 'MELK', years: [2012, 2020] },
  );
  add(
    'unknown-make',
    'tractor',
    { make: 'FIAT', tradeName: '880 DT' },
    { brandId: null, modelId: null, finderId: null },
    { plate: 'GRAS', years: [1980, 1990] },
  );
  add(
    'not-farm-vehicle',
    'car',
    { make: 'TESLA', tradeName: 'MODEL Y' },
    { brandId: null, modelId: null, finderId: null },
    { plate: 'ELBIL', years: [2021, 2024] },
  );

  // Unique: every tractor, combine and trailer model once, its make and trade name written in
  // one of the registry's ways.
  const registered: [slug: string, kind: VehicleKind][] = [
    ['traktor', 'tractor'],
    ['skurtresker', 'combine'],
    ['tilhenger', 'trailer'],
  ];
  for (const [slug, kind] of registered) {
    for (const brand of finders.brands.filter((b) => b.finderId === finderId(slug))) {
      for (const model of finders.models.filter((m) => m.brandId === brand.id)) {
        add(
          'unique',
          kind,
          {
            make: registeredMake(rng, brand.name),
            tradeName: registeredTradeName(rng, brand.name, model.name),
          },
          { brandId: brand.id, modelId: model.id, finderId: brand.finderId },
        );
      }
    }
  }

  // Brand known, model not (brands in one finder only).
  const brandOnly: [string, string][] = [
    ['VALTRA', 'Q305'],
    ['VALTRA', 'S394 SMARTTOUCH'],
    ['VALMET', '8950 HITECH'],
    ['FENDT', '1050 VARIO'],
    ['FENDT', '728 VARIO GEN7'],
    ['FORD', '8210'],
    ['FORD', '5030'],
    ['CASE IH', 'OPTUM 300 CVX'],
    ['CASE', 'MAGNUM 340'],
    ['KUBOTA', 'M6-142'],
    ['ZETOR', 'MAJOR 80'],
    ['ZETOR', 'CRYSTAL 160'],
    ['INTERNATIONAL HARVESTER', 'FARMALL 1206'],
    ['DAVID BROWN', '1210'],
    ['VOLVO BM', '2654 TURBO'],
    ['SAME', 'VIRTUS 120'],
    ['LANDINI', 'REX 4-100'],
    ['STEYR', 'TERRUS 6300 CVT'],
    ['RENAULT', 'ERGOS 100'],
  ];
  for (const [make, tradeName] of brandOnly) {
    const brand =
      finders.brands.find(
        (b) => b.finderId === finderId('traktor') && b.name.toUpperCase() === make,
      ) ??
      {
        VALMET: brandIn('traktor', 'Valtra'),
        CASE: brandIn('traktor', 'Case IH'),
        'INTERNATIONAL HARVESTER': brandIn('traktor', 'International (IH)'),
      }[make];
    if (!brand) throw new Error(`No brand for ${make}`);
    add(
      'brand-only',
      'tractor',
      { make, tradeName },
      { brandId: brand.id, modelId: null, finderId: brand.finderId },
    );
  }

  // A make that stands for several brands; the truth is the brand the machine really is.
  const shared: [make: string, tradeName: string, brand: string][] = [
    ['FORD NEW HOLLAND', '8240', 'New Holland'],
    ['FORD NEW HOLLAND', '5640 SLE', 'New Holland'],
    ['FORD NEW HOLLAND', '7740', 'New Holland'],
    ['FORD NEW HOLLAND', '6635', 'New Holland'],
    ['CASE INTERNATIONAL', '895 XL', 'International (IH)'],
    ['CASE INTERNATIONAL', '1455 XL', 'Case IH'],
    ['CASE INTERNATIONAL', '685', 'International (IH)'],
    ['SAME DEUTZ-FAHR', 'AGROFARM 430', 'Deutz-Fahr'],
    ['SDF', 'AGROPLUS 100', 'Deutz-Fahr'],
    ['AGCO', 'ALLIS 6670', 'Massey Ferguson'],
  ];
  for (const [make, tradeName, brand] of shared) {
    add('several-brands', 'tractor', { make, tradeName }, truthOf('traktor', brand, null));
  }

  // A brand in several finders, a model that does not decide.
  const severalFinders: [make: string, tradeName: string, kind: VehicleKind][] = [
    ['CLAAS', 'ATOS 340', 'tractor'],
    ['CLAAS', 'TRION 730', 'combine'],
    ['JOHN DEERE', '6150R', 'tractor'],
    ['JOHN DEERE', '8R 410', 'tractor'],
    ['JOHN DEERE', 'S790', 'combine'],
    ['MASSEY FERGUSON', '8737 S DYNA-VT', 'tractor'],
    ['MF', '5713 SL', 'tractor'],
    ['MASSEY FERGUSON', 'ACTIVA 7347', 'combine'],
    ['NEW HOLLAND', 'T8.410', 'tractor'],
    ['NEW HOLLAND', 'CR9.90', 'combine'],
    ['DEUTZ-FAHR', '6215 RCSHIFT', 'tractor'],
    ['DEUTZ-FAHR', 'C9206 TS', 'combine'],
  ];
  for (const [make, tradeName, kind] of severalFinders) {
    const brand = {
      CLAAS: 'Claas',
      'JOHN DEERE': 'John Deere',
      'MASSEY FERGUSON': 'Massey Ferguson',
      MF: 'Massey Ferguson',
      'NEW HOLLAND': 'New Holland',
      'DEUTZ-FAHR': 'Deutz-Fahr',
    }[make]!;
    add(
      'several-finders',
      kind,
      { make, tradeName },
      truthOf(kind === 'combine' ? 'skurtresker' : 'traktor', brand, null),
    );
  }

  const none = { brandId: null, modelId: null, finderId: null };
  // Makes the part finder does not have (tractors all the same).
  for (const [make, tradeName] of [
    ['HÜRLIMANN', 'XT 910'],
    ['LAMBORGHINI', 'R4.110'],
    ['ISEKI', 'TG 6495'],
    ['YANMAR', 'YT359'],
    ['SOLIS', '26'],
    ['MAHINDRA', '2538'],
    ['JCB', 'FASTRAC 4220'],
    ['ANTONIO CARRARO', 'TTR 4400'],
    ['BELARUS', '820'],
    ['URSUS', 'C-360'],
    ['TYM', 'T555'],
    ['AEBI', 'TT 281'],
    ['MCCORMICK', 'X7.690'],
    ['KIOTI', 'DK6010'],
  ] as const) {
    add('unknown-make', 'tractor', { make, tradeName }, none);
  }

  // Vehicles that are not farm machinery, some of a make the part finder knows (Ford, Volvo).
  for (const [make, tradeName, kind] of [
    ['VOLKSWAGEN', 'GOLF', 'car'],
    ['TOYOTA', 'RAV4', 'car'],
    ['FORD', 'FOCUS', 'car'],
    ['VOLVO', 'XC60', 'car'],
    ['NISSAN', 'LEAF', 'car'],
    ['TOYOTA', 'HILUX', 'van'],
    ['FORD', 'TRANSIT', 'van'],
    ['MERCEDES-BENZ', 'SPRINTER', 'van'],
    ['VOLVO', 'FH', 'lorry'],
    ['SCANIA', 'R 450', 'lorry'],
    ['YAMAHA', 'MT-07', 'motorcycle'],
    ['KTM', '690 ENDURO', 'motorcycle'],
    ['HOBBY', '560 KMFE', 'caravan'],
    ['BRENDERUP', '1205', 'caravan'],
  ] as const) {
    add('not-farm-vehicle', kind, { make, tradeName }, none);
  }

  // The registry names the model unhelpfully: a series, a type code, nothing.
  const hard: [
    make: string,
    tradeName: string | null,
    type: string | null,
    slug: string,
    brand: string,
    model: string,
  ][] = [
    ['FENDT', 'VARIO', 'FAV 930', 'traktor', 'Fendt', '930 Vario'],
    ['JOHN DEERE', null, '6320', 'traktor', 'John Deere', '6320'],
    ['VALTRA', 'N SERIES', 'N3 HITECH', 'traktor', 'Valtra', 'N141'],
    ['CASE IH', 'MAXXUM', 'MX 110', 'traktor', 'Case IH', 'Maxxum 110'],
    ['MASSEY FERGUSON', 'DYNA-6', 'MF6400-4', 'traktor', 'Massey Ferguson', '6480'],
    ['ZETOR', 'UR I', '7245', 'traktor', 'Zetor', '7245'],
    ['KUBOTA', 'M SERIES', 'M135GX-III', 'traktor', 'Kubota', 'M135GX'],
    ['DEUTZ-FAHR', 'AGROTRON', null, 'traktor', 'Deutz-Fahr', 'Agrotron 120'],
    ['FORD', '10 SERIES', 'F7610', 'traktor', 'Ford', '7610'],
    ['LANDINI', 'LEGEND TOP', 'L145', 'traktor', 'Landini', 'Legend 145'],
    ['CLAAS', 'ARES', 'A57', 'traktor', 'Claas', 'Ares 557'],
    ['NEW HOLLAND', 'T6', 'T6.155 AC', 'traktor', 'New Holland', 'T6.155'],
  ];
  for (const [make, tradeName, typeDesignation, slug, brand, model] of hard) {
    add(
      'hard',
      slug === 'skurtresker' ? 'combine' : 'tractor',
      { make, tradeName, typeDesignation },
      truthOf(slug, brand, model),
    );
  }

  return entries;
}

/** The first plate of each branch (personalised ones where the branch has one), for READMEs and journeys. */
export function examplePlates(entries: readonly DatasetEntry[]): Record<DatasetBranch, string[]> {
  const examples = Object.fromEntries(
    DATASET_BRANCHES.map((branch) => [branch, [] as string[]]),
  ) as Record<DatasetBranch, string[]>;
  for (const entry of entries) {
    const list = examples[entry.branch];
    if (list.length < 3) list.push(formatLicensePlate(entry.plate));
  }
  return examples;
}
