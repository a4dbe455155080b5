import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ViewToggle } from './ViewToggle';

const labels = { group: 'Visning', grid: 'Rutenett', list: 'Liste' };

describe('ViewToggle', () => {
  it('presses the current view in a labelled group and reports a choice', async () => {
    const onChange = vi.fn();
    render(<ViewToggle value="grid" onChange={onChange} labels={labels} />);

    expect(screen.getByRole('group', { name: 'Visning' }).dataset.state).toBe('grid');
    expect(screen.getByRole('button', { name: 'Rutenett', pressed: true })).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Liste', pressed: false }));
    expect(onChange).toHaveBeenCalledWith('list');
  });
});
