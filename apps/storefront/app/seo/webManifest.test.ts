import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { manifestIcons, webManifest } from './webManifest';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

describe('webManifest', () => {
  it('names the shop in Norwegian and starts at home', () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({
      short_name: 'Agri Deler',
      lang: 'nb',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.name).toContain('deler til traktor');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('has a 192 and a 512 px icon, and every icon is a file the shop serves', () => {
    expect(manifestIcons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifestIcons)
      expect(existsSync(`${publicDir}${icon.src}`), icon.src).toBe(true);
  });
});
