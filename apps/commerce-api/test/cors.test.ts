import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testApi.js';

describe('CORS without configured origins', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 100 }, { corsOrigins: [] });
  });
  afterAll(() => t?.close());

  it('allows no other origin (never "any origin with credentials")', async () => {
    const response = await fetch(t.url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
