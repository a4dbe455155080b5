/**
 * What an embedder's fragment selects, read without `graphql`'s parser (which stays out of the
 * SDK's bundles): enough of GraphQL's grammar to follow fields, aliases, inline fragments and
 * fragment spreads, skipping arguments and directives. Whether the fragment is valid against the
 * schema is the server's (and the embedder's codegen's) to say.
 */

/** A selection, reduced to what picking the fragment's fields from an answer needs. */
export type PlanSelection =
  | { kind: 'field'; key: string; selections: PlanSelection[] | null }
  | { kind: 'inline'; selections: PlanSelection[] }
  | { kind: 'spread'; name: string };

/** The fields (by response key) a fragment selects, with the fields of each object field. */
export type SelectionPlan = Map<string, SelectionPlan | null>;

type Token = { kind: 'name' | 'punctuator' | 'value'; value: string };

const tokenPattern =
  /[\s,\uFEFF]+|#[^\n\r]*|("""(?:\\"""|[^])*?"""|"(?:\\.|[^"\\\n\r])*")|(\.\.\.|[!$&():=@[\]{|}])|([_A-Za-z][_0-9A-Za-z]*)|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/y;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  tokenPattern.lastIndex = 0;
  while (tokenPattern.lastIndex < source.length) {
    const at = tokenPattern.lastIndex;
    const match = tokenPattern.exec(source);
    if (!match) throw new Error(`unexpected character ${JSON.stringify(source[at])} at ${at}`);
    const [, string, punctuator, name, number] = match;
    if (punctuator) tokens.push({ kind: 'punctuator', value: punctuator });
    else if (name) tokens.push({ kind: 'name', value: name });
    else if (string ?? number) tokens.push({ kind: 'value', value: (string ?? number)! });
  }
  return tokens;
}

/**
 * The selections of each fragment definition of GraphQL source text, by fragment name.
 *
 * @throws Error naming the first token that does not fit a fragment definition.
 */
export function sourceFragmentSelections(source: string): Map<string, PlanSelection[]> {
  const tokens = tokenize(source);
  let index = 0;
  const peek = () => tokens[index];
  const describe = (token: Token | undefined) =>
    token ? JSON.stringify(token.value) : 'the end of the document';
  function expect(kind: Token['kind'], value?: string): string {
    const token = tokens[index];
    if (!token || token.kind !== kind || (value !== undefined && token.value !== value)) {
      throw new Error(`expected ${value ? JSON.stringify(value) : kind}, found ${describe(token)}`);
    }
    index += 1;
    return token.value;
  }
  const isPunctuator = (value: string) => peek()?.kind === 'punctuator' && peek()?.value === value;
  function skipParenthesised(): void {
    if (!isPunctuator('(')) return;
    let depth = 0;
    do {
      const token = tokens[index];
      if (!token) throw new Error('unclosed "("');
      if (token.kind === 'punctuator' && token.value === '(') depth += 1;
      if (token.kind === 'punctuator' && token.value === ')') depth -= 1;
      index += 1;
    } while (depth > 0);
  }
  function skipDirectives(): void {
    while (isPunctuator('@')) {
      index += 1;
      expect('name');
      skipParenthesised();
    }
  }
  function selectionSet(): PlanSelection[] {
    expect('punctuator', '{');
    const selections: PlanSelection[] = [];
    while (!isPunctuator('}')) {
      if (!peek()) throw new Error('unclosed "{"');
      selections.push(selection());
    }
    index += 1;
    if (selections.length === 0) throw new Error('an empty selection set');
    return selections;
  }
  function selection(): PlanSelection {
    if (isPunctuator('...')) {
      index += 1;
      if (peek()?.kind === 'name' && peek()?.value === 'on') {
        index += 1;
        expect('name');
      } else if (peek()?.kind === 'name') {
        const name = expect('name');
        skipDirectives();
        return { kind: 'spread', name };
      }
      skipDirectives();
      return { kind: 'inline', selections: selectionSet() };
    }
    const key = expect('name');
    if (isPunctuator(':')) {
      index += 1;
      expect('name');
    }
    skipParenthesised();
    skipDirectives();
    return { kind: 'field', key, selections: isPunctuator('{') ? selectionSet() : null };
  }

  const fragments = new Map<string, PlanSelection[]>();
  while (index < tokens.length) {
    expect('name', 'fragment');
    const name = expect('name');
    expect('name', 'on');
    expect('name');
    skipDirectives();
    fragments.set(name, selectionSet());
  }
  return fragments;
}

interface AstSelectionSet {
  selections: readonly AstSelection[];
}
type AstSelection =
  | {
      kind: 'Field';
      alias?: { value: string };
      name: { value: string };
      selectionSet?: AstSelectionSet;
    }
  | { kind: 'InlineFragment'; selectionSet: AstSelectionSet }
  | { kind: 'FragmentSpread'; name: { value: string } };

function astSelections(selectionSet: AstSelectionSet): PlanSelection[] {
  return selectionSet.selections.map((selection): PlanSelection => {
    if (selection.kind === 'Field') {
      return {
        kind: 'field',
        key: selection.alias?.value ?? selection.name.value,
        selections: selection.selectionSet ? astSelections(selection.selectionSet) : null,
      };
    }
    if (selection.kind === 'InlineFragment') {
      return { kind: 'inline', selections: astSelections(selection.selectionSet) };
    }
    return { kind: 'spread', name: selection.name.value };
  });
}

/** The selections of each fragment definition of a GraphQL AST, by fragment name. */
export function astFragmentSelections(document: {
  definitions: readonly unknown[];
}): Map<string, PlanSelection[]> {
  const fragments = new Map<string, PlanSelection[]>();
  for (const definition of document.definitions as {
    kind: string;
    name?: { value: string };
    selectionSet: AstSelectionSet;
  }[]) {
    if (definition.kind === 'FragmentDefinition' && definition.name) {
      fragments.set(definition.name.value, astSelections(definition.selectionSet));
    }
  }
  return fragments;
}

/**
 * The fields the fragment `root` asks for by response key; inline fragments and spreads add
 * their fields to their parent's (which of them applied shows in the answer: only those are
 * there).
 */
export function selectionPlan(
  root: string,
  fragments: ReadonlyMap<string, PlanSelection[]>,
): SelectionPlan {
  function add(
    selections: PlanSelection[],
    plan: SelectionPlan,
    spreading: ReadonlySet<string>,
  ): SelectionPlan {
    for (const selection of selections) {
      if (selection.kind === 'field') {
        if (!selection.selections) {
          if (!plan.has(selection.key)) plan.set(selection.key, null);
          continue;
        }
        const child = plan.get(selection.key) ?? new Map();
        plan.set(selection.key, add(selection.selections, child, spreading));
      } else if (selection.kind === 'inline') {
        add(selection.selections, plan, spreading);
      } else {
        const spread = fragments.get(selection.name);
        if (spread && !spreading.has(selection.name)) {
          add(spread, plan, new Set([...spreading, selection.name]));
        }
      }
    }
    return plan;
  }
  return add(fragments.get(root) ?? [], new Map(), new Set([root]));
}

/** The part of `value` that `plan` asks for. */
export function project(value: unknown, plan: SelectionPlan): unknown {
  if (Array.isArray(value)) return value.map((entry) => project(entry, plan));
  if (typeof value !== 'object' || value === null) return value ?? null;
  const result: Record<string, unknown> = {};
  for (const [key, child] of plan) {
    if (!(key in value)) continue;
    const field = (value as Record<string, unknown>)[key];
    result[key] = child ? project(field, child) : field;
  }
  return result;
}
