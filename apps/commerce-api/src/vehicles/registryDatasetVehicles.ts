import { registeredMake, registeredTradeName, type DatasetWriter } from './datasetWriter.js';
import type { VehicleKind } from './registryVehicle.js';

/**
 * The vehicles of the seeded registry, branch by branch. The order of the calls is part of the
 * dataset: each entry draws its plate and dates from the writer's one random sequence.
 */

/** Personalised plates first, so the README can name them; one per interesting branch. */
export function addPersonalisedPlates(writer: DatasetWriter): void {
  writer.add(
    'unique',
    'tractor',
    { make: 'MASSEY FERGUSON', tradeName: 'MF 6480 DYNA-6' },
    writer.truthOf('traktor', 'Massey Ferguson', '6480'),
    { plate: 'TRAKTOR', years: [2003, 2008] },
  );
  writer.add(
    'unique',
    'tractor',
    { make: 'JOHN DEERE', tradeName: '6R 150' },
    writer.truthOf('traktor', 'John Deere', '6R 150'),
    { plate: 'JD4EVER', years: [2021, 2024] },
  );
  writer.add(
    'brand-only',
    'tractor',
    { make: 'VALTRA', tradeName: 'G135 VERSU' },
    writer.truthOf('traktor', 'Valtra', null),
    { plate: 'BONDE', years: [2021, 2024] },
  );
  writer.add(
    'several-finders',
    'tractor',
    { make: 'CLAAS', tradeName: 'XERION 3800 TRAC VC' },
    writer.truthOf('traktor', 'Claas', null),
    { plate: 'MELK', years: [2012, 2020] },
  );
  writer.add(
    'unknown-make',
    'tractor',
    { make: 'FIAT', tradeName: '880 DT' },
    { brandId: null, modelId: null, finderId: null },
    { plate: 'GRAS', years: [1980, 1990] },
  );
  writer.add(
    'not-farm-vehicle',
    'car',
    { make: 'TESLA', tradeName: 'MODEL Y' },
    { brandId: null, modelId: null, finderId: null },
    { plate: 'ELBIL', years: [2021, 2024] },
  );
}

/**
 * Unique: every tractor, combine and trailer model once, its make and trade name written in one
 * of the registry's ways.
 */
export function addEveryModel(writer: DatasetWriter): void {
  const registered: [slug: string, kind: VehicleKind][] = [
    ['traktor', 'tractor'],
    ['skurtresker', 'combine'],
    ['tilhenger', 'trailer'],
  ];
  for (const [slug, kind] of registered) {
    for (const brand of writer.finders.brands.filter((b) => b.finderId === writer.finderId(slug))) {
      for (const model of writer.finders.models.filter((m) => m.brandId === brand.id)) {
        writer.add(
          'unique',
          kind,
          {
            make: registeredMake(writer.rng, brand.name),
            tradeName: registeredTradeName(writer.rng, brand.name, model.name),
          },
          { brandId: brand.id, modelId: model.id, finderId: brand.finderId },
        );
      }
    }
  }
}

/** Brand known, model not (brands in one finder only). */
export function addBrandOnly(writer: DatasetWriter): void {
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
      writer.finders.brands.find(
        (b) => b.finderId === writer.finderId('traktor') && b.name.toUpperCase() === make,
      ) ??
      {
        VALMET: writer.brandIn('traktor', 'Valtra'),
        CASE: writer.brandIn('traktor', 'Case IH'),
        'INTERNATIONAL HARVESTER': writer.brandIn('traktor', 'International (IH)'),
      }[make];
    if (!brand) throw new Error(`No brand for ${make}`);
    writer.add(
      'brand-only',
      'tractor',
      { make, tradeName },
      { brandId: brand.id, modelId: null, finderId: brand.finderId },
    );
  }
}

/** A make that stands for several brands; the truth is the brand the machine really is. */
export function addSeveralBrands(writer: DatasetWriter): void {
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
    writer.add(
      'several-brands',
      'tractor',
      { make, tradeName },
      writer.truthOf('traktor', brand, null),
    );
  }
}

/** A brand in several finders, a model that does not decide. */
export function addSeveralFinders(writer: DatasetWriter): void {
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
    writer.add(
      'several-finders',
      kind,
      { make, tradeName },
      writer.truthOf(kind === 'combine' ? 'skurtresker' : 'traktor', brand, null),
    );
  }
}

/** Makes the part finder does not have, and vehicles that are not farm machinery. */
export function addNotInFinder(writer: DatasetWriter): void {
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
    writer.add('unknown-make', 'tractor', { make, tradeName }, none);
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
    writer.add('not-farm-vehicle', kind, { make, tradeName }, none);
  }
}

/** The registry names the model unhelpfully: a series, a type code, nothing. */
export function addHardNames(writer: DatasetWriter): void {
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
    writer.add(
      'hard',
      slug === 'skurtresker' ? 'combine' : 'tractor',
      { make, tradeName, typeDesignation },
      writer.truthOf(slug, brand, model),
    );
  }
}
