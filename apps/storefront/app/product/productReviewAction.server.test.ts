import {
  checkReviewForm,
  SdkError,
  type ReviewOutcome,
  type ReviewWriteSettings,
  type Sdk,
} from '@agri-parts/sdk';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sdkContext } from '../sdk/sdkContext';
import { enteredReview, productPageAction } from './productReviewAction.server';

afterEach(() => vi.restoreAllMocks());

const settings: ReviewWriteSettings = {
  ratingKinds: [
    {
      id: 'MQ==',
      name: 'Kvalitet',
      values: [1, 2, 3, 4, 5].map((stars) => ({ stars, valueId: `v${stars}` })),
    },
  ],
  guestsMayWrite: false,
};

/** The SDK's `create` as it decides: the form's problems first, then the backend's answer. */
function createAnswering(backend: () => Promise<ReviewOutcome>) {
  return vi.fn<Sdk['reviews']['create']>(async (input, kinds) => {
    const problems = checkReviewForm(
      input,
      kinds.map((kind) => kind.id),
    );
    return problems.length ? { status: 'invalid', problems } : backend();
  });
}

function contextWith(reviews: Partial<Sdk['reviews']>) {
  const context = new RouterContextProvider();
  context.set(sdkContext, {
    reviews: { writeSettings: () => Promise.resolve(settings), ...reviews },
  } as unknown as Sdk);
  return context;
}

function post(fields: Record<string, string>) {
  return new Request('http://127.0.0.1:3000/filter.html', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

const filled = {
  intent: 'review',
  sku: 'VA-1001',
  'rating:MQ==': '4',
  nickname: 'Ola N.',
  summary: 'Godt kjøp',
  text: 'Passet fint.',
};

/** What the action returned (data with a status) or threw (a bare status). */
async function outcome(run: () => Promise<unknown>) {
  try {
    const { data, init } = (await run()) as { data: unknown; init?: { status?: number } };
    return { status: init?.status ?? 200, data };
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status, data: undefined };
  }
}

describe('productPageAction', () => {
  it('sends the review as entered and thanks', async () => {
    const create = createAnswering(() =>
      Promise.resolve({
        status: 'submitted',
        review: { nickname: 'Ola N.', summary: 'Godt kjøp', stars: 4 },
      }),
    );
    const result = await outcome(() =>
      productPageAction({ request: post(filled), context: contextWith({ create }) }),
    );
    expect(result).toEqual({ status: 200, data: { intent: 'review', status: 'done' } });
    expect(create).toHaveBeenCalledWith(
      {
        sku: 'VA-1001',
        nickname: 'Ola N.',
        summary: 'Godt kjøp',
        text: 'Passet fint.',
        ratings: { 'MQ==': 4 },
      },
      settings.ratingKinds,
    );
  });

  it('names the missing fields beside them and keeps what was typed (400)', async () => {
    const create = createAnswering(() => Promise.reject(new Error('not sent')));
    const result = await outcome(() =>
      productPageAction({
        request: post({ ...filled, 'rating:MQ==': '9', text: '  ' }),
        context: contextWith({ create }),
      }),
    );
    expect(result).toEqual({
      status: 400,
      data: {
        intent: 'review',
        status: 'invalid',
        errors: { 'rating:MQ==': 'Velg antall stjerner.', text: 'Skriv anmeldelsen.' },
        values: { nickname: 'Ola N.', summary: 'Godt kjøp', text: '  ', ratings: {} },
      },
    });
  });

  it.each([
    ['too_many_requests', 429, 'Du har sendt mange anmeldelser på kort tid. Prøv igjen senere.'],
    ['not_authorized', 403, 'Logg inn for å skrive en anmeldelse'],
    ['not_found', 404, 'Anmeldelsen kunne ikke sendes. Prøv igjen om litt.'],
  ] as const)('says a %s refusal with %i, the values kept', async (kind, status, message) => {
    const create = createAnswering(() =>
      Promise.resolve({
        status: 'refused',
        refusal: { kind, message: 'no', retryAfterSeconds: null } as never,
      }),
    );
    const result = await outcome(() =>
      productPageAction({ request: post(filled), context: contextWith({ create }) }),
    );
    expect(result).toMatchObject({
      status,
      data: { status: 'failed', message, values: { nickname: 'Ola N.' } },
    });
  });

  it('answers a backend that fails with 502 and one without settings with 503', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = () => Promise.reject(new SdkError('network', 'down'));
    expect(
      await outcome(() =>
        productPageAction({
          request: post(filled),
          context: contextWith({ create: createAnswering(down) }),
        }),
      ),
    ).toMatchObject({ status: 502, data: { status: 'failed' } });
    expect(
      await outcome(() =>
        productPageAction({ request: post(filled), context: contextWith({ writeSettings: down }) }),
      ),
    ).toMatchObject({ status: 503, data: { status: 'failed' } });
  });

  it('refuses another intent or a post without a SKU with 400, sending nothing', async () => {
    const create = vi.fn();
    for (const fields of [
      { ...filled, intent: 'add-to-cart' },
      { ...filled, intent: '' },
      { ...filled, sku: ' ' },
    ]) {
      expect(
        await outcome(() =>
          productPageAction({ request: post(fields), context: contextWith({ create }) }),
        ),
      ).toEqual({ status: 400, data: undefined });
    }
    expect(create).not.toHaveBeenCalled();
  });
});

describe('enteredReview', () => {
  it('keeps stars 1–5 of the known kinds only', () => {
    const form = new URLSearchParams({
      'rating:a': '5',
      'rating:b': '0',
      'rating:c': '2.5',
      'rating:d': '3',
    });
    const formData = new FormData();
    for (const [name, value] of form) formData.set(name, value);
    expect(enteredReview(formData, ['a', 'b', 'c']).ratings).toEqual({ a: 5 });
  });
});
