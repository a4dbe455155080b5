import type { Plugin } from 'graphql-yoga';

/**
 * POST bodies only as JSON, like Magento: a form (`application/x-www-form-urlencoded`,
 * `multipart/form-data`) or `text/plain` is a "simple" cross-site request a browser sends from
 * any page without asking, so another site could make visitors' browsers run mutations here.
 */
export const jsonPostsOnly: Plugin = {
  onRequest({ request, endResponse, fetchAPI }) {
    if (request.method !== 'POST') return;
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type === 'application/json') return;
    endResponse(
      new fetchAPI.Response(
        JSON.stringify({ errors: [{ message: 'A POST body must be application/json.' }] }),
        { status: 415, headers: { 'content-type': 'application/json; charset=utf-8' } },
      ),
    );
  },
};
