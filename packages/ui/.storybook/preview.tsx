import type { Preview } from '@storybook/react-vite';
// The same aggregate stylesheet the shop imports: tokens first, then every component.
import '../src/styles.css';
import { viewports } from '../src/docs/storyViewports';
import { storybookIconSprite } from '../src/docs/storybookIconSprite';
import { IconSpriteProvider } from '../src/Icon/IconSprite';

const preview: Preview = {
  // Every component gets a documentation page: its description, props table and stories.
  tags: ['autodocs'],
  // Icons draw from the sprite file as the shop's do: a build asset the stories share.
  decorators: [
    (Story) => (
      <IconSpriteProvider href={storybookIconSprite}>
        <Story />
      </IconSpriteProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Fail loudly in the a11y panel rather than only listing the findings.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    options: {
      storySort: {
        order: [
          'Documentation',
          [
            'Introduction',
            'Design tokens',
            'Typography',
            'Spacing',
            'Breakpoints',
            'Icons',
            'Norwegian copy',
          ],
          '*',
        ],
      },
    },
  },
};

export default preview;
