// A GraphQL Codegen plugin for the SDK's documents, used with sdkDocumentsPreset.mjs:
// each operation of a `.graphql` file becomes a plain string constant (the operation and every
// fragment it spreads, inlined) typed with its result and variables from the types-only file.
// Plain strings, not codegen's `TypedDocumentString` class (which `typed-document-node` would
// write into every generated file): a string costs nothing at run time and a bundler keeps only
// the documents a bundle sends. Fragments get no constant: nothing sends one on its own.
import { Kind, print, visit } from 'graphql';

const operationSuffix = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

/** The fragments an operation spreads, directly or through other fragments, in order of use. */
function spreadFragments(definition, fragments, found = new Map()) {
  visit(definition, {
    FragmentSpread(node) {
      const name = node.name.value;
      if (found.has(name)) return;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`Unknown fragment ${name} in ${definition.name?.value}`);
      found.set(name, fragment);
      spreadFragments(fragment, fragments, found);
    },
  });
  return [...found.values()];
}

/** The plugin (GraphQL Codegen's plugin interface). */
export function plugin(_schema, documents, config) {
  const definitions = documents.flatMap((file) => file.document?.definitions ?? []);
  const fragments = new Map(
    (config.externalFragments ?? []).map((fragment) => [fragment.name, fragment.node]),
  );
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const constants = definitions
    .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const name = operation.name?.value;
      if (!name) throw new Error('Every SDK operation needs a name');
      const type = `Types.${name}${operationSuffix[operation.operation]}`;
      const text = [operation, ...spreadFragments(operation, fragments)]
        .map((definition) => print(definition))
        .join('\n');
      return (
        `/** The \`${name}\` ${operation.operation}, its fragments inlined. */\n` +
        `export const ${name}Document = ${JSON.stringify(text)} as TypedDocumentString<\n` +
        `  ${type},\n  ${type}Variables\n>;`
      );
    });
  if (constants.length === 0) return '';
  return {
    prepend: [
      "import type * as Types from '../generated/graphql';",
      "import type { TypedDocumentString } from '../transport/TypedDocument';",
    ],
    content: constants.join('\n\n') + '\n',
  };
}
