import { execFileSync } from 'node:child_process';

import { publishedPackages, repoRoot } from './publishedPackages';

/**
 * Builds the published packages' `dist/` (and the schema's) once for the run, through turbo like
 * the browser journeys' setup: whichever of the two runs second finds turbo's cache and only
 * restores files.
 */
export default function setup(): void {
  // `npm test` (scripts/run-tests.mjs) has built it all once for both of its runs.
  if (process.env.AGRI_TESTS_BUILT !== '1') {
    execFileSync(
      'npx',
      [
        'turbo',
        'run',
        'build',
        ...publishedPackages.map((pkg) => `--filter=${pkg.name}`),
        // Not published, but required from CommonJS by the gates like the others.
        '--filter=@agri-parts/schema',
        '--output-logs=errors-only',
      ],
      { cwd: repoRoot, stdio: 'inherit' },
    );
  }
}
