import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CouponForm } from '../CouponForm/CouponForm';
import { buildCartTotals, buildCouponFormLabels } from '../fixtures/buildCart';
import { FreeShippingProgress } from '../FreeShippingProgress/FreeShippingProgress';
import { CartSummary } from './CartSummary';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const meta = {
  title: 'Commerce/CartSummary',
  component: CartSummary,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Sammendrag',
    rows: buildCartTotals(),
    checkout: { href: '/checkout', label: 'Gå til kassen' },
  },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything the cart sidebar shows under its lines. */
export const Full: Story = {
  args: {
    coupon: (
      <CouponForm
        appliedCode="VAAR10"
        onApply={fn()}
        onRemove={fn()}
        labels={buildCouponFormLabels()}
      />
    ),
    freeShipping: (
      <FreeShippingProgress progress={0.42} reached={false} message="3 483,– igjen til fri frakt" />
    ),
    notes: [{ id: 'same-day', icon: 'clock', text: 'Bestill før kl. 14:00 for sending samme dag' }],
  },
};

/** Only the sums and the checkout link. */
export const SumsOnly: Story = {};

/** On the smallest supported phone (320 px). */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
