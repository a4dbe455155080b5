import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  buildAddressCardLabels,
  buildCompanyAddress,
  buildPostalAddress,
} from '../fixtures/buildAccount';
import { AddressCard } from './AddressCard';

const meta = {
  title: 'Account/AddressCard',
  component: AddressCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    address: buildPostalAddress(),
    labels: buildAddressCardLabels(),
    editHref: '/customer/addresses-details/edit/12',
    onDelete: fn(),
  },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default billing and shipping address. */
export const DefaultForBoth: Story = { args: { defaultBilling: true, defaultShipping: true } };

/** A company customer's billing address: edit and delete disabled, the reason shown once. */
export const CompanyBilling: Story = {
  args: {
    address: buildCompanyAddress(),
    defaultBilling: true,
    editDisabledReason: 'Bedriftskunder kan ikke endre fakturaadressen. Kontakt oss for endringer.',
    deleteDisabledReason:
      'Bedriftskunder kan ikke endre fakturaadressen. Kontakt oss for endringer.',
  },
};

/** The default shipping address cannot be deleted, but can be edited. */
export const DeleteDisabled: Story = {
  args: {
    defaultShipping: true,
    deleteDisabledReason: 'Standardadressen kan ikke slettes. Velg en annen standardadresse først.',
  },
};

/** Deleting with a form post, which works before hydration. */
export const DeleteByFormPost: Story = {
  args: {
    onDelete: undefined,
    deletePost: { action: '/customer/addresses-details', fields: { intent: 'delete', id: '12' } },
  },
};

export const Deleting: Story = { args: { deleting: true } };

/** No actions: for example the addresses of an order. */
export const ReadOnly: Story = { args: { editHref: null, onDelete: undefined } };
