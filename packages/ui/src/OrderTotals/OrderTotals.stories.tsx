import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildOrderTotals } from '../fixtures/buildOrders';
import { OrderTotals } from './OrderTotals';

const meta = {
  title: 'Account/OrderTotals',
  component: OrderTotals,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { rows: buildOrderTotals() },
} satisfies Meta<typeof OrderTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDiscount: Story = {};

export const WithoutDiscount: Story = {
  args: { rows: buildOrderTotals().filter((row) => row.kind !== 'discount') },
};
