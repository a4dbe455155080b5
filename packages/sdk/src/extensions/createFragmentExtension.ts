import { SdkError } from '../errors/SdkError';
import type { Transport } from '../transport/createTransport';
import { printWithGraphql } from '../transport/printWithGraphql';
import {
  documentDefinitions,
  isDocumentNode,
  isDocumentString,
  type DocumentDefinition,
} from './documentDefinitions';
import type { ExtensionFragment } from './ExtensionFragment';
import {
  astFragmentSelections,
  project,
  selectionPlan,
  sourceFragmentSelections,
  type PlanSelection,
} from './selectionPlan';

/** Where the SDK spreads an embedder's fragment: see `cartExtensionTarget`, `productExtensionTarget`. */
export interface ExtensionTarget {
  /** What the fragment extends, as messages name it (`cart`, `product`). */
  name: string;
  /** The SDK's own fragment the embedder's fragment is spread into (such as `CartFields`). */
  sdkFragment: string;
  /** The type the embedder's fragment must be on, as messages name it. */
  expectedType: string;
  /** Whether a fragment on `typeName` may be spread into {@link ExtensionTarget.sdkFragment}. */
  acceptsType(typeName: string): boolean;
  /** One of the SDK's documents with that fragment, whose fragment names the embedder's must not reuse. */
  sampleDocument: unknown;
}

/**
 * An embedder's fragment, checked and ready to be spread into the SDK's documents of one
 * {@link ExtensionTarget}; see {@link createFragmentExtension}.
 */
export interface FragmentExtension {
  /** The name of the embedder's fragment that is spread. */
  readonly fragmentName: string;
  /**
   * A transport that sends each document holding the target's SDK fragment with the embedder's
   * fragment spread into it (composed once per document, at its first request); other documents
   * go as they are.
   */
  wrap<TTransport extends Transport>(transport: TTransport): TTransport;
  /**
   * The document `document` is sent as: composed when it holds the target's SDK fragment, else
   * itself.
   */
  compose<TDocument>(document: TDocument): Promise<TDocument>;
  /**
   * The embedder's fragment's fields of an object the backend answered with (a cart, a product),
   * without the SDK's own: the fragment's result.
   */
  extract(data: unknown): unknown;
  /** `mapped` with {@link FragmentExtension.extract} of `data` as `extension`. */
  attach<T extends object>(mapped: T, data: unknown): T & { extension: unknown };
}

function invalid(message: string): SdkError {
  return new SdkError('invalid-argument', message);
}

const namePattern = /^[_A-Za-z][_0-9A-Za-z]*$/;

/**
 * Checks an embedder's fragment for `target` and prepares it to be spread into the SDK's
 * documents, all without `graphql`'s parser (so it stays out of the SDK's bundles): a wrong
 * fragment fails here, at `createSdk`. An AST fragment is printed (`printWithGraphql`, importing
 * `graphql`'s printer) at the first request that sends it.
 *
 * @throws {@link SdkError} `invalid-argument` naming the problem: not a document; source that is
 * not GraphQL; operations in it; no fragment definition; several without `fragmentName` to say
 * which; a `fragmentName` it does not define; a fragment on another type than the target's; a
 * fragment name the SDK's own documents use.
 */
export function createFragmentExtension(
  target: ExtensionTarget,
  fragment: ExtensionFragment,
): FragmentExtension {
  const named = typeof fragment === 'object' && fragment !== null && 'fragmentName' in fragment;
  const document: unknown = named ? fragment.document : fragment;
  const label = `The ${target.name} extension fragment`;
  const fragmentName = checkedFragmentName(target, document, {
    label,
    fragmentName: named ? fragment.fragmentName : undefined,
  });
  if (!namePattern.test(fragmentName)) throw invalid(`${label} name ${fragmentName} is not a name`);
  const plan = selectionPlan(fragmentName, fragmentSelections(document, label));

  // The fragment's source text, printed at the first request when it is an AST.
  let source: Promise<string> | undefined;
  function fragmentSource(): Promise<string> {
    if (!source) {
      const printing = isDocumentNode(document)
        ? printWithGraphql(document)
        : Promise.resolve(String(document));
      // Not kept after a failure: importing the printer may fail for a while (a chunk that did
      // not load), and the next request should try again.
      printing.catch(() => {
        if (source === printing) source = undefined;
      });
      source = printing;
    }
    return source;
  }

  const extended = new Map<unknown, boolean>();
  /** Whether a document of the SDK holds the target's fragment (asked once per document). */
  function holdsSdkFragment(sdkDocument: unknown): boolean {
    let result = extended.get(sdkDocument);
    if (result === undefined) {
      result = (documentDefinitions(sdkDocument) ?? []).some(
        (definition) => definition.kind === 'fragment' && definition.name === target.sdkFragment,
      );
      extended.set(sdkDocument, result);
    }
    return result;
  }

  const composed = new Map<unknown, Promise<unknown>>();
  function compose<TDocument>(sdkDocument: TDocument): Promise<TDocument> {
    if (!holdsSdkFragment(sdkDocument)) return Promise.resolve(sdkDocument);
    let result = composed.get(sdkDocument);
    if (!result) {
      result = fragmentSource().then((text) =>
        composeDocument(sdkDocument, text, { target, fragmentName, label }),
      );
      // A failure is not kept: the next request tries again (and fails the same way).
      result.catch(() => composed.delete(sdkDocument));
      composed.set(sdkDocument, result);
    }
    return result as Promise<TDocument>;
  }

  return {
    fragmentName,
    wrap(transport) {
      const request: Transport['request'] = async (sdkDocument, ...variablesAndOptions) =>
        transport.request(await compose(sdkDocument), ...variablesAndOptions);
      return { ...transport, request };
    },
    compose,
    extract: (data) => project(data, plan),
    attach(mapped, data) {
      return { ...mapped, extension: this.extract(data) };
    },
  };
}

