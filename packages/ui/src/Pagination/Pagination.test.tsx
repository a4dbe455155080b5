import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { buildPaginationLabels, buildPaginationModel } from '../fixtures/buildPaginationModel';
import { Pagination, type PaginationProps } from './Pagination';

function renderPagination(currentPage: number, props: Partial<PaginationProps> = {}) {
  return render(
    <Pagination
      model={buildPaginationModel({ currentPage, totalPages: 20 })}
      hrefForPage={(page) => `/filter.html?page=${page}`}
      labels={buildPaginationLabels()}
      {...props}
    />,
  );
}

describe('Pagination', () => {
  it('renders the window as page links in a labelled navigation, ellipses hidden', () => {
    renderPagination(7);

    const nav = screen.getByRole('navigation', { name: 'Sidenavigasjon' });
    const pages = within(nav)
      .getAllByRole('link', { name: /^Side / })
      .map((link) => link.textContent);
    expect(pages).toEqual(['1', '5', '6', '7', '8', '9', '20']);
    expect(nav.querySelectorAll('[aria-hidden="true"] .ap-pagination__ellipsis')).toHaveLength(2);
  });

  it('marks the current page with aria-current and links every page with hrefForPage', () => {
    renderPagination(7);

    const current = screen.getByRole('link', { name: 'Side 7' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Side 8' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Side 20' }).getAttribute('href')).toBe(
      '/filter.html?page=20',
    );
  });

  it('disables previous on the first page and links next', () => {
    renderPagination(1);

    const previous = screen.getByRole('link', { name: 'Forrige side' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(previous.hasAttribute('href')).toBe(false);
    const next = screen.getByRole('link', { name: 'Neste side' });
    expect(next.getAttribute('href')).toBe('/filter.html?page=2');
    expect(next.getAttribute('rel')).toBe('next');
  });

  it('disables next on the last page', () => {
    renderPagination(20);

    expect(screen.getByRole('link', { name: 'Neste side' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'Forrige side' }).getAttribute('href')).toBe(
      '/filter.html?page=19',
    );
  });

  it('reports the page of a clicked link so the app can page in-app', async () => {
    const onPageChange = vi.fn((_page: number, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    renderPagination(7, { onPageChange });

    await userEvent.click(screen.getByRole('link', { name: 'Side 9' }));
    await userEvent.click(screen.getByRole('link', { name: 'Neste side' }));

    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([9, 8]);
  });

  it('renders plain links on the server', () => {
    const html = renderToString(
      <Pagination
        model={buildPaginationModel({ currentPage: 2, totalPages: 3 })}
        hrefForPage={(page) => `?page=${page}`}
        labels={buildPaginationLabels()}
      />,
    );

    expect(html).toContain('href="?page=3"');
    expect(html).toContain('aria-current="page"');
  });
});
