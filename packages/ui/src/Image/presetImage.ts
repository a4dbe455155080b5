import type { ImagePreset } from './imagePresets';

/** What an `<img>` needs to show a picture at a preset size: files for 1× and 2× screens. */
export interface PresetImageSources {
  src: string;
  /** `undefined` when the address is not the shop's image service (nothing to choose from). */
  srcSet: string | undefined;
  width: number;
  height: number;
}

/**
 * Turns a picture's address and an image preset into `src`, `srcSet` (`1x`, `2x` — the spec's
 * "src plus resolution") and the preset's `width`/`height`, so the page keeps its layout while
 * the picture loads and a phone with a 2× screen gets a sharp one without a desktop's bytes.
 *
 * Only addresses of the shop's image service are rewritten — a path under `/media/` (spec: image
 * paths are the backend base address plus `/media/`), which answers `?width=&height=` for each
 * preset and its double. Anything else (an inline `data:` picture, another host's file without
 * `/media/`, an address that already asks for a size) is used as it is, without a `srcSet`.
 */
export function presetImage(src: string, preset: ImagePreset): PresetImageSources {
  const { width, height } = preset;
  if (!isImageServiceAddress(src)) return { src, srcSet: undefined, width, height };
  const at = (scale: number) => withSize(src, width * scale, height * scale);
  const oneX = at(1);
  return { src: oneX, srcSet: `${oneX} 1x, ${at(2)} 2x`, width, height };
}

function isImageServiceAddress(src: string): boolean {
  if (/^(data|blob):/i.test(src)) return false;
  const [beforeHash] = src.split('#', 1);
  const [path, query = ''] = beforeHash!.split('?', 2);
  if (!path!.includes('/media/')) return false;
  const params = new URLSearchParams(query);
  return !params.has('width') && !params.has('height');
}

function withSize(src: string, width: number, height: number): string {
  const hashAt = src.indexOf('#');
  const base = hashAt === -1 ? src : src.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const separator = base.includes('?')
    ? base.endsWith('?') || base.endsWith('&')
      ? ''
      : '&'
    : '?';
  return `${base}${separator}width=${width}&height=${height}${hash}`;
}
