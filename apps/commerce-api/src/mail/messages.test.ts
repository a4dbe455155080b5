import { describe, expect, it } from 'vitest';
import { durationText, passwordResetLink, passwordResetMessage } from './messages.js';

describe('passwordResetLink', () => {
  it('points at the storefront page with the address and token encoded', () => {
    expect(passwordResetLink('http://localhost:3000', 'ola+1@example.no', 'a/b=')).toBe(
      'http://localhost:3000/customer/reset-password?email=ola%2B1%40example.no&token=a%2Fb%3D',
    );
  });
});

describe('passwordResetMessage', () => {
  it('greets the customer, gives the link and says how long it works', () => {
    const message = passwordResetMessage({
      firstname: 'Ola',
      link: 'http://x/y',
      lifetimeMinutes: 120,
    });
    expect(message.subject).toBe('Tilbakestill passordet ditt hos Agri Deler');
    expect(message.text).toContain('Hei Ola,');
    expect(message.text).toContain('\nhttp://x/y\n');
    expect(message.text).toContain('Lenken virker i 2 timer');
  });
});

describe('durationText', () => {
  it.each([
    [60, '1 time'],
    [120, '2 timer'],
    [1, '1 minutt'],
    [90, '90 minutter'],
    [0, '0 minutter'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });
});
