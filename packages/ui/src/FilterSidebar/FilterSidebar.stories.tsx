import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppliedFilters } from '../AppliedFilters/AppliedFilters';
import { Button } from '../Button/Button';
import { ColorFilter } from '../ColorFilter/ColorFilter';
import { FilterGroup } from '../FilterGroup/FilterGroup';
import {
  buildAppliedFilters,
  buildAppliedFiltersLabels,
  buildBrandFacet,
  buildColorFacet,
  buildFilterGroupLabels,
  buildPriceRangeFilterLabels,
  buildSortOptions,
} from '../fixtures/buildFacets';
import { PriceRangeFilter } from '../PriceRangeFilter/PriceRangeFilter';
import { Sidebar } from '../Sidebar/Sidebar';
import { SortSelect } from '../SortSelect/SortSelect';
import { mobileViewport } from '../docs/storyViewports';

/**
 * On small screens the listing's filters live in the Sidebar: one GET form holding every
 * facet (checkboxes named after the query-string keys), the price range as a fieldset, and an
 * apply button. Without JavaScript the button submits `?brand=…&color=…&price_from=…`.
 */
function FilterForm() {
  const labels = buildFilterGroupLabels();
  return (
    <form
      method="get"
      action="/traktordeler/filter.html"
      style={{ display: 'grid', gap: '1.5rem' }}
    >
      <AppliedFilters
        filters={buildAppliedFilters()}
        clearAllHref="/traktordeler/filter.html"
        labels={buildAppliedFiltersLabels()}
      />
      <SortSelect
        options={buildSortOptions()}
        defaultValue="name_ASC"
        labels={{ label: 'Sorter etter' }}
      />
      <FilterGroup
        title="Merke"
        name="brand"
        options={buildBrandFacet(['massey-ferguson'])}
        labels={labels}
      />
      <ColorFilter title="Farge" name="color" options={buildColorFacet(['rod'])} labels={labels} />
      <PriceRangeFilter
        as="fieldset"
        title="Pris"
        min={0}
        max={25000}
        value={{ from: 100, to: 500 }}
        labels={buildPriceRangeFilterLabels()}
      />
      <Button type="submit" fullWidth>
        Vis produkter
      </Button>
    </form>
  );
}

const meta = {
  title: 'Listing/FilterSidebar',
  component: Sidebar,
  args: {
    title: 'Filtrer',
    side: 'left',
    labels: { close: 'Lukk filter' },
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Filtrer</Button>,
    children: <FilterForm />,
  },
  globals: mobileViewport,
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filter sidebar open on a phone. */
export const Open: Story = { args: { defaultOpen: true } };

/** Closed: only the "Filtrer" button shows. */
export const Closed: Story = {};
