import { HttpResponse, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPartFinderService } from '../partFinder/createPartFinderService';
import { createTransport } from '../transport/createTransport';
import { createLicensePlateService } from './createLicensePlateService';
import type { LicensePlateEvent } from './licensePlateMachine';
import { runPlateCommand } from './runPlateCommand';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The SDK's own services over the fake API, and what the runner navigated to. */
function services() {
  const transport = createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' });
  const logger = { error: () => undefined };
  const paths: string[] = [];
  return {
    paths,
    services: {
      licensePlate: createLicensePlateService(transport, { logger }),
      partFinder: createPartFinderService(transport, { logger }),
      navigate: (path: string) => void paths.push(path),
    },
  };
}

const emptyResult = {
  brand: null,
  model: null,
  brand_exists: false,
  model_exists: false,
  brand_finder_id: null,
  suggestions: [],
  vehicle: null,
};
const info = {
  finder: { id: 1, name: 'Traktor', slug: 'traktor' },
  brand: { id: 7, name: 'Massey Ferguson', slug: 'massey-ferguson' },
  model: null,
};

describe('runPlateCommand', () => {
  it('looks the plate up and sends the result as search-succeeded', async () => {
    server.use(
      magento.query('LicensePlateSearch', ({ variables }) =>
        HttpResponse.json({
          data: { WmLicensePlateSearch: { ...emptyResult, brand: variables['licensePlate'] } },
        }),
      ),
    );
    const events: LicensePlateEvent[] = [];

    await runPlateCommand({ type: 'search', plate: 'AX9999' }, services().services, (event) => {
      events.push(event);
    });

    expect(events).toEqual([
      {
        type: 'search-succeeded',
        plate: 'AX9999',
        result: expect.objectContaining({ brand: 'AX9999', suggestions: [] }),
      },
    ]);
  });

  it('sends a look-up that could not verify as search-failed, with the failure', async () => {
    server.use(
      magento.query('LicensePlateSearch', () =>
        HttpResponse.json({
          data: { WmLicensePlateSearch: null },
          errors: [
            {
              message: 'No',
              extensions: {
                category: 'graphql-no-such-entity',
                code: 'LICENSE_PLATE_NOT_REGISTERED',
              },
            },
          ],
        }),
      ),
    );
    const events: LicensePlateEvent[] = [];

    await runPlateCommand({ type: 'search', plate: 'AB123' }, services().services, (event) => {
      events.push(event);
    });

    expect(events).toEqual([
      { type: 'search-failed', plate: 'AB123', failure: { kind: 'not-registered' } },
    ]);
  });

  it('fetches the info and sends info-loaded, or info-failed when it fails', async () => {
    const asked: unknown[] = [];
    server.use(
      magento.query('PartFinderInfo', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { WmPartFinderInfo: info } });
      }),
    );
    const command = { type: 'fetch-info', brand: 'MF', model: '6480', finderId: 1 } as const;
    const events: LicensePlateEvent[] = [];

    await runPlateCommand(command, services().services, (event) => void events.push(event));
    expect(asked).toEqual([{ brand: 'MF', model: '6480', finderId: 1 }]);
    expect(events).toEqual([{ type: 'info-loaded', info }]);

    server.use(magento.query('PartFinderInfo', () => new HttpResponse(null, { status: 500 })));
    events.length = 0;
    await runPlateCommand(command, services().services, (event) => void events.push(event));
    expect(events).toEqual([{ type: 'info-failed', error: expect.anything() }]);
  });

  it('navigates at once and sends nothing', async () => {
    const { services: run, paths } = services();
    const events: LicensePlateEvent[] = [];

    const done = runPlateCommand({ type: 'navigate', path: '/parts/traktor' }, run, (event) => {
      events.push(event);
    });

    // Before anything is awaited: a router navigates in the same task as the click.
    expect(paths).toEqual(['/parts/traktor']);
    await done;
    expect(events).toEqual([]);
  });

  it('settles once the ending event’s dispatch has, so a server can await a whole look-up', async () => {
    server.use(
      magento.query('LicensePlateSearch', () =>
        HttpResponse.json({ data: { WmLicensePlateSearch: emptyResult } }),
      ),
    );
    const order: string[] = [];

    await runPlateCommand({ type: 'search', plate: 'AX9999' }, services().services, async () => {
      await Promise.resolve();
      order.push('dispatched');
    });
    order.push('settled');

    expect(order).toEqual(['dispatched', 'settled']);
  });
});
