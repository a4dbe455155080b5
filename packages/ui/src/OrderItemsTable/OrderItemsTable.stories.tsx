import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildOrderItems, buildOrderItemsLabels } from '../fixtures/buildOrders';
import { OrderItemsTable } from './OrderItemsTable';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const meta = {
  title: 'Account/OrderItemsTable',
  component: OrderItemsTable,
  args: { items: buildOrderItems(), labels: buildOrderItemsLabels() },
} satisfies Meta<typeof OrderItemsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: mobileViewport };

export const OneItem: Story = { args: { items: buildOrderItems().slice(0, 1), hideCaption: true } };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
