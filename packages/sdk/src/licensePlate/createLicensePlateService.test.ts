import { HttpResponse, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createTransport } from '../transport/createTransport';
import { createLicensePlateService } from './createLicensePlateService';
import { initialLicensePlateState, licensePlateTransition } from './licensePlateMachine';
import { licensePlateOutcome } from './licensePlateOutcome';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function service(logged: unknown[][] = []) {
  return createLicensePlateService(
    createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
    { logger: { error: (...args: unknown[]) => logged.push(args) } },
  );
}

describe('createLicensePlateService', () => {
  it('looks up the normalised plate and maps the result', async () => {
    let variables: unknown;
    server.use(
      magento.query('LicensePlateSearch', (request) => {
        variables = request.variables;
        return HttpResponse.json({
          data: {
            WmLicensePlateSearch: {
              brand: null,
              model: null,
              brand_exists: false,
              model_exists: false,
              brand_finder_id: null,
              suggestions: [
                {
                  brand: 'Ford',
                  brand_id: 5,
                  brand_finder_id: 1,
                  models: [{ model_id: 50, model: '5000' }, null, { model_id: null, model: 'x' }],
                },
                { brand: 'New Holland', brand_id: 6, brand_finder_id: 1, models: null },
                { brand: null, brand_id: 7, brand_finder_id: 1, models: [] },
                null,
              ],
              vehicle: {
                license_plate: 'AX 9999',
                make: 'FORD NEW HOLLAND',
                trade_name: '5640 SLE',
                type_designation: null,
                vehicle_class: 'T1',
                vehicle_class_name: 'Traktor',
                is_farm_vehicle: true,
                first_registered: '1995-04-02',
              },
            },
          },
        });
      }),
    );

    const outcome = await service().search(' ax 9999 ');

    expect(variables).toEqual({ licensePlate: 'AX9999' });
    expect(outcome).toEqual({
      ok: true,
      plate: 'AX9999',
      result: {
        brand: null,
        model: null,
        brandExists: false,
        modelExists: false,
        brandFinderId: null,
        suggestions: [
          { brand: 'Ford', brandId: 5, finderId: 1, models: [{ id: 50, name: '5000' }] },
          { brand: 'New Holland', brandId: 6, finderId: 1, models: [] },
        ],
        vehicle: {
          licensePlate: 'AX 9999',
          make: 'FORD NEW HOLLAND',
          tradeName: '5640 SLE',
          typeDesignation: null,
          vehicleClass: 'T1',
          vehicleClassName: 'Traktor',
          isFarmVehicle: true,
          firstRegistered: '1995-04-02',
        },
      },
    });
  });

  it('reads a missing result as one that matched nothing', async () => {
    server.use(
      magento.query('LicensePlateSearch', () =>
        HttpResponse.json({ data: { WmLicensePlateSearch: null } }),
      ),
    );

    await expect(service().search('AB123')).resolves.toMatchObject({
      ok: true,
      result: { brand: null, model: null, suggestions: [], vehicle: null },
    });
  });

  it('answers a plate that breaks the rules without a request', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    await expect(service().search('<b>AB</b>')).resolves.toEqual({
      ok: false,
      plate: '<B>AB</B>',
      failure: { kind: 'invalid', reason: 'characters' },
    });
    await expect(service().search('A'.repeat(200))).resolves.toMatchObject({
      failure: { kind: 'invalid', reason: 'too-long' },
    });
  });

  it.each([
    ['LICENSE_PLATE_NOT_REGISTERED', 'graphql-no-such-entity', {}, { kind: 'not-registered' }],
    ['LICENSE_PLATE_REGISTRY_UNAVAILABLE', 'wm-unavailable', {}, { kind: 'unavailable' }],
    [
      'LICENSE_PLATE_RATE_LIMITED',
      'wm-unavailable',
      { retry_after_seconds: 60 },
      { kind: 'rate-limited', retryAfterSeconds: 60 },
    ],
    [
      'LICENSE_PLATE_INVALID',
      'graphql-input',
      { reason: 'characters' },
      { kind: 'invalid', reason: 'characters' },
    ],
  ])('returns %s as a failure, without logging it', async (code, category, extra, failure) => {
    server.use(
      magento.query('LicensePlateSearch', () =>
        HttpResponse.json({
          data: { WmLicensePlateSearch: null },
          errors: [{ message: 'No', extensions: { category, code, ...extra } }],
        }),
      ),
    );
    const logged: unknown[][] = [];

    await expect(service(logged).search('ZZ99999')).resolves.toEqual({
      ok: false,
      plate: 'ZZ99999',
      failure,
    });
    expect(logged).toEqual([]);
  });

  it('returns any other failure as an error and logs it', async () => {
    server.use(magento.query('LicensePlateSearch', () => HttpResponse.error()));
    const logged: unknown[][] = [];

    const outcome = await service(logged).search('ZZ99999');

    expect(outcome.ok).toBe(false);
    const failure = outcome.ok ? null : outcome.failure;
    expect(failure?.kind).toBe('error');
    expect(failure?.kind === 'error' && isSdkError(failure.error, 'network')).toBe(true);
    expect(logged[0]?.[0]).toBe('Could not look up plate ZZ99999');
  });

  it.each([
    [
      'an unknown plate',
      'LICENSE_PLATE_NOT_REGISTERED',
      'graphql-no-such-entity',
      'not-registered',
    ],
    [
      'a registry that is down',
      'LICENSE_PLATE_REGISTRY_UNAVAILABLE',
      'wm-unavailable',
      'unavailable',
    ],
  ])('tells the shopper apart %s through the finder machine', async (_, code, category, kind) => {
    server.use(
      magento.query('LicensePlateSearch', () =>
        HttpResponse.json({
          data: { WmLicensePlateSearch: null },
          errors: [{ message: 'No', extensions: { category, code } }],
        }),
      ),
    );
    const typed = licensePlateTransition(initialLicensePlateState, {
      type: 'input-changed',
      value: 'zz 99999',
    }).state;
    const searching = licensePlateTransition(typed, { type: 'search' }).state;

    const outcome = await service().search('zz 99999');
    const event = outcome.ok
      ? ({ type: 'search-succeeded', plate: outcome.plate, result: outcome.result } as const)
      : ({ type: 'search-failed', plate: outcome.plate, failure: outcome.failure } as const);

    expect(licensePlateOutcome(licensePlateTransition(searching, event).state)?.kind).toBe(kind);
  });
});
