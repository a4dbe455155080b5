import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * Inlines the local `@import '...';` lines of a stylesheet, recursively, so the shop gets one
 * file. Components never import CSS from JavaScript (the server imports them in Node), so the
 * stylesheet is built beside the bundle rather than through it.
 */
async function inlineCssImports(file: string): Promise<string> {
  const css = await readFile(file, 'utf8');
  const parts: string[] = [];
  let last = 0;
  for (const match of css.matchAll(/^@import '(\.[^']+)';$/gm)) {
    parts.push(css.slice(last, match.index));
    parts.push(await inlineCssImports(join(dirname(file), match[1] ?? '')));
    last = match.index + match[0].length;
  }
  parts.push(css.slice(last));
  return parts.join('');
}

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  // Published without source maps: they doubled the tarball, and the unminified output reads
  // well in a stack trace; the workspace debugs the TypeScript source itself.
  sourcemap: false,
  clean: true,
  target: 'es2022',
  async onSuccess() {
    await mkdir('dist', { recursive: true });
    await copyFile('src/tokens/tokens.css', 'dist/tokens.css');
    await copyFile('src/Icon/icons.svg', 'dist/icons.svg');
    await writeFile('dist/styles.css', await inlineCssImports('src/styles.css'));
  },
});
