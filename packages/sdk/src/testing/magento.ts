import { graphql } from 'msw';

/** The endpoint of the SDK's store tests; `magento` answers its operations (with msw). */
export const endpoint = 'http://magento.test/graphql';
export const magento = graphql.link(endpoint);

/**
 * A refusal as commerce-api sends it: Magento's message and category, with the `error_code` and
 * its parameters beside them.
 */
export const refusalError = (
  message: string,
  errorCode: string,
  parameters: Record<string, unknown> = {},
  category = 'graphql-input',
) => ({ message, extensions: { category, error_code: errorCode, ...parameters } });

/** A GraphQL error of `category`, as a Magento without error codes sends it. */
export const graphQLError = (message: string, category = 'graphql-input') => ({
  message,
  extensions: { category },
});
