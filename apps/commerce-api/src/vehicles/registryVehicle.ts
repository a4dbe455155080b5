import { formatLicensePlate } from './licensePlate.js';
import type { RegistryVehicleData } from './registryData.js';

/** What the seeded registry knows of one vehicle. */
export interface VehicleSpec {
  plate: string;
  make: string;
  tradeName: string | null;
  typeDesignation: string | null;
  classCode: string;
  className: string;
  firstRegistered: string;
  plateType: 'ORDINART' | 'PERSONLIG' | 'UTENFOR_OFFENTLIG_VEG';
}

/** Vehicle classes: the registry's technical code and its name. */
export const CLASSES = {
  tractor: ['T1', 'Traktor'],
  combine: ['MR', 'Motorredskap'],
  trailer: ['R3', 'Tilhenger for traktor'],
  car: ['M1', 'Personbil'],
  van: ['N1', 'Varebil'],
  lorry: ['N3', 'Lastebil'],
  motorcycle: ['L3e', 'Motorsykkel'],
  caravan: ['O2', 'Campingtilhenger'],
} as const;
export type VehicleKind = keyof typeof CLASSES;

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
