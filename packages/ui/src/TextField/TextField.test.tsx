import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a named input labelled by its label, for a plain form post', () => {
    const html = renderToString(
      <form method="post">
        <TextField label="E-post" name="email" type="email" autoComplete="email" required />
      </form>,
    );

    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*autoComplete="email"/i);
    expect(html).toMatch(/<input[^>]*required=""/);
  });

  it('associates the label with the input', () => {
    render(<TextField label="Fornavn" name="firstname" />);

    const input = screen.getByRole('textbox', { name: 'Fornavn' });
    expect(input.getAttribute('name')).toBe('firstname');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks a required field with an asterisk that is not read out', () => {
    render(<TextField label="Fornavn" name="firstname" required />);

    const input = screen.getByRole('textbox', { name: 'Fornavn' });
    expect((input as HTMLInputElement).required).toBe(true);
    expect(document.querySelector('.ap-field__required')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('wires an error with aria-invalid and aria-describedby, after the hint', () => {
    const { container } = render(
      <TextField label="Telefon" name="telephone" hint="Åtte siffer" error="Må ha minst 8 tegn" />,
    );

    const input = screen.getByRole('textbox', { name: 'Telefon' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint ${input.id}-error`);
    expect(document.getElementById(`${input.id}-error`)?.textContent).toBe('Må ha minst 8 tegn');
    expect(document.getElementById(`${input.id}-hint`)?.textContent).toBe('Åtte siffer');
    expect(container.querySelector('.ap-field')?.hasAttribute('data-invalid')).toBe(true);
  });

  it('announces an error that appears later through a polite live region', () => {
    const { rerender } = render(<TextField label="E-post" name="email" />);
    const region = document.querySelector('.ap-field__error');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');

    rerender(<TextField label="E-post" name="email" error="Ugyldig e-postadresse" />);

    expect(document.querySelector('.ap-field__error')).toBe(region);
    expect(region?.textContent).toBe('Ugyldig e-postadresse');
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toBe(region?.id);
  });

  it('keeps ids the app passes for the input and its description', () => {
    render(
      <>
        <p id="email-note">Vi sender kvitteringen hit.</p>
        <TextField
          id="email"
          label="E-post"
          name="email"
          aria-describedby="email-note"
          error="Ugyldig"
        />
      </>,
    );

    const input = screen.getByRole('textbox', { name: 'E-post' });
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-describedby')).toBe('email-error email-note');
  });

  it('passes every other prop and the ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <TextField
        ref={ref}
        label="Postnummer"
        name="postcode"
        inputMode="numeric"
        maxLength={4}
        defaultValue="26"
        className="extra"
        onChange={onChange}
        onBlur={onBlur}
      />,
    );

    const input = screen.getByRole('textbox', { name: 'Postnummer' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('4');
    expect(input.className).toBe('ap-field__input');
    expect(input.closest('.ap-field')?.className).toBe('ap-field extra');

    await userEvent.type(input, '15');
    await userEvent.tab();

    expect((input as HTMLInputElement).value).toBe('2615');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    render(<TextField label="By" name="city" value="Lillehammer" onChange={onChange} />);

    await userEvent.type(screen.getByRole('textbox'), 'x');

    expect(onChange).toHaveBeenCalledOnce();
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Lillehammer');
  });

  it('cannot be typed into while disabled', async () => {
    const { container } = render(<TextField label="By" name="city" disabled />);

    await userEvent.type(screen.getByRole('textbox'), 'Hamar');

    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
    expect(container.querySelector('.ap-field')?.hasAttribute('data-disabled')).toBe(true);
  });
});
