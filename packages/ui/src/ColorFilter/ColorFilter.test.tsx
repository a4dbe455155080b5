import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildColorFacet, buildFilterGroupLabels } from '../fixtures/buildFacets';
import { ColorFilter } from './ColorFilter';

describe('ColorFilter', () => {
  it('shows every colour as a swatch with its name and count, named after the key', () => {
    const { container } = render(
      <ColorFilter
        title="Farge"
        name="color"
        options={buildColorFacet(['rod'])}
        labels={buildFilterGroupLabels()}
      />,
    );

    const group = screen.getByRole('group', { name: 'Farge' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(6);
    const red = screen.getByRole('checkbox', { name: 'Rød (84)' });
    expect(red).toHaveProperty('checked', true);
    expect(red.getAttribute('name')).toBe('color');
    const swatch = red.parentElement?.querySelector<HTMLElement>('.ap-color-swatch');
    expect(swatch?.style.getPropertyValue('--ap-swatch-color')).toBe('#c62828');
    expect(swatch?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('details')).toBeNull();
  });
});
