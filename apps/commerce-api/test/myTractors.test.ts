import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededFinderData } from '../src/vehicles/finderCatalog.js';
import { NOT_AUTHORIZED, bearer, registerCustomer } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const TRACTOR = `id finder { id name slug } brand { id name slug } model { id name slug }
  license_plate nickname is_active added_at`;
const LIST = `{ customer { wm_tractors { ${TRACTOR} } } }`;
const ADD = `mutation ($input: [WmTractorInput!]!) { WmAddTractors(input: $input) { ${TRACTOR} } }`;
const REMOVE = `mutation ($id: ID!) { WmRemoveTractor(id: $id) { ${TRACTOR} } }`;
const SET_ACTIVE = `mutation ($id: ID) { WmSetActiveTractor(id: $id) { ${TRACTOR} } }`;

interface Tractor {
  id: string;
  finder: { id: number; name: string; slug: string };
  brand: { id: number; name: string; slug: string };
  model: { id: number; name: string; slug: string };
  license_plate: string | null;
  nickname: string | null;
  is_active: boolean;
  added_at: string;
}

const finders = seededFinderData();
const modelId = (brand: string, model: string, finderId = 1) =>
  finders.models.find(
    (m) =>
      m.name === model &&
      m.brandId === finders.brands.find((b) => b.name === brand && b.finderId === finderId)!.id,
  )!.id;
const mf6480 = modelId('Massey Ferguson', '6480');
const jd6r150 = modelId('John Deere', '6R 150');
const lexion = modelId('Claas', 'Lexion 570', 3);

