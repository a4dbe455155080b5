import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../docs/storyViewports';
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

/** On a 320 px phone previous and next show only their arrows (their names stay for screen readers). */
export const OnAPhone: Story = { globals: mobileViewport };

/** From 768 px, and at the 1024 px desktop, previous and next are written out. */
export const OnADesktop: Story = { globals: desktopViewport };

/**
 * Paging in the page (20 pages): the app prevents the links' navigation and moves the window.
 * Previous is disabled on page 1 and next on page 20; page links work by click and by Enter.
 */
export const PagingInApp: Story = {
  args: { onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return (
      <Pagination
        {...args}
        model={buildPaginationModel({ currentPage: page, totalPages: 20 })}
        onPageChange={(next, event) => {
          event.preventDefault();
          args.onPageChange?.(next, event);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const current = () => canvasElement.querySelector('[aria-current="page"]');
    const previous = () => canvas.getByRole('link', { name: 'Forrige side' });
    const next = () => canvas.getByRole('link', { name: 'Neste side' });

    await step('on page 1 previous is disabled', async () => {
      await expect(current()).toHaveTextContent('1');
      await expect(previous()).toHaveAttribute('aria-disabled', 'true');
      await expect(previous()).not.toHaveAttribute('href');
      await userEvent.click(previous());
      await expect(args.onPageChange).not.toHaveBeenCalled();
    });

    await step('next and a page link', async () => {
      await expect(next()).toHaveAttribute('href', '/traktordeler/filter.html?page=2');
      await userEvent.click(next());
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2, expect.anything());
      await expect(current()).toHaveTextContent('2');
      await userEvent.click(canvas.getByRole('link', { name: 'Side 5' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(5, expect.anything());
      await expect(current()).toHaveAccessibleName('Side 5');
      // The window follows: pages 3–7 between the first and the last page.
      await expect(canvas.getByRole('link', { name: 'Side 7' })).toBeVisible();
      await expect(canvas.queryByRole('link', { name: 'Side 8' })).toBeNull();
    });

    await step('the last page disables next', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Side 20' }));
      await expect(current()).toHaveAccessibleName('Side 20');
      await expect(next()).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(next());
      await expect(args.onPageChange).toHaveBeenCalledTimes(3);
    });

    await step('previous, and a page link by keyboard', async () => {
      await userEvent.click(previous());
      await expect(current()).toHaveAccessibleName('Side 19');
      canvas.getByRole('link', { name: 'Side 17' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onPageChange).toHaveBeenLastCalledWith(17, expect.anything());
      await expect(current()).toHaveAccessibleName('Side 17');
    });
  },
};
