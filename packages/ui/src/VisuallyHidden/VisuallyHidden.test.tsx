import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of what holds it', () => {
    render(
      <button type="button">
        <VisuallyHidden>Lukk</VisuallyHidden>×
      </button>,
    );

    expect(screen.getByRole('button', { name: 'Lukk×' }).firstElementChild?.className).toBe(
      'ap-visually-hidden',
    );
  });
});
