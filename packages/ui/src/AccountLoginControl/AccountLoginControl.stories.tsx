import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildAccountMenuLabels } from '../fixtures/buildAccount';
import { AccountLoginControl } from './AccountLoginControl';

const meta = {
  title: 'Account/AccountLoginControl',
  component: AccountLoginControl,
  args: { labels: buildAccountMenuLabels(), onLoginClick: fn() },
} satisfies Meta<typeof AccountLoginControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button that opens the login modal. */
export const Button: Story = {};

/** A link to the login page, which works before hydration. */
export const WithLoginPage: Story = { args: { loginHref: '/customer/login' } };
