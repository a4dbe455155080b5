import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FreeShippingProgress } from './FreeShippingProgress';

const bar = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.ap-free-shipping__bar')!;

describe('FreeShippingProgress', () => {
  it('says how much is left and fills the bar that far', () => {
    const { container } = render(
      <FreeShippingProgress
        progress={0.754}
        reached={false}
        message="1 476,– igjen til fri frakt"
      />,
    );

    expect(screen.getByText('1 476,– igjen til fri frakt').getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(bar(container).style.width).toBe('75%');
    expect(container.firstElementChild?.getAttribute('data-reached')).toBe('false');
    expect(container.querySelector('svg use')?.getAttribute('href')).toBe('/icons.svg#truck');
  });

  it('fills the bar once reached and keeps it within 0–100 %', () => {
    const reached = render(
      <FreeShippingProgress progress={0.2} reached message="Du har fri frakt" />,
    );
    expect(bar(reached.container).style.width).toBe('100%');
    expect(reached.container.querySelector('svg use')?.getAttribute('href')).toBe(
      '/icons.svg#check',
    );

    const below = render(<FreeShippingProgress progress={-1} reached={false} message="x" />);
    expect(bar(below.container).style.width).toBe('0%');
  });
});
