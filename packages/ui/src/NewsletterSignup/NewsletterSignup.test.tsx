import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterSignup } from './NewsletterSignup';

const labels = { title: 'Nyhetsbrev', email: 'E-postadresse', submit: 'Meld meg på' };

describe('NewsletterSignup', () => {
  it('is a form posting an e-mail field to its action, without JavaScript', () => {
    render(
      <NewsletterSignup action="/nyhetsbrev" labels={labels} defaultEmail="kari@example.no" />,
    );
    const field = screen.getByRole('textbox', { name: 'E-postadresse' });
    expect(field.getAttribute('name')).toBe('email');
    expect(field.getAttribute('type')).toBe('email');
    expect((field as HTMLInputElement).value).toBe('kari@example.no');
    const form = field.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/nyhetsbrev');
    expect(screen.getByRole('heading', { level: 2, name: 'Nyhetsbrev' })).toBeTruthy();
  });

  it('announces the outcome in a live region that is there before it', () => {
    const { rerender } = render(<NewsletterSignup action="/n" labels={labels} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(
      <NewsletterSignup
        action="/n"
        labels={labels}
        result={{ kind: 'success', message: 'Sjekk e-posten din.' }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Sjekk e-posten din.');
    expect(screen.getByRole('status').dataset.kind).toBe('success');
  });

  it('marks the field invalid with its error, and disables the button while busy', () => {
    render(
      <NewsletterSignup
        action="/n"
        labels={labels}
        emailError="Skriv inn en gyldig e-postadresse."
        busy
        headingLevel="none"
      />,
    );
    const field = screen.getByRole('textbox');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = field.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Skriv inn en gyldig e-postadresse.',
    );
    expect(
      (screen.getByRole('button', { name: 'Meld meg på' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
