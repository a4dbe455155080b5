import { HttpResponse, delay, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createTransport } from '../transport/createTransport';
import { createPartFinderService, pickSlugChain } from './createPartFinderService';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function service(errors: unknown[][] = []) {
  return createPartFinderService(
    createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
    { logger: { error: (...args: unknown[]) => errors.push(args) } },
  );
}

/** `count` brands of finder 1, named so that their order by name is their number. */
function brands(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    brand_id: index + 1,
    finder_id: 1,
    name: `Brand ${String(index + 1).padStart(4, '0')}`,
    slug: `brand-${index + 1}`,
  }));
}

/** Answers `PartFinderBrands` from `rows` by page, and records the requests and their overlap. */
function servePagedBrands(rows: ReturnType<typeof brands>) {
  const log = { pages: [] as number[], variables: [] as unknown[], inFlight: 0, maxInFlight: 0 };
  server.use(
    magento.query('PartFinderBrands', async ({ variables }) => {
      log.variables.push(variables);
      const { currentPage, pageSize } = variables as { currentPage: number; pageSize: number };
      log.pages.push(currentPage);
      log.inFlight += 1;
      log.maxInFlight = Math.max(log.maxInFlight, log.inFlight);
      await delay(10);
      log.inFlight -= 1;
      return HttpResponse.json({
        data: {
          WmPartFinderBrands: {
            items: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize),
            total_count: rows.length,
          },
        },
      });
    }),
  );
  return log;
}

