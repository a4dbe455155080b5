import type { PartAssemblyFieldsFragment, PartDiagramQuery } from '../generated/graphql';
import { mapProductSummary, type ProductSummary } from '../catalog/mapProductSummary';

/** An assembly of a machine drawn as an exploded view (for example 'Motor – smøring og filtre'). */
export interface PartAssembly {
  /** Id in URLs, unique within the model (for example `'motor-smoring-og-filtre'`). */
  uid: string;
  name: string;
  /** Order among the model's assemblies, from 1. */
  sortOrder: number;
  /** How many numbered positions the picture has. */
  positionCount: number;
  /** The schematic picture (SVG) with the numbers drawn in, and its size in its own units. */
  image: { url: string; width: number; height: number };
}

/** A numbered position on an assembly's picture and the part that goes there. */
export interface PartDiagramPosition {
  /** The number on the picture, from 1. */
  position: number;
  /** Centre of the number on the picture, percent of its width from the left. */
  x: number;
  /** Centre of the number on the picture, percent of its height from the top. */
  y: number;
  /** How many of the part one machine has. */
  quantity: number;
  /** The part; `null` when it is no longer sold. */
  product: ProductSummary | null;
}

/** An assembly with its numbered positions, in number order. */
export interface PartDiagram extends PartAssembly {
  positions: PartDiagramPosition[];
}

/** Maps an assembly's fields. Pure. */
export function mapPartAssembly(data: PartAssemblyFieldsFragment): PartAssembly {
  return {
    uid: data.uid,
    name: data.name,
    sortOrder: data.sort_order,
    positionCount: data.position_count,
    image: { url: data.image_url, width: data.image_width, height: data.image_height },
  };
}

/** Maps an assembly with its positions, sorted by number. Pure. */
export function mapPartDiagram(data: NonNullable<PartDiagramQuery['wmPartDiagram']>): PartDiagram {
  return {
    ...mapPartAssembly(data),
    positions: data.positions
      .map((position) => ({
        position: position.position,
        x: position.x,
        y: position.y,
        quantity: position.quantity,
        product: position.product ? mapProductSummary(position.product) : null,
      }))
      .sort((a, b) => a.position - b.position),
  };
}
