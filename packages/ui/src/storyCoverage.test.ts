// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { composeStories } from '@storybook/react-vite';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseBreakpoints } from './docs/parseBreakpoints';
import { desktopViewport, mobileViewport } from './docs/storyViewports';
import * as kit from './index';

/**
 * Every component the kit exports is documented by a stories file, and every state its props can
 * put it in (loading, busy, disabled, error, empty) has a story showing it. The states are read
 * from the component's props type with the TypeScript compiler, so a new `loading` prop without a
 * `Loading` story fails here. A component whose stylesheet changes with the screen width has a
 * story on a phone and one at the desktop breakpoint, at widths `tokens.css` lists.
 */

type StoryModule = Parameters<typeof composeStories>[0] & {
  default: {
    component?: unknown;
    subcomponents?: Record<string, unknown>;
    globals?: StoryGlobals;
  };
} & Record<string, { globals?: StoryGlobals }>;

interface StoryGlobals {
  viewport?: { value?: string };
}

const readSource = (path: string) =>
  readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

const storyModules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** A story as the coverage rules see it: its export name, its args and its viewport. */
interface StorySummary {
  name: string;
  args: Record<string, unknown>;
  /** The viewport the story sets (its own or its meta's), if any. */
  viewport: string | undefined;
}

/** A state a component's props allow, and how to recognise a story that shows it. */
interface StateRule {
  state: string;
  shows: (story: StorySummary) => boolean;
}

/** A prop that picks one of a few looks or layouts, and the values it takes. */
interface VariantProp {
  prop: string;
  values: string[];
}

/** Props whose string values are looks, layouts or states worth a story each. */
const VARIANT_PROPS = new Set([
  'variant',
  'size',
  'tone',
  'layout',
  'side',
  'mode',
  'status',
  'state',
  'cartState',
  'trigger',
]);

const components = Object.entries(kit).filter(
  ([name, value]) => /^[A-Z]/.test(name) && typeof value === 'function',
);

function storiesOf(component: unknown): StorySummary[] {
  return Object.values(storyModules).flatMap((module) => {
    const meta = module.default;
    const documents =
      meta.component === component ||
      (Object.values(meta.subcomponents ?? {}) as unknown[]).includes(component);
    if (!documents) return [];
    return Object.entries(composeStories(module)).map(([name, story]) => ({
      name,
      args: (story as { args: Record<string, unknown> }).args,
      viewport: module[name]?.globals?.viewport?.value ?? meta.globals?.viewport?.value,
    }));
  });
}

const named = (pattern: RegExp) => (story: StorySummary) => pattern.test(story.name);

/** The states and variants each component's own props (not the inherited HTML ones) allow. */
function rulesByComponent(): Map<string, { states: StateRule[]; variants: VariantProp[] }> {
  const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
  const program = ts.createProgram([entry], {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const rules = new Map<string, { states: StateRule[]; variants: VariantProp[] }>();

  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Function)) continue;
    const propsParameter = checker.getTypeOfSymbol(symbol).getCallSignatures()[0]?.parameters[0];
    if (!propsParameter) continue;
    const props = checker.getTypeOfSymbol(propsParameter);
    const own = (name: string) => {
      const prop = props.getProperty(name);
      const declaredHere = prop?.declarations?.some(
        (declaration) => !declaration.getSourceFile().fileName.includes('node_modules'),
      );
      return prop && declaredHere
        ? checker.getNonNullableType(checker.getTypeOfSymbol(prop))
        : null;
    };
    const isBoolean = (type: ts.Type | null) =>
      type !== null && (type.flags & ts.TypeFlags.BooleanLike) !== 0;
    const literals = (type: ts.Type | null) =>
      type?.isUnion() ? type.types.filter((t) => t.isStringLiteral()).map((t) => t.value) : [];
    const labels = own('labels');
    const status = literals(own('status'));

    const componentRules: StateRule[] = [];
    if (isBoolean(own('loading')) || status.includes('loading')) {
      componentRules.push({
        state: 'loading',
        shows: (story) =>
          story.args.loading === true ||
          story.args.status === 'loading' ||
          /Loading/.test(story.name),
      });
    }
    if (isBoolean(own('busy'))) {
      componentRules.push({
        state: 'busy',
        shows: (story) => story.args.busy === true || named(/Busy/)(story),
      });
    }
    if (isBoolean(own('disabled'))) {
      componentRules.push({
        state: 'disabled',
        shows: (story) => story.args.disabled === true || named(/Disabled/)(story),
      });
    }
    if (own('error') || own('errorMessage') || status.includes('error')) {
      componentRules.push({
        state: 'error',
        shows: (story) =>
          Boolean(story.args.error) ||
          Boolean(story.args.errorMessage) ||
          story.args.status === 'error' ||
          named(/Error/)(story),
      });
    }
    if (own('empty') || own('emptyAction') || labels?.getProperty('empty')) {
      componentRules.push({
        state: 'empty',
        shows: (story) =>
          named(/Empty/)(story) ||
          Object.values(story.args).some((value) => Array.isArray(value) && value.length === 0),
      });
    }
    const variants = props
      .getProperties()
      .filter((prop) => VARIANT_PROPS.has(prop.getName()))
      .map((prop) => ({ prop: prop.getName(), values: literals(own(prop.getName())) }))
      .filter((variant) => variant.values.length > 1);
    rules.set(exported.getName(), { states: componentRules, variants });
  }
  return rules;
}

