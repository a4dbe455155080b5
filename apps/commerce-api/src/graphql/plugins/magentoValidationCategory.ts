import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const withCategory = (error: GraphQLError) => {
  (error as { extensions: Record<string, unknown> }).extensions = {
    category: 'graphql',
    ...error.extensions,
  };
};

/**
 * Syntax and validation errors carry `extensions.category: "graphql"`, as Magento's do, so a Magento client
 * that sorts errors by category reads ours the same way (issue 25). Yoga's `extensions.code`
 * (`GRAPHQL_VALIDATION_FAILED`) stays beside it.
 */
export const magentoValidationCategory: Plugin = {
  onParse() {
    return ({ result }) => {
      if (result instanceof GraphQLError) withCategory(result);
    };
  },
  onValidate() {
    return ({ result }) => {
      for (const error of result) withCategory(error);
    };
  },
};
