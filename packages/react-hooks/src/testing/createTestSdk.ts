import { createSdk, type Sdk } from '@agri-parts/sdk';
import { graphql } from 'msw';

/** The GraphQL endpoint the hooks' tests answer with msw. */
export const testEndpoint = 'http://magento.test/graphql';

/** msw's GraphQL handlers for {@link testEndpoint}. */
export const magento = graphql.link(testEndpoint);

/**
 * A fresh SDK instance against {@link testEndpoint} that logs nothing. The hooks only observe:
 * its session reactions (the merges at login) are off, tested in the SDK, so a login here sends
 * only what the test answers.
 */
export function createTestSdk(): Sdk {
  return createSdk({
    endpoint: testEndpoint,
    logger: { error: () => undefined },
    sessionReactions: false,
  });
}
