// Runs every benchmark, one after another, so their figures come from a quiet machine:
// each `bench:*` script of the root package.json (except this one), then prints a summary.
// `npm run bench:all` (after `npm run build`); `-- --only lighthouse,ssr` runs a subset.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const onlyArgument = process.argv.indexOf('--only');
const only =
  onlyArgument >= 0 ? new Set((process.argv[onlyArgument + 1] ?? '').split(',')) : undefined;

const scripts = Object.keys(pkg.scripts)
  .filter((name) => name === 'bench' || (name.startsWith('bench:') && name !== 'bench:all'))
  .filter((name) => !only || only.has(name.replace(/^bench:?/, '') || 'search'));

const outcomes = [];
for (const script of scripts) {
  console.log(`\n== npm run ${script}`);
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  outcomes.push({ script, status, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\n== summary');
for (const { script, status, seconds } of outcomes) {
  console.log(`${status === 0 ? 'ok    ' : 'FAILED'} ${script} (${seconds} s)`);
}
process.exitCode = outcomes.some((outcome) => outcome.status !== 0) ? 1 : 0;
