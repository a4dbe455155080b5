/**
 * The Norwegian vehicle registry's answer (Statens vegvesen, "enkeltoppslag/kjoretoydata"), as
 * far as the shop reads it. Field names are the registry's own (Norwegian); every field is
 * optional here because the registry leaves out what it does not know. See
 * `../shared/research/anchors-storefront.md` §9.
 */

/** A coded value (`{ kodeVerdi: 'T1', kodeNavn: 'Traktor' }`). */
export interface RegistryCode {
  kodeVerdi: string;
  kodeNavn?: string;
  kodeBeskrivelse?: string;
  tidligereKodeVerdi?: string[];
}

/** One vehicle in `kjoretoydataListe`. */
export interface RegistryVehicleData {
  kjoretoyId?: { kjennemerke?: string; understellsnummer?: string };
  forstegangsregistrering?: { registrertForstegangNorgeDato?: string };
  kjennemerke?: {
    fomTidspunkt?: string;
    kjennemerke?: string;
    kjennemerkekategori?: string;
    kjennemerketype?: RegistryCode;
  }[];
  registrering?: {
    registreringsstatus?: RegistryCode;
    kjoringensArt?: RegistryCode;
    fomTidspunkt?: string;
  };
  godkjenning?: {
    forstegangsGodkjenning?: { forstegangRegistrertDato?: string; godkjenningsId?: string };
    tekniskGodkjenning?: {
      godkjenningsId?: string;
      kjoretoyklassifisering?: {
        beskrivelse?: string;
        tekniskKode?: RegistryCode;
        efTypegodkjenning?: { typegodkjenningNrTekst?: string };
      };
      tekniskeData?: {
        generelt?: {
          merke?: { merke?: string; merkeKode?: string }[];
          handelsbetegnelse?: string[];
          typebetegnelse?: string;
          fabrikant?: { fabrikantNavn?: string }[];
        };
        motorOgDrivverk?: Record<string, unknown>;
        vekter?: Record<string, unknown>;
      };
    };
  };
  periodiskKjoretoyKontroll?: { kontrollfrist?: string };
}

/** The registry's whole answer for one look-up. */
export interface RegistryResponse {
  kjoretoydataListe: RegistryVehicleData[];
}

/** The facts the shop takes from one registry vehicle. */
export interface RegisteredVehicle {
  /** As the registry writes it, `EK 39085`. */
  licensePlate: string;
  make: string | null;
  tradeName: string | null;
  typeDesignation: string | null;
  /** EU vehicle category code, `T1`, `M1` … */
  vehicleClass: string | null;
  vehicleClassName: string | null;
  isFarmVehicle: boolean;
  /** `YYYY-MM-DD`. */
  firstRegistered: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Whether a vehicle class is one the part finder covers. Passenger cars (M), vans and lorries
 * (N), motorcycles and mopeds (L) and road trailers (O) — a letter then a digit, `M1`, `L3e` —
 * are not; tractors (T, C), agricultural trailers and towed machinery (R, S), national codes such
 * as `MR` (motorredskap: combines) and a missing class are. (The registry's
 * own class list is at https://vegvesen.github.io/ak-api/kodeverk/; the T/C/R/S reading follows
 * the EU categories and is not verified against it.)
 */
export function isFarmVehicleClass(code: string | null): boolean {
  if (!code) return true;
  return !/^[MNLO]\d/i.test(code.trim());
}

/**
 * The make, trade name, class and first registration of one registry vehicle, read defensively
 * (the answer comes from outside): the first make and the trade names joined with ` / `.
 */
export function describeVehicle(data: RegistryVehicleData, plate: string): RegisteredVehicle {
  const technical = data.godkjenning?.tekniskGodkjenning;
  const general = technical?.tekniskeData?.generelt;
  const tradeNames = Array.isArray(general?.handelsbetegnelse)
    ? general.handelsbetegnelse.map(text).filter((name): name is string => name !== null)
    : [];
  const vehicleClass = text(technical?.kjoretoyklassifisering?.tekniskKode?.kodeVerdi);
  return {
    licensePlate:
      text(data.kjoretoyId?.kjennemerke) ??
      text(data.kjennemerke?.find((entry) => text(entry.kjennemerke))?.kjennemerke) ??
      plate,
    make: Array.isArray(general?.merke) ? text(general.merke[0]?.merke) : null,
    tradeName: tradeNames.length > 0 ? tradeNames.join(' / ') : null,
    typeDesignation: text(general?.typebetegnelse),
    vehicleClass,
    vehicleClassName:
      text(technical?.kjoretoyklassifisering?.beskrivelse) ??
      text(technical?.kjoretoyklassifisering?.tekniskKode?.kodeNavn),
    isFarmVehicle: isFarmVehicleClass(vehicleClass),
    firstRegistered:
      text(data.forstegangsregistrering?.registrertForstegangNorgeDato) ??
      text(data.godkjenning?.forstegangsGodkjenning?.forstegangRegistrertDato),
  };
}
