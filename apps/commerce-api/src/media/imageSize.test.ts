import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALLOWED_IMAGE_SIZES, DEFAULT_IMAGE_SIZE, parseImageSize } from './imageSize.js';

const parse = (query: string) => parseImageSize(new URLSearchParams(query));

describe('parseImageSize', () => {
  it('gives the default 700×700 when the address asks for no size', () => {
    expect(parse('')).toEqual({ ok: true, size: DEFAULT_IMAGE_SIZE });
    expect(parse('v=3')).toEqual({ ok: true, size: { width: 700, height: 700 } });
  });

  it('accepts every spec preset and its double', () => {
    const presets = [
      [216, 268],
      [400, 400],
      [140, 200],
      [100, 100],
      [80, 80],
      [700, 700],
      [170, 170],
    ];
    for (const [width, height] of presets) {
      expect(parse(`width=${width}&height=${height}`)).toEqual({
        ok: true,
        size: { width, height },
      });
      expect(parse(`width=${width! * 2}&height=${height! * 2}`)).toEqual({
        ok: true,
        size: { width: width! * 2, height: height! * 2 },
      });
    }
    expect(ALLOWED_IMAGE_SIZES).toHaveLength(14);
  });

  it('refuses a size that is not a preset or its double, naming the allowed ones', () => {
    for (const query of [
      'width=500&height=500',
      'width=268&height=216',
      'width=1400&height=1401',
    ]) {
      const result = parse(query);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.message).toMatch(/^Unsupported image size \d+x\d+\./);
        expect(result.message).toContain('216x268');
        expect(result.message).toContain('1400x1400');
      }
    }
  });

  it('refuses one dimension without the other and repeated parameters', () => {
    for (const query of ['width=400', 'height=400', 'width=400&width=400&height=400']) {
      expect(parse(query)).toEqual({
        ok: false,
        message: 'Give both width and height, once each (e.g. ?width=400&height=400).',
      });
    }
  });

  it('refuses what is not a whole number of pixels', () => {
    for (const value of ['abc', '-400', '400.0', '0400', '0', '', ' 400', '4e2', '1000000']) {
      expect(parse(`width=${encodeURIComponent(value)}&height=400`)).toEqual({
        ok: false,
        message: 'width and height must be whole numbers of pixels.',
      });
    }
  });

  it('allows every preset the UI kit asks for, at 1x and 2x (the two lists must agree)', () => {
    // The storefront's components ask for these sizes (packages/ui, presetImage); a preset added
    // there without being added here would answer 400 instead of a picture.
    const source = readFileSync(
      new URL('../../../../packages/ui/src/Image/imagePresets.ts', import.meta.url),
      'utf8',
    );
    const presets = [...source.matchAll(/\{ width: (\d+), height: (\d+) \}/g)].map((match) => [
      Number(match[1]),
      Number(match[2]),
    ]);
    expect(presets.length).toBeGreaterThanOrEqual(7);
    for (const [width, height] of presets) {
      for (const scale of [1, 2]) {
        expect(parse(`width=${width! * scale}&height=${height! * scale}`).ok).toBe(true);
      }
    }
  });
});
