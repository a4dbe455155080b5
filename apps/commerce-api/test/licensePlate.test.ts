import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededFinderData } from '../src/vehicles/finderCatalog.js';
import {
  NOT_REGISTERED_PLATE,
  UNAVAILABLE_PLATE,
  buildRegistryDataset,
  type DatasetBranch,
} from '../src/vehicles/registryDataset.js';
import { startTestApi, type TestApi } from './testApi.js';

const SEARCH = `query ($plate: String!) {
  WmLicensePlateSearch(license_plate: $plate) {
    brand model brand_exists model_exists brand_finder_id
    suggestions { brand brand_id brand_finder_id models { model_id model } }
    vehicle { license_plate make trade_name type_designation vehicle_class vehicle_class_name
      is_farm_vehicle first_registered }
  }
}`;
const INFO = `query ($brand: String!, $model: String!, $finderId: Int!) {
  WmPartFinderInfo(brand: $brand, model: $model, finder_id: $finderId) {
    finder { id name slug } brand { id name slug } model { id name slug }
  }
}`;

interface SearchResult {
  brand: string | null;
  model: string | null;
  brand_exists: boolean;
  model_exists: boolean;
  brand_finder_id: number | null;
  suggestions: {
    brand: string;
    brand_id: number;
    brand_finder_id: number;
    models: { model_id: number; model: string }[];
  }[];
  vehicle: Record<string, unknown>;
}

const dataset = buildRegistryDataset();
const finders = seededFinderData();
const first = (branch: DatasetBranch) =>
  dataset.find((entry) => entry.branch === branch && !entry.personalised)!;

