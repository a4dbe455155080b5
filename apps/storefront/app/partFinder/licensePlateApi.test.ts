import type { LicensePlateResult, RegisteredVehicle } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { licensePlateApiAnswer } from './licensePlateApi';

const vehicle: RegisteredVehicle = {
  licensePlate: 'KT 68447',
  make: 'MASSEY FERGUSON',
  tradeName: 'MF 135 S',
  typeDesignation: '135',
  vehicleClass: 'T1',
  vehicleClassName: 'Traktor',
  isFarmVehicle: true,
  firstRegistered: '1975-06-01',
};

const result = (found: RegisteredVehicle | null): LicensePlateResult => ({
  brand: 'Massey Ferguson',
  model: '135',
  brandExists: true,
  modelExists: true,
  brandFinderId: 1,
  suggestions: [],
  vehicle: found,
});

describe('licensePlateApiAnswer', () => {
  it('answers a found vehicle with the registry-shaped list', () => {
    expect(licensePlateApiAnswer({ ok: true, plate: 'KT68447', result: result(vehicle) })).toEqual({
      status: 200,
      headers: {},
      body: {
        kjoretoydataListe: [
          {
            kjoretoyId: { kjennemerke: 'KT 68447' },
            kjennemerke: [{ kjennemerke: 'KT 68447' }],
            forstegangsregistrering: { registrertForstegangNorgeDato: '1975-06-01' },
            godkjenning: {
              tekniskGodkjenning: {
                kjoretoyklassifisering: { tekniskKode: { kodeVerdi: 'T1', kodeNavn: 'Traktor' } },
                tekniskeData: {
                  generelt: {
                    merke: [{ merke: 'MASSEY FERGUSON' }],
                    handelsbetegnelse: ['MF 135 S'],
                    typebetegnelse: '135',
                  },
                },
              },
            },
          },
        ],
      },
    });
  });

  it('leaves out what the registry did not say', () => {
    const sparse = { ...vehicle, make: null, tradeName: null, typeDesignation: null };
    const answer = licensePlateApiAnswer({
      ok: true,
      plate: 'KT68447',
      result: result({ ...sparse, vehicleClass: null, firstRegistered: null }),
    });
    expect(answer.body).toEqual({
      kjoretoydataListe: [
        expect.objectContaining({
          forstegangsregistrering: {},
          godkjenning: {
            tekniskGodkjenning: {
              kjoretoyklassifisering: {},
              tekniskeData: { generelt: { merke: [], handelsbetegnelse: [] } },
            },
          },
        }),
      ],
    });
  });

  it.each([
    [{ kind: 'invalid', reason: 'too-short' } as const, 400, 'LICENSE_PLATE_INVALID'],
    [{ kind: 'not-registered' } as const, 404, 'LICENSE_PLATE_NOT_REGISTERED'],
    [{ kind: 'unavailable' } as const, 503, 'LICENSE_PLATE_REGISTRY_UNAVAILABLE'],
    [{ kind: 'error', error: new Error('down') } as const, 502, 'LICENSE_PLATE_LOOKUP_FAILED'],
  ])('answers %o with %i', (failure, status, code) => {
    const answer = licensePlateApiAnswer({ ok: false, plate: 'AB', failure });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: { code } });
  });

  it('says why a plate is refused, and when to try again after the limit', () => {
    expect(
      licensePlateApiAnswer({
        ok: false,
        plate: 'A',
        failure: { kind: 'invalid', reason: 'empty' },
      }).body,
    ).toMatchObject({ error: { reason: 'empty' } });
    const limited = licensePlateApiAnswer({
      ok: false,
      plate: 'AB123',
      failure: { kind: 'rate-limited', retryAfterSeconds: 42 },
    });
    expect(limited).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '42' },
      body: { error: { retryAfterSeconds: 42 } },
    });
  });

  it('reads an empty result without a vehicle as not registered', () => {
    expect(licensePlateApiAnswer({ ok: true, plate: 'AB123', result: result(null) }).status).toBe(
      404,
    );
  });
});
