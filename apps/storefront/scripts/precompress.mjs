// Writes a brotli (quality 11) and a gzip (level 9) copy next to every script, stylesheet and SVG
// of the client build, for `server/precompressedAssets.ts` to send; part of `npm run build`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = fileURLToPath(new URL('../build/client/assets/', import.meta.url));
let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const body = readFileSync(join(assets, name));
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: 9 });
  // Not worth a second file when compression saves next to nothing.
  if (brotli.length < body.length * 0.9) writeFileSync(join(assets, `${name}.br`), brotli);
  if (gzip.length < body.length * 0.9) writeFileSync(join(assets, `${name}.gz`), gzip);
  files += 1;
  before += body.length;
  after += Math.min(brotli.length, body.length);
}
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
