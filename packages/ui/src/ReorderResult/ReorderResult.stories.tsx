import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReorderResult } from './ReorderResult';

const meta = {
  title: 'Account/ReorderResult',
  component: ReorderResult,
  args: {
    title: '2 varer fra ordre 000000123 er lagt i handlekurven.',
    missedTitle: 'Disse kunne ikke legges til:',
    missed: [
      { sku: 'OF-1234', name: 'Oljefilter', reason: 'Ikke på lager.' },
      { sku: 'KR-300', name: 'Kilerem', reason: 'Bare 2 av 3 på lager; 2 er lagt til.' },
      { sku: 'UTGATT-1', name: 'UTGATT-1', reason: 'Varen finnes ikke lenger.' },
    ],
  },
} satisfies Meta<typeof ReorderResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Some lines could not be added: each is listed with its part number and why. */
export const Partial: Story = {};

/** Everything went in. */
export const AllAdded: Story = {
  args: { title: 'Alle 4 varene fra ordre 000000123 er lagt i handlekurven.', missed: [] },
};
