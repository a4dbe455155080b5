import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text with the variant as an attribute and a class', () => {
    render(<Badge variant="sale">Tilbud</Badge>);

    const badge = screen.getByText('Tilbud');
    expect(badge.dataset.variant).toBe('sale');
    expect(badge.className).toBe('ap-badge ap-badge--sale');
  });

  it('is neutral unless told otherwise and keeps a given class', () => {
    render(<Badge className="extra">Brukt</Badge>);

    const badge = screen.getByText('Brukt');
    expect(badge.dataset.variant).toBe('neutral');
    expect(badge.className).toBe('ap-badge ap-badge--neutral extra');
  });
});
