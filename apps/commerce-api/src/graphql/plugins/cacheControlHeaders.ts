import type { Plugin } from 'graphql-yoga';
import {
  graphqlCacheControl,
  PUBLIC_QUERY_CACHE_CONTROL,
  PUBLIC_QUERY_VARY,
} from '../cacheControl.js';

/** Requests whose answer carried GraphQL errors (read when the response's headers are set). */
const answeredWithErrors = new WeakSet<Request>();

/**
 * `Cache-Control` on every GraphQL answer (see `graphqlCacheControl`): anonymous catalogue GET
 * queries are public for a CDN, everything else `private, no-store`.
 */
export const cacheControlHeaders: Plugin = {
  onResultProcess({ request, result }) {
    const results = Array.isArray(result) ? result : [result];
    const failed = results.some(
      (one: unknown) =>
        typeof one !== 'object' ||
        one === null ||
        !('data' in one) ||
        ('errors' in one && Array.isArray(one.errors) && one.errors.length > 0),
    );
    if (failed) answeredWithErrors.add(request);
  },
  onResponse({ request, response }) {
    if (request.method !== 'GET' && request.method !== 'POST') return;
    const params = new URL(request.url).searchParams;
    const cacheControl = graphqlCacheControl({
      method: request.method,
      authorized: request.headers.has('authorization'),
      query: request.method === 'GET' ? params.get('query') : null,
      operationName: params.get('operationName'),
      status: response.status,
      hasErrors: answeredWithErrors.has(request),
    });
    response.headers.set('Cache-Control', cacheControl);
    if (cacheControl === PUBLIC_QUERY_CACHE_CONTROL)
      response.headers.append('Vary', PUBLIC_QUERY_VARY);
  },
};
