import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Introspection off: `__schema` and `__type` are refused in validation (`__typename` stays), and
 * validation errors lose their "Did you mean …?" hints, which would spell out the schema too.
 */
export const withoutIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
    return ({ result, setResult }) => {
      if (result.length === 0) return;
      setResult(
        result.map((error) => {
          const message = error.message.replace(/ Did you mean .*\?$/s, '');
          return message === error.message
            ? error
            : new GraphQLError(message, {
                nodes: error.nodes,
                source: error.source,
                positions: error.positions,
                path: error.path,
                originalError: error.originalError,
                extensions: error.extensions,
              });
        }),
      );
    };
  },
};
