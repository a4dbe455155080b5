import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Packs each package folder as `npm publish` would (its `files`, `.npmignore` and always-included
 * files), in one npm run, and returns the tarballs' bytes keyed by package name.
 */
export function packTarballs(dirs: readonly string[]): Map<string, Uint8Array> {
  const destination = mkdtempSync(join(tmpdir(), 'agri-pack-'));
  try {
    const output = execFileSync(
      'npm',
      [
        'pack',
        '--json',
        '--ignore-scripts',
        '--pack-destination',
        destination,
        ...dirs.map((dir) => resolve(dir)),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const packed = JSON.parse(output) as Array<{ name: string; filename: string }>;
    return new Map(
      packed.map(({ name, filename }) => [
        name,
        new Uint8Array(readFileSync(join(destination, filename))),
      ]),
    );
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
}
