import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  buildSearchCategories,
  buildSearchHelpLinks,
  buildSearchOverlayLabels,
  buildSearchProducts,
} from '../fixtures/buildSearchResults';
import { SearchOverlay, type SearchOverlayProps } from './SearchOverlay';

/** The app's side: owns the open state and the term. */
function OpenSearchOverlay(props: SearchOverlayProps) {
  const [open, setOpen] = useState(props.open);
  const [term, setTerm] = useState(props.term);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Åpne søk
      </button>
      <SearchOverlay
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
        term={term}
        onTermChange={(next) => {
          setTerm(next);
          props.onTermChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/SearchOverlay',
  component: SearchOverlay,
  render: (args) => <OpenSearchOverlay {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    term: 'filter',
    onTermChange: fn(),
    products: buildSearchProducts(),
    categories: buildSearchCategories(),
    showAllHref: '/search?term=filter',
    helpLinks: buildSearchHelpLinks(),
    onNavigate: fn(),
    labels: buildSearchOverlayLabels(),
  },
} satisfies Meta<typeof SearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ArrowDown from the field moves into the results; Escape closes. */
export const Results: Story = {};

export const Loading: Story = { args: { loading: true, products: [], categories: [] } };

/** Nothing found: where else to look (the part finder, the plate search, the phone). */
export const NoResults: Story = {
  args: { term: 'kombinasjonstang', products: [], categories: [] },
};

/** A typo found nothing, and the shop suggests the term it probably meant. */
export const Suggestion: Story = {
  args: {
    term: 'termostatt',
    products: [],
    categories: [],
    suggestion: { term: 'termostat', href: '/search?term=termostat' },
  },
};

export const Empty: Story = { args: { term: '', products: [], categories: [] } };
