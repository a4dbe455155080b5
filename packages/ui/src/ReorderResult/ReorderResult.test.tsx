import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReorderResult } from './ReorderResult';

describe('ReorderResult', () => {
  it('announces what went in and lists each line that did not, with its part number', () => {
    render(
      <ReorderResult
        title="1 vare er lagt i handlekurven."
        missedTitle="Disse kunne ikke legges til:"
        missed={[{ sku: 'OF-1234', name: 'Oljefilter', reason: 'Ikke på lager.' }]}
      />,
    );
    const status = screen.getByRole('status');
    expect(within(status).getByText('1 vare er lagt i handlekurven.')).toBeTruthy();
    expect(within(status).getByRole('listitem').textContent).toBe(
      'Oljefilter (OF-1234): Ikke på lager.',
    );
  });

  it('shows no list when everything went in', () => {
    render(<ReorderResult title="Alt er lagt til." missedTitle="Ikke lagt til:" missed={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('Ikke lagt til:')).toBeNull();
  });
});
