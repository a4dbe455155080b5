import { fitmentState, type FitmentState } from '../tractors/tractorRules';
import type { Transport } from '../transport/createTransport';
import { PartFinderFitmentsDocument } from './partFinderFitting.generated';

/**
 * `fitmentState` of each product of the SKU chunks for one model: one request per chunk, all at
 * once; a SKU the backend does not answer for is left out.
 */
export async function loadFitmentStates(
  transport: Transport,
  chunks: readonly (readonly string[])[],
  modelId: number,
): Promise<Map<string, FitmentState>> {
  const pages = await Promise.all(
    chunks.map((chunk) =>
      transport.request(PartFinderFitmentsDocument, { skus: [...chunk], pageSize: chunk.length }),
    ),
  );
  const tractor = { model: { id: modelId } };
  const states = new Map<string, FitmentState>();
  for (const item of pages.flatMap(({ products }) => products?.items ?? [])) {
    if (!item?.sku) continue;
    const fitments = item.wm_pf_fitments.flatMap(({ model }) => (model ? [{ model }] : []));
    states.set(item.sku, fitmentState({ fitments, universalFit: item.wm_universal_fit }, tractor)!);
  }
  return states;
}
