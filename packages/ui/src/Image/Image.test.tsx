import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';
import { imagePresets } from './imagePresets';
import { ImageSourceProvider } from './ImageSource';

describe('Image', () => {
  it('loads lazily and decodes asynchronously by default', () => {
    render(<Image src="/media/filter.jpg" alt="Oljefilter" width={400} height={400} />);

    const img = screen.getByRole('img', { name: 'Oljefilter' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('400');
  });

  it('loads eagerly when asked, with a responsive source set', () => {
    render(
      <Image
        src="/media/a.jpg"
        srcSet="/media/a-400.jpg 400w, /media/a-800.jpg 800w"
        sizes="(min-width: 1024px) 400px, 100vw"
        alt="Hydraulikkpumpe"
        loading="eager"
      />,
    );

    const img = screen.getByRole('img', { name: 'Hydraulikkpumpe' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('srcset')).toBe('/media/a-400.jpg 400w, /media/a-800.jpg 800w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 400px, 100vw');
  });

  it('keeps an empty alt for decorative images, hiding them from assistive technology', () => {
    const { container } = render(<Image src="/media/pattern.svg" alt="" />);

    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('asks the image service for a preset at 1× and 2× and sets its size', () => {
    render(
      <Image
        src="http://api.test/media/catalog/product/a.svg"
        alt="Tennplugg"
        preset={imagePresets.cart}
      />,
    );

    const img = screen.getByRole('img', { name: 'Tennplugg' });
    expect(img.getAttribute('src')).toBe(
      'http://api.test/media/catalog/product/a.svg?width=170&height=170',
    );
    expect(img.getAttribute('srcset')).toBe(
      'http://api.test/media/catalog/product/a.svg?width=170&height=170 1x, http://api.test/media/catalog/product/a.svg?width=340&height=340 2x',
    );
    expect(img.getAttribute('width')).toBe('170');
    expect(img.getAttribute('height')).toBe('170');
  });

  it('keeps an explicit srcSet and size over the preset’s', () => {
    render(
      <Image
        src="/media/a.svg"
        srcSet="/media/a-big.svg 2x"
        alt="Lykt"
        preset={imagePresets.card}
        width={200}
        height={100}
      />,
    );

    const img = screen.getByRole('img', { name: 'Lykt' });
    expect(img.getAttribute('src')).toBe('/media/a.svg?width=400&height=400');
    expect(img.getAttribute('srcset')).toBe('/media/a-big.svg 2x');
    expect(img.getAttribute('width')).toBe('200');
    expect(img.getAttribute('height')).toBe('100');
  });

  it('loads from where the app’s provider says, then sizes it', () => {
    const sameOrigin = (src: string) => src.replace('http://api.test/media/', '/media/');
    render(
      <ImageSourceProvider rewrite={sameOrigin}>
        <Image src="http://api.test/media/a.svg" alt="Filter" preset={imagePresets.cart} />
        <Image src="https://cdn.test/b.jpg" alt="Lykt" />
      </ImageSourceProvider>,
    );

    const filter = screen.getByRole('img', { name: 'Filter' });
    expect(filter.getAttribute('src')).toBe('/media/a.svg?width=170&height=170');
    expect(filter.getAttribute('srcset')).toBe(
      '/media/a.svg?width=170&height=170 1x, /media/a.svg?width=340&height=340 2x',
    );
    expect(screen.getByRole('img', { name: 'Lykt' }).getAttribute('src')).toBe(
      'https://cdn.test/b.jpg',
    );
  });
});
