import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
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

/** Shipped orders say where their parcels are, under the status (table and cards). */
export const WithShipments: Story = {
  args: {
    orders: buildOrders(4).map((order) =>
      order.status === 'Complete' ? { ...order, shipmentStatus: 'Sending: På vei' } : order,
    ),
  },
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

/** With a "Bestill på nytt" form per order (the storefront posts it to the order's page). */
export const WithReorder: Story = {
  args: {
    actionsLabel: 'Handlinger',
    renderActions: (order) => (
      <form method="post" action={order.href}>
        <Button type="submit" name="intent" value="reorder" variant="secondary" size="sm">
          Bestill på nytt
          <span className="ap-visually-hidden"> ordre {order.number}</span>
        </Button>
      </form>
    ),
  },
};

/** The same on a phone: the button at the foot of each card. */
export const WithReorderMobile: Story = { ...WithReorder, globals: mobileViewport };
