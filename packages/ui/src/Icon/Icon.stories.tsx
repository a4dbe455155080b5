import type { Meta, StoryObj } from '@storybook/react-vite';
import { storybookIconSprite } from '../docs/storybookIconSprite';
import { Icon, iconNames } from './Icon';
import { IconSpriteProvider } from './IconSprite';

const meta = {
  title: 'Media/Icon',
  component: Icon,
  subcomponents: { IconSpriteProvider },
  args: { name: 'tractor', size: 32 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};

export const Labelled: Story = { args: { name: 'phone', label: 'Telefon' } };

/**
 * Icons draw from the sprite `IconSpriteProvider` names (here Storybook's copy, as every story's
 * decorator gives it): the app passes the sprite's hashed build address once, at its root.
 */
export const FromTheSprite: Story = {
  args: { name: 'truck' },
  render: (args) => (
    <IconSpriteProvider href={storybookIconSprite}>
      <Icon {...args} />
    </IconSpriteProvider>
  ),
};

/** An unknown name renders an empty icon that keeps its space. */
export const UnknownName: Story = { args: { name: 'skurtresker' } };

export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
