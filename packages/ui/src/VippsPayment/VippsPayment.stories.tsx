import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';
import { VippsButton, VippsPaymentPanel, type VippsPaymentPanelProps } from './VippsPayment';

const labels = {
  phone: 'Mobilnummer for Vipps',
  phoneHint: '8 siffer, for eksempel 412 34 567',
  pay: 'Betal med Vipps',
  paying: 'Sender deg til Vipps …',
};

/** The panel with its number kept in state, as the checkout keeps it. */
function Panel(props: VippsPaymentPanelProps) {
  const [phone, setPhone] = useState(props.phone);
  return <VippsPaymentPanel {...props} phone={phone} onPhoneChange={setPhone} />;
}

const meta = {
  title: 'Checkout/VippsPaymentPanel',
  component: VippsPaymentPanel,
  subcomponents: { VippsButton },
  render: (args) => <Panel {...args} />,
  args: {
    labels,
    phone: '412 34 567',
    onPhoneChange: fn(),
    onPay: fn(),
    note: 'Du godkjenner betalingen i Vipps-appen og kommer tilbake hit etterpå.',
  },
} satisfies Meta<typeof VippsPaymentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's mobile prefilled; Enter or the button pays. */
export const Prefilled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Betal med Vipps' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** A number that is not a Norwegian mobile: said at the field. */
export const WrongNumber: Story = {
  args: {
    phone: '22 33 44 55',
    phoneError: 'Skriv et norsk mobilnummer: 8 siffer som begynner på 4 eller 9.',
  },
};

/** Back from Vipps after cancelling there: the cart is kept, try again. */
export const Cancelled: Story = {
  args: { message: 'Betalingen ble avbrutt i Vipps.' },
};

/** The payment is being started: the button says so and ignores presses. */
export const Busy: Story = {
  args: { busy: true },
};

/** On a 390 px phone: the button spans the width. */
export const Phone: Story = {
  globals: mobileViewport,
};

/** On a desktop: the button as wide as its text. */
export const Desktop: Story = {
  globals: desktopViewport,
};