describe('My tractors', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 });
  });
  afterAll(() => t?.close());

  async function add(token: string, input: Record<string, unknown>[]) {
    const result = await t.query<{ WmAddTractors: Tractor[] }>(ADD, { input }, bearer(token));
    expect(result.errors).toBeUndefined();
    return result.data!.WmAddTractors;
  }
  async function list(token: string) {
    const result = await t.query<{ customer: { wm_tractors: Tractor[] } }>(LIST, {}, bearer(token));
    expect(result.errors).toBeUndefined();
    return result.data!.customer.wm_tractors;
  }

  it('needs a customer token for the list and every change', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [ADD, { input: [{ model_id: mf6480 }] }],
      [REMOVE, { id: '1' }],
      [SET_ACTIVE, { id: null }],
    ] as const) {
      const result = await t.query(query, variables);
      expect(result.errors?.[0], query).toMatchObject({
        message: NOT_AUTHORIZED,
        extensions: { category: 'graphql-authorization' },
      });
    }
    const revoked = await t.query(ADD, { input: [{ model_id: mf6480 }] }, bearer('not-a-token'));
    expect(revoked.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('starts empty and adds a machine with finder, brand and model names and slugs', async () => {
    const { token } = await registerCustomer(t);
    expect(await list(token)).toEqual([]);
    const added = await add(token, [
      { model_id: mf6480, license_plate: 'ab 12345', nickname: ' Gamle MF ' },
    ]);
    expect(added).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        finder: { id: 1, name: 'Traktor', slug: 'traktor' },
        brand: { id: expect.any(Number), name: 'Massey Ferguson', slug: 'massey-ferguson' },
        model: { id: mf6480, name: '6480', slug: '6480' },
        license_plate: 'AB12345',
        nickname: 'Gamle MF',
        is_active: false,
        added_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    expect(await list(token)).toEqual(added);
  });

  it('merges a guest list at login without losing or doubling anything, even when sent twice', async () => {
    const { token } = await registerCustomer(t);
    await add(token, [{ model_id: mf6480, nickname: 'Kontoens MF' }]);
    const guest = [
      { model_id: mf6480, license_plate: 'TRAKTOR', added_at: '2026-01-05T12:00:00Z' },
      {
        model_id: jd6r150,
        license_plate: 'JD4EVER',
        is_active: true,
        added_at: '2026-02-01T09:00:00Z',
      },
      { model_id: lexion, nickname: 'Treskeren' },
      { model_id: lexion },
    ];
    const merged = await add(token, guest);
    expect(merged.map((m) => [m.model.name, m.license_plate, m.nickname, m.is_active])).toEqual([
      ['6480', 'TRAKTOR', 'Kontoens MF', false],
      ['6R 150', 'JD4EVER', null, true],
      ['Lexion 570', null, 'Treskeren', false],
    ]);
    expect(merged[0]!.added_at).toBe('2026-01-05T12:00:00.000Z');
    expect(merged[2]!.finder).toEqual({ id: 3, name: 'Skurtresker', slug: 'skurtresker' });
    expect(await add(token, guest)).toEqual(merged);
    // A second machine of one model with another plate is its own entry.
    const two = await add(token, [{ model_id: mf6480, license_plate: 'CD 67890' }]);
    expect(two.filter((m) => m.model.id === mf6480).map((m) => m.license_plate)).toEqual([
      'TRAKTOR',
      'CD67890',
    ]);
  });

  it('keeps concurrent merges of one list from creating duplicates', async () => {
    const { token } = await registerCustomer(t);
    const input = [{ model_id: mf6480 }, { model_id: jd6r150, is_active: true }];
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => t.query<{ WmAddTractors: Tractor[] }>(ADD, { input }, bearer(token))),
    );
    for (const result of results) expect(result.errors).toBeUndefined();
    const stored = await list(token);
    expect(stored.map((m) => [m.model.id, m.is_active])).toEqual([
      [mf6480, false],
      [jd6r150, true],
    ]);
  });

  it('sets and clears the active machine, one at a time', async () => {
    const { token } = await registerCustomer(t);
    const [first, second] = await add(token, [{ model_id: mf6480 }, { model_id: jd6r150 }]);
    const setActive = (id: string | null) =>
      t.query<{ WmSetActiveTractor: Tractor[] }>(SET_ACTIVE, { id }, bearer(token));
    let result = await setActive(first!.id);
    expect(result.data!.WmSetActiveTractor.map((m) => m.is_active)).toEqual([true, false]);
    result = await setActive(second!.id);
    expect(result.data!.WmSetActiveTractor.map((m) => m.is_active)).toEqual([false, true]);
    result = await setActive(null);
    expect(result.data!.WmSetActiveTractor.map((m) => m.is_active)).toEqual([false, false]);
  });

  it('removes a machine', async () => {
    const { token } = await registerCustomer(t);
    const [first, second] = await add(token, [
      { model_id: mf6480, is_active: true },
      { model_id: jd6r150 },
    ]);
    const result = await t.query<{ WmRemoveTractor: Tractor[] }>(
      REMOVE,
      { id: first!.id },
      bearer(token),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.WmRemoveTractor.map((m) => m.id)).toEqual([second!.id]);
    const again = await t.query(REMOVE, { id: first!.id }, bearer(token));
    expect(again.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('never lets one customer see, remove or activate another’s machine', async () => {
    const owner = await registerCustomer(t);
    const other = await registerCustomer(t);
    const [machine] = await add(owner.token, [{ model_id: mf6480 }]);
    expect(await list(other.token)).toEqual([]);
    for (const [query, id] of [
      [REMOVE, machine!.id],
      [SET_ACTIVE, machine!.id],
      [REMOVE, 'abc'],
      [SET_ACTIVE, '99999999999999999999'],
    ] as const) {
      const result = await t.query(query, { id }, bearer(other.token));
      expect(result.errors?.[0], `${query} ${id}`).toMatchObject({
        message: expect.stringContaining('is on your list'),
        extensions: { category: 'graphql-no-such-entity' },
      });
    }
    expect((await list(owner.token)).map((m) => [m.id, m.is_active])).toEqual([
      [machine!.id, false],
    ]);
  });

  it('refuses unknown models, bad plates and too many machines, changing nothing', async () => {
    const { token } = await registerCustomer(t);
    const unknown = await t.query(
      ADD,
      { input: [{ model_id: mf6480 }, { model_id: 999999 }] },
      bearer(token),
    );
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'No part-finder model has the id 999999.',
      extensions: { category: 'graphql-no-such-entity' },
    });
    for (const input of [
      [{ model_id: mf6480, license_plate: '🚜' }],
      [{ model_id: mf6480, license_plate: "'; DROP TABLE customer_tractors; --" }],
      [{ model_id: mf6480, nickname: 'x'.repeat(61) }],
      [{ model_id: mf6480, added_at: 'i går' }],
      Array.from({ length: 51 }, () => ({ model_id: mf6480 })),
    ]) {
      const result = await t.query(ADD, { input }, bearer(token));
      expect(result.errors?.[0]?.extensions?.category, JSON.stringify(input).slice(0, 80)).toBe(
        'graphql-input',
      );
    }
    expect(await list(token)).toEqual([]);
    const many = finders.models.slice(0, 50).map((model) => ({ model_id: model.id }));
    expect(await add(token, many)).toHaveLength(50);
    const tooMany = await t.query(
      ADD,
      { input: [{ model_id: finders.models[60]!.id }] },
      bearer(token),
    );
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'A list holds at most 50 machines.',
      extensions: { category: 'graphql-input' },
    });
  });
});
