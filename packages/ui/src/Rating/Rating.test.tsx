import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRatingLabels } from '../fixtures/buildProductCard';
import { Rating } from './Rating';

describe('Rating', () => {
  it('reads out the rating out of 5 as one phrase and shows the review count', () => {
    const { container } = render(
      <Rating value={4.5} reviewCount={12} labels={buildRatingLabels()} />,
    );

    expect(screen.getByText('Vurdert 4,5 av 5 stjerner')).toBeDefined();
    expect(screen.getByText('12 omtaler')).toBeDefined();
    expect(container.querySelector('.ap-rating__stars')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the stars as one element filled in proportion to the value', () => {
    const { container } = render(<Rating value={4.5} labels={buildRatingLabels()} />);

    const stars = container.querySelector<HTMLElement>('.ap-rating__stars');
    expect(stars?.style.getPropertyValue('--ap-rating-fill')).toBe('90%');
    // Five stars are the stylesheet's default: nothing to say.
    expect(stars?.style.getPropertyValue('--ap-rating-max')).toBe('');
    expect(stars?.childElementCount).toBe(0);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('tells the stylesheet another number of stars, and rounds the share', () => {
    const { container } = render(<Rating value={2} max={3} labels={buildRatingLabels()} />);

    const stars = container.querySelector<HTMLElement>('.ap-rating__stars');
    expect(stars?.style.getPropertyValue('--ap-rating-max')).toBe('3');
    expect(stars?.style.getPropertyValue('--ap-rating-fill')).toBe('66.67%');
  });

  it('clamps values outside 0 to max', () => {
    const { rerender } = render(<Rating value={7} labels={buildRatingLabels()} />);
    expect(screen.getByText('Vurdert 5 av 5 stjerner')).toBeDefined();

    rerender(<Rating value={-1} labels={buildRatingLabels()} />);
    expect(screen.getByText('Vurdert 0 av 5 stjerner')).toBeDefined();
  });

  it('shows no count without one', () => {
    const { container } = render(<Rating value={3} labels={buildRatingLabels()} />);

    expect(container.querySelector('.ap-rating__count')).toBeNull();
  });
});
