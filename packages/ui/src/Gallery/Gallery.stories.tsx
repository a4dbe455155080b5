import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  buildGalleryImages,
  buildGalleryImagesWithVideo,
  buildGalleryLabels,
} from '../fixtures/buildGalleryImages';
import { Gallery } from './Gallery';

const meta = {
  title: 'Media/Gallery',
  component: Gallery,
  args: {
    images: buildGalleryImages(),
    imageSizes: '(min-width: 1024px) 700px, 100vw',
    labels: buildGalleryLabels(),
    onSelectedIndexChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the image to zoom ×2; arrows, Home and End change it; swipe on touch. */
export const Default: Story = {};

export const ZoomOnHover: Story = { args: { zoomOnHover: true } };

export const SingleImage: Story = { args: { images: buildGalleryImages(1) } };

/** The maximum of 20 images: the thumbnails scroll. */
export const TwentyImages: Story = { args: { images: buildGalleryImages(20) } };

/**
 * Browsing five images: a thumbnail, the arrows (disabled at the ends), Home and End on the main
 * image, swipes, and arrow keys on the thumbnails; each change is reported and announced.
 */
export const BrowsingImages: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const shown = () => canvas.getByRole('img', { hidden: true, name: /^Oljefilter/ });
    const thumbnail = (n: number) => canvas.getByRole('button', { name: `Vis bilde ${n} av 5` });
    const previous = canvas.getByRole('button', { name: 'Forrige bilde' });
    const next = canvas.getByRole('button', { name: 'Neste bilde' });

    await step('a thumbnail shows its image and the change is announced', async () => {
      await expect(previous).toBeDisabled();
      await userEvent.click(thumbnail(3));
      await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(2);
      await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
      await expect(shown()).toHaveAttribute('alt', 'Oljefilter Massey Ferguson 35, bakfra');
      await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
        'Bilde 3 av 5: Oljefilter Massey Ferguson 35, bakfra',
      );
    });

    await step('the arrows step and stop at the ends', async () => {
      await userEvent.click(next);
      await userEvent.click(next);
      await expect(thumbnail(5)).toHaveAttribute('aria-current', 'true');
      await expect(next).toBeDisabled();
      await userEvent.click(previous);
      await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(3);
    });

    await step('Home and End on the main image', async () => {
      canvas.getByRole('group', { name: 'Produktbilde, klikk for å forstørre' }).focus();
      await userEvent.keyboard('{Home}');
      await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
      await userEvent.keyboard('{End}');
      await expect(thumbnail(5)).toHaveAttribute('aria-current', 'true');
    });

    await step('a swipe to the left shows the next image, to the right the previous', async () => {
      const stage = canvas.getByRole('group', { name: 'Produktbilde, klikk for å forstørre' });
      await userEvent.keyboard('{Home}');
      await userEvent.pointer([
        { keys: '[TouchA>]', target: stage, coords: { clientX: 200, clientY: 100 } },
        { pointerName: 'TouchA', target: stage, coords: { clientX: 120, clientY: 105 } },
        { keys: '[/TouchA]', target: stage, coords: { clientX: 120, clientY: 105 } },
      ]);
      await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
      await expect(stage).toHaveAttribute('data-state', 'idle');
      await userEvent.pointer([
        { keys: '[TouchA>]', target: stage, coords: { clientX: 100, clientY: 100 } },
        { pointerName: 'TouchA', target: stage, coords: { clientX: 180, clientY: 100 } },
        { keys: '[/TouchA]', target: stage, coords: { clientX: 180, clientY: 100 } },
      ]);
      await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
    });

    await step('arrow keys on the thumbnails move the choice and the focus', async () => {
      await userEvent.keyboard('{Home}');
      thumbnail(1).focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(thumbnail(3)).toHaveFocus();
      await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(thumbnail(2)).toHaveFocus();
      await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(1);
    });
  },
};

/**
 * Zoom ×2: a click zooms and a second click zooms out; Enter zooms from the keyboard and Escape
 * zooms out; changing image zooms out. Ends zoomed.
 */
export const Zooming: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const stage = canvas.getByRole('group', { name: 'Produktbilde, klikk for å forstørre' });

    await step('click to zoom and back', async () => {
      await expect(stage).toHaveAttribute('data-state', 'idle');
      await userEvent.click(stage);
      await expect(stage).toHaveAttribute('data-state', 'zoomed');
      await userEvent.click(stage);
      await expect(stage).toHaveAttribute('data-state', 'idle');
    });

    await step('Enter zooms and Escape zooms out', async () => {
      stage.focus();
      await userEvent.keyboard('{Enter}');
      await expect(stage).toHaveAttribute('data-state', 'zoomed');
      await userEvent.keyboard('{Escape}');
      await expect(stage).toHaveAttribute('data-state', 'idle');
    });

    await step('a new image is shown unzoomed', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{ArrowRight}');
      await expect(stage).toHaveAttribute('data-state', 'idle');
    });

    await userEvent.keyboard(' ');
    await expect(stage).toHaveAttribute('data-state', 'zoomed');
  },
};

/**
 * A video after the images: its thumbnail carries a play mark and the title; choosing it shows the
 * preview with a play button, and only pressing play (here with the keyboard) loads the player's
 * frame, titled with the video's title, and moves focus into it.
 */
export const WithVideo: Story = {
  args: { images: buildGalleryImagesWithVideo(3) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const videoThumbnail = canvas.getByRole('button', {
      name: 'Vis video: Slik skifter du oljefilteret',
    });
    await expect(videoThumbnail).toHaveTextContent('Slik skifter du oljefilteret');

    await step('choosing the video shows a play button and no player yet', async () => {
      await userEvent.click(videoThumbnail);
      await expect(canvasElement.querySelector('iframe')).toBeNull();
      await expect(
        canvas.getByRole('button', { name: 'Spill av video: Slik skifter du oljefilteret' }),
      ).toBeInTheDocument();
    });

    await step('Enter on play loads the titled player and focuses it', async () => {
      canvas.getByRole('button', { name: 'Spill av video: Slik skifter du oljefilteret' }).focus();
      await userEvent.keyboard('{Enter}');
      const frame = canvasElement.querySelector('iframe');
      await expect(frame).toHaveAttribute('title', 'Slik skifter du oljefilteret');
      await expect(frame).toHaveFocus();
    });

    await step('choosing an image again removes the player', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Vis bilde 1 av 4' }));
      await expect(canvasElement.querySelector('iframe')).toBeNull();
    });
  },
};
