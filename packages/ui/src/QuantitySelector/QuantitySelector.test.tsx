import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantitySelector, type QuantitySelectorProps } from './QuantitySelector';

const labels = { label: 'Antall', decrease: 'Reduser antall', increase: 'Øk antall' };

/** The app's side: owns the value and records each change. */
function Controlled({ onChange, ...props }: Partial<QuantitySelectorProps>) {
  const [value, setValue] = useState(props.value ?? 0);
  return (
    <QuantitySelector
      {...props}
      labels={labels}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Antall' });
const minus = () => screen.getByRole('button', { name: 'Reduser antall' });
const plus = () => screen.getByRole('button', { name: 'Øk antall' });

describe('QuantitySelector', () => {
  it('defaults to a minimum of 0, with minus disabled there', () => {
    render(<QuantitySelector value={0} onChange={() => {}} labels={labels} />);

    expect(field()).toHaveProperty('value', '0');
    expect(minus()).toHaveProperty('disabled', true);
    expect(plus()).toHaveProperty('disabled', false);
  });

  it('steps with the buttons and disables plus at max', async () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled value={8} max={10} onChange={onChange} />);

    await userEvent.click(plus());
    await userEvent.click(plus());

    expect(onChange.mock.calls.map(([value]) => value)).toEqual([9, 10]);
    expect(field()).toHaveProperty('value', '10');
    expect(plus()).toHaveProperty('disabled', true);
    expect(container.querySelector('.ap-quantity-selector')?.getAttribute('data-state')).toBe(
      'max',
    );

    await userEvent.click(minus());
    expect(field()).toHaveProperty('value', '9');
  });

  it('clamps a typed value to max on Enter', async () => {
    const onChange = vi.fn();
    render(<Controlled value={1} min={1} max={10} onChange={onChange} />);

    await userEvent.clear(field());
    await userEvent.type(field(), '25{Enter}');

    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(field()).toHaveProperty('value', '10');
  });

  it('turns a non-number into min on blur', async () => {
    const onChange = vi.fn();
    render(<Controlled value={4} min={1} max={10} onChange={onChange} />);

    await userEvent.clear(field());
    await userEvent.type(field(), 'abc');
    await userEvent.tab();

    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(field()).toHaveProperty('value', '1');
  });

  it('lets the app pass its own clamp rule', async () => {
    const clamp = vi.fn((value: number) => (Number.isNaN(value) ? 0 : value * 2));
    const onChange = vi.fn();
    render(<Controlled value={1} clamp={clamp} onChange={onChange} />);

    await userEvent.click(plus());

    expect(clamp).toHaveBeenCalledWith(2, 0, undefined);
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('stays controlled: without a new value from the app it keeps showing the old one', async () => {
    const onChange = vi.fn();
    render(<QuantitySelector value={2} onChange={onChange} labels={labels} />);

    await userEvent.click(plus());

    expect(onChange).toHaveBeenCalledWith(3);
    expect(field()).toHaveProperty('value', '2');
  });

  it('submits under a name and disables everything when told', () => {
    render(<QuantitySelector value={3} onChange={() => {}} name="qty" disabled labels={labels} />);

    expect(field().getAttribute('name')).toBe('qty');
    expect(field()).toHaveProperty('disabled', true);
    expect(plus()).toHaveProperty('disabled', true);
  });
});
