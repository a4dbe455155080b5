import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildBreadcrumbs } from '../fixtures/buildBreadcrumbs';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: buildBreadcrumbs(), labels: { navigation: 'Brødsmulesti' } },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {};

export const TopLevel: Story = {
  args: {
    items: [
      { text: 'Hjem', link: '/' },
      { text: 'Aktuelt', link: '/aktuelt' },
    ],
  },
};
