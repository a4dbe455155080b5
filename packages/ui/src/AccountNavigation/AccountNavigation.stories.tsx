import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  buildAccountNavigationItems,
  buildAccountNavigationLabels,
} from '../fixtures/buildAccount';
import { AccountNavigation } from './AccountNavigation';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const meta = {
  title: 'Account/AccountNavigation',
  component: AccountNavigation,
  args: {
    items: buildAccountNavigationItems(),
    labels: buildAccountNavigationLabels(),
    logout: { action: '/logout', onSubmit: fn() },
    onNavigate: fn(),
  },
} satisfies Meta<typeof AccountNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyProfile: Story = {};

export const OrderHistory: Story = {
  args: { items: buildAccountNavigationItems('/customer/order-history') },
};

export const WithoutLogout: Story = { args: { logout: undefined } };

export const LoggingOut: Story = { args: { logout: { action: '/logout', busy: true } } };

/** On a phone: one row that scrolls sideways, the current page in view. */
export const Mobile: Story = {
  args: { items: buildAccountNavigationItems('/customer/order-history') },
  globals: mobileViewport,
};

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
