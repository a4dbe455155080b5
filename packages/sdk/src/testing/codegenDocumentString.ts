import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * A document as an embedder's GraphQL Codegen writes it with `documentMode: 'string'` (its
 * `TypedDocumentString` class, copied from `@graphql-codegen/typed-document-node`): the SDK
 * accepts these from embedders (fragments, their own operations). The SDK's own documents are
 * plain strings.
 */
export class CodegenDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, unknown> | undefined;

  constructor(value: string, __meta__?: Record<string, unknown> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
