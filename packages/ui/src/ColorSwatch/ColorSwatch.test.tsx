import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColorSwatch } from './ColorSwatch';

describe('ColorSwatch', () => {
  it('paints its colour through a custom property and reads out its name', () => {
    render(<ColorSwatch color="#c62828" name="Rød" />);

    const swatch = screen.getByText('Rød').parentElement;
    expect(swatch?.style.getPropertyValue('--ap-swatch-color')).toBe('#c62828');
    expect(swatch?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('is decorative without a name', () => {
    const { container } = render(<ColorSwatch color="#ffffff" size="sm" />);

    const swatch = container.querySelector('.ap-color-swatch');
    expect(swatch?.getAttribute('aria-hidden')).toBe('true');
    expect(swatch?.className).toContain('ap-color-swatch--sm');
    expect(swatch?.textContent).toBe('');
  });
});
