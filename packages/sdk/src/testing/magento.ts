import { graphql } from 'msw';

/** The endpoint of the SDK's store tests; `magento` answers its operations (with msw). */
export const endpoint = 'http://magento.test/graphql';
export const magento = graphql.link(endpoint);

/** A GraphQL error of `category`, as commerce-api sends it. */
export const graphQLError = (message: string, category = 'graphql-input') => ({
  message,
  extensions: { category },
});
