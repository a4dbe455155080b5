import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon';
import { IconSpriteProvider } from './IconSprite';
import spriteSource from './icons.svg?raw';

/** The symbols of the sprite file, as the browser will read them. */
function spriteSymbols() {
  const sprite = new DOMParser().parseFromString(spriteSource, 'image/svg+xml');
  return [...sprite.documentElement.children].filter((element) => element.tagName === 'symbol');
}

function useHref(container: HTMLElement) {
  return container.querySelector('svg use')?.getAttribute('href');
}

describe('Icon', () => {
  it('uses its symbol of the sprite and is decorative by default', () => {
    const { container } = render(<Icon name="cart" />);

    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('class')).toBe('ap-icon');
    expect(svg?.getAttribute('width')).toBe('24');
    expect(useHref(container)).toBe('/icons.svg#cart');
  });

  it('finds the sprite where the provider says', () => {
    const { container } = render(
      <IconSpriteProvider href="/assets/icons-Ab12.svg">
        <Icon name="truck" size={18} />
      </IconSpriteProvider>,
    );

    expect(useHref(container)).toBe('/assets/icons-Ab12.svg#truck');
    expect(container.querySelector('svg')?.getAttribute('height')).toBe('18');
  });

  it('is an image with an accessible name when given a label', () => {
    render(<Icon name="phone" label="Telefon" />);

    const icon = screen.getByRole('img', { name: 'Telefon' });
    expect(icon.hasAttribute('aria-hidden')).toBe(false);
  });

  it('renders an empty icon of the same size for an unknown name', () => {
    const { container } = render(<Icon name="combine-harvester" size={32} />);

    const svg = container.querySelector('svg');
    expect(svg?.childElementCount).toBe(0);
    expect(svg?.getAttribute('width')).toBe('32');
  });

  it('does not mistake inherited object keys for icons', () => {
    const { container } = render(<Icon name="toString" />);

    expect(container.querySelector('svg')?.childElementCount).toBe(0);
  });

  it('names exactly the icons the sprite draws, in its order', () => {
    const symbols = spriteSymbols();

    expect(symbols.map((symbol) => symbol.id)).toEqual(iconNames);
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox'), symbol.id).toBe('0 0 24 24');
      expect(symbol.getAttribute('stroke'), symbol.id).toBe('currentColor');
      // Filled by state (a chosen heart) through the icon's CSS, so the symbol must not decide.
      expect(symbol.hasAttribute('fill'), symbol.id).toBe(false);
      expect(symbol.querySelector('path, circle'), symbol.id).not.toBeNull();
    }
  });
});
