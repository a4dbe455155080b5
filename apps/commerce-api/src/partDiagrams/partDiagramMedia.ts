import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

const PREFIX = '/wm/part-diagrams/';

/** Where an assembly's picture is served, under `/media`: `/wm/part-diagrams/{model}/{uid}.svg`. */
export const partDiagramPath = (modelId: number, uid: string) =>
  `${PREFIX}${modelId}/${encodeURIComponent(uid)}.svg`;

/** Whether a `/media` path is an assembly picture's. */
export const isPartDiagramPath = (path: string) => path.startsWith(PREFIX);

/** The stored picture at a `/media` path, or null when there is none. */
export async function partDiagramSvg(db: Kysely<Database>, path: string): Promise<string | null> {
  const match = /^\/wm\/part-diagrams\/(\d{1,9})\/([a-z0-9-]{1,100})\.svg$/.exec(path);
  if (!match) return null;
  const row = await db
    .selectFrom('wm_part_assemblies')
    .select('svg')
    .where('model_id', '=', Number(match[1]))
    .where('uid', '=', match[2]!)
    .executeTakeFirst();
  return row?.svg ?? null;
}
