import { refusalOf } from '../errors/SdkError';
import type { Transport } from '../transport/createTransport';
import {
  mapPartAssembly,
  mapPartDiagram,
  type PartAssembly,
  type PartDiagram,
} from './mapPartDiagram';
import { PartDiagramDocument, PartDiagramsDocument } from './partDiagrams.generated';

/** Exploded parts diagrams of part-finder models (`sdk.partDiagrams`). */
export interface PartDiagramService {
  /**
   * A model's assemblies in parts-book order (`wmPartDiagrams`), without their parts; `[]` when
   * none are drawn for it, `null` when the shop knows no such model. Other failures are thrown as
   * `SdkError`.
   */
  list(modelId: number): Promise<PartAssembly[] | null>;
  /**
   * One assembly with its numbered positions and their parts (`wmPartDiagram`); `null` for an
   * unknown model or assembly. Other failures are thrown as `SdkError`.
   */
  get(modelId: number, uid: string): Promise<PartDiagram | null>;
}

/** `null` for the shop's "no such model", else the error again. */
function unknownModel(error: unknown): null {
  if (refusalOf(error)?.kind === 'not_found') return null;
  throw error;
}

/**
 * Creates the part-diagram service of one SDK instance.
 *
 * @example
 * ```ts
 * const assemblies = await sdk.partDiagrams.list(model.id);
 * const diagram = await sdk.partDiagrams.get(model.id, 'motor-smoring-og-filtre');
 * ```
 */
export function createPartDiagramService(transport: Transport): PartDiagramService {
  return {
    async list(modelId) {
      try {
        const data = await transport.request(PartDiagramsDocument, { modelId });
        return data.wmPartDiagrams.map(mapPartAssembly);
      } catch (error) {
        return unknownModel(error);
      }
    },
    async get(modelId, uid) {
      try {
        const data = await transport.request(PartDiagramDocument, { modelId, uid });
        return data.wmPartDiagram ? mapPartDiagram(data.wmPartDiagram) : null;
      } catch (error) {
        return unknownModel(error);
      }
    },
  };
}
