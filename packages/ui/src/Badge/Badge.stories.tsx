import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Commerce/Badge',
  component: Badge,
  args: { children: 'Tilbud', variant: 'sale' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sale: Story = {};

export const New: Story = { args: { children: 'Nyhet', variant: 'new' } };

export const Info: Story = { args: { children: 'Bestillingsvare', variant: 'info' } };

export const Neutral: Story = { args: { children: 'Brukt', variant: 'neutral' } };
