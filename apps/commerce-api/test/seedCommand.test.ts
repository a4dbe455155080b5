import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs a root npm script as the README writes it, from the repository's root. */
function rootScript(args: string[]) {
  return spawnSync('npm', ['run', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
}

describe('npm run seed from the repository root (as the README says)', () => {
  it('passes its options through to the seed command', () => {
    const help = rootScript(['seed', '--', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('npm run seed -- [--products N] [--seed S] [--reset]');
  });

  it('refuses an unknown option instead of ignoring it', () => {
    const unknown = rootScript(['seed', '--', '--no-such-option']);
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toMatch(/no-such-option/);
  });
});
