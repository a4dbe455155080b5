import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileViewport } from '../docs/storyViewports';
import { buildSearchNoResultsLabels, buildSearchOtherWays } from '../fixtures/buildSearchResults';
import { SearchNoResults } from './SearchNoResults';

const meta = {
  title: 'Commerce/SearchNoResults',
  component: SearchNoResults,
  args: {
    term: 'xqzzy',
    otherWays: buildSearchOtherWays(),
    phone: { href: 'tel:+4762000000', display: '62 00 00 00' },
    labels: buildSearchNoResultsLabels(),
  },
} satisfies Meta<typeof SearchNoResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing matched: what to try, the part finder, the plate search and the phone. */
export const NothingFound: Story = {};

/** A typo: the shop suggests the term it probably meant, and the categories that match it. */
export const WithSuggestion: Story = {
  args: {
    term: 'termostatt',
    suggestion: { term: 'termostat', href: '/search?term=termostat' },
    categories: [
      { href: '/motor/termostater.html', label: 'Termostater' },
      { href: '/motor/kjolesystem.html', label: 'Kjølesystem' },
    ],
  },
};

/** On the smallest supported phone (320 px) everything stacks in one column. */
export const Mobile: Story = {
  args: WithSuggestion.args,
  globals: mobileViewport,
};
