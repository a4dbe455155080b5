import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './SubmitButton';

function renderInForm(element: ReactElement) {
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  const { container, rerender } = render(
    <form>
      <input name="email" aria-label="E-post" />
      {element}
    </form>,
  );
  container.querySelector('form')?.addEventListener('submit', onSubmit);
  return { onSubmit, rerender };
}

describe('SubmitButton', () => {
  it('submits its form', async () => {
    const { onSubmit } = renderInForm(<SubmitButton>Logg inn</SubmitButton>);

    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));

    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('does not submit again while busy, from a click or from Enter in a field', async () => {
    const { onSubmit } = renderInForm(
      <SubmitButton busy busyLabel="Logger inn …">
        Logg inn
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Logger inn …' });

    await userEvent.click(button);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-post' }), 'a{Enter}');

    expect(onSubmit).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.dataset.state).toBe('busy');
    expect(button.querySelector('.ap-submit-button__spinner')).not.toBeNull();
  });

  it('keeps focus while busy, unlike a disabled button', () => {
    render(<SubmitButton busy>Lagre</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Lagre' });

    button.focus();

    expect(document.activeElement).toBe(button);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('is idle and calls onClick when not busy', async () => {
    const onClick = vi.fn();
    render(<SubmitButton onClick={onClick}>Lagre</SubmitButton>);

    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button').dataset.state).toBe('idle');
    expect(screen.getByRole('button').hasAttribute('aria-busy')).toBe(false);
  });
});
