import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, graphQLError, magento } from '../testing/magento';
import { productData } from '../testing/wishlistData';
import { createTransport } from '../transport/createTransport';
import { createPartDiagramService } from './createPartDiagramService';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const diagrams = () =>
  createPartDiagramService(createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }));

const assembly = (uid: string, sortOrder: number) => ({
  uid,
  name: uid === 'bremser' ? 'Bremser' : 'Motor – smøring og filtre',
  sort_order: sortOrder,
  position_count: 2,
  image_url: `https://api.test/media/wm/part-diagrams/7/${uid}.svg`,
  image_width: 800,
  image_height: 560,
});

describe('createPartDiagramService', () => {
  it('lists a model’s assemblies with their pictures', async () => {
    let variables: unknown;
    server.use(
      magento.query('PartDiagrams', ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({
          data: {
            wmPartDiagrams: [assembly('motor-smoring-og-filtre', 1), assembly('bremser', 2)],
          },
        });
      }),
    );
    const list = await diagrams().list(7);
    expect(variables).toEqual({ modelId: 7 });
    expect(list).toEqual([
      {
        uid: 'motor-smoring-og-filtre',
        name: 'Motor – smøring og filtre',
        sortOrder: 1,
        positionCount: 2,
        image: {
          url: 'https://api.test/media/wm/part-diagrams/7/motor-smoring-og-filtre.svg',
          width: 800,
          height: 560,
        },
      },
      expect.objectContaining({ uid: 'bremser', sortOrder: 2 }),
    ]);
  });

  it('gives one assembly’s positions in number order with their parts', async () => {
    server.use(
      magento.query('PartDiagram', ({ variables }) => {
        expect(variables).toEqual({ modelId: 7, uid: 'bremser' });
        return HttpResponse.json({
          data: {
            wmPartDiagram: {
              ...assembly('bremser', 2),
              positions: [
                { position: 2, x: 50, y: 91.96, quantity: 4, product: productData('BR-2') },
                { position: 1, x: 50, y: 8.04, quantity: 2, product: null },
              ],
            },
          },
        });
      }),
    );
    const diagram = await diagrams().get(7, 'bremser');
    expect(diagram!.positions.map((p) => [p.position, p.quantity, p.product?.sku ?? null])).toEqual(
      [
        [1, 2, null],
        [2, 4, 'BR-2'],
      ],
    );
    expect(diagram!.positions[1]).toMatchObject({ x: 50, y: 91.96 });
    expect(diagram!.positions[1]!.product).toMatchObject({ sku: 'BR-2', stockStatus: 'in-stock' });
  });

  it('answers null for an unknown assembly and an unknown model, and throws other failures', async () => {
    server.use(
      magento.query('PartDiagram', () => HttpResponse.json({ data: { wmPartDiagram: null } })),
      magento.query('PartDiagrams', () =>
        HttpResponse.json({
          data: null,
          errors: [graphQLError('No part-finder model with id 9.', 'graphql-no-such-entity')],
        }),
      ),
    );
    expect(await diagrams().get(7, 'nope')).toBeNull();
    expect(await diagrams().list(9)).toBeNull();
    server.use(magento.query('PartDiagrams', () => new HttpResponse(null, { status: 500 })));
    await expect(diagrams().list(7)).rejects.toMatchObject({ name: 'SdkError' });
  });
});
