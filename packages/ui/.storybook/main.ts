import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The documentation pages first, then every component's stories.
  stories: ['../src/docs/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The static build must work offline and send nothing anywhere: no telemetry, no update check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
