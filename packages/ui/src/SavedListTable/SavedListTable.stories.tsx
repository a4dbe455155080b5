import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';
import { SavedListTable } from './SavedListTable';

const meta = {
  title: 'Account/SavedListTable',
  component: SavedListTable,
  args: {
    labels: {
      caption: 'Våronn MF 135',
      product: 'Vare',
      sku: 'Varenr.',
      price: 'Pris',
      quantity: 'Antall',
      total: 'Sum',
      actions: 'Fjern',
      remove: (name: string) => `Fjern ${name}`,
      quantityOf: (name: string) => `Antall av ${name}`,
    },
    lines: [
      {
        uid: 'MQ==',
        sku: '3595854M1',
        name: 'Oljefilter MF 135',
        href: '/oljefilter-mf-135.html',
        quantity: 2,
        price: '249 kr',
        total: '498 kr',
      },
      {
        uid: 'Mg==',
        sku: '1860886M91',
        name: 'Tennplugg',
        href: '/tennplugg.html',
        quantity: 4,
        price: '89 kr',
        total: '356 kr',
      },
      {
        uid: 'Mw==',
        sku: 'UTGATT-1',
        name: 'UTGATT-1',
        quantity: 1,
        price: null,
        total: null,
        note: 'Varen finnes ikke lenger.',
      },
    ],
  },
  decorators: [
    (Story) => (
      <form onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SavedListTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's list: quantity fields and remove buttons for the form around it. */
export const Editable: Story = { args: { editable: true } };

/** A list shared by link: read-only. */
export const ReadOnly: Story = {};

/** On a phone: one card per line. */
export const Mobile: Story = { args: { editable: true }, globals: mobileViewport };

/** On a desktop: the table. */
export const Desktop: Story = { args: { editable: true }, globals: desktopViewport };
