import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createTransport } from '../transport/createTransport';
import { createCmsService } from './createCmsService';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function cmsService() {
  return createCmsService(createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }));
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

describe('createCmsService', () => {
  describe('getPage', () => {
    it('reads the page with the identifier asked for', async () => {
      server.use(
        magento.query('CmsPage', ({ variables }) =>
          HttpResponse.json({
            data: {
              cmsPage: {
                identifier: variables['identifier'],
                url_key: 'om-oss',
                title: 'Om oss',
                content: '<p>Deler til landbruket</p>',
                content_heading: 'Om oss',
                page_layout: '1column',
                meta_title: null,
                meta_description: 'Om Agri Parts',
                meta_keywords: null,
              },
            },
          }),
        ),
      );

      const page = await cmsService().getPage('om-oss');

      expect(page).toEqual({
        identifier: 'om-oss',
        urlKey: 'om-oss',
        title: 'Om oss',
        content: '<p>Deler til landbruket</p>',
        contentHeading: 'Om oss',
        pageLayout: '1column',
        metaTitle: null,
        metaDescription: 'Om Agri Parts',
        metaKeywords: null,
      });
    });

    it('throws an SdkError with the GraphQL category for an unknown page', async () => {
      server.use(
        magento.query('CmsPage', () =>
          HttpResponse.json({
            errors: [
              {
                message: 'The CMS page with the "nope" ID doesn\'t exist.',
                extensions: { category: 'graphql-no-such-entity' },
              },
            ],
          }),
        ),
      );

      const error = await caught(cmsService().getPage('nope'));

      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(isSdkError(error) && error.graphQLErrors[0]?.category).toBe('graphql-no-such-entity');
    });
  });

  describe('getBlocks', () => {
    it('returns the blocks found, leaving out empty items', async () => {
      let askedFor: unknown;
      server.use(
        magento.query('CmsBlocks', ({ variables }) => {
          askedFor = variables['identifiers'];
          return HttpResponse.json({
            data: {
              cmsBlocks: {
                items: [
                  { identifier: 'top-bar', title: 'Top bar', content: '<p>Fri frakt</p>' },
                  null,
                  { identifier: 'top-menu', title: null, content: null },
                ],
              },
            },
          });
        }),
      );

      const blocks = await cmsService().getBlocks(['top-bar', 'top-menu']);

      expect(askedFor).toEqual(['top-bar', 'top-menu']);
      expect(blocks).toEqual([
        { identifier: 'top-bar', title: 'Top bar', content: '<p>Fri frakt</p>' },
        { identifier: 'top-menu', title: null, content: '' },
      ]);
    });

    it('asks nothing for no identifiers', async () => {
      await expect(cmsService().getBlocks([])).resolves.toEqual([]);
    });

    it('throws an SdkError when the request fails', async () => {
      server.use(http.get(endpoint, () => HttpResponse.error()));

      const error = await caught(cmsService().getBlocks(['top-bar']));

      expect(isSdkError(error, 'network')).toBe(true);
    });
  });
});
