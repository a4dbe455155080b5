import { describe, expect, it } from 'vitest';

import { parseForm } from '../forms/parseForm';
import { quoteRequestSchema } from './quoteRequestSchema';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('quoteRequestSchema', () => {
  it('passes a filled-in form as text, the optional fields left empty left out', () => {
    const submission = parseForm(
      form({ quantity: '2', name: 'Kari Nordmann', email: 'kari@example.no', phone: '' }),
      quoteRequestSchema,
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      quantity: '2',
      name: 'Kari Nordmann',
      email: 'kari@example.no',
    });
  });

  it('puts each problem at its field, in Norwegian', () => {
    const submission = parseForm(
      form({ quantity: '0', name: 'K', email: 'kari@', phone: '12', message: 'x'.repeat(2001) }),
      quoteRequestSchema,
    );
    expect(submission.status).toBe('error');
    expect(submission.status === 'error' && submission.error).toEqual({
      quantity: ['Antall må være et helt tall fra 1 til 9\u00a0999.'],
      name: ['Navnet må ha minst 2 tegn.'],
      email: ['Skriv inn en gyldig e-postadresse, for eksempel ola@eksempel.no.'],
      phone: ['Skriv inn et telefonnummer med 8–15 sifre.'],
      message: ['Meldingen kan ha høyst 2\u00a0000 tegn.'],
    });
  });

  it('asks for a required field sent empty with its own message, as a browser sends it', () => {
    const submission = parseForm(
      form({ quantity: '1', name: '', email: '', message: '', phone: '' }),
      quoteRequestSchema,
    );
    expect(submission.status === 'error' && submission.error).toEqual({
      name: ['Skriv inn navnet ditt.'],
      email: ['Skriv inn e-postadressen din, så vi kan svare deg.'],
    });
  });

  it('asks for the quantity, the name and the e-mail address when they are not sent', () => {
    const submission = parseForm(form({ message: '', phone: '' }), quoteRequestSchema);
    expect(submission.status === 'error' && submission.error).toEqual({
      quantity: ['Skriv inn hvor mange du trenger.'],
      name: ['Skriv inn navnet ditt.'],
      email: ['Skriv inn e-postadressen din, så vi kan svare deg.'],
    });
  });
});
