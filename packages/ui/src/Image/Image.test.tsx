import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';

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
});
