import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createTransport } from '../transport/createTransport';
import { createBlogService } from './createBlogService';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function blogService() {
  return createBlogService(createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }));
}

const post = {
  id: '1',
  slug: 'vaarklargjoring',
  title: 'Vårklargjøring av traktoren',
  excerpt: 'Slik gjør du traktoren klar.',
  author: '',
  published_at: '2025-03-01T08:00:00Z',
  image: null,
};

describe('createBlogService', () => {
  it('lists a page of posts with the total and paging data', async () => {
    let askedWith: unknown;
    server.use(
      magento.query('BlogPosts', ({ variables }) => {
        askedWith = variables;
        return HttpResponse.json({
          data: {
            WmBlogPosts: {
              items: [post],
              total_count: 11,
              page_info: { current_page: 2, page_size: 10, total_pages: 2 },
            },
          },
        });
      }),
    );

    const list = await blogService().getPosts({ currentPage: 2 });

    expect(askedWith).toEqual({ currentPage: 2, pageSize: 10 });
    expect(list).toEqual({
      items: [
        {
          id: '1',
          slug: 'vaarklargjoring',
          title: 'Vårklargjøring av traktoren',
          excerpt: 'Slik gjør du traktoren klar.',
          author: null,
          publishedAt: '2025-03-01T08:00:00Z',
          image: null,
          url: '/aktuelt/vaarklargjoring',
        },
      ],
      totalCount: 11,
      pageInfo: { currentPage: 2, pageSize: 10, totalPages: 2 },
    });
  });

  it('is one empty page when the API sends nothing, and refuses page 0', async () => {
    server.use(
      magento.query('BlogPosts', () => HttpResponse.json({ data: { WmBlogPosts: null } })),
    );

    await expect(blogService().getPosts()).resolves.toEqual({
      items: [],
      totalCount: 0,
      pageInfo: { currentPage: 1, pageSize: 10, totalPages: 1 },
    });
    await expect(blogService().getPosts({ currentPage: 0 })).rejects.toSatisfy((error) =>
      isSdkError(error, 'invalid-argument'),
    );
  });

  it('reads a post by its slug, and null for none', async () => {
    server.use(
      magento.query('BlogPost', ({ variables }) =>
        HttpResponse.json({
          data: {
            WmBlogPost:
              variables['slug'] === 'vaarklargjoring' ? { ...post, content: '<p>Hei</p>' } : null,
          },
        }),
      ),
    );

    await expect(blogService().getPost('/vaarklargjoring/')).resolves.toMatchObject({
      title: 'Vårklargjøring av traktoren',
      content: '<p>Hei</p>',
      url: '/aktuelt/vaarklargjoring',
    });
    await expect(blogService().getPost('finnes-ikke')).resolves.toBeNull();
    await expect(blogService().getPost(' ')).resolves.toBeNull();
  });

  it('reads the API’s no-such-entity error as no post, and throws other errors', async () => {
    server.use(
      magento.query('BlogPost', ({ variables }) =>
        HttpResponse.json({
          data: { WmBlogPost: null },
          errors: [
            {
              message: `The blog post "${variables['slug']}" doesn't exist.`,
              extensions: {
                category: variables['slug'] === 'gone' ? 'graphql-no-such-entity' : 'internal',
              },
            },
          ],
        }),
      ),
    );

    await expect(blogService().getPost('gone')).resolves.toBeNull();
    await expect(blogService().getPost('broken')).rejects.toSatisfy((error) =>
      isSdkError(error, 'graphql'),
    );
  });
});
