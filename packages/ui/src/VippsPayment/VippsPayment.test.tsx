import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VippsButton, VippsPaymentPanel } from './VippsPayment';

const labels = {
  phone: 'Mobilnummer for Vipps',
  phoneHint: '8 siffer',
  pay: 'Betal med Vipps',
  paying: 'Sender deg til Vipps …',
};

describe('VippsPaymentPanel', () => {
  it('pays on the button and on Enter in the phone field, with the number tied to its error', async () => {
    const onPay = vi.fn();
    render(
      <VippsPaymentPanel
        labels={labels}
        phone="22 33 44 55"
        onPhoneChange={() => undefined}
        phoneError="Skriv et norsk mobilnummer."
        onPay={onPay}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Mobilnummer for Vipps' });
    expect(field.getAttribute('type')).toBe('tel');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Betal med Vipps' }));
    await userEvent.type(field, '{Enter}');
    expect(onPay).toHaveBeenCalledTimes(2);
  });

  it('says a payment that did not go through as an alert, and ignores presses while busy', async () => {
    const onPay = vi.fn();
    render(
      <VippsPaymentPanel
        labels={labels}
        phone="41234567"
        onPhoneChange={() => undefined}
        message="Betalingen ble avbrutt i Vipps."
        busy
        onPay={onPay}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Betalingen ble avbrutt i Vipps.');
    const button = screen.getByRole('button', { name: 'Sender deg til Vipps …' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onPay).not.toHaveBeenCalled();
  });
});

describe('VippsButton', () => {
  it('says «Betal med Vipps» by default and is a submit button', () => {
    render(<VippsButton />);
    const button = screen.getByRole('button', { name: 'Betal med Vipps' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toContain('ap-vipps-button');
  });
});
