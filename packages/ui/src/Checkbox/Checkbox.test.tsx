import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a native checkbox named by its label that submits with the form', async () => {
    const { container } = render(
      <form>
        <Checkbox label="Meld meg på nyhetsbrevet" name="is_subscribed" value="1" />
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Meld meg på nyhetsbrevet' });

    await userEvent.click(screen.getByText('Meld meg på nyhetsbrevet'));

    expect((box as HTMLInputElement).checked).toBe(true);
    const data = new FormData(container.querySelector('form')!);
    expect(data.get('is_subscribed')).toBe('1');
  });

  it('wires its error and hint', () => {
    const { container } = render(
      <Checkbox label="Jeg godtar vilkårene" name="terms" hint="Les dem først" error="Påkrevd" />,
    );

    const box = screen.getByRole('checkbox', { name: 'Jeg godtar vilkårene' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(`${box.id}-hint ${box.id}-error`);
    expect(container.querySelector('.ap-checkbox')?.hasAttribute('data-invalid')).toBe(true);
  });

  it('passes the ref, the checked state and change handler to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<Checkbox ref={ref} label="Bedrift" name="b" checked={false} onChange={onChange} />);

    await userEvent.click(screen.getByRole('checkbox'));

    expect(ref.current).toBe(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledOnce();
    expect(ref.current?.checked).toBe(false);
  });

  it('does not change while disabled', async () => {
    render(<Checkbox label="Bedrift" name="b" disabled />);

    await userEvent.click(screen.getByRole('checkbox'));

    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });
});
