import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApiReports } from './apiReport';
import { currentApiReports } from './currentApiReports';
import { publishedPackages, repoRoot } from './publishedPackages';

describe('public API reports', () => {
  let reports = new Map<string, string>();
  beforeAll(async () => {
    reports = await currentApiReports();
  });

  for (const pkg of publishedPackages) {
    it(`${pkg.name} exports what ${pkg.apiReport} records`, () => {
      const checkedIn = readFileSync(join(repoRoot, pkg.apiReport), 'utf8');

      expect(
        reports.get(pkg.name),
        `The public API of ${pkg.name} changed. If that is intended, run \`npm run api:update\` ` +
          `and commit ${pkg.apiReport} with the change.`,
      ).toBe(checkedIn);
    });
  }
});

describe('createApiReports', () => {
  function reportFor(source: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'agri-api-report-'));
    try {
      writeFileSync(join(dir, 'helpers.ts'), 'export const limit = 3 as const;\n');
      writeFileSync(join(dir, 'index.ts'), source);
      const reports = createApiReports([{ packageName: 'fixture', entry: join(dir, 'index.ts') }], {
        strict: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      });
      return reports.get('fixture') ?? '';
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const source = [
    '/** Documented. */',
    'export function total(prices: number[], discount?: number) { return prices.length - (discount ?? 0); }',
    'export interface Line { sku: string; quantity?: number }',
    'export type Status = "idle" | "busy";',
    'export class Basket { readonly lines: Line[] = []; private secret = 1; add(line: Line) { return this.lines.length; } }',
    "export { limit as maximum } from './helpers';",
    'interface Receipt { total: number }',
    'export function checkout(basket: Basket): Receipt { return { total: basket.lines.length }; }',
  ].join('\n');

  it('lists every export with its kind and its declared or inferred signature, without TSDoc', () => {
    const report = reportFor(source);

    expect(report).toContain('export function total(prices: number[], discount?: number): number;');
    expect(report).toMatch(/export interface Line \{\s+sku: string;\s+quantity\?: number;\s+\}/);
    expect(report).toContain('export type Status = "idle" | "busy";');
    expect(report).toMatch(
      /export class Basket \{\s+readonly lines: Line\[\];\s+add\(line: Line\): number;\s+\}/,
    );
    expect(report).toContain('export const maximum: 3;');
    expect(report).not.toContain('secret');
    expect(report).toContain('export function checkout(basket: Basket): Receipt;');
    expect(report).toMatch(/not exported.*\n\/\/ - Receipt \(index\.ts\)\n/);
    expect(report).not.toContain('Documented');
  });

  it('changes when an inferred return type changes', () => {
    const changed = source.replace('prices.length - (discount ?? 0)', 'String(prices.length)');

    expect(reportFor(changed)).toContain(
      'export function total(prices: number[], discount?: number): string;',
    );
  });
});
