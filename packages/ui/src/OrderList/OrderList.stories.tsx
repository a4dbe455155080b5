import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../Link/Link';
import { buildOrderListLabels, buildOrders } from '../fixtures/buildOrders';
import { OrderList } from './OrderList';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const meta = {
  title: 'Account/OrderList',
  component: OrderList,
  args: { orders: buildOrders(), labels: buildOrderListLabels() },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table from 768 px. */
export const Default: Story = {};

/** Cards on a phone. */
export const Mobile: Story = { globals: mobileViewport };

export const OneOrder: Story = { args: { orders: buildOrders(1) } };

/** Without item counts the column is left out. */
export const WithoutItemCounts: Story = {
  args: { orders: buildOrders(3).map((order) => ({ ...order, itemCount: null })) },
};

export const Empty: Story = {
  args: {
    orders: [],
    empty: (
      <p>
        Du har ingen ordrer ennå. <Link href="/">Finn deler til traktoren</Link>
      </p>
    ),
  },
};

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
