import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Brings the pinned client packages (clients.json) into `.clients/node_modules/` beside this file:
 * only their own tarballs, fetched with `npm pack` (the registry, through npm's cache) and checked
 * against the pinned sha512. Their dependencies and peers (React 17, webpack 4, PWA Studio's
 * buildpack …) are never installed: the suite reads the packages' sources, it does not run them,
 * and the workspace install stays as it is.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const CLIENTS_DIR = path.join(here, '.clients', 'node_modules');

interface Pin {
  name: string;
  version: string;
  integrity: string;
}

export const PINS: Pin[] = (
  JSON.parse(readFileSync(path.join(here, 'clients.json'), 'utf8')) as { packages: Pin[] }
).packages;

/** The folder a pinned package is unpacked in. */
export const clientRoot = (name: string) => path.join(CLIENTS_DIR, ...name.split('/'));

const stamp = (pin: Pin) => path.join(clientRoot(pin.name), '.pinned');

/** Installs whatever is missing or of another version; returns the packages it fetched. */
export function installClients(): string[] {
  const fetched: string[] = [];
  for (const pin of PINS) {
    if (existsSync(stamp(pin)) && readFileSync(stamp(pin), 'utf8') === pin.integrity) continue;
    const work = mkdtempSync(path.join(tmpdir(), 'magento-client-'));
    try {
      const out = execFileSync(
        'npm',
        ['pack', `${pin.name}@${pin.version}`, '--pack-destination', work, '--json', '--silent'],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 120_000 },
      );
      const [packed] = JSON.parse(out) as { filename: string }[];
      if (!packed) throw new Error(`npm pack gave no tarball for ${pin.name}@${pin.version}`);
      const { filename } = packed;
      const tarball = path.join(work, filename.replace(/^@[^/]+\//, '').replace('/', '-'));
      const digest = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
      if (digest !== pin.integrity) {
        throw new Error(
          `${pin.name}@${pin.version}: tarball ${digest} is not the pinned ${pin.integrity}`,
        );
      }
      const target = clientRoot(pin.name);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      // npm's tarballs hold everything under `package/`.
      execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
      writeFileSync(stamp(pin), pin.integrity);
      fetched.push(`${pin.name}@${pin.version}`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return fetched;
}
