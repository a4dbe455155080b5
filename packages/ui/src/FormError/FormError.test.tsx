import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { FormError } from './FormError';

describe('FormError', () => {
  it('is an alert with one message as a paragraph', () => {
    render(<FormError title="Innlogging" messages={['Feil e-post eller passord']} />);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('InnloggingFeil e-post eller passord');
    expect(alert.querySelector('ul')).toBeNull();
  });

  it('lists several messages', () => {
    render(<FormError messages={['Dette feltet er påkrevd', 'Passordene er ikke like']} />);

    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dette feltet er påkrevd',
      'Passordene er ikke like',
    ]);
  });

  it('renders nothing without messages', () => {
    const { container } = render(<FormError title="Feil" messages={[]} />);

    expect(container.innerHTML).toBe('');
  });

  it('can take focus, for an app that moves focus to it after a failed submit', () => {
    const ref = createRef<HTMLDivElement>();
    render(<FormError ref={ref} messages={['Feil']} />);

    ref.current?.focus();

    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
