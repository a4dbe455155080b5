import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from './StepIndicator';

const steps = [
  { id: 'account', label: 'Konto' },
  { id: 'order', label: 'Levering og betaling' },
  { id: 'thankyou', label: 'Bekreftelse' },
];
const labels = { list: 'Steg i kassen', complete: 'fullført' };

describe('StepIndicator', () => {
  it('marks the current step, reads the steps before it as done and those after as ahead', () => {
    render(<StepIndicator steps={steps} current="order" labels={labels} />);

    const list = screen.getByRole('list', { name: 'Steg i kassen' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Konto (fullført)',
      '2Levering og betaling',
      '3Bekreftelse',
    ]);
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'complete',
      'current',
      'upcoming',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('has nothing done on the first step and everything before the last one done', () => {
    const { rerender } = render(<StepIndicator steps={steps} current="account" labels={labels} />);
    expect(screen.queryByText(/fullført/)).toBeNull();
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-current')).toBe('step');

    rerender(<StepIndicator steps={steps} current="thankyou" labels={labels} />);
    expect(screen.getAllByText(/fullført/)).toHaveLength(2);
    expect(screen.getAllByRole('listitem')[2]?.getAttribute('aria-current')).toBe('step');
  });
});
