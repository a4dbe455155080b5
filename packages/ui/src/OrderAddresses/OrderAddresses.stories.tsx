import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCompanyAddress, buildPostalAddress } from '../fixtures/buildAccount';
import { OrderAddresses } from './OrderAddresses';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const meta = {
  title: 'Account/OrderAddresses',
  component: OrderAddresses,
  args: {
    labels: { telephone: 'Telefon', vatId: 'Org.nr.' },
    blocks: [
      { title: 'Fakturaadresse', address: buildCompanyAddress() },
      { title: 'Leveringsadresse', address: buildPostalAddress({ name: 'Kari Haugen' }) },
    ],
  },
} satisfies Meta<typeof OrderAddresses>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BillingAndShipping: Story = {};

/** With the shipping and payment methods as text blocks. */
export const WithMethods: Story = {
  args: {
    blocks: [
      { title: 'Fakturaadresse', address: buildCompanyAddress() },
      { title: 'Leveringsadresse', address: buildPostalAddress({ name: 'Kari Haugen' }) },
      { title: 'Leveringsmåte', lines: ['Bring – hjemlevering'] },
      { title: 'Betalingsmåte', lines: ['Faktura, 14 dager'] },
    ],
  },
};

/** On the smallest supported phone (320 px). */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
