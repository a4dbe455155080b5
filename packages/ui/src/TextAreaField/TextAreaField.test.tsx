import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is a named text area labelled by its label, for a plain form post', () => {
    const html = renderToString(
      <form method="post">
        <TextAreaField label="Melding" name="message" maxLength={2000} />
      </form>,
    );
    expect(html).toMatch(/<textarea[^>]*name="message"/);
    expect(html).toMatch(/<textarea[^>]*rows="4"/);
    expect(html).toMatch(/<textarea[^>]*maxLength="2000"/i);

    render(<TextAreaField label="Melding" name="message" />);
    const field = screen.getByRole('textbox', { name: 'Melding' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.hasAttribute('aria-invalid')).toBe(false);
  });

  it('wires an error with aria-invalid and aria-describedby, after the hint', () => {
    const { container } = render(
      <TextAreaField
        label="Melding"
        name="message"
        hint="Høyst 2 000 tegn"
        error="Meldingen er for lang."
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Melding' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(`${field.id}-hint ${field.id}-error`);
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(
      'Meldingen er for lang.',
    );
    expect(container.querySelector('.ap-field')?.hasAttribute('data-invalid')).toBe(true);
  });

  it('keeps the text it was given and its own id', () => {
    render(<TextAreaField label="Melding" name="message" id="quote-message" defaultValue="Hei" />);
    const field = screen.getByRole('textbox', { name: 'Melding' }) as HTMLTextAreaElement;
    expect(field.id).toBe('quote-message');
    expect(field.value).toBe('Hei');
  });
});
