#!/usr/bin/env node
// Runs every test: the browser journeys beside everything else, as two Vitest processes.
//
// Why two: Vitest puts a project without file parallelism (the journeys: one browser, one shop)
// in a group of its own that starts only after every other file has finished, so on two cores
// the journeys (~20 min) waited for the unit and integration files (~6 min). Side by side each
// keeps one core busy. Lines are prefixed with their run; the exit code fails if either fails.
//
// With arguments (`npm test -- <filter or options>`) it is one plain `vitest run` with them.
import { execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const e2eProject = '@agri-parts/storefront-e2e';

/** Runs `vitest run` with `args`, each output line prefixed; resolves with its exit code. */
function run(label, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`${label} │ ${line}\n`));
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const extra = process.argv.slice(2);
if (extra.length > 0) {
  const child = spawn(process.execPath, [vitest, 'run', ...extra], { stdio: 'inherit' });
  child.on('close', (code) => process.exit(code ?? 1));
} else {
  const started = Date.now();
  // What both runs' global setups would build, built once here: two turbo builds at the same time
  // would write the same dist/ folders. The setups see AGRI_TESTS_BUILT and skip theirs.
  execFileSync(
    'npx',
    [
      'turbo',
      'run',
      'build',
      ...[
        '@agri-parts/commerce-api',
        '@agri-parts/storefront',
        '@agri-parts/payment-provider',
        '@agri-parts/sdk',
        '@agri-parts/react-hooks',
        '@agri-parts/ui',
        '@agri-parts/schema',
      ].map((name) => `--filter=${name}`),
      '--output-logs=errors-only',
    ],
    { stdio: 'inherit' },
  );
  process.env.AGRI_TESTS_BUILT = '1';
  const [units, journeys] = await Promise.all([
    run('unit', ['--project', `!${e2eProject}`]),
    run('e2e ', ['--project', e2eProject]),
  ]);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `== tests: unit and integration ${units === 0 ? 'passed' : 'FAILED'}, ` +
      `browser journeys ${journeys === 0 ? 'passed' : 'FAILED'} (${minutes} min side by side)`,
  );
  process.exit(units === 0 && journeys === 0 ? 0 : 1);
}
