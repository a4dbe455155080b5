import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon';

describe('Icon', () => {
  it('is decorative and hidden from assistive technology by default', () => {
    const { container } = render(<Icon name="cart" />);

    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('data-icon')).toBe('cart');
    expect(svg?.childElementCount).toBeGreaterThan(0);
  });

  it('is an image with an accessible name when given a label', () => {
    render(<Icon name="phone" label="Telefon" />);

    expect(screen.getByRole('img', { name: 'Telefon' })).toBeDefined();
  });

  it('renders an empty icon of the same size for an unknown name', () => {
    const { container } = render(<Icon name="combine-harvester" size={32} />);

    const svg = container.querySelector('svg');
    expect(svg?.childElementCount).toBe(0);
    expect(svg?.getAttribute('width')).toBe('32');
    expect(svg?.hasAttribute('data-icon')).toBe(false);
  });

  it('does not mistake inherited object keys for icons', () => {
    const { container } = render(<Icon name="toString" />);

    expect(container.querySelector('svg')?.childElementCount).toBe(0);
  });

  it('draws every icon of the set', () => {
    expect(iconNames).toEqual([
      'search',
      'user',
      'heart',
      'cart',
      'phone',
      'menu',
      'close',
      'chevron-down',
      'chevron-right',
      'chevron-left',
      'tractor',
      'check',
      'alert',
      'info',
      'plus',
      'minus',
      'truck',
      'clock',
      'grid',
      'list',
    ]);
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0);
      unmount();
    }
  });
});
