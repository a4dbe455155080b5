import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderStatusBadge } from './OrderStatusBadge';

const meta = {
  title: 'Account/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'Processing', label: 'Behandles' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {};

export const Pending: Story = { args: { status: 'Pending', label: 'Venter' } };

export const OnHold: Story = { args: { status: 'On Hold', label: 'På vent' } };

export const Complete: Story = { args: { status: 'Complete', label: 'Fullført' } };

export const Canceled: Story = { args: { status: 'Canceled', label: 'Kansellert' } };

export const Closed: Story = { args: { status: 'Closed', label: 'Lukket' } };

/** An unknown status without a translation: grey, the status as is. */
export const Unknown: Story = { args: { status: 'Awaiting pickup', label: undefined } };

/** Every status side by side. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <OrderStatusBadge status="Pending" label="Venter" />
      <OrderStatusBadge status="Processing" label="Behandles" />
      <OrderStatusBadge status="On Hold" label="På vent" />
      <OrderStatusBadge status="Complete" label="Fullført" />
      <OrderStatusBadge status="Canceled" label="Kansellert" />
      <OrderStatusBadge status="Closed" label="Lukket" />
    </div>
  ),
};
