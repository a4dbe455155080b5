import { describe, expect, it } from 'vitest';

import { createSharedQueryCache, sharedTtlMs } from './sharedQueryCache.server';

const publicAnswer = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
const apiVary = 'Store, Content-Currency, Authorization';

describe('sharedTtlMs', () => {
  it('keeps a public answer for its s-maxage', () => {
    expect(sharedTtlMs(publicAnswer, apiVary)).toBe(300_000);
    expect(sharedTtlMs('public, max-age=60', null)).toBe(60_000);
    expect(sharedTtlMs('PUBLIC, S-MAXAGE=5', 'accept-encoding')).toBe(5_000);
  });

  it.each([
    [null, null],
    ['private, no-store', null],
    ['no-store', null],
    ['public, no-cache, s-maxage=300', null],
    ['public, private, s-maxage=300', null],
    ['max-age=300', null],
    ['public', null],
    ['public, s-maxage=0', null],
    ['public, s-maxage=abc', null],
    [publicAnswer, 'Cookie'],
    [publicAnswer, 'Store, X-Magento-Cache-Id'],
    [publicAnswer, '*'],
  ])('keeps nothing of Cache-Control %s with Vary %s', (cacheControl, vary) => {
    expect(sharedTtlMs(cacheControl, vary)).toBe(0);
  });
});

/** A stand-in API: counts requests, answers with the given headers. */
function upstream(
  headers: Record<string, string> = { 'cache-control': publicAnswer, vary: apiVary },
) {
  const seen: Request[] = [];
  let release: (() => void) | undefined;
  const fetchImpl: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push(request);
    if (release === undefined && holding) await new Promise<void>((resolve) => (release = resolve));
    return new Response(JSON.stringify({ data: { n: seen.length } }), { status: 200, headers });
  };
  let holding = false;
  return {
    seen,
    fetchImpl,
    hold: () => (holding = true),
    release: () => release?.(),
  };
}

const url = 'http://api.test/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D';

describe('createSharedQueryCache', () => {
  it('answers a repeated public query from the cache until its time is up', async () => {
    let clock = 1_000;
    const api = upstream();
    const fetch = createSharedQueryCache({ maxTtlMs: 30_000, now: () => clock }).wrap(
      api.fetchImpl,
    );

    expect(await (await fetch(url, { headers: { store: 'ad_nb_no' } })).json()).toEqual({
      data: { n: 1 },
    });
    clock += 29_999;
    const again = await fetch(url, { headers: { store: 'ad_nb_no' } });
    expect(await again.json()).toEqual({ data: { n: 1 } });
    expect(again.headers.get('cache-control')).toBe(publicAnswer);
    clock += 2;
    expect(await (await fetch(url, { headers: { store: 'ad_nb_no' } })).json()).toEqual({
      data: { n: 2 },
    });
    expect(api.seen).toHaveLength(2);
  });

  it('keeps an answer no longer than its s-maxage when that is shorter', async () => {
    let clock = 0;
    const api = upstream({ 'cache-control': 'public, s-maxage=2' });
    const fetch = createSharedQueryCache({ maxTtlMs: 30_000, now: () => clock }).wrap(
      api.fetchImpl,
    );
    await fetch(url);
    clock = 2_001;
    await fetch(url);
    expect(api.seen).toHaveLength(2);
  });

  it('keeps answers apart per store and currency', async () => {
    const api = upstream();
    const fetch = createSharedQueryCache({ maxTtlMs: 30_000 }).wrap(api.fetchImpl);
    await fetch(url, { headers: { store: 'a' } });
    await fetch(url, { headers: { store: 'b' } });
    await fetch(url, { headers: { store: 'a', 'content-currency': 'EUR' } });
    await fetch(url, { headers: { store: 'a' } });
    expect(api.seen).toHaveLength(3);
  });

  it('never looks up nor keeps a request with a token, a POST, or a private answer', async () => {
    const api = upstream();
    const fetch = createSharedQueryCache({ maxTtlMs: 30_000 }).wrap(api.fetchImpl);
    await fetch(url, { headers: { authorization: 'Bearer t' } });
    await fetch(url, { headers: { authorization: 'Bearer t' } });
    await fetch('http://api.test/graphql', { method: 'POST', body: '{}' });
    await fetch('http://api.test/graphql', { method: 'POST', body: '{}' });
    expect(api.seen).toHaveLength(4);

    const personal = upstream({ 'cache-control': 'private, no-store' });
    const personalFetch = createSharedQueryCache({ maxTtlMs: 30_000 }).wrap(personal.fetchImpl);
    await personalFetch(url);
    await personalFetch(url);
    expect(personal.seen).toHaveLength(2);
  });

  it('keeps nothing with a time of 0', async () => {
    const api = upstream();
    const fetch = createSharedQueryCache({ maxTtlMs: 0 }).wrap(api.fetchImpl);
    await fetch(url);
    await fetch(url);
    expect(api.seen).toHaveLength(2);
  });

  it('sends identical requests that arrive together once, each caller with its own body', async () => {
    const api = upstream();
    api.hold();
    const fetch = createSharedQueryCache({ maxTtlMs: 30_000 }).wrap(api.fetchImpl);
    const answers = [fetch(url), fetch(url), fetch(url)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    api.release();
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).json()));
    expect(bodies).toEqual([{ data: { n: 1 } }, { data: { n: 1 } }, { data: { n: 1 } }]);
    expect(api.seen).toHaveLength(1);
  });

  it("ends one caller's wait when its signal aborts, and the others still get the answer", async () => {
    const api = upstream();
    api.hold();
    const fetch = createSharedQueryCache({ maxTtlMs: 30_000 }).wrap(api.fetchImpl);
    const controller = new AbortController();
    const leaving = fetch(url, { signal: controller.signal });
    const staying = fetch(url);
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new Error('the shopper left'));
    await expect(leaving).rejects.toThrow('the shopper left');
    api.release();
    expect(await (await staying).json()).toEqual({ data: { n: 1 } });
  });

  it('lets the oldest answer go beyond maxEntries', async () => {
    const api = upstream();
    const cache = createSharedQueryCache({ maxTtlMs: 30_000, maxEntries: 2 });
    const fetch = cache.wrap(api.fetchImpl);
    for (const n of [1, 2, 3]) await fetch(`${url}&n=${n}`);
    expect(cache.size()).toBe(2);
    await fetch(`${url}&n=1`);
    expect(api.seen).toHaveLength(4);
  });
});
