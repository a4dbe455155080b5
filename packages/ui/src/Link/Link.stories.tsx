import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, LinkProvider, type LinkComponent } from './Link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  subcomponents: { LinkProvider },
  args: { href: '/parts', children: 'Finn deler til din traktor', className: 'ap-link' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain in-app link. */
export const InApp: Story = {};

/** Opens a new window: gets `rel="noopener noreferrer"`. */
export const NewWindow: Story = {
  args: { href: 'https://www.vegvesen.no', target: '_blank', children: 'Statens vegvesen' },
};

const LoggingLink: LinkComponent = ({ href, ...props }) => (
  <a {...props} href={href} data-router-link="" />
);

/** With a provider the app's router link renders in-app paths. */
export const WithProvider: Story = {
  render: (args) => (
    <LinkProvider component={LoggingLink}>
      <Link {...args} />
    </LinkProvider>
  ),
};
