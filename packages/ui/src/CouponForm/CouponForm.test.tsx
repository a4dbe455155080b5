import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCouponFormLabels } from '../fixtures/buildCart';
import { CouponForm } from './CouponForm';

function renderForm(props: { appliedCode?: string | null; error?: string | null; busy?: boolean }) {
  const onApply = vi.fn();
  const onRemove = vi.fn();
  render(
    <CouponForm
      appliedCode={props.appliedCode ?? null}
      error={props.error}
      busy={props.busy}
      onApply={onApply}
      onRemove={onRemove}
      labels={buildCouponFormLabels()}
    />,
  );
  return { onApply, onRemove };
}

describe('CouponForm', () => {
  it('applies the trimmed code with the button or Enter, and sends nothing when empty', async () => {
    const user = userEvent.setup({ delay: null });
    const { onApply } = renderForm({});

    await user.click(screen.getByRole('button', { name: 'Bruk koden' }));
    await user.type(screen.getByLabelText('Rabattkode'), '   ');
    await user.keyboard('{Enter}');
    expect(onApply).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Rabattkode'), ' VAAR10 ');
    await user.click(screen.getByRole('button', { name: 'Bruk koden' }));
    expect(onApply).toHaveBeenLastCalledWith('VAAR10');
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal under the field, which then describes it', () => {
    renderForm({ error: 'Rabattkoden er ikke gyldig.' });

    const field = screen.getByLabelText('Rabattkode');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toContain('Rabattkoden er ikke gyldig.');
  });

  it('shows an applied code with a remove button instead of the field', async () => {
    const user = userEvent.setup({ delay: null });
    const { onRemove } = renderForm({ appliedCode: 'VAAR10' });

    expect(screen.queryByLabelText('Rabattkode')).toBeNull();
    expect(screen.getByText('Rabattkode VAAR10 er brukt')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Fjern rabattkoden VAAR10' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('disables its buttons while busy', () => {
    renderForm({ busy: true });
    expect(screen.getByRole('button', { name: 'Bruk koden' })).toHaveProperty('disabled', true);
  });
});
