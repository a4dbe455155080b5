import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildMegaMenuItems, buildMegaMenuTopLevel } from '../fixtures/buildMegaMenuItems';
import { mobileViewport } from '../docs/storyViewports';
import { MobileMenu } from './MobileMenu';

const meta = {
  title: 'Navigation/MobileMenu',
  component: MobileMenu,
  globals: mobileViewport,
  args: {
    items: buildMegaMenuItems(),
    labels: {
      navigation: 'Hovedmeny',
      submenu: (title: string) => `Undermeny for ${title}`,
      loading: 'Laster menyen …',
      loadFailed: 'Vi kunne ikke hente menyen.',
      retry: 'Prøv igjen',
    },
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

/** The top level only, its sub-items still loading: an expanded entry says so. */
export const ChildrenLoading: Story = {
  args: { items: buildMegaMenuTopLevel(), onLoadChildren: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undermeny for Traktordeler' }));

    await expect(args.onLoadChildren).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Laster menyen …');
  },
};

/** The sub-items could not be loaded: an expanded entry says so, with a button to try again. */
export const ChildrenLoadFailed: Story = {
  args: { items: buildMegaMenuTopLevel(), childrenFailed: true, onLoadChildren: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undermeny for Hydraulikk' }));

    await expect(canvas.getByRole('alert')).toHaveTextContent('Vi kunne ikke hente menyen.');
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  },
};
