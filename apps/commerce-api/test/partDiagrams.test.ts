import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * Exploded parts diagrams (issue 24 item 1) through HTTP against a real commerce-api: every
 * seeded model with drawable parts has assemblies, their positions are the parts that fit the
 * model, and each picture is served under /media.
 */

const DIAGRAMS = `query ($model: Int!) {
  wmPartDiagrams(model_id: $model) { uid name sort_order position_count image_url image_width image_height } }`;
const DIAGRAM = `query ($model: Int!, $uid: String!) {
  wmPartDiagram(model_id: $model, uid: $uid) {
    uid name position_count
    positions { position x y quantity product { sku stock_status wm_pf_fitments { model { id } } } } } }`;

interface Assembly {
  uid: string;
  name: string;
  sort_order: number;
  position_count: number;
  image_url: string;
  image_width: number;
  image_height: number;
}

describe('exploded parts diagrams', () => {
  let t: TestApi;
  let modelId = 0;
  let assemblies: Assembly[] = [];

  beforeAll(async () => {
    t = await startTestApi();
    const row = await t.api.db
      .selectFrom('wm_part_assemblies')
      .select('model_id')
      .groupBy('model_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('model_id')
      .executeTakeFirstOrThrow();
    modelId = row.model_id;
    const result = await t.query<{ wmPartDiagrams: Assembly[] }>(DIAGRAMS, { model: modelId });
    expect(result.errors).toBeUndefined();
    assemblies = result.data!.wmPartDiagrams;
  });
  afterAll(() => t?.close());

  it('lists a model’s assemblies in order with their pictures', async () => {
    expect(assemblies.length).toBeGreaterThan(1);
    expect(assemblies.map((assembly) => assembly.sort_order)).toEqual(
      assemblies.map((_, index) => index + 1),
    );
    for (const assembly of assemblies) {
      expect(assembly.uid).toMatch(/^[a-z0-9-]+$/);
      expect(assembly.position_count).toBeGreaterThan(0);
      expect(new URL(assembly.image_url).pathname).toBe(
        `/media/wm/part-diagrams/${modelId}/${assembly.uid}.svg`,
      );
      expect([assembly.image_width, assembly.image_height]).toEqual([800, 560]);
    }
    const picture = await fetch(`${t.origin}${new URL(assemblies[0]!.image_url).pathname}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await picture.text();
    expect(svg).toContain('viewBox="0 0 800 560"');
    expect(svg.match(/<text /g)).toHaveLength(assemblies[0]!.position_count);
  });

  it('gives one assembly’s numbered positions, every one a part that fits the model', async () => {
    const { uid, position_count } = assemblies[0]!;
    const result = await t.query<{
      wmPartDiagram: {
        uid: string;
        positions: {
          position: number;
          x: number;
          y: number;
          quantity: number;
          product: { sku: string; wm_pf_fitments: { model: { id: number } }[] } | null;
        }[];
      };
    }>(DIAGRAM, { model: modelId, uid });
    expect(result.errors).toBeUndefined();
    const positions = result.data!.wmPartDiagram.positions;
    expect(positions.map((p) => p.position)).toEqual(
      Array.from({ length: position_count }, (_, index) => index + 1),
    );
    for (const position of positions) {
      expect(position.quantity).toBeGreaterThanOrEqual(1);
      expect(position.x).toBeGreaterThan(0);
      expect(position.x).toBeLessThan(100);
      expect(position.product!.wm_pf_fitments.map((fit) => fit.model.id)).toContain(modelId);
    }
    // Each product is on one position only.
    const skus = positions.map((p) => p.product!.sku);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('draws every seeded model that has parts from the catalogue', async () => {
    const missing = await t.api.db
      .selectFrom('product_fitments as f')
      .innerJoin('products as p', 'p.id', 'f.product_id')
      .innerJoin('category_products as c', 'c.product_id', 'p.id')
      .innerJoin('categories as leaf', 'leaf.id', 'c.category_id')
      .select('f.model_id')
      .distinct()
      .where('p.visible', '=', true)
      .where('leaf.url_path', 'like', 'traktordeler/%')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('wm_part_assemblies as a')
              .select('a.id')
              .whereRef('a.model_id', '=', 'f.model_id'),
          ),
        ),
      )
      .execute();
    expect(missing).toEqual([]);
  });

  it('answers null for an unknown assembly and an error for an unknown model', async () => {
    const none = await t.query<{ wmPartDiagram: null }>(DIAGRAM, { model: modelId, uid: 'nope' });
    expect(none.errors).toBeUndefined();
    expect(none.data!.wmPartDiagram).toBeNull();
    const unknown = await t.query(DIAGRAMS, { model: 999_999 });
    expect(unknown.status).toBe(200);
    expect(unknown.errors![0]!.extensions?.category).toBe('graphql-no-such-entity');
    const notFound = await fetch(`${t.origin}/media/wm/part-diagrams/${modelId}/nope.svg`);
    expect(notFound.status).toBe(404);
    const bad = await fetch(`${t.origin}/media/wm/part-diagrams/x/..%2F..%2Fetc.svg`);
    expect(bad.status).toBe(404);
  });
});
