import type { Preview } from '@storybook/react-vite';
// The same aggregate stylesheet the shop imports: tokens first, then every component.
import '../src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Fail loudly in the a11y panel rather than only listing the findings.
    a11y: { test: 'error' },
  },
};

export default preview;
