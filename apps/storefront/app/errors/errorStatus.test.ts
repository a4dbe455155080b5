import { SdkError } from '@agri-parts/sdk';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';

import { errorStatus } from './errorStatus';

/** What React Router hands the error boundary for a thrown `data(...)`. */
function routeError(status: number) {
  return { status, statusText: '', internal: false, data: null };
}

describe('errorStatus', () => {
  it("is a route error response's own status", () => {
    expect(errorStatus(routeError(404))).toBe(404);
    expect(errorStatus(routeError(503))).toBe(503);
  });

  it("is an SDK error's status code", () => {
    expect(errorStatus(new SdkError('http', 'Bad gateway', { statusCode: 502 }))).toBe(502);
  });

  it('is 500 for anything else', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus('boom')).toBe(500);
    expect(errorStatus(data(null, { status: 404 }))).toBe(500);
  });
});
