// A GraphQL Codegen preset for the SDK's documents: one generated file beside each `.graphql`
// file that has operations (`cart.graphql` → `cart.generated.ts`), so a bundle holds the
// documents of the services it imports and no others. Fragment-only files get none: their
// fragments are inlined into the operations that spread them (see sdkDocuments.mjs).
import { Kind } from 'graphql';

/** The preset (GraphQL Codegen's preset interface). */
export default {
  buildGeneratesSection(options) {
    const fragments = options.documents.flatMap((file) =>
      (file.document?.definitions ?? [])
        .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((node) => ({ node, name: node.name.value, onType: node.typeCondition.name.value })),
    );
    return options.documents
      .filter((file) =>
        file.document?.definitions.some(
          (definition) => definition.kind === Kind.OPERATION_DEFINITION,
        ),
      )
      .map((file) => ({
        ...options,
        filename: file.location.replace(/\.graphql$/, '.generated.ts'),
        documents: [file],
        config: { ...options.config, externalFragments: fragments },
      }));
  },
};
