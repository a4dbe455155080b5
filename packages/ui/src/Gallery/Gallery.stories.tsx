import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildGalleryImages, buildGalleryLabels } from '../fixtures/buildGalleryImages';
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
