import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import spriteSource from '../Icon/icons.svg?raw';
import { IconGallery } from './IconGallery';
import { storybookIconSprite } from './storybookIconSprite';

describe('IconGallery (the Icons documentation page)', () => {
  it('shows every symbol of the sprite, by its name, drawn from the sprite', () => {
    const symbolIds = [...spriteSource.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

    const { container } = render(<IconGallery />);

    const items = [...container.querySelectorAll('.ap-docs-icons li')];
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(symbolIds);
    for (const [index, item] of items.entries()) {
      expect(item.querySelector('svg use')?.getAttribute('href')).toBe(
        `${storybookIconSprite}#${symbolIds[index]}`,
      );
    }
  });
});
