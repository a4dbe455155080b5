import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildAccountMenuItems, buildAccountMenuLabels } from '../fixtures/buildAccount';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Account/AccountMenu',
  component: AccountMenu,
  // Room for the open menu, and the control at the right as in the header.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    authenticated: false,
    labels: buildAccountMenuLabels(),
    onLoginClick: fn(),
  },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: a button that opens the login modal. */
export const LoggedOut: Story = {};

/** Logged out, with a login page to go to before hydration. */
export const LoggedOutWithLink: Story = { args: { loginHref: '/customer/login' } };

/** Logged in: a disclosure with the account links and a logout form. */
export const LoggedIn: Story = {
  args: {
    authenticated: true,
    customerName: 'Ola',
    items: buildAccountMenuItems(),
    logout: { action: '/logout', fields: { redirectTo: '/' }, onSubmit: fn() },
  },
};

export const LoggedInOpen: Story = {
  args: { ...LoggedIn.args, items: buildAccountMenuItems('/customer/order-history') },
  play: ({ canvasElement }) => {
    canvasElement.querySelector('details')?.setAttribute('open', '');
  },
};

/** The logout is on its way. */
export const LoggingOut: Story = {
  args: {
    ...LoggedIn.args,
    logout: { action: '/logout', busy: true },
  },
  play: ({ canvasElement }) => {
    canvasElement.querySelector('details')?.setAttribute('open', '');
  },
};

/** Logged in without a first name: no greeting. */
export const WithoutGreeting: Story = {
  args: { ...LoggedIn.args, customerName: null },
};