describe('licence-plate search (seeded registry)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 50 });
  });
  afterAll(() => t?.close());

  const search = (plate: string) =>
    t.query<{ WmLicensePlateSearch: SearchResult | null }>(SEARCH, { plate });

  it('finds brand, model and finder for a unique match, whichever way the plate is written', async () => {
    const entry = first('unique');
    const printed = `${entry.plate.slice(0, 2)} ${entry.plate.slice(2)}`;
    for (const plate of [entry.plate, printed, printed.toLowerCase(), ` ${entry.plate} `]) {
      const result = await search(plate);
      expect(result.errors, plate).toBeUndefined();
      const found = result.data!.WmLicensePlateSearch!;
      const model = finders.models.find((m) => m.id === entry.truth.modelId)!;
      expect(found).toMatchObject({
        model: model.name,
        brand_exists: true,
        model_exists: true,
        brand_finder_id: entry.truth.finderId,
        suggestions: [
          {
            brand_id: entry.truth.brandId,
            brand_finder_id: entry.truth.finderId,
            models: [{ model_id: model.id, model: model.name }],
          },
        ],
        vehicle: { license_plate: printed, vehicle_class: 'T1', is_farm_vehicle: true },
      });
    }
  });

  it('answers each branch of the dataset as the spec says', async () => {
    const traktor = (await search('traktor')).data!.WmLicensePlateSearch!;
    expect(traktor).toMatchObject({ brand: 'Massey Ferguson', model: '6480', model_exists: true });
    expect(traktor.vehicle).toEqual({
      license_plate: 'TRAKTOR',
      make: 'MASSEY FERGUSON',
      trade_name: 'MF 6480 DYNA-6',
      type_designation: null,
      vehicle_class: 'T1',
      vehicle_class_name: 'Traktor',
      is_farm_vehicle: true,
      first_registered: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });

    const brandOnly = (await search('BONDE')).data!.WmLicensePlateSearch!;
    expect(brandOnly).toMatchObject({
      brand: 'Valtra',
      model: null,
      brand_exists: true,
      model_exists: false,
      brand_finder_id: 1,
    });
    expect(brandOnly.suggestions).toHaveLength(1);
    expect(brandOnly.suggestions[0]!.models.length).toBeGreaterThan(5);

    const severalBrands = (await search(first('several-brands').plate)).data!.WmLicensePlateSearch!;
    expect(severalBrands).toMatchObject({
      brand: null,
      brand_exists: false,
      brand_finder_id: null,
    });
    expect(new Set(severalBrands.suggestions.map((s) => s.brand)).size).toBeGreaterThan(1);

    const severalFinders = (await search('MELK')).data!.WmLicensePlateSearch!;
    expect(severalFinders).toMatchObject({
      brand: 'Claas',
      brand_exists: true,
      brand_finder_id: null,
    });
    expect(severalFinders.suggestions.map((s) => s.brand_finder_id)).toEqual([1, 3]);

    for (const plate of [
      'GRAS',
      'ELBIL',
      first('unknown-make').plate,
      first('not-farm-vehicle').plate,
    ]) {
      const none = (await search(plate)).data!.WmLicensePlateSearch!;
      expect(none, plate).toMatchObject({
        brand: null,
        model: null,
        brand_exists: false,
        model_exists: false,
        brand_finder_id: null,
        suggestions: [],
      });
      expect(none.vehicle.make, plate).toEqual(expect.any(String));
    }
    expect((await search('ELBIL')).data!.WmLicensePlateSearch!.vehicle).toMatchObject({
      make: 'TESLA',
      vehicle_class: 'M1',
      is_farm_vehicle: false,
    });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['A', 'too-short'],
    ['ab', 'too-short'],
    ['A'.repeat(200), 'too-long'],
    ['🚜🚜🚜', 'characters'],
    ['<script>alert(1)</script>', 'too-long'],
    ['<b>AB</b>', 'characters'],
    ["AB' OR '1'='1", 'too-long'],
    ["AB'--", 'characters'],
    ['AB;DROP', 'characters'],
  ])('refuses %j as an input error (%s), never a server error', async (plate, reason) => {
    const result = await search(plate);
    expect(result.status).toBe(200);
    expect(result.data?.WmLicensePlateSearch).toBeNull();
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/licence plate/i),
        extensions: expect.objectContaining({
          category: 'graphql-input',
          code: 'LICENSE_PLATE_INVALID',
          reason,
        }),
      }),
    ]);
  });

  it('says a plate no vehicle has is not registered, and a registry failure is unavailable', async () => {
    const missing = await search(NOT_REGISTERED_PLATE);
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-no-such-entity',
      code: 'LICENSE_PLATE_NOT_REGISTERED',
    });
    const down = await search(UNAVAILABLE_PLATE);
    expect(down.errors?.[0]).toMatchObject({
      message: 'The vehicle registry could not be reached. Please try again later.',
      extensions: { category: 'wm-unavailable', code: 'LICENSE_PLATE_REGISTRY_UNAVAILABLE' },
    });
  });

  it('gives finder, brand and model with slugs for names, partly when only some are known', async () => {
    const info = (brand: string, model: string, finderId: number) =>
      t.query<{
        WmPartFinderInfo: Record<string, { id: number; name: string; slug: string } | null> | null;
      }>(INFO, { brand, model, finderId });
    const full = await info('Massey Ferguson', '6480', 1);
    expect(full.errors).toBeUndefined();
    expect(full.data!.WmPartFinderInfo).toEqual({
      finder: { id: 1, name: 'Traktor', slug: 'traktor' },
      brand: { id: expect.any(Number), name: 'Massey Ferguson', slug: 'massey-ferguson' },
      model: { id: expect.any(Number), name: '6480', slug: '6480' },
    });
    const tolerant = await info('MASSEY-FERGUSON', 't6.155', 1);
    expect(tolerant.data!.WmPartFinderInfo!.brand).toMatchObject({ name: 'Massey Ferguson' });
    expect(tolerant.data!.WmPartFinderInfo!.model).toBeNull();
    const nh = await info('new holland', 'T6 155', 1);
    expect(nh.data!.WmPartFinderInfo!.model).toMatchObject({ name: 'T6.155', slug: 't6-155' });
    const noBrand = await info('Fiat', '880', 1);
    expect(noBrand.data!.WmPartFinderInfo).toEqual({
      finder: { id: 1, name: 'Traktor', slug: 'traktor' },
      brand: null,
      model: null,
    });
    expect((await info('Claas', 'Arion 640', 999)).data!.WmPartFinderInfo).toBeNull();
  });

  describe('GET /api/part-finder/license-plate', () => {
    const get = async (query: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${t.origin}/api/part-finder/license-plate${query}`, {
        headers,
      });
      return { response, body: (await response.json()) as Record<string, unknown> };
    };

    it('returns the vehicle data list as the registry gives it, for either way of writing the plate', async () => {
      const entry = first('unique');
      for (const plate of [entry.plate, `${entry.plate.slice(0, 2)} ${entry.plate.slice(2)}`]) {
        const { response, body } = await get(`?licensePlate=${encodeURIComponent(plate)}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(body).toEqual({ kjoretoydataListe: [entry.data] });
      }
    });

    it('refuses bad plates with 400 and a JSON error, unknown ones with 404, and 503 when the registry fails', async () => {
      for (const [query, reason] of [
        ['', 'empty'],
        ['?licensePlate=A', 'too-short'],
        [`?licensePlate=${'A'.repeat(200)}`, 'too-long'],
        [`?licensePlate=${encodeURIComponent('<img src=x>')}`, 'characters'],
        [`?licensePlate=${encodeURIComponent("1' OR 1=1")}`, 'characters'],
        [`?licensePlate=${encodeURIComponent('🚜🚜🚜')}`, 'characters'],
      ] as const) {
        const { response, body } = await get(query);
        expect(response.status, query).toBe(400);
        expect(body, query).toEqual({
          error: { code: 'LICENSE_PLATE_INVALID', message: expect.any(String), reason },
        });
      }
      const missing = await get(`?licensePlate=${NOT_REGISTERED_PLATE}`);
      expect(missing.response.status).toBe(404);
      expect(missing.body).toMatchObject({ error: { code: 'LICENSE_PLATE_NOT_REGISTERED' } });
      const down = await get(`?licensePlate=${UNAVAILABLE_PLATE}`);
      expect(down.response.status).toBe(503);
      expect(down.body).toMatchObject({ error: { code: 'LICENSE_PLATE_REGISTRY_UNAVAILABLE' } });
    });

    it('lets the storefront origin call it, and only with GET', async () => {
      const { response } = await get('?licensePlate=TRAKTOR', { origin: 'http://localhost:3000' });
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      const other = await get('?licensePlate=TRAKTOR', { origin: 'https://evil.example' });
      expect(other.response.headers.get('access-control-allow-origin')).toBeNull();
      const post = await fetch(`${t.origin}/api/part-finder/license-plate?licensePlate=TRAKTOR`, {
        method: 'POST',
      });
      expect(post.status).toBe(405);
      await post.body?.cancel();
    });
  });
});

