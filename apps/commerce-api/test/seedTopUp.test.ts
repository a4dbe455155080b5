import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/createDatabase.js';
import { migrate } from '../src/db/migrate.js';
import { ensureSeeded } from '../src/seed/ensureSeeded.js';
import { withTestDatabase } from './testApi.js';

describe('seeding an existing database', () => {
  it('adds the demo accounts, orders and discount codes when their tables are empty, and nothing else', async () => {
    await withTestDatabase(async (location) => {
      const { db, close } = await createDatabase(location);
      try {
        await migrate(db);
        const options = { seed: 1, productCount: 60 };
        const first = await ensureSeeded(db, options);
        expect(first).toMatchObject({ seeded: true, added: [] });
        const orders = await db
          .selectFrom('orders')
          .select(['number', 'status'])
          .orderBy('number')
          .execute();
        expect(orders).toHaveLength(41);

        // A database seeded before orders (or accounts) existed.
        await db.deleteFrom('orders').execute();
        expect(await ensureSeeded(db, options)).toMatchObject({
          seeded: false,
          added: ['41 demo orders', '31 demo shipments'],
        });
        expect(
          await db.selectFrom('orders').select(['number', 'status']).orderBy('number').execute(),
        ).toEqual(orders);

        await db.deleteFrom('customers').execute();
        expect((await ensureSeeded(db, options)).added).toEqual([
          'demo customers',
          '41 demo orders',
          '31 demo shipments',
        ]);
        expect(await ensureSeeded(db, options)).toMatchObject({ seeded: false, added: [] });

        // A database seeded before shipments existed: the same parcels, numbers and tracking.
        const shipments = () =>
          db
            .selectFrom('order_shipments')
            .select(['number', 'carrier_code', 'tracking_number', 'events'])
            .orderBy('number')
            .execute();
        const parcels = await shipments();
        await db.deleteFrom('order_shipments').execute();
        expect((await ensureSeeded(db, options)).added).toEqual(['31 demo shipments']);
        expect(await shipments()).toEqual(parcels);

        // A database seeded before reviews existed: the same reviews, matching the products.
        const reviews = () =>
          db
            .selectFrom('product_reviews')
            .select(['product_id', 'nickname', 'summary', 'ratings', 'created_at'])
            .orderBy('id')
            .execute();
        const written = await reviews();
        expect(written.length).toBeGreaterThan(0);
        await db.deleteFrom('product_reviews').execute();
        expect((await ensureSeeded(db, options)).added).toEqual([`${written.length} demo reviews`]);
        expect(await reviews()).toEqual(written);

        // A database seeded before discount codes existed.
        const codes = await db.selectFrom('coupons').select('code').orderBy('code').execute();
        expect(codes.map((row) => row.code)).toEqual(['GARD15', 'HOST2024', 'RABATT200', 'VAAR10']);
        await db.deleteFrom('coupons').execute();
        expect((await ensureSeeded(db, options)).added).toEqual(['4 demo coupons']);
        expect(await db.selectFrom('coupons').select('code').orderBy('code').execute()).toEqual(
          codes,
        );

        // A database seeded before the exploded diagrams existed: the same assemblies and pictures.
        const diagrams = () =>
          db
            .selectFrom('wm_part_assemblies as a')
            .innerJoin('wm_part_assembly_positions as p', 'p.assembly_id', 'a.id')
            .select(['a.model_id', 'a.uid', 'a.name', 'a.svg', 'p.position', 'p.product_id'])
            .orderBy('a.model_id')
            .orderBy('a.uid')
            .orderBy('p.position')
            .execute();
        const drawn = await diagrams();
        const assemblies = await db.selectFrom('wm_part_assemblies').select('id').execute();
        expect(assemblies.length).toBeGreaterThan(0);
        await db.deleteFrom('wm_part_assemblies').execute();
        expect((await ensureSeeded(db, options)).added).toEqual([
          `${assemblies.length} part diagrams`,
        ]);
        expect(await diagrams()).toEqual(drawn);
      } finally {
        await close();
      }
    });
  });
});
