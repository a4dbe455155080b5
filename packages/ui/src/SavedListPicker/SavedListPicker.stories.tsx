import type { Meta, StoryObj } from '@storybook/react-vite';
import { SavedListPicker } from './SavedListPicker';

const meta = {
  title: 'Account/SavedListPicker',
  component: SavedListPicker,
  args: {
    action: '/customer/saved-lists',
    hiddenFields: { intent: 'add', sku: '3595854M1', quantity: '1' },
    signedIn: true,
    loginHref: '/customer/login',
    lists: [
      { uid: 'MQ==', name: 'Våronn MF 135', itemsCount: 4 },
      { uid: 'Mg==', name: 'Verksted', itemsCount: 12 },
    ],
    labels: {
      open: 'Legg i liste',
      list: 'Velg liste',
      newList: 'Ny liste …',
      newListName: 'Navn på ny liste',
      submit: 'Lagre i listen',
      loading: 'Henter listene dine …',
      count: (count: number) => `${count} varer`,
      login: 'Logg inn for å lagre lister',
    },
  },
} satisfies Meta<typeof SavedListPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with two lists to choose from and the field for a new one. */
export const Open: Story = { args: { open: true } };

/** Closed: only the button. */
export const Closed: Story = {};

/** The first open, while the lists are read. */
export const Loading: Story = { args: { open: true, lists: [], loading: true } };

/** A guest: a link to log in. */
export const Guest: Story = { args: { signedIn: false } };

/** The small size, as the cart's lines use it. */
export const Small: Story = { args: { size: 'sm' } };