describe('licence-plate look-ups against Statens vegvesen (a local stand-in)', () => {
  const traktor = dataset.find((entry) => entry.plate === 'TRAKTOR')!.data;
  let calls = 0;
  const registry: Server = createServer((request, response) => {
    calls++;
    const plate = new URL(request.url ?? '/', 'http://x').searchParams.get('kjennemerke');
    if (plate === 'TRAKTOR') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ kjoretoydataListe: [traktor] }));
    } else {
      response.writeHead(204);
      response.end();
    }
  });
  let t: TestApi;
  beforeAll(async () => {
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    const { port } = registry.address() as AddressInfo;
    t = await startTestApi(
      { productCount: 20 },
      {
        registry: {
          svvApiKey: 'test-key',
          svvUrl: `http://127.0.0.1:${port}`,
          perClientPerMinute: 3,
        },
        // Still, so the minute of the rate limit cannot end halfway through.
        clock: () => new Date('2026-11-21T10:00:30Z'),
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    registry.closeAllConnections();
    await new Promise((resolve) => registry.close(resolve));
  });

  it('matches the registry’s answer, caches it, and rate-limits a client that keeps asking', async () => {
    const found = await t.query<{ WmLicensePlateSearch: SearchResult }>(SEARCH, {
      plate: 'TRAKTOR',
    });
    expect(found.data!.WmLicensePlateSearch).toMatchObject({
      brand: 'Massey Ferguson',
      model: '6480',
    });
    for (let i = 0; i < 5; i++) {
      const again = await fetch(`${t.origin}/api/part-finder/license-plate?licensePlate=traktor`);
      expect(again.status).toBe(200);
      await again.body?.cancel();
    }
    expect(calls).toBe(1);
    // Two more registry calls are allowed this minute, the third is refused.
    for (const plate of ['AB12345', 'AB12346']) {
      const missing = await fetch(
        `${t.origin}/api/part-finder/license-plate?licensePlate=${plate}`,
      );
      expect(missing.status).toBe(404);
      await missing.body?.cancel();
    }
    const limited = await fetch(`${t.origin}/api/part-finder/license-plate?licensePlate=AB12347`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'LICENSE_PLATE_RATE_LIMITED' } });
    // Another shopper behind the storefront server (a trusted proxy) has a limit of its own.
    const otherShopper = await fetch(
      `${t.origin}/api/part-finder/license-plate?licensePlate=AB12349`,
      { headers: { 'x-forwarded-for': '203.0.113.50' } },
    );
    expect(otherShopper.status).toBe(404);
    await otherShopper.body?.cancel();
    const viaGraphQL = await t.query(SEARCH, { plate: 'AB12348' });
    expect(viaGraphQL.errors?.[0]?.extensions).toMatchObject({
      category: 'wm-unavailable',
      code: 'LICENSE_PLATE_RATE_LIMITED',
      retry_after_seconds: expect.any(Number),
    });
    expect(calls).toBe(4);
  });
});
