import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProductInfoNotes } from '../fixtures/buildProductInfo';
import { ProductInfoNotes } from './ProductInfoNotes';

describe('ProductInfoNotes', () => {
  it('lists the notes it is given, with their icons', () => {
    render(<ProductInfoNotes notes={buildProductInfoNotes()} label="Levering" />);

    const items = within(screen.getByRole('list', { name: 'Levering' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fri frakt på bestillinger over 6000 kr',
      'Bestill før kl. 14 for sending samme dag',
    ]);
    expect(items[0]?.querySelector('svg use')?.getAttribute('href')).toBe('/icons.svg#truck');
  });

  it('renders nothing without notes', () => {
    const { container } = render(<ProductInfoNotes notes={[]} />);

    expect(container.innerHTML).toBe('');
  });
});
