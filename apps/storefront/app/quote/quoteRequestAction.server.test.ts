import { SdkError, type QuoteRequestOutcome, type Sdk } from '@agri-parts/sdk';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { sdkContext } from '../sdk/sdkContext';
import { quoteRequestAction, type QuoteActionData } from './quoteRequestAction.server';

function contextWith(request: (draft: unknown) => Promise<QuoteRequestOutcome>) {
  const context = new RouterContextProvider();
  context.set(sdkContext, { quotes: { request: vi.fn(request) } } as unknown as Sdk);
  return context;
}

function post(fields: Record<string, string>) {
  return new Request('http://127.0.0.1:3000/be-om-tilbud/MA-KR-77305', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

async function act(fields: Record<string, string>, context: RouterContextProvider) {
  const answer = (await quoteRequestAction({
    request: post(fields),
    params: { sku: 'MA-KR-77305' },
    context,
  })) as unknown as { data: QuoteActionData; init?: { status?: number } };
  return { status: answer.init?.status ?? 200, data: answer.data };
}

const filled = {
  quantity: '2',
  message: 'Levering til Hamar?',
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  phone: '',
};

const receipt = {
  number: 'T000042',
  sku: 'MA-KR-77305',
  productName: 'Slåmaskin',
  quantity: 2,
  message: 'Levering til Hamar?',
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  phone: null,
  createdAt: '2026-04-01T08:00:00.000Z',
};

describe('quoteRequestAction', () => {
  it('sends the request for the product the address names and answers with the receipt', async () => {
    const context = contextWith(() => Promise.resolve({ status: 'sent', receipt }));
    const result = await act(filled, context);
    expect(context.get(sdkContext).quotes.request).toHaveBeenCalledWith({
      sku: 'MA-KR-77305',
      quantity: '2',
      message: 'Levering til Hamar?',
      name: 'Kari Nordmann',
      email: 'kari@example.no',
    });
    expect(result.status).toBe(200);
    expect(result.data.receipt).toEqual({ number: 'T000042', email: 'kari@example.no' });
  });

  it('answers a form that breaks a rule with the problems at their fields, sending nothing', async () => {
    const context = contextWith(() => Promise.reject(new Error('must not be called')));
    const result = await act({ ...filled, quantity: '0', email: 'kari@' }, context);
    expect(result.status).toBe(400);
    expect(result.data.result.error).toMatchObject({
      quantity: [expect.stringContaining('helt tall')],
      email: [expect.stringContaining('gyldig e-postadresse')],
    });
    expect(context.get(sdkContext).quotes.request).not.toHaveBeenCalled();
    // What was typed comes back, so nothing is lost.
    expect(result.data.result.initialValue).toMatchObject({ name: 'Kari Nordmann' });
  });

  it('says when this client has asked too often, with the minutes to wait (HTTP 429)', async () => {
    const context = contextWith(() =>
      Promise.resolve({
        status: 'refused',
        refusal: { kind: 'too_many_requests', retryAfterSeconds: 600 },
      }),
    );
    const result = await act(filled, context);
    expect(result.status).toBe(429);
    expect(result.data.result.error?.['']).toEqual([
      'Det har kommet mange forespørsler herfra den siste timen. Prøv igjen om 10 minutter, eller ring oss på 62 00 00 00.',
    ]);
    expect(result.data.receipt).toBeUndefined();
  });

  it('says the product is sold online when the shop offers no quote for it', async () => {
    const context = contextWith(() =>
      Promise.resolve({
        status: 'refused',
        refusal: { kind: 'invalid_input', code: 'QUOTE_NOT_OFFERED', message: 'sold online' },
      }),
    );
    const result = await act(filled, context);
    expect(result.data.result.error?.['']).toEqual([
      'Dette produktet kan du kjøpe direkte i nettbutikken.',
    ]);
  });

  it('keeps the form and offers the phone when the shop cannot be reached (HTTP 503)', async () => {
    const context = contextWith(() => Promise.reject(new SdkError('network', 'fetch failed')));
    const result = await act(filled, context);
    expect(result.status).toBe(503);
    expect(result.data.result.error?.['']).toEqual([
      'Forespørselen ble ikke sendt. Prøv igjen om litt, eller ring oss på 62 00 00 00.',
    ]);
    expect(result.data.result.initialValue).toMatchObject({ message: 'Levering til Hamar?' });
  });
});
