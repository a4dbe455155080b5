import { slugify } from '../seed/generate/slugify.js';
import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH } from './diagramSize.js';
import { renderPartDiagram } from './renderPartDiagram.js';

/** A part that fits a model, with the names of its category from the top level down. */
export interface DiagramPart {
  productId: number;
  name: string;
  /** The part's leaf category; ids follow the category tree depth first, so they give its order. */
  categoryId: number;
  /** Category names from the top level to the leaf, e.g. `['Traktordeler', 'Motor', 'Filter']`. */
  categoryNames: readonly string[];
}

/** Where a part sits in an assembly's picture: its balloon, in percent of width and height. */
export interface PlannedPosition {
  position: number;
  productId: number;
  quantity: number;
  x: number;
  y: number;
}

/** One assembly of a model: its name, URL id, order and numbered parts, and its picture. */
export interface PlannedAssembly {
  uid: string;
  name: string;
  /** 1-based order among the model's assemblies. */
  position: number;
  positions: PlannedPosition[];
  svg: string;
}

/** Top-level categories whose products are not parts of the machine (tools, oil, machines). */
const NOT_ON_A_DIAGRAM = new Set(['Verksted og utstyr', 'Maskiner']);

/** Top levels whose second level already names an assembly on its own ("Bremser", "Motor"). */
const SECOND_LEVEL_ALONE = new Set(['Traktordeler', 'Bremser og styring', 'Redskapsdeler']);

/** Nicer names where the category tree's wording is not how a parts book says it. */
const RENAMED: Record<string, string> = {
  'Motor – filter': 'Motor – smøring og filtre',
  'Hydraulikk – pumper og ventiler': 'Hydraulikk – pumpe og ventiler',
};

/**
 * How many of a part one machine has, by the part's leaf category (a tractor has two front
 * wheel bearings, four brake linings …); everything else is one.
 */
const QUANTITY_PER_MACHINE: Record<string, number> = {
  Hjullager: 2,
  'Spindelbolter og foraksel': 2,
  Bremsebelegg: 4,
  Bremsesylindere: 2,
  'Styrekuler og stag': 2,
  'Lys og arbeidslys': 2,
  'Varsellys og blinklys': 2,
  Speil: 2,
  Hydraulikksylindere: 2,
  Løftearmer: 2,
  'Løftearmer og stag': 2,
  Tindespisser: 8,
  'Knivblad og knivbolter': 12,
  'Pickup-tinder': 24,
  'Hjul og nav': 2,
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The assembly a part belongs to, from its category: the engine is split by leaf ("Motor –
 * pakninger"), the other tractor groups and brakes/steering stand alone ("Bremser"), the rest
 * say their top level ("Hydraulikk – sylindere"). `null` for tools, oil and whole machines.
 */
export function assemblyName(categoryNames: readonly string[]): string | null {
  const [top, second, leaf] = categoryNames;
  if (!top || !second || NOT_ON_A_DIAGRAM.has(top)) return null;
  let name: string;
  if (top === 'Traktordeler' && second === 'Motor' && leaf) name = `Motor – ${lowerFirst(leaf)}`;
  else if (SECOND_LEVEL_ALONE.has(top)) name = second;
  else name = `${top} – ${lowerFirst(second)}`;
  return RENAMED[name] ?? name;
}

/** How many of the part one machine has (see {@link QUANTITY_PER_MACHINE}). */
export function quantityPerMachine(categoryNames: readonly string[]): number {
  const leaf = categoryNames[categoryNames.length - 1];
  return (leaf && QUANTITY_PER_MACHINE[leaf]) || 1;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A model's assemblies from the parts that fit it: grouped by {@link assemblyName}, assemblies in
 * category tree order, parts numbered 1..N by category and name within each, each with its schematic picture. The same parts always
 * give the same assemblies, numbers and pictures, whatever order they come in.
 */
export function planPartDiagrams(parts: readonly DiagramPart[]): PlannedAssembly[] {
  const sorted = [...parts].sort(
    (a, b) =>
      a.categoryId - b.categoryId || compareText(a.name, b.name) || a.productId - b.productId,
  );
  const groups = new Map<string, DiagramPart[]>();
  const seen = new Set<number>();
  for (const part of sorted) {
    const name = assemblyName(part.categoryNames);
    if (name === null || seen.has(part.productId)) continue;
    seen.add(part.productId);
    groups.set(name, [...(groups.get(name) ?? []), part]);
  }
  return [...groups].map(([name, members], index) => {
    const uid = slugify(name);
    const layout = balloonLayout(members.length);
    const positions = members.map((part, at) => ({
      position: at + 1,
      productId: part.productId,
      quantity: quantityPerMachine(part.categoryNames),
      ...layout[at]!,
    }));
    return { uid, name, position: index + 1, positions, svg: renderPartDiagram(uid, positions) };
  });
}

/**
 * Where the N balloons go, in percent: clockwise round an ellipse from twelve o'clock, as a parts
 * book numbers round an exploded view. Rounded to 0.01 % so the numbers are stable.
 */
export function balloonLayout(count: number): { x: number; y: number }[] {
  const round = (value: number) => Math.round(value * 100) / 100;
  return Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / Math.max(count, 1);
    return {
      x: round(((DIAGRAM_WIDTH / 2 + 350 * Math.cos(angle)) / DIAGRAM_WIDTH) * 100),
      y: round(((DIAGRAM_HEIGHT / 2 + 235 * Math.sin(angle)) / DIAGRAM_HEIGHT) * 100),
    };
  });
}
