import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useRequisitionLists } from './useRequisitionLists';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const answer = (names: string[]): ReturnType<typeof HttpResponse.json<object>> =>
  HttpResponse.json({
    data: {
      customer: {
        requisition_lists: {
          total_count: names.length,
          items: names.map((name, index) => ({
            uid: String(index),
            name,
            description: null,
            items_count: 0,
            updated_at: null,
            wm_share_token: null,
          })),
        },
      },
    },
  });

describe('useRequisitionLists', () => {
  it('asks nothing until enabled, then reads the lists and again on reload', async () => {
    let requests = 0;
    const names = [['Verksted'], ['Verksted', 'Våronn MF 135']];
    server.use(magento.query('CustomerRequisitionLists', () => answer(names[requests++] ?? [])));
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) => useRequisitionLists({ enabled }),
      { wrapper: sdkWrapper(), initialProps: { enabled: false } },
    );
    await delay(30);
    expect(requests).toBe(0);
    expect(result.current.state.status).toBe('loading');

    rerender({ enabled: true });
    await waitFor(() =>
      expect(result.current.state.data?.items.map((list) => list.name)).toEqual(['Verksted']),
    );

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state.data?.totalCount).toBe(2));
    expect(requests).toBe(2);
  });
});
