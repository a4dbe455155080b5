import { describe, expect, it } from 'vitest';
import {
  assemblyName,
  balloonLayout,
  planPartDiagrams,
  quantityPerMachine,
  type DiagramPart,
} from './planPartDiagrams.js';

const part = (productId: number, name: string, categoryId: number, ...names: string[]) =>
  ({ productId, name, categoryId, categoryNames: names }) satisfies DiagramPart;

describe('assemblyName', () => {
  it('splits the engine by leaf and says the parts-book names', () => {
    expect(assemblyName(['Traktordeler', 'Motor', 'Filter'])).toBe('Motor – smøring og filtre');
    expect(assemblyName(['Traktordeler', 'Motor', 'Pakninger'])).toBe('Motor – pakninger');
    expect(assemblyName(['Traktordeler', 'Kjøling og eksos', 'Eksos'])).toBe('Kjøling og eksos');
  });

  it('lets brakes and implements stand alone and prefixes the other groups with their top level', () => {
    expect(assemblyName(['Bremser og styring', 'Bremser', 'Bremsebelegg'])).toBe('Bremser');
    expect(assemblyName(['Redskapsdeler', 'Slåmaskin', 'Knivblad og knivbolter'])).toBe(
      'Slåmaskin',
    );
    expect(assemblyName(['Hydraulikk', 'Pumper og ventiler', 'Ventiler'])).toBe(
      'Hydraulikk – pumpe og ventiler',
    );
    expect(assemblyName(['Elektrisk', 'Lys', 'Lys og arbeidslys'])).toBe('Elektrisk – lys');
  });

  it('leaves tools, oil and whole machines off the diagrams, and needs two levels', () => {
    expect(assemblyName(['Verksted og utstyr', 'Smøring og olje', 'Motorolje'])).toBeNull();
    expect(assemblyName(['Maskiner', 'Transport', 'Tilhengere og vogner'])).toBeNull();
    expect(assemblyName(['Hydraulikk'])).toBeNull();
    expect(assemblyName([])).toBeNull();
  });
});

describe('quantityPerMachine', () => {
  it('counts paired and sets of parts by leaf, one otherwise', () => {
    expect(quantityPerMachine(['Bremser og styring', 'Bremser', 'Bremsebelegg'])).toBe(4);
    expect(quantityPerMachine(['Traktordeler', 'Foraksel og hjul', 'Hjullager'])).toBe(2);
    expect(quantityPerMachine(['Traktordeler', 'Motor', 'Filter'])).toBe(1);
    expect(quantityPerMachine([])).toBe(1);
  });
});

describe('balloonLayout', () => {
  it('starts at twelve o’clock and goes clockwise inside the picture', () => {
    const layout = balloonLayout(4);
    expect(layout[0]).toEqual({ x: 50, y: 8.04 });
    expect(layout[1]!.x).toBeGreaterThan(90);
    expect(layout[2]!.y).toBeGreaterThan(90);
    expect(layout[3]!.x).toBeLessThan(10);
    for (const { x, y } of balloonLayout(47)) {
      expect(x).toBeGreaterThan(2);
      expect(x).toBeLessThan(98);
      expect(y).toBeGreaterThan(2);
      expect(y).toBeLessThan(98);
    }
  });
});

describe('planPartDiagrams', () => {
  const parts = [
    part(30, 'Bremsebelegg bak', 40, 'Bremser og styring', 'Bremser', 'Bremsebelegg'),
    part(12, 'Oljefilter', 5, 'Traktordeler', 'Motor', 'Filter'),
    part(11, 'Dieselfilter', 5, 'Traktordeler', 'Motor', 'Filter'),
    part(50, 'Motorolje 15W-40', 70, 'Verksted og utstyr', 'Smøring og olje', 'Motorolje'),
    part(31, 'Bremsebelegg foran', 40, 'Bremser og styring', 'Bremser', 'Bremsebelegg'),
  ];

  it('groups in category order, numbers by name and gives quantities', () => {
    const plan = planPartDiagrams(parts);
    expect(plan.map(({ uid, name, position }) => ({ uid, name, position }))).toEqual([
      { uid: 'motor-smoring-og-filtre', name: 'Motor – smøring og filtre', position: 1 },
      { uid: 'bremser', name: 'Bremser', position: 2 },
    ]);
    expect(plan[0]!.positions.map((p) => [p.position, p.productId, p.quantity])).toEqual([
      [1, 11, 1],
      [2, 12, 1],
    ]);
    expect(plan[1]!.positions.map((p) => [p.position, p.productId, p.quantity])).toEqual([
      [1, 30, 4],
      [2, 31, 4],
    ]);
  });

  it('is the same whatever order the parts come in, and draws each product once', () => {
    const plan = planPartDiagrams(parts);
    expect(planPartDiagrams([...parts].reverse())).toEqual(plan);
    expect(planPartDiagrams([...parts, parts[1]!])).toEqual(plan);
  });

  it('draws a picture with every number at its balloon', () => {
    const [engine] = planPartDiagrams(parts);
    expect(engine!.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(engine!.svg).toContain('viewBox="0 0 800 560"');
    const first = engine!.positions[0]!;
    expect(engine!.svg).toContain(
      `<circle cx="${Math.round(first.x * 80) / 10}" cy="${Math.round(first.y * 56) / 10}" r="16" class="n"/>`,
    );
    expect(engine!.svg.match(/<text /g)).toHaveLength(2);
    expect(engine!.svg).not.toContain('NaN');
  });

  it('gives no assemblies for a model without parts on a diagram', () => {
    expect(planPartDiagrams([])).toEqual([]);
    expect(planPartDiagrams([parts[3]!])).toEqual([]);
  });
});
