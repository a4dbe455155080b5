import { describe, expect, it } from 'vitest';
import { loadAllPages, type ListPage } from './loadAllPages';

/** A list of `total` numbered items served in pages, recording which pages were in flight together. */
function pagedList(total: number) {
  const items = Array.from({ length: total }, (_, index) => index + 1);
  const requested: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  async function loadPage(currentPage: number, pageSize: number): Promise<ListPage<number>> {
    requested.push(currentPage);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    // Later pages answer first, so the result order cannot come from the arrival order.
    await new Promise((resolve) => setTimeout(resolve, 20 - currentPage));
    inFlight -= 1;
    return {
      items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      totalCount: total,
    };
  }
  return { loadPage, requested, maxInFlight: () => maxInFlight };
}

describe('loadAllPages', () => {
  it('loads page 1, then every other page at once, and keeps the page order', async () => {
    const list = pagedList(1000);

    const items = await loadAllPages(300, list.loadPage);

    expect(items).toEqual(Array.from({ length: 1000 }, (_, index) => index + 1));
    expect(list.requested).toEqual([1, 2, 3, 4]);
    expect(list.maxInFlight()).toBe(3);
  });

  it('stops after page 1 when it holds everything', async () => {
    const list = pagedList(300);

    await expect(loadAllPages(300, list.loadPage)).resolves.toHaveLength(300);
    expect(list.requested).toEqual([1]);
  });

  it('loads an empty list with one request', async () => {
    const list = pagedList(0);

    await expect(loadAllPages(100, list.loadPage)).resolves.toEqual([]);
    expect(list.requested).toEqual([1]);
  });

  it('trusts page 1 when the total is unknown', async () => {
    const requested: number[] = [];
    const items = await loadAllPages(2, async (page) => {
      requested.push(page);
      return { items: ['a', 'b'], totalCount: null };
    });

    expect(items).toEqual(['a', 'b']);
    expect(requested).toEqual([1]);
  });

  it('fails when any page fails', async () => {
    const failure = new Error('page 3 failed');
    await expect(
      loadAllPages(1, async (page) => {
        if (page === 3) throw failure;
        return { items: [page], totalCount: 4 };
      }),
    ).rejects.toBe(failure);
  });
});
