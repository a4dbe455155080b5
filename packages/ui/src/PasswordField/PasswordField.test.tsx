import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

const labels = { show: 'Vis passord', hide: 'Skjul passord' };

function passwordInput() {
  return document.querySelector<HTMLInputElement>('input[name="password"]')!;
}

describe('PasswordField', () => {
  it('is a labelled password input', () => {
    render(
      <PasswordField
        label="Passord"
        name="password"
        autoComplete="current-password"
        labels={labels}
      />,
    );

    const input = screen.getByLabelText('Passord');
    expect(input).toBe(passwordInput());
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
  });

  it('shows and hides the password without submitting the form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form>
        <PasswordField
          label="Passord"
          name="password"
          labels={labels}
          defaultValue="Traktor-2024"
        />
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);

    const button = screen.getByRole('button', { name: 'Vis passord' });
    expect(button.getAttribute('aria-controls')).toBe(passwordInput().id);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Passord',
    );
    await userEvent.click(button);

    expect(passwordInput().type).toBe('text');
    expect(passwordInput().value).toBe('Traktor-2024');
    expect(container.querySelector('.ap-password-field')?.getAttribute('data-visible')).toBe(
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Skjul passord' }));
    expect(passwordInput().type).toBe('password');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wires the error and the hint to the input', () => {
    render(
      <PasswordField
        label="Nytt passord"
        name="password"
        labels={labels}
        hint="Minst 8 tegn"
        error="Passordet må ha minst 8 tegn"
      />,
    );

    const input = screen.getByLabelText('Nytt passord');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint ${input.id}-error`);
    expect(screen.getByText('Passordet må ha minst 8 tegn')).toBeDefined();
  });

  it('passes the ref and other props to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <PasswordField ref={ref} label="Passord" name="password" labels={labels} minLength={8} />,
    );

    expect(ref.current).toBe(passwordInput());
    expect(passwordInput().minLength).toBe(8);
  });

  it('disables the button with the input', () => {
    render(<PasswordField label="Passord" name="password" labels={labels} disabled />);

    expect(passwordInput().disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Vis passord' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
