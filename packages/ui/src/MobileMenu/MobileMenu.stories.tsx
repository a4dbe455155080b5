import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildMegaMenuItems } from '../fixtures/buildMegaMenuItems';
import { mobileViewport } from '../docs/storyViewports';
import { MobileMenu } from './MobileMenu';

const meta = {
  title: 'Navigation/MobileMenu',
  component: MobileMenu,
  globals: mobileViewport,
  args: {
    items: buildMegaMenuItems(),
    labels: { navigation: 'Hovedmeny', submenu: (title: string) => `Undermeny for ${title}` },
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