describe('createPartFinderService', () => {
  it('loads 1 000 brands in two sequential round trips: page 1, then pages 2–4 at once', async () => {
    const log = servePagedBrands(brands(1000));

    const result = await service().getBrands(1);

    expect(result).toHaveLength(1000);
    expect(result[0]).toEqual({ id: 1, finderId: 1, name: 'Brand 0001', slug: 'brand-1' });
    expect(result.map((brand) => brand.name)).toEqual(
      [...result.map((brand) => brand.name)].sort(),
    );
    expect(log.pages).toEqual([1, 2, 3, 4]);
    // Pages 2, 3 and 4 were all under way together: 1 + 1 sequential round trips.
    expect(log.maxInFlight).toBe(3);
    expect(log.variables[0]).toEqual({ finderId: '1', currentPage: 1, pageSize: 300 });
  });

  it('loads the finders 100 per page and the models 300 per page, filtered by brand', async () => {
    const requests: unknown[] = [];
    server.use(
      magento.query('PartFinderFinders', ({ variables }) => {
        requests.push(variables);
        const page = variables['currentPage'] as number;
        return HttpResponse.json({
          data: {
            WmPartFinderFinders: {
              items:
                page === 1
                  ? [{ finder_id: 2, name: 'Redskap', slug: 'redskap' }]
                  : [{ finder_id: 1, name: 'Traktor', slug: 'traktor' }],
              total_count: 101,
            },
          },
        });
      }),
      magento.query('PartFinderModels', ({ variables }) => {
        requests.push(variables);
        return HttpResponse.json({
          data: {
            WmPartFinderModels: {
              items: [
                {
                  model_id: 7,
                  brand_id: 3,
                  name: '6480',
                  slug: '6480',
                  year_from: 2003,
                  year_to: null,
                },
              ],
              total_count: 1,
            },
          },
        });
      }),
    );

    const finders = await service().getFinders();
    const models = await service().getModels(3);

    expect(finders).toEqual([
      { id: 2, name: 'Redskap', slug: 'redskap' },
      { id: 1, name: 'Traktor', slug: 'traktor' },
    ]);
    expect(models).toEqual([
      { id: 7, brandId: 3, name: '6480', slug: '6480', yearFrom: 2003, yearTo: null },
    ]);
    expect(requests).toEqual([
      { currentPage: 1, pageSize: 100 },
      { currentPage: 2, pageSize: 100 },
      { brandId: '3', currentPage: 1, pageSize: 300 },
    ]);
  });

  it('sorts the models by name with numbers by value, whatever order the backend sends', async () => {
    const model = (model_id: number, name: string) => ({
      model_id,
      brand_id: 3,
      name,
      slug: name.toLowerCase(),
      year_from: null,
      year_to: null,
    });
    server.use(
      magento.query('PartFinderModels', () =>
        HttpResponse.json({
          data: {
            WmPartFinderModels: {
              // As a backend sorting the names as text sends them.
              items: [model(1, '3120'), model(2, '350'), model(3, '365'), model(4, 'Zeta 35')],
              total_count: 4,
            },
          },
        }),
      ),
    );

    const models = await service().getModels(3);

    expect(models.map((item) => item.name)).toEqual(['350', '365', '3120', 'Zeta 35']);
  });

  it('reads a missing list as empty', async () => {
    server.use(
      magento.query('PartFinderModels', () =>
        HttpResponse.json({ data: { WmPartFinderModels: null } }),
      ),
    );

    await expect(service().getModels(9)).resolves.toEqual([]);
  });

  it('logs a failed load and throws it as an SdkError', async () => {
    server.use(
      magento.query('PartFinderBrands', ({ variables }) =>
        variables['currentPage'] === 2
          ? HttpResponse.json({ errors: [{ message: 'Database down' }] })
          : HttpResponse.json({
              data: { WmPartFinderBrands: { items: brands(300), total_count: 301 } },
            }),
      ),
    );
    const logged: unknown[][] = [];

    const error = await service(logged)
      .getBrands(1)
      .catch((caught: unknown) => caught);

    expect(isSdkError(error, 'graphql')).toBe(true);
    expect(logged).toEqual([['Could not load the brands of part finder 1', error]]);
  });

  describe('resolveSlugs', () => {
    const finder = { finder_id: 1, name: 'Traktor', slug: 'traktor' };
    const brand = (id: number, finderId: number) => ({
      brand_id: id,
      finder_id: finderId,
      name: 'Valtra',
      slug: 'valtra',
    });
    const model = (id: number, brandId: number) => ({
      model_id: id,
      brand_id: brandId,
      name: '6400',
      slug: '6400',
      year_from: null,
      year_to: null,
    });

    it('resolves finder, brand and model in one request, keeping the chain that belongs together', async () => {
      const requests: unknown[] = [];
      server.use(
        magento.query('PartFinderSlugs', ({ variables }) => {
          requests.push(variables);
          return HttpResponse.json({
            data: {
              finders: { items: [finder] },
              brands: { items: [brand(20, 3), brand(5, 1)] },
              models: { items: [model(70, 9), model(71, 5)] },
            },
          });
        }),
      );

      const resolved = await service().resolveSlugs({
        finder: 'traktor',
        brand: 'valtra',
        model: '6400',
      });

      expect(requests).toEqual([
        {
          finder: 'traktor',
          brand: 'valtra',
          model: '6400',
          withBrand: true,
          withModel: true,
          pageSize: 300,
        },
      ]);
      expect(resolved).toEqual({
        finder: { id: 1, name: 'Traktor', slug: 'traktor' },
        brand: { id: 5, finderId: 1, name: 'Valtra', slug: 'valtra' },
        model: { id: 71, brandId: 5, name: '6400', slug: '6400', yearFrom: null, yearTo: null },
      });
    });

    it('asks only for the finder of a finder page', async () => {
      let variables: unknown;
      server.use(
        magento.query('PartFinderSlugs', (request) => {
          variables = request.variables;
          return HttpResponse.json({ data: { finders: { items: [finder] } } });
        }),
      );

      await expect(service().resolveSlugs({ finder: 'traktor' })).resolves.toEqual({
        finder: { id: 1, name: 'Traktor', slug: 'traktor' },
        brand: null,
        model: null,
      });
      expect(variables).toMatchObject({ brand: '', model: '', withBrand: false, withModel: false });
    });

    it('answers an unknown slug with null', async () => {
      server.use(
        magento.query('PartFinderSlugs', () =>
          HttpResponse.json({ data: { finders: { items: [finder] }, brands: { items: [] } } }),
        ),
      );

      await expect(service().resolveSlugs({ finder: 'traktor', brand: 'nope' })).resolves.toBe(
        null,
      );
    });

    it('answers a model without a brand, or no finder, with null and without a request', async () => {
      await expect(service().resolveSlugs({ finder: 'traktor', model: '6400' })).resolves.toBe(
        null,
      );
      await expect(service().resolveSlugs({ finder: '' })).resolves.toBe(null);
    });
  });

  it('pickSlugChain keeps only a finder, brand and model that belong together', () => {
    const traktor = { id: 1, name: 'Traktor', slug: 'traktor' };
    const redskap = { id: 2, name: 'Redskap', slug: 'traktor' };
    const valtra1 = { id: 5, finderId: 1, name: 'Valtra', slug: 'valtra' };
    const valtra2 = { id: 6, finderId: 2, name: 'Valtra', slug: 'valtra' };
    const model = (id: number, brandId: number) => ({
      id,
      brandId,
      name: 'X',
      slug: 'x',
      yearFrom: null,
      yearTo: null,
    });

    expect(pickSlugChain([], null, null)).toBe(null);
    expect(pickSlugChain([traktor], null, null)).toEqual({
      finder: traktor,
      brand: null,
      model: null,
    });
    expect(pickSlugChain([traktor], [], null)).toBe(null);
    expect(pickSlugChain([traktor], [valtra2], null)).toBe(null);
    expect(pickSlugChain([traktor, redskap], [valtra2], null)).toEqual({
      finder: redskap,
      brand: valtra2,
      model: null,
    });
    expect(pickSlugChain([traktor], [valtra1], [model(9, 6)])).toBe(null);
    expect(pickSlugChain([traktor, redskap], [valtra1, valtra2], [model(9, 6)])).toEqual({
      finder: redskap,
      brand: valtra2,
      model: model(9, 6),
    });
    expect(pickSlugChain([traktor], [valtra1], [])).toBe(null);
  });

  it('fetches the info matched to a brand and model name', async () => {
    let variables: unknown;
    server.use(
      magento.query('PartFinderInfo', (request) => {
        variables = request.variables;
        return HttpResponse.json({
          data: {
            WmPartFinderInfo: {
              finder: { id: 1, name: 'Traktor', slug: 'traktor' },
              brand: { id: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' },
              model: null,
            },
          },
        });
      }),
    );

    const info = await service().getInfo({ brand: 'MF', model: 'DYNA', finderId: 1 });

    expect(variables).toEqual({ brand: 'MF', model: 'DYNA', finderId: 1 });
    expect(info).toEqual({
      finder: { id: 1, name: 'Traktor', slug: 'traktor' },
      brand: { id: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' },
      model: null,
    });
  });

  it('reads no info as an info that matched nothing', async () => {
    server.use(
      magento.query('PartFinderInfo', () =>
        HttpResponse.json({ data: { WmPartFinderInfo: null } }),
      ),
    );

    await expect(service().getInfo({ brand: 'X', model: '', finderId: 9 })).resolves.toEqual({
      finder: null,
      brand: null,
      model: null,
    });
  });

  describe('fittingSkus', () => {
    it('asks which products fit a model, 100 SKUs per request, all at once', async () => {
      const requests: { skus: string[]; modelId: string; pageSize: number }[] = [];
      server.use(
        magento.query('PartFinderFittingSkus', ({ variables }) => {
          const asked = variables as { skus: string[]; modelId: string; pageSize: number };
          requests.push(asked);
          return HttpResponse.json({
            data: {
              products: {
                items: asked.skus.filter((sku) => sku.endsWith('0')).map((sku) => ({ sku })),
              },
            },
          });
        }),
      );
      const skus = Array.from({ length: 150 }, (_, index) => `AP-${index}`);

      const fitting = await service().fittingSkus([...skus, 'AP-0'], 42);

      expect(
        requests.map(({ skus: asked, modelId, pageSize }) => [asked.length, modelId, pageSize]),
      ).toEqual([
        [100, '42', 100],
        [50, '42', 50],
      ]);
      expect(fitting.size).toBe(15);
      expect(fitting.has('AP-10')).toBe(true);
      expect(fitting.has('AP-11')).toBe(false);
    });

    it('sends nothing for no SKUs', async () => {
      await expect(service().fittingSkus([], 42)).resolves.toEqual(new Set());
    });
  });
  describe('fitmentStates', () => {
    it('says per product whether it fits, does not fit or is universal', async () => {
      server.use(
        magento.query('PartFinderFitments', () =>
          HttpResponse.json({
            data: {
              products: {
                items: [
                  { sku: 'FITS', wm_universal_fit: false, wm_pf_fitments: [{ model: { id: 42 } }] },
                  { sku: 'OTHER', wm_universal_fit: false, wm_pf_fitments: [{ model: { id: 7 } }] },
                  { sku: 'OIL', wm_universal_fit: false, wm_pf_fitments: [] },
                  { sku: 'SEAT', wm_universal_fit: true, wm_pf_fitments: [{ model: { id: 7 } }] },
                ],
              },
            },
          }),
        ),
      );

      const states = await service().fitmentStates(['FITS', 'OTHER', 'OIL', 'SEAT', 'GONE'], 42);

      expect(Object.fromEntries(states)).toEqual({
        FITS: 'fits',
        OTHER: 'does-not-fit',
        OIL: 'universal',
        SEAT: 'universal',
      });
    });
  });
});