describe('story coverage', () => {
  it.each(components)('%s has stories', (_name, component) => {
    expect(storiesOf(component).length).toBeGreaterThan(0);
  });

  it('every loading, busy, disabled, error and empty state a component allows has a story', () => {
    const rules = rulesByComponent();
    // The compiler found the components: a broken entry point must not pass as "no states".
    expect(rules.get('TractorList')?.states.map((rule) => rule.state)).toEqual([
      'loading',
      'error',
      'empty',
    ]);

    const missing = components.flatMap(([name, component]) => {
      const stories = storiesOf(component);
      return (rules.get(name)?.states ?? [])
        .filter((rule) => !stories.some(rule.shows))
        .map((rule) => `${name}: no ${rule.state} story`);
    });
    expect(missing).toEqual([]);
  }, 60_000);

  it('every variant of a look, layout or state prop has a story', () => {
    const rules = rulesByComponent();
    expect(rules.get('Button')?.variants).toContainEqual({
      prop: 'variant',
      values: ['primary', 'secondary', 'ghost'],
    });

    const missing = components.flatMap(([name, component]) => {
      const stories = storiesOf(component);
      return (rules.get(name)?.variants ?? []).flatMap(({ prop, values }) => {
        const uncovered = values.filter(
          (value) => !stories.some((story) => story.args[prop] === value),
        );
        // A story that leaves the prop out shows its default: one value may be covered that way.
        const defaultShown = stories.some((story) => story.args[prop] === undefined);
        return uncovered.length > (defaultShown ? 1 : 0)
          ? [`${name}: ${prop} ${uncovered.join(', ')} without a story`]
          : [];
      });
    });
    expect(missing).toEqual([]);
  }, 60_000);

  it('every viewport a story sets is one of the breakpoints in tokens.css', () => {
    const names = parseBreakpoints(readSource('./tokens/tokens.css')).map(({ name }) => name);
    expect(names).toContain('xs');

    const unknown = components.flatMap(([component, value]) =>
      storiesOf(value)
        .filter((story) => story.viewport !== undefined && !names.includes(story.viewport))
        .map((story) => `${component} ${story.name}: ${story.viewport}`),
    );
    expect(unknown).toEqual([]);
  });

  it('a component whose stylesheet has width media queries has a mobile and a desktop story', () => {
    const folders = [...new Set(Object.keys(storyModules).map((path) => path.split('/')[1]!))];
    const responsive = folders.filter((folder) => {
      const stylesheet = `./${folder}/${folder}.css`;
      return (
        existsSync(fileURLToPath(new URL(stylesheet, import.meta.url))) &&
        /@media[^{]*\((?:min|max)-width/.test(readSource(stylesheet))
      );
    });
    expect(responsive).toContain('Header');

    const missing = responsive.flatMap((folder) => {
      // The folder's stories: a stylesheet may lay out a companion (Notification → NotificationArea).
      const viewports = Object.entries(storyModules)
        .filter(([path]) => path.startsWith(`./${folder}/`))
        .flatMap(([, module]) =>
          Object.keys(composeStories(module)).map(
            (name) =>
              module[name]?.globals?.viewport?.value ?? module.default.globals?.viewport?.value,
          ),
        );
      return [
        ...(viewports.includes(mobileViewport.viewport.value)
          ? []
          : [`${folder}: no mobile story`]),
        ...(viewports.includes(desktopViewport.viewport.value)
          ? []
          : [`${folder}: no desktop story`]),
      ];
    });
    expect(missing).toEqual([]);
  });
});
