import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useContactForm, useNewsletterSignup } from './useNewsletter';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('useNewsletterSignup', () => {
  it('goes from idle through pending to the outcome', async () => {
    server.use(
      magento.mutation('SubscribeEmailToNewsletter', () =>
        HttpResponse.json({ data: { subscribeEmailToNewsletter: { status: 'UNCONFIRMED' } } }),
      ),
    );
    const { result } = renderHook(() => useNewsletterSignup(), { wrapper: sdkWrapper() });
    expect(result.current.state).toEqual({ status: 'idle' });
    let answer: unknown;
    act(() => {
      void result.current.subscribe('kari@example.no').then((outcome) => (answer = outcome));
    });
    expect(result.current.state).toEqual({ status: 'pending' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'done', outcome: { status: 'unconfirmed' } }),
    );
    expect(answer).toEqual({ status: 'unconfirmed' });
  });

  it('reports a failed request as an error that can be retried', async () => {
    server.use(magento.mutation('SubscribeEmailToNewsletter', () => HttpResponse.error()));
    const { result } = renderHook(() => useNewsletterSignup(), { wrapper: sdkWrapper() });
    await act(async () => {
      expect(await result.current.subscribe('kari@example.no')).toBeNull();
    });
    expect(result.current.state.status).toBe('error');
  });
});

describe('useContactForm', () => {
  it('sends the message and gives the outcome; invalid fields are named without a request', async () => {
    server.use(
      magento.mutation('ContactUs', () =>
        HttpResponse.json({ data: { contactUs: { status: true } } }),
      ),
    );
    const { result } = renderHook(() => useContactForm(), { wrapper: sdkWrapper() });
    await act(async () => {
      await result.current.send({ name: 'Kari', email: 'kari@example.no', comment: 'Hei' });
    });
    expect(result.current.state).toEqual({ status: 'done', outcome: { status: 'sent' } });
    await act(async () => {
      await result.current.send({ name: '', email: 'kari@example.no', comment: 'Hei' });
    });
    expect(result.current.state).toEqual({
      status: 'done',
      outcome: { status: 'invalid', problems: ['name'] },
    });
  });
});
