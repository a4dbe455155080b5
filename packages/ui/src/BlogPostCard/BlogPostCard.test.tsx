import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBlogPostCard } from '../fixtures/buildProductInfo';
import { BlogPostCard } from './BlogPostCard';

describe('BlogPostCard', () => {
  it('links the title to the post and shows image, date and excerpt', () => {
    const { container } = render(<BlogPostCard {...buildBlogPostCard()} />);

    const link = screen.getByRole('link', {
      name: 'Slik bytter du oljefilter på en Massey Ferguson 35',
    });
    expect(link.getAttribute('href')).toBe('/blogg/bytte-oljefilter-mf-35');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('img').getAttribute('alt')).toBe(
      'Massey Ferguson 35 med panseret oppe',
    );
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-12');
    expect(screen.getByText('12. mars 2025')).toBeDefined();
    expect(screen.getByText(/Et rent oljefilter/)).toBeDefined();
  });

  it('goes without an image and takes its heading level', () => {
    render(<BlogPostCard {...buildBlogPostCard({ image: null, headingLevel: 2 })} />);

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeDefined();
  });
});
