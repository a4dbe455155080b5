import type { LicensePlateSearchOutcome, RegisteredVehicle } from '@agri-parts/sdk';

/** One vehicle of the registry's answer, as far as the shop knows it (Statens vegvesen's names). */
export interface RegistryVehicleData {
  kjoretoyId: { kjennemerke: string };
  kjennemerke: { kjennemerke: string }[];
  forstegangsregistrering: { registrertForstegangNorgeDato?: string };
  godkjenning: {
    tekniskGodkjenning: {
      kjoretoyklassifisering: { tekniskKode?: { kodeVerdi: string; kodeNavn?: string } };
      tekniskeData: {
        generelt: {
          merke: { merke: string }[];
          handelsbetegnelse: string[];
          typebetegnelse?: string;
        };
      };
    };
  };
}

/** The answer of `GET /api/part-finder/license-plate`: a status, a JSON body, extra headers. */
export interface LicensePlateApiAnswer {
  status: number;
  body:
    | { kjoretoydataListe: RegistryVehicleData[] }
    | { error: { code: string; message: string; reason?: string; retryAfterSeconds?: number } };
  headers: Record<string, string>;
}

/** The vehicle in the registry's shape (commerce-api's endpoint gives the registry's own). Pure. */
export function registryVehicleData(vehicle: RegisteredVehicle): RegistryVehicleData {
  const optional = <Key extends string, Value>(key: Key, value: Value | null) =>
    (value === null ? {} : { [key]: value }) as Partial<Record<Key, Value>>;
  return {
    kjoretoyId: { kjennemerke: vehicle.licensePlate },
    kjennemerke: [{ kjennemerke: vehicle.licensePlate }],
    forstegangsregistrering: optional('registrertForstegangNorgeDato', vehicle.firstRegistered),
    godkjenning: {
      tekniskGodkjenning: {
        kjoretoyklassifisering: vehicle.vehicleClass
          ? {
              tekniskKode: {
                kodeVerdi: vehicle.vehicleClass,
                ...optional('kodeNavn', vehicle.vehicleClassName),
              },
            }
          : {},
        tekniskeData: {
          generelt: {
            merke: vehicle.make ? [{ merke: vehicle.make }] : [],
            handelsbetegnelse: vehicle.tradeName ? [vehicle.tradeName] : [],
            ...optional('typebetegnelse', vehicle.typeDesignation),
          },
        },
      },
    },
  };
}

const error = (
  status: number,
  code: string,
  message: string,
  extra: { reason?: string; retryAfterSeconds?: number } = {},
  headers: Record<string, string> = {},
): LicensePlateApiAnswer => ({ status, body: { error: { code, message, ...extra } }, headers });

/**
 * The endpoint's answer for a look-up through the SDK, with commerce-api's statuses and codes:
 * 200 with the vehicle list, 400 (not a plate, with `reason`), 404 (no vehicle has it — also a
 * result without a vehicle), 429 (with `Retry-After`), 503 (registry unavailable), 502 (the API
 * behind the storefront failed). Pure.
 */
export function licensePlateApiAnswer(outcome: LicensePlateSearchOutcome): LicensePlateApiAnswer {
  if (outcome.ok) {
    const vehicle = outcome.result.vehicle;
    return vehicle
      ? { status: 200, body: { kjoretoydataListe: [registryVehicleData(vehicle)] }, headers: {} }
      : error(404, 'LICENSE_PLATE_NOT_REGISTERED', 'No vehicle is registered with this plate.');
  }
  const { failure } = outcome;
  switch (failure.kind) {
    case 'invalid':
      return error(400, 'LICENSE_PLATE_INVALID', 'This is not a licence plate.', {
        reason: failure.reason,
      });
    case 'not-registered':
      return error(
        404,
        'LICENSE_PLATE_NOT_REGISTERED',
        'No vehicle is registered with this plate.',
      );
    case 'rate-limited':
      return failure.retryAfterSeconds === null
        ? error(429, 'LICENSE_PLATE_RATE_LIMITED', 'Too many look-ups; try again later.')
        : error(
            429,
            'LICENSE_PLATE_RATE_LIMITED',
            'Too many look-ups; try again later.',
            { retryAfterSeconds: failure.retryAfterSeconds },
            { 'Retry-After': String(failure.retryAfterSeconds) },
          );
    case 'unavailable':
      return error(
        503,
        'LICENSE_PLATE_REGISTRY_UNAVAILABLE',
        'The vehicle registry is not available.',
      );
    case 'error':
      return error(502, 'LICENSE_PLATE_LOOKUP_FAILED', 'The look-up could not be made.');
  }
}
