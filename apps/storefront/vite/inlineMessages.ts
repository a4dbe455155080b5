import ts from 'typescript';
import type { Plugin } from 'vite';

/** Where a `translate` call could not be inlined: its key is not a literal. */
export interface DynamicTranslateCall {
  line: number;
  text: string;
}

/** What {@link inlineTranslateCalls} made of a module. */
export interface InlinedMessages {
  code: string;
  /** How many calls became their message. */
  inlined: number;
  dynamic: DynamicTranslateCall[];
}

/** The function every call with placeholders becomes, imported from `formatModule`. */
const formatName = '__formatMessage';

/**
 * Replaces each `translate('key')` call of a module with the key's Norwegian text, and each
 * `translate('key', params)` with `formatMessage(text, params, 'key')` — a key chosen by a
 * condition of literals (`translate(a ? 'x' : 'y')`) too. A browser bundle then carries only the
 * texts its own modules show, not the whole translation file: messages split by route for free,
 * exactly as the bundler splits the code. Calls whose key is not a literal are left and reported
 * (`dynamic`); a key the file lacks, or a text with placeholders called without values, is an
 * error, as it is at run time. Only calls of the `translate` imported from the i18n module count.
 * Pure: no file is read.
 */
export function inlineTranslateCalls(
  code: string,
  fileName: string,
  messages: Readonly<Record<string, string>>,
  formatModule: string,
): InlinedMessages {
  let inlined = 0;
  let withParams = false;
  let current = code;
  let dynamic: DynamicTranslateCall[] = [];
  // Innermost calls first (a call may pass another's text as a value), one pass per depth.
  for (let pass = 0; pass < 8; pass += 1) {
    const source = ts.createSourceFile(
      fileName,
      current,
      ts.ScriptTarget.Latest,
      true,
      kindOf(fileName),
    );
    const name = translateBinding(source);
    if (!name) return { code, inlined: 0, dynamic: [] };
    const calls: ts.CallExpression[] = [];
    const visit = (node: ts.Node) => {
      if (isTranslateCall(node, name)) calls.push(node);
      ts.forEachChild(node, visit);
    };
    visit(source);
    const innermost = calls.filter(
      (call) => !calls.some((other) => other !== call && contains(call, other, source)),
    );
    dynamic = [];
    const edits: { start: number; end: number; text: string }[] = [];
    for (const call of innermost) {
      const replacement = replaceCall(call, source, messages);
      if (replacement === null) {
        dynamic.push({
          line: source.getLineAndCharacterOfPosition(call.getStart(source)).line + 1,
          text: call.getText(source),
        });
        continue;
      }
      withParams ||= call.arguments.length > 1;
      edits.push({ start: call.getStart(source), end: call.getEnd(), text: replacement });
    }
    if (edits.length === 0) break;
    inlined += edits.length;
    for (const edit of edits.sort((a, b) => b.start - a.start)) {
      current = current.slice(0, edit.start) + edit.text + current.slice(edit.end);
    }
  }
  if (inlined === 0) return { code, inlined, dynamic };
  const importLine = withParams
    ? `import { formatMessage as ${formatName} } from ${JSON.stringify(formatModule)};\n`
    : '';
  return { code: importLine + current, inlined, dynamic };
}

function kindOf(fileName: string): ts.ScriptKind {
  return fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JSX;
}

/** The local name of `translate` imported from the i18n module, or `null`. */
function translateBinding(source: ts.SourceFile): string | null {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    if (!/(^|\/)i18n\/translate(\.ts)?$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if ((element.propertyName ?? element.name).text === 'translate' && !element.isTypeOnly) {
        return element.name.text;
      }
    }
  }
  return null;
}

function isTranslateCall(node: ts.Node, name: string): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name
  );
}

function contains(outer: ts.Node, inner: ts.Node, source: ts.SourceFile): boolean {
  return inner.getStart(source) >= outer.getStart(source) && inner.getEnd() <= outer.getEnd();
}

/** The call's replacement, or `null` when its key is not literal. */
function replaceCall(
  call: ts.CallExpression,
  source: ts.SourceFile,
  messages: Readonly<Record<string, string>>,
): string | null {
  const [keyNode, paramsNode] = call.arguments;
  if (!keyNode) return null;
  const params = paramsNode ? paramsNode.getText(source) : null;
  const render = (node: ts.Expression): string | null => {
    if (ts.isParenthesizedExpression(node)) return render(node.expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const key = node.text;
      if (!Object.hasOwn(messages, key)) {
        throw new Error(`${source.fileName}: unknown message key "${key}"`);
      }
      const text = messages[key]!;
      if (params === null) {
        const placeholder = /\{(\w+)\}/.exec(text);
        if (placeholder) {
          throw new Error(
            `${source.fileName}: message "${key}" needs a value for {${placeholder[1]}}`,
          );
        }
        return JSON.stringify(text);
      }
      return `${formatName}(${JSON.stringify(text)}, ${params}, ${JSON.stringify(key)})`;
    }
    if (ts.isConditionalExpression(node)) {
      const whenTrue = render(node.whenTrue);
      const whenFalse = render(node.whenFalse);
      if (whenTrue === null || whenFalse === null) return null;
      return `(${node.condition.getText(source)} ? ${whenTrue} : ${whenFalse})`;
    }
    return null;
  };
  return render(keyNode);
}

/** Options of {@link inlineMessages}. */
export interface InlineMessagesOptions {
  /** The translation file's texts by key. */
  messages: Readonly<Record<string, string>>;
  /** The module exporting `formatMessage(text, params, key)`, as an import specifier. */
  formatModule: string;
}

/**
 * A Vite plugin for the browser build: each module's `translate('key')` calls become their
 * texts (see {@link inlineTranslateCalls}), so no page ships the translation file. A call whose
 * key is not a literal fails the build — it would bring the whole file back into the page.
 */
export function inlineMessages(options: InlineMessagesOptions): Plugin {
  return {
    name: 'agri-parts:inline-messages',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('/node_modules/') || !code.includes('translate')) {
        return null;
      }
      const result = inlineTranslateCalls(code, id, options.messages, options.formatModule);
      if (result.dynamic.length > 0) {
        this.error(
          `translate() with a key that is not a literal would bring the whole translation file ` +
            `into the page; pass literal keys (or a condition of them):\n` +
            result.dynamic.map((call) => `  ${id}:${call.line}  ${call.text}`).join('\n'),
        );
      }
      return result.inlined > 0 ? { code: result.code, map: null } : null;
    },
  };
}
