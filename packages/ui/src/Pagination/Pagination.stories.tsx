import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPaginationLabels, buildPaginationModel } from '../fixtures/buildPaginationModel';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    model: buildPaginationModel({ currentPage: 7, totalPages: 20 }),
    hrefForPage: (page) => `/traktordeler/filter.html?page=${page}`,
    labels: buildPaginationLabels(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 7 of 20: first page, ellipsis, pages 5–9, ellipsis, last page. */
export const Middle: Story = {};

/** Previous is disabled on the first page. */
export const FirstPage: Story = {
  args: { model: buildPaginationModel({ currentPage: 1, totalPages: 20 }) },
};

/** Next is disabled on the last page. */
export const LastPage: Story = {
  args: { model: buildPaginationModel({ currentPage: 20, totalPages: 20 }) },
};

export const FewPages: Story = {
  args: { model: buildPaginationModel({ currentPage: 2, totalPages: 3 }) },
};
