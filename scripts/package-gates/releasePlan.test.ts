import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { publishedPackages, repoRoot } from './publishedPackages';

/**
 * The release flow of RELEASING.md, run with the real changesets CLI and `.changeset/config.json`
 * on a scratch copy of the workspace manifests (the repository is not touched): a minor changeset
 * for the SDK must raise the SDK's minor version, give react-hooks a patch release with the new
 * SDK version, leave the UI kit alone, and never version a private workspace or the schema.
 */

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
}

const bumpTypes = new Set(['major', 'minor', 'patch']);
const publishedNames = new Set(publishedPackages.map((pkg) => pkg.name));

/** The workspace folders of the root package.json, its `dir/*` globs expanded. */
async function workspaceDirs(): Promise<string[]> {
  const root = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const dirs = await Promise.all(
    root.workspaces.map(async (pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const parent = pattern.slice(0, -2);
      const entries = await readdir(join(repoRoot, parent), { withFileTypes: true });
      const candidates = entries.filter((entry) => entry.isDirectory());
      const withManifest = await Promise.all(
        candidates.map(async (entry) => {
          const dir = `${parent}/${entry.name}`;
          const found = await readFile(join(repoRoot, dir, 'package.json')).then(
            () => true,
            () => false,
          );
          return found ? dir : null;
        }),
      );
      return withManifest.filter((dir): dir is string => dir !== null);
    }),
  );
  return dirs.flat();
}

async function readManifest(root: string, dir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(root, dir, 'package.json'), 'utf8')) as Manifest;
}

/** `0.1.0` + `minor` → `0.2.0`. */
function bump(version: string, type: 'minor' | 'patch'): string {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  return type === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

describe('changesets release flow', () => {
  let scratch: string;
  let dirs: string[];
  const before = new Map<string, Manifest>();
  const after = new Map<string, Manifest>();

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'release-plan-'));
    dirs = await workspaceDirs();
    await cp(join(repoRoot, 'package.json'), join(scratch, 'package.json'));
    await mkdir(join(scratch, '.changeset'));
    await cp(join(repoRoot, '.changeset/config.json'), join(scratch, '.changeset/config.json'));
    for (const dir of dirs) {
      await mkdir(join(scratch, dir), { recursive: true });
      await cp(join(repoRoot, dir, 'package.json'), join(scratch, dir, 'package.json'));
      await cp(join(repoRoot, dir, 'CHANGELOG.md'), join(scratch, dir, 'CHANGELOG.md')).catch(
        () => undefined,
      );
      before.set(dir, await readManifest(scratch, dir));
    }
    // The CLI loads the changelog writer named in config.json from the project's node_modules.
    await symlink(join(repoRoot, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    await writeFile(
      join(scratch, '.changeset/release-plan-test.md'),
      "---\n'@agri-parts/sdk': minor\n---\n\nA new extension point.\n",
    );
    const git = (...args: string[]) =>
      execFileSync(
        'git',
        ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args],
        {
          cwd: scratch,
          stdio: 'pipe',
        },
      );
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-q', '-m', 'scratch copy');
    execFileSync(
      process.execPath,
      [join(repoRoot, 'node_modules/@changesets/cli/bin.js'), 'version'],
      {
        cwd: scratch,
        stdio: 'pipe',
      },
    );
    for (const dir of dirs) after.set(dir, await readManifest(scratch, dir));
  }, 60_000);

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  const byName = (map: Map<string, Manifest>, name: string): Manifest => {
    const found = [...map.values()].find((manifest) => manifest.name === name);
    if (!found) throw new Error(`no workspace named ${name}`);
    return found;
  };

  it('raises the SDK by the changeset and patches react-hooks, which depends on it', () => {
    const sdkBefore = byName(before, '@agri-parts/sdk').version;
    const sdkAfter = byName(after, '@agri-parts/sdk').version;
    expect(sdkAfter).toBe(bump(sdkBefore, 'minor'));
    const hooks = byName(after, '@agri-parts/react-hooks');
    expect(hooks.version).toBe(bump(byName(before, '@agri-parts/react-hooks').version, 'patch'));
    expect(hooks.dependencies?.['@agri-parts/sdk']).toBe(sdkAfter);
    expect(byName(after, '@agri-parts/ui').version).toBe(byName(before, '@agri-parts/ui').version);
  });

  it('never versions a private workspace or the schema, but keeps their dependencies in step', () => {
    const sdkAfter = byName(after, '@agri-parts/sdk').version;
    const unpublished = dirs.filter((dir) => !publishedNames.has(before.get(dir)!.name));
    expect(unpublished.length).toBeGreaterThan(0);
    for (const dir of unpublished) {
      expect(after.get(dir)!.version, dir).toBe(before.get(dir)!.version);
      const sdkRange = after.get(dir)!.dependencies?.['@agri-parts/sdk'];
      if (sdkRange !== undefined) expect(sdkRange, dir).toBe(sdkAfter);
    }
  });

  it('writes the entry on top of each released package’s CHANGELOG and consumes the changeset', async () => {
    const sdk = byName(after, '@agri-parts/sdk');
    const changelog = await readFile(join(scratch, 'packages/sdk/CHANGELOG.md'), 'utf8');
    expect(changelog.startsWith(`# @agri-parts/sdk\n\n## ${sdk.version}\n`)).toBe(true);
    expect(changelog).toContain('A new extension point.');
    expect(changelog).toContain(`## ${byName(before, '@agri-parts/sdk').version}`);
    const hooksChangelog = await readFile(
      join(scratch, 'packages/react-hooks/CHANGELOG.md'),
      'utf8',
    );
    expect(hooksChangelog).toContain(`@agri-parts/sdk@${sdk.version}`);
    expect(await readdir(join(scratch, '.changeset'))).toEqual(['config.json']);
  });
});

describe('pending changesets', () => {
  it('name only the published packages, each with a semver bump', async () => {
    const files = (await readdir(join(repoRoot, '.changeset'))).filter(
      (file) => file.endsWith('.md') && file !== 'README.md',
    );
    for (const file of files) {
      const text = await readFile(join(repoRoot, '.changeset', file), 'utf8');
      const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
      expect(frontmatter, file).not.toBeNull();
      const releases = frontmatter![1]!
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => /^['"]?([^'":]+)['"]?:\s*(\w+)$/.exec(line.trim()));
      for (const release of releases) {
        expect(release, `${file}: a line of "'package': bump"`).not.toBeNull();
        expect(publishedNames.has(release![1]!), `${file}: ${release![1]}`).toBe(true);
        expect(bumpTypes.has(release![2]!), `${file}: ${release![2]}`).toBe(true);
      }
    }
  });
});
