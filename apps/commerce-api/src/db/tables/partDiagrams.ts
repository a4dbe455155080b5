import type { Generated } from 'kysely';

/** An assembly of a part-finder model with its schematic picture (see migration 0020). */
export interface PartAssemblyTable {
  id: Generated<number>;
  model_id: number;
  /** URL id, unique within the model (`motor-smoring-og-filtre`). */
  uid: string;
  name: string;
  position: number;
  svg: string;
}

/** A numbered position on an assembly's picture. */
export interface PartAssemblyPositionTable {
  assembly_id: number;
  position: number;
  product_id: number;
  quantity: number;
  /** The balloon's centre, percent of the picture's width. */
  x: number;
  /** The balloon's centre, percent of the picture's height. */
  y: number;
}
