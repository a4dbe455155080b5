import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildMegaMenuItems } from '../fixtures/buildMegaMenuItems';
import { MegaMenu } from './MegaMenu';

const meta = {
  title: 'Navigation/MegaMenu',
  component: MegaMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    items: buildMegaMenuItems(),
    labels: { navigation: 'Hovedmeny', submenu: (title: string) => `Undermeny for ${title}` },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Panels open after the pointer rests 300 ms on an item. */
export const Hover: Story = {};

/** Panels open 100 ms after a click on the item's button. */
export const Click: Story = { args: { trigger: 'click' } };
