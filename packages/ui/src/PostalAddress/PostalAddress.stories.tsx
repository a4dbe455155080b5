import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCompanyAddress, buildPostalAddress } from '../fixtures/buildAccount';
import { PostalAddress } from './PostalAddress';

const meta = {
  title: 'Account/PostalAddress',
  component: PostalAddress,
  args: { address: buildPostalAddress(), labels: { telephone: 'Telefon', vatId: 'Org.nr.' } },
} satisfies Meta<typeof PostalAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Private: Story = {};

export const Company: Story = { args: { address: buildCompanyAddress() } };

/** Only the required parts: no telephone, one street line, no country. */
export const Minimal: Story = {
  args: {
    address: buildPostalAddress({ street: ['Postboks 40'], telephone: null, country: null }),
  },
};
