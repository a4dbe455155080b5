/**
 * Lighthouse is installed on demand: with its dependencies it weighs ~185 MB, and only
 * `npm run bench:lighthouse` uses it, so it is no dev dependency. The first run installs it into
 * bench/.tools (git-ignored) at the version the figures in RESULTS.md were taken with; later runs
 * reuse that copy.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { repoRoot } from './shop';

export const lighthouseVersion = '12.8.2';

const toolsDir = join(repoRoot, 'bench/.tools');
const packageDir = join(toolsDir, 'node_modules/lighthouse');
const installArgs = [
  'install',
  '--no-save',
  '--no-audit',
  '--no-fund',
  '--prefix',
  'bench/.tools',
  `lighthouse@${lighthouseVersion}`,
];

/** The part of a Lighthouse result the benchmark reads. */
export interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    runWarnings: string[];
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
  };
  report: string | string[];
}

export type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<LighthouseResult | undefined>;

function installedVersion(): string | undefined {
  const manifest = join(packageDir, 'package.json');
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Lighthouse's entry point, installed into bench/.tools first if it is not there yet. */
export async function loadLighthouse(): Promise<Lighthouse> {
  if (installedVersion() !== lighthouseVersion) {
    console.log(`Installing Lighthouse ${lighthouseVersion} into bench/.tools (once, ~185 MB)`);
    const { status } = spawnSync('npm', installArgs, { cwd: repoRoot, stdio: 'inherit' });
    if (status !== 0 || installedVersion() !== lighthouseVersion) {
      console.error(
        `Lighthouse could not be installed. From the repository root, run:\n  npm ${installArgs.join(' ')}`,
      );
      process.exit(1);
    }
  }
  const { main } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    main: string;
  };
  const module = (await import(pathToFileURL(join(packageDir, main)).href)) as {
    default: Lighthouse;
  };
  return module.default;
}
