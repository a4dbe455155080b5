import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accessibilityViolations } from '../internal/accessibilityViolations';
import { Banner } from './Banner';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';

const fieldPicture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="800" height="300" fill="#8aa05a"/></svg>',
  );

const meta = {
  title: 'Content/Banner',
  component: Banner,
  args: {
    description: 'Vårklargjøring: filtre og oljer til traktoren',
    descriptionColor: '#ffffff',
    gradient: 'linear-gradient(90deg, #0f3a1e 0%, #1f5130 60%, #2e6b43 100%)',
    link: { href: '/search?term=filter', text: 'Se filtre', color: '#0f3a1e', type: 'link' },
  },
  argTypes: {
    descriptionColor: { control: 'color' },
    gradient: { control: 'text' },
  },
  // Every story: the banner is read out in order and axe finds nothing (contrast: see the tokens).
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.description)).toBeVisible();
    if (args.link) {
      await expect(canvas.getByRole('link', { name: args.link.text })).toHaveAttribute(
        'href',
        args.link.href,
      );
    }
    await expect(await accessibilityViolations(canvasElement)).toEqual([]);
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the gradient, with a plain link in the owner's colour. */
export const Default: Story = {
  args: {
    link: { href: '/search?term=filter', text: 'Se filtre', color: '#f5c518', type: 'link' },
  },
};

/** A button-like link. */
export const ButtonLink: Story = {
  args: {
    gradient: null,
    descriptionColor: null,
    link: { href: '/parts', text: 'Finn deler', type: 'button' },
  },
};

/** A picture under the gradient; the link opens a new window. */
export const WithImage: Story = {
  args: {
    image: { src: fieldPicture, width: 800, height: 300 },
    gradient: 'linear-gradient(90deg, rgb(15 58 30 / 0.95) 0%, rgb(15 58 30 / 0.6) 100%)',
    link: {
      href: 'https://www.vegvesen.no/',
      text: 'Statens vegvesen',
      target: '_blank',
      color: '#ffe07a',
      type: 'link',
    },
  },
};

/** Text only. */
export const DescriptionOnly: Story = {
  args: { link: null, gradient: null, descriptionColor: null },
};

/** On the smallest supported phone (320 px). */
export const Mobile: Story = { globals: mobileViewport };

/** At the desktop breakpoint (1024 px). */
export const Desktop: Story = { globals: desktopViewport };
