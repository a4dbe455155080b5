import { isSdkError } from '@agri-parts/sdk';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SdkProvider } from '../sdk/SdkProvider';
import { createTestSdk, magento } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useCmsBlocks } from './useCmsBlocks';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const sdk = createTestSdk();
const wrapper = sdkWrapper(sdk);

/** Answers every identifier asked for with a block, counting the requests. */
function answerBlocks(): { requests: unknown[] } {
  const requests: unknown[] = [];
  server.use(
    magento.query('CmsBlocks', ({ variables }) => {
      const identifiers = variables['identifiers'] as string[];
      requests.push(identifiers);
      return HttpResponse.json({
        data: {
          cmsBlocks: {
            items: identifiers.map((identifier) => ({
              identifier,
              title: null,
              content: `<p>${identifier}</p>`,
            })),
          },
        },
      });
    }),
  );
  return { requests };
}

describe('useCmsBlocks', () => {
  it('is loading, then has the blocks', async () => {
    answerBlocks();

    const { result } = renderHook(() => useCmsBlocks(['top-bar']), { wrapper });

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([
      { identifier: 'top-bar', title: null, content: '<p>top-bar</p>' },
    ]);
  });

  it('asks again when the identifiers change, but not for a new array of the same ones', async () => {
    const { requests } = answerBlocks();
    const { result, rerender } = renderHook(
      ({ identifiers }: { identifiers: string[] }) => useCmsBlocks(identifiers),
      { wrapper, initialProps: { identifiers: ['top-bar'] } },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));

    rerender({ identifiers: ['top-bar'] });
    rerender({ identifiers: ['top-menu'] });

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data?.[0]?.identifier).toBe('top-menu'));
    expect(requests).toEqual([['top-bar'], ['top-menu']]);
  });

  it('has the SdkError when the backend answers with a GraphQL error', async () => {
    server.use(
      magento.query('CmsBlocks', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'The CMS block with the "nope" ID doesn\'t exist.',
              extensions: { category: 'graphql-no-such-entity' },
            },
          ],
        }),
      ),
    );

    const { result } = renderHook(() => useCmsBlocks(['nope']), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(isSdkError(result.current.error, 'graphql')).toBe(true);
  });

  it('renders loading on the server without asking', () => {
    const { requests } = answerBlocks();
    function TopBar() {
      return <p>{useCmsBlocks(['top-bar']).status}</p>;
    }

    expect(
      renderToString(
        <SdkProvider sdk={sdk}>
          <TopBar />
        </SdkProvider>,
      ),
    ).toBe('<p>loading</p>');
    expect(requests).toEqual([]);
  });
});
