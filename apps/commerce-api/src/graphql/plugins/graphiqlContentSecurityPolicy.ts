import type { Plugin } from 'graphql-yoga';
import { GRAPHIQL_CONTENT_SECURITY_POLICY } from '../../server/securityHeaders.js';

/**
 * GraphiQL's page gets the policy it needs to run (`GRAPHIQL_CONTENT_SECURITY_POLICY`) in place
 * of the API's, which lets nothing load; the only HTML `/graphql` answers is that page.
 */
export const graphiqlContentSecurityPolicy: Plugin = {
  onResponse({ response }) {
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set('Content-Security-Policy', GRAPHIQL_CONTENT_SECURITY_POLICY);
    }
  },
};
