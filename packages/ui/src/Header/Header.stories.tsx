import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import { buildAccountMenuItems, buildAccountMenuLabels } from '../fixtures/buildAccount';
import { buildHeaderLabels, buildHeaderLogo } from '../fixtures/buildHeaderProps';
import { buildMegaMenuItems } from '../fixtures/buildMegaMenuItems';
import { MegaMenu } from '../MegaMenu/MegaMenu';
import { TopBar } from '../TopBar/TopBar';
import { Header, type HeaderProps } from './Header';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

function HeaderWithTaxSwitch(props: HeaderProps) {
  const [taxIncluded, setTaxIncluded] = useState(true);
  return (
    <Header {...props} taxDisplay={{ checked: taxIncluded, onCheckedChange: setTaxIncluded }} />
  );
}

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  render: (args) => <HeaderWithTaxSwitch {...args} />,
  args: {
    logo: buildHeaderLogo(),
    labels: buildHeaderLabels(),
    onSearchSubmit: fn(),
    onAccountClick: fn(),
    wishlistHref: '/onskeliste',
    wishlistCount: 2,
    onCartClick: fn(),
    cartQuantity: 3,
    phone: { number: '+4761150000', display: '61 15 00 00' },
    onMenuOpen: fn(),
    topBar: <TopBar>Fri frakt over 6000 kr – bestill før kl. 14 for sending samme dag</TopBar>,
    navigation: (
      <MegaMenu
        items={buildMegaMenuItems()}
        labels={{ navigation: 'Hovedmeny', submenu: (title) => `Undermeny for ${title}` }}
      />
    ),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmptyCart: Story = { args: { cartQuantity: 0, wishlistCount: 0 } };

export const Sticky: Story = {
  args: { sticky: true },
  decorators: [
    (Story) => (
      <div style={{ height: '200vh' }}>
        <Story />
      </div>
    ),
  ],
};

/** The store setting `hide_cart_button`: no cart control. */
export const WithoutCart: Story = { args: { showCart: false } };

export const Mobile: Story = { globals: mobileViewport };

/** A logged-in customer: the account control is the {@link AccountMenu} (`account` slot). */
export const LoggedIn: Story = {
  args: {
    account: (
      <AccountMenu
        authenticated
        labels={buildAccountMenuLabels()}
        customerName="Ola"
        items={buildAccountMenuItems()}
        logout={{ action: '/logout', onSubmit: fn() }}
      />
    ),
  },
};

/** A guest with the account control as the {@link AccountMenu}: it asks for the login. */
export const LoggedOut: Story = {
  args: {
    account: (
      <AccountMenu authenticated={false} labels={buildAccountMenuLabels()} onLoginClick={fn()} />
    ),
  },
};

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
