import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildBlogPostCard } from '../fixtures/buildProductInfo';
import { BlogPostCard } from './BlogPostCard';

const meta = {
  title: 'Content/BlogPostCard',
  component: BlogPostCard,
  args: buildBlogPostCard(),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogPostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutImage: Story = { args: { image: null } };