/**
 * Checks the embedder's fragment document for `target`; returns the name of the fragment to
 * spread: the one named, else the one codegen's metadata names, else the only one.
 */
function checkedFragmentName(
  target: ExtensionTarget,
  document: unknown,
  { label, fragmentName }: { label: string; fragmentName: string | undefined },
): string {
  const definitions = documentDefinitions(document);
  if (!definitions) {
    throw invalid(
      `${label} is not a GraphQL document: pass a TypedDocumentString or a TypedDocumentNode of a fragment`,
    );
  }
  if (definitions.some((definition) => definition.kind === 'operation')) {
    throw invalid(`${label} document holds an operation: it must hold fragment definitions only`);
  }
  const fragments = definitions.filter((definition) => definition.kind === 'fragment');
  if (fragments.length === 0) throw invalid(`${label} document defines no fragment`);
  const wanted =
    fragmentName ??
    (isDocumentString(document) ? codegenFragmentName(document) : undefined) ??
    (fragments.length === 1 ? fragments[0]!.name : undefined);
  if (wanted === undefined) {
    throw invalid(
      `${label} document defines ${fragments.length} fragments (${fragments
        .map(({ name }) => name)
        .join(', ')}): pass { document, fragmentName } to say which one to spread`,
    );
  }
  const root = fragments.find(({ name }) => name === wanted);
  if (!root) {
    throw invalid(`${label} document defines no fragment ${wanted}`);
  }
  if (!target.acceptsType(root.typeCondition)) {
    throw invalid(
      `${label} ${root.name} is on ${root.typeCondition}, but must be on ${target.expectedType}`,
    );
  }
  const sdkNames = fragmentNames(documentDefinitions(target.sampleDocument) ?? []);
  const clash = fragments.find(({ name }) => sdkNames.has(name));
  if (clash) {
    throw invalid(
      `${label} name ${clash.name} is a fragment of the SDK's own ${target.name} documents: rename it`,
    );
  }
  return root.name;
}

/** The selections of each fragment of the document, read without `graphql`'s parser. */
function fragmentSelections(document: unknown, label: string): Map<string, PlanSelection[]> {
  try {
    return isDocumentNode(document)
      ? astFragmentSelections(document)
      : sourceFragmentSelections(String(document));
  } catch (error) {
    throw new SdkError(
      'invalid-argument',
      `${label} is not valid GraphQL: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

/**
 * `sdkDocument` with the embedder's fragment spread into the target's SDK fragment and its
 * `source` appended, as the same kind of document (a string, or codegen's TypedDocumentString).
 */
async function composeDocument(
  sdkDocument: unknown,
  source: string,
  { target, fragmentName, label }: { target: ExtensionTarget; fragmentName: string; label: string },
): Promise<unknown> {
  // The SDK's own documents are strings; an AST is printed and sent as a string.
  const sdkSource = isDocumentNode(sdkDocument)
    ? await printWithGraphql(sdkDocument)
    : String(sdkDocument);
  const clash = fragmentNames(documentDefinitions(sdkSource) ?? []);
  const taken = [...fragmentNames(documentDefinitions(source) ?? [])].find((name) =>
    clash.has(name),
  );
  if (taken) {
    throw invalid(
      `${label} name ${taken} is a fragment of the SDK's own ${target.name} documents: rename it`,
    );
  }
  const spreadPattern = new RegExp(
    `(\\bfragment\\s+${target.sdkFragment}\\s+on\\s+[_A-Za-z][_0-9A-Za-z]*[^{]*\\{)`,
  );
  const spread = sdkSource.replace(spreadPattern, `$1\n  ...${fragmentName}`);
  if (spread === sdkSource) {
    throw new Error(`No fragment ${target.sdkFragment} to spread ${fragmentName} into`);
  }
  const text = `${spread}\n${source}`;
  if (isDocumentNode(sdkDocument) || typeof sdkDocument === 'string') return text;
  // The same class as the SDK's own (codegen's TypedDocumentString), with its metadata.
  const Constructor = (sdkDocument as object).constructor as new (
    value: string,
    meta?: unknown,
  ) => unknown;
  return new Constructor(text, (sdkDocument as { __meta__?: unknown }).__meta__);
}

function fragmentNames(definitions: DocumentDefinition[]): Set<string> {
  return new Set(
    definitions.flatMap((definition) => (definition.kind === 'fragment' ? [definition.name] : [])),
  );
}

/** The fragment a codegen `TypedDocumentString` of a fragment names in its metadata. */
function codegenFragmentName(document: unknown): string | undefined {
  const meta = (document as { __meta__?: { fragmentName?: unknown } }).__meta__;
  return typeof meta?.fragmentName === 'string' ? meta.fragmentName : undefined;
}
