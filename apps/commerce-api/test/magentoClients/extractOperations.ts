import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse as parseJs } from '@babel/parser';
import {
  Kind,
  parse as parseGraphQL,
  print,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';

/**
 * Finds the GraphQL operations a published client package sends, the way its bundler sees them:
 * every `gql` tagged template in its JavaScript, with `${…}` interpolations resolved — a fragment
 * constant of the same file, an import from another file or package, or a plain string — and each
 * operation kept together with the fragments it spreads. An interpolation that cannot be resolved
 * is reported, never dropped, so an extraction gap fails the suite instead of shrinking it.
 */

/** An operation of a client, ready to validate or send. */
export interface ClientOperation {
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  /** Where the operation's template is, relative to the package root, with its line. */
  location: string;
  /** The operation and the fragments it uses (transitively), as one document. */
  document: DocumentNode;
}

export interface Extraction {
  operations: ClientOperation[];
  /** Operations Apollo answers from its cache alone (every field `@client`): never sent. */
  localOnly: string[];
  /** Templates that could not be resolved or parsed: `file:line: reason`. */
  problems: string[];
}

// A loose AST node: the walker only needs `type` and child nodes.
interface JsNode {
  type: string;
  start?: number | null;
  loc?: { start: { line: number } } | null;
  [key: string]: unknown;
}

type Binding =
  | { kind: 'value'; node: JsNode }
  | { kind: 'import'; from: string; imported: string }
  | { kind: 'namespace'; from: string };

interface Module {
  file: string;
  program: JsNode;
  /** Top-level names (variables and imports). */
  bindings: Map<string, Binding>;
  /** Exported name -> local name, or a re-export of another module. */
  exports: Map<string, { local: string } | { from: string; imported: string }>;
  /** `export * from` sources. */
  starExports: string[];
  /** Every gql-tagged template in the file, at any depth. */
  templates: JsNode[];
}

const isNode = (value: unknown): value is JsNode =>
  typeof value === 'object' && value !== null && typeof (value as JsNode).type === 'string';

function walk(node: JsNode, enter: (node: JsNode) => void): void {
  enter(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    const child = node[key];
    if (Array.isArray(child)) {
      for (const item of child) if (isNode(item)) walk(item, enter);
    } else if (isNode(child)) walk(child, enter);
  }
}

/** `gql`, `graphql`, `gql__default["default"]`, `(0, _graphqlTag.default)` … */
function isGqlTag(tag: JsNode, source: string): boolean {
  const text = source.slice(tag.start ?? 0, (tag.end as number | undefined) ?? 0);
  return /^\(?\s*(?:0\s*,\s*)?_*(?:gql|graphql)(?:_?tag)?\w*(?:\s*\[\s*["']default["']\s*\]|\.default)?\s*\)?$/i.test(
    text.trim(),
  );
}

const nameOf = (node: unknown): string | undefined => {
  if (!isNode(node)) return undefined;
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'StringLiteral') return node.value as string;
  return undefined;
};

function loadModule(file: string, cache: Map<string, Module>): Module {
  const cached = cache.get(file);
  if (cached) return cached;
  const source = readFileSync(file, 'utf8');
  const ast = parseJs(source, {
    sourceType: 'unambiguous',
    plugins: ['jsx', 'classProperties', 'optionalChaining', 'nullishCoalescingOperator'],
    errorRecovery: true,
  }) as unknown as { program: JsNode };
  const program = ast.program;
  const module: Module = {
    file,
    program,
    bindings: new Map(),
    exports: new Map(),
    starExports: [],
    templates: [],
  };
  const declare = (declaration: JsNode) => {
    if (declaration.type === 'VariableDeclaration') {
      for (const d of declaration.declarations as JsNode[]) {
        const id = nameOf(d.id);
        if (id && isNode(d.init)) module.bindings.set(id, { kind: 'value', node: d.init });
      }
    }
    return declaration.type === 'VariableDeclaration'
      ? (declaration.declarations as JsNode[]).map((d) => nameOf(d.id)).filter(Boolean)
      : [nameOf(declaration.id)].filter(Boolean);
  };
  for (const statement of program.body as JsNode[]) {
    if (statement.type === 'ImportDeclaration') {
      const from = (statement.source as JsNode).value as string;
      for (const spec of statement.specifiers as JsNode[]) {
        const local = nameOf(spec.local)!;
        if (spec.type === 'ImportNamespaceSpecifier') {
          module.bindings.set(local, { kind: 'namespace', from });
        } else {
          const imported =
            spec.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(spec.imported)!;
          module.bindings.set(local, { kind: 'import', from, imported });
        }
      }
    } else if (statement.type === 'VariableDeclaration') {
      declare(statement);
    } else if (statement.type === 'ExportNamedDeclaration') {
      if (isNode(statement.declaration)) {
        for (const name of declare(statement.declaration)) {
          module.exports.set(name!, { local: name! });
        }
      }
      const from = isNode(statement.source) ? (statement.source.value as string) : undefined;
      for (const spec of (statement.specifiers as JsNode[]) ?? []) {
        const exported = nameOf(spec.exported)!;
        const local = nameOf(spec.local) ?? 'default';
        module.exports.set(exported, from ? { from, imported: local } : { local });
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration as JsNode;
      if (declaration.type === 'Identifier') {
        module.exports.set('default', { local: declaration.name as string });
      } else {
        module.bindings.set('*default*', { kind: 'value', node: declaration });
        module.exports.set('default', { local: '*default*' });
      }
    } else if (statement.type === 'ExportAllDeclaration') {
      module.starExports.push((statement.source as JsNode).value as string);
    }
  }
  const untagged = new Set<JsNode>();
  walk(program, (node) => {
    if (node.type === 'TaggedTemplateExpression') {
      if (isGqlTag(node.tag as JsNode, source)) module.templates.push(node);
      untagged.add(node.quasi as JsNode);
    }
  });
  // Bundled clients (Vue Storefront) keep their default documents as plain template strings and
  // tag them only when sending (after a shop's customQuery hook): a literal that starts like an
  // operation is one.
  walk(program, (node) => {
    if (node.type !== 'TemplateLiteral' || untagged.has(node)) return;
    const first = ((node.quasis as JsNode[])[0]!.value as { cooked: string }).cooked;
    if (/^\s*(query|mutation|subscription)\s+[_A-Za-z]\w*\s*[({@]/.test(first ?? '')) {
      module.templates.push({ type: 'TaggedTemplateExpression', quasi: node, loc: node.loc });
    }
  });
  cache.set(file, module);
  return module;
}

function resolveImport(from: string, specifier: string): string {
  const base = specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : undefined;
  if (base) {
    // PWA Studio's buildpack resolves `x` to `x.ce.js` for Magento Open Source (`x.ee.js` for
    // Adobe Commerce): the editions' documents differ there.
    for (const candidate of [base, `${base}.ce.js`, `${base}.js`, path.join(base, 'index.js')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    throw new Error(`cannot find ${specifier} from ${from}`);
  }
  return createRequire(from).resolve(specifier);
}

class Resolver {
  readonly modules = new Map<string, Module>();

  /** The GraphQL text of an expression in `module`. */
  text(module: Module, node: JsNode, depth = 0): string {
    if (depth > 50) throw new Error('interpolations nest too deep');
    switch (node.type) {
      case 'TaggedTemplateExpression':
      case 'TemplateLiteral': {
        const literal = (node.type === 'TemplateLiteral' ? node : node.quasi) as JsNode;
        const quasis = literal.quasis as JsNode[];
        const expressions = literal.expressions as JsNode[];
        let out = '';
        quasis.forEach((quasi, i) => {
          out += (quasi.value as { cooked: string }).cooked;
          if (i < expressions.length) out += `\n${this.text(module, expressions[i]!, depth + 1)}\n`;
        });
        return out;
      }
      case 'StringLiteral':
        return node.value as string;
      case 'Identifier':
        return this.binding(module, node.name as string, depth);
      case 'MemberExpression': {
        const object = node.object as JsNode;
        const property = node.computed ? nameOf(node.property) : nameOf(node.property);
        if (object.type === 'Identifier' && property) {
          const binding = module.bindings.get(object.name as string);
          if (binding?.kind === 'namespace') {
            return this.exported(resolveImport(module.file, binding.from), property, depth);
          }
          const value = this.value(module, object.name as string, depth);
          if (value && value.node.type === 'ObjectExpression') {
            for (const prop of value.node.properties as JsNode[]) {
              if (nameOf(prop.key) === property && isNode(prop.value)) {
                return this.text(value.module, prop.value, depth + 1);
              }
            }
          }
        }
        throw new Error(`cannot resolve member ${property ?? '?'}`);
      }
      default:
        throw new Error(`cannot resolve a ${node.type} interpolation`);
    }
  }

  /** A name's value node, following imports. */
  private value(module: Module, name: string, depth: number): { module: Module; node: JsNode } {
    const binding = module.bindings.get(name);
    if (!binding) throw new Error(`${name} is not a top-level name of ${module.file}`);
    if (binding.kind === 'value') return { module, node: binding.node };
    if (binding.kind === 'namespace') throw new Error(`${name} is a namespace`);
    return this.exportedValue(resolveImport(module.file, binding.from), binding.imported, depth);
  }

  private exportedValue(
    file: string,
    name: string,
    depth: number,
  ): { module: Module; node: JsNode } {
    const module = loadModule(file, this.modules);
    const entry = module.exports.get(name);
    if (entry && 'local' in entry) return this.value(module, entry.local, depth);
    if (entry) return this.exportedValue(resolveImport(file, entry.from), entry.imported, depth);
    for (const star of module.starExports) {
      try {
        return this.exportedValue(resolveImport(file, star), name, depth);
      } catch {
        // not in this one
      }
    }
    throw new Error(`${path.basename(file)} exports no ${name}`);
  }

  private binding(module: Module, name: string, depth: number): string {
    const { module: owner, node } = this.value(module, name, depth);
    return this.text(owner, node, depth + 1);
  }

  private exported(file: string, name: string, depth: number): string {
    const { module, node } = this.exportedValue(file, name, depth);
    return this.text(module, node, depth + 1);
  }
}

function jsFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Tests, mocks and stories carry documents no shop sends.
      if (/^(node_modules|__tests__|__mocks__|__stories__|__fixtures__)$/.test(entry.name))
        continue;
      jsFiles(full, out);
    } else if (
      /\.(c|m)?js$/.test(entry.name) &&
      // `.ee.js`: PWA Studio's Adobe Commerce variant of a document (see `resolveImport`).
      !/\.(test|spec|stories|ee)\.js$/.test(entry.name)
    ) {
      out.push(full);
    }
  }
  return out;
}

/**
 * The document as Apollo Client sends it: fields marked `@client` are its local state, removed
 * before the request, and a selection left empty goes with them. Null when nothing is left (a
 * local-only query, never sent).
 */
function withoutClientFields(document: DocumentNode): DocumentNode | null {
  const isClient = (node: { directives?: readonly { name: { value: string } }[] }) =>
    node.directives?.some((directive) => directive.name.value === 'client') ?? false;
  const stripped = visit(document, {
    Field: (node) => (isClient(node) ? null : undefined),
    InlineFragment: (node) => (isClient(node) ? null : undefined),
    FragmentSpread: (node) => (isClient(node) ? null : undefined),
    SelectionSet: {
      leave: (node) => ({
        ...node,
        selections: node.selections.filter(
          (selection) =>
            !('selectionSet' in selection) ||
            !selection.selectionSet ||
            selection.selectionSet.selections.length > 0,
        ),
      }),
    },
  });
  const operation = stripped.definitions[0] as OperationDefinitionNode;
  return operation.selectionSet.selections.length > 0 ? stripped : null;
}

function spreads(node: OperationDefinitionNode | FragmentDefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/**
 * Every operation in the JavaScript under each package's `dirs` (relative to its `root`).
 * Operations are unique by name within one call: one reached through two templates counts once.
 */
export function extractOperations(packages: { root: string; dirs: string[] }[]): Extraction {
  const resolver = new Resolver();
  const operations = new Map<string, ClientOperation>();
  const problems: string[] = [];
  const localOnly: string[] = [];
  const printed = new Map<string, string>();
  for (const { root: packageRoot, dirs } of packages)
    for (const dir of dirs) {
      if (!existsSync(path.join(packageRoot, dir))) continue;
      for (const file of jsFiles(path.join(packageRoot, dir))) {
        if (!/\bgql\b|graphql/i.test(readFileSync(file, 'utf8'))) continue;
        const module = loadModule(file, resolver.modules);
        for (const template of module.templates) {
          // `gql\`${custom.query}\`` only re-wraps a document chosen at run time (VSF's
          // customQuery hook): the default documents are templates of their own.
          const quasi = template.quasi as JsNode;
          const own = (quasi.quasis as JsNode[]).map((q) => (q.value as { raw: string }).raw);
          if (own.join('').trim() === '') continue;
          const where = `${path.relative(packageRoot, file)}:${template.loc?.start.line ?? 0}`;
          let document: DocumentNode;
          try {
            document = parseGraphQL(resolver.text(module, template));
          } catch (error) {
            problems.push(`${where}: ${(error as Error).message}`);
            continue;
          }
          const fragments = new Map<string, FragmentDefinitionNode>();
          for (const def of document.definitions) {
            if (def.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(def.name.value)) {
              fragments.set(def.name.value, def);
            }
          }
          for (const def of document.definitions) {
            if (def.kind !== Kind.OPERATION_DEFINITION) continue;
            const first = def.name?.value ?? `<anonymous ${where}>`;
            // One name can stand for two different documents (VSF's wishlist and its item count):
            // each counts, the second as `name#2`.
            let name = first;
            for (let n = 2; printed.has(name); n++) {
              if (printed.get(name) === print(def)) break;
              name = `${first}#${n}`;
            }
            if (printed.has(name)) continue;
            printed.set(name, print(def));
            const used: FragmentDefinitionNode[] = [];
            const queue = spreads(def);
            const seen = new Set<string>();
            while (queue.length > 0) {
              const next = queue.shift()!;
              if (seen.has(next)) continue;
              seen.add(next);
              const fragment = fragments.get(next);
              if (!fragment) continue; // validation reports the unknown fragment
              used.push(fragment);
              queue.push(...spreads(fragment));
            }
            const sent = withoutClientFields({ kind: Kind.DOCUMENT, definitions: [def, ...used] });
            if (!sent) {
              localOnly.push(name);
              continue;
            }
            operations.set(name, {
              name,
              type: def.operation as ClientOperation['type'],
              location: where,
              document: sent,
            });
          }
        }
      }
    }
  return {
    operations: [...operations.values()],
    localOnly,
    problems,
  };
}

/** The operation's text, as a client would send it. */
export const operationText = (operation: ClientOperation): string => print(operation.document);
