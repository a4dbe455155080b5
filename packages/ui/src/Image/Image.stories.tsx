import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from './Image';
import { ImageSourceProvider } from './ImageSource';

// An inline picture keeps the stories free of network requests.
const placeholder =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">' +
      '<rect width="400" height="400" fill="#d0e7d5"/>' +
      '<circle cx="140" cy="260" r="70" fill="none" stroke="#1d5a31" stroke-width="16"/>' +
      '<circle cx="300" cy="290" r="40" fill="none" stroke="#1d5a31" stroke-width="16"/>' +
      '<path d="M90 180V90h90l30 100h110v60" fill="none" stroke="#1d5a31" stroke-width="16"/>' +
      '</svg>',
  );

const meta = {
  title: 'Media/Image',
  component: Image,
  subcomponents: { ImageSourceProvider },
  args: { src: placeholder, alt: 'Traktor i grønt', width: 400, height: 400 },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {};

export const Eager: Story = { args: { loading: 'eager' } };

export const Decorative: Story = { args: { alt: '' } };

/**
 * The app decides where pictures load from: here a provider turns an address the story cannot
 * reach into the inline picture (the shop serves its API's `/media/` from its own origin so).
 */
export const RewrittenByTheApp: Story = {
  args: { src: 'https://api.example.no/media/traktor.svg' },
  render: (args) => (
    <ImageSourceProvider rewrite={(src) => (src.includes('/media/') ? placeholder : src)}>
      <Image {...args} />
    </ImageSourceProvider>
  ),
};
