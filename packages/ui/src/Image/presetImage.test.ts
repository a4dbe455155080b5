import { describe, expect, it } from 'vitest';
import { imagePresets } from './imagePresets';
import { presetImage } from './presetImage';

const media = 'http://localhost:4000/media/catalog/product/o/l/oljefilter.svg';

describe('presetImage', () => {
  it('asks the image service for the preset at 1× and 2× and gives the preset size', () => {
    expect(presetImage(media, imagePresets.productCard)).toEqual({
      src: `${media}?width=216&height=268`,
      srcSet: `${media}?width=216&height=268 1x, ${media}?width=432&height=536 2x`,
      width: 216,
      height: 268,
    });
  });

  it('covers every preset of the spec', () => {
    const expected: Record<keyof typeof imagePresets, [number, number]> = {
      productCard: [216, 268],
      card: [400, 400],
      horizontalProductCard: [140, 200],
      checkout: [100, 100],
      galleryThumbnail: [80, 80],
      galleryMain: [700, 700],
      cart: [170, 170],
    };
    for (const [name, [width, height]] of Object.entries(expected)) {
      const sources = presetImage(media, imagePresets[name as keyof typeof imagePresets]);
      expect(sources.width).toBe(width);
      expect(sources.height).toBe(height);
      expect(sources.srcSet).toBe(
        `${media}?width=${width}&height=${height} 1x, ${media}?width=${width * 2}&height=${height * 2} 2x`,
      );
    }
  });

  it('keeps a root-relative address relative and an existing query and fragment', () => {
    expect(presetImage('/media/blog/vinter.svg?v=2#top', imagePresets.card)).toEqual({
      src: '/media/blog/vinter.svg?v=2&width=400&height=400#top',
      srcSet:
        '/media/blog/vinter.svg?v=2&width=400&height=400#top 1x, /media/blog/vinter.svg?v=2&width=800&height=800#top 2x',
      width: 400,
      height: 400,
    });
    expect(presetImage('/media/a.svg?', imagePresets.checkout).src).toBe(
      '/media/a.svg?width=100&height=100',
    );
  });

  it('leaves addresses that are not the image service alone, with the preset size', () => {
    for (const src of [
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
      'blob:http://localhost/123',
      'https://cdn.example/pictures/filter.jpg',
      '/icons/media.svg',
      'https://cdn.example/pictures/filter.jpg?from=/media/',
      `${media}?width=80&height=80`,
      `${media}?height=80`,
    ]) {
      expect(presetImage(src, imagePresets.cart)).toEqual({
        src,
        srcSet: undefined,
        width: 170,
        height: 170,
      });
    }
  });
});
