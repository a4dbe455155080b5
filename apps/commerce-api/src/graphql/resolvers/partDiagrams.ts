import type { Selectable } from 'kysely';
import type { PartAssemblyTable } from '../../db/tables/partDiagrams.js';
import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH } from '../../partDiagrams/diagramSize.js';
import { partDiagramPath } from '../../partDiagrams/partDiagramMedia.js';
import type { GraphQLContext } from '../context.js';
import { noSuchEntityError } from '../errors.js';

/** An assembly as the resolvers pass it on (without its picture, which is served as media). */
export type AssemblyRow = Pick<
  Selectable<PartAssemblyTable>,
  'id' | 'model_id' | 'uid' | 'name' | 'position'
>;

const ASSEMBLY_COLUMNS = ['id', 'model_id', 'uid', 'name', 'position'] as const;

/** Refuses an unknown model, so a mistyped id is not mistaken for a model without diagrams. */
async function assertModel(context: GraphQLContext, modelId: number): Promise<void> {
  const model = await context.db
    .selectFrom('pf_models')
    .select('model_id')
    .where('model_id', '=', modelId)
    .executeTakeFirst();
  if (!model) throw noSuchEntityError(`No part-finder model with id ${modelId}.`);
}

async function positionsOf(context: GraphQLContext, assemblyId: number) {
  return context.db
    .selectFrom('wm_part_assembly_positions')
    .select(['position', 'product_id', 'quantity', 'x', 'y'])
    .where('assembly_id', '=', assemblyId)
    .orderBy('position')
    .execute();
}

export const partDiagramResolvers = {
  Query: {
    wmPartDiagrams: async (
      _root: unknown,
      args: { model_id: number },
      context: GraphQLContext,
    ): Promise<AssemblyRow[]> => {
      await assertModel(context, args.model_id);
      return context.db
        .selectFrom('wm_part_assemblies')
        .select(ASSEMBLY_COLUMNS)
        .where('model_id', '=', args.model_id)
        .orderBy('position')
        .execute();
    },
    wmPartDiagram: async (
      _root: unknown,
      args: { model_id: number; uid: string },
      context: GraphQLContext,
    ): Promise<AssemblyRow | null> => {
      await assertModel(context, args.model_id);
      const row = await context.db
        .selectFrom('wm_part_assemblies')
        .select(ASSEMBLY_COLUMNS)
        .where('model_id', '=', args.model_id)
        .where('uid', '=', args.uid)
        .executeTakeFirst();
      return row ?? null;
    },
  },
  WmPartAssembly: {
    sort_order: (assembly: AssemblyRow) => assembly.position,
    position_count: async (assembly: AssemblyRow, _args: unknown, context: GraphQLContext) => {
      const row = await context.db
        .selectFrom('wm_part_assembly_positions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('assembly_id', '=', assembly.id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    image_url: (assembly: AssemblyRow, _args: unknown, context: GraphQLContext) =>
      `${context.publicUrl}/media${partDiagramPath(assembly.model_id, assembly.uid)}`,
    image_width: () => DIAGRAM_WIDTH,
    image_height: () => DIAGRAM_HEIGHT,
    positions: async (assembly: AssemblyRow, _args: unknown, context: GraphQLContext) => {
      const rows = await positionsOf(context, assembly.id);
      // Counted against the request's product budget like every other product list.
      const products = await context.loaders.productsInOrder(rows.map((row) => row.product_id));
      const byId = new Map(products.map((product) => [product.id, product]));
      return rows.map((row) => ({
        position: row.position,
        x: row.x,
        y: row.y,
        quantity: row.quantity,
        product: byId.get(row.product_id) ?? null,
      }));
    },
  },
};
