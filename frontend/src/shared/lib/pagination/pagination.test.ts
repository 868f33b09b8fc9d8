import { pageCount, pageRange, paginationItems, type PageItem } from './pagination';

/** Compact form for assertions: numbers for pages, '…' for gaps. */
function compact(items: PageItem[]): (number | '…')[] {
  return items.map((item) => (item.type === 'page' ? item.page : '…'));
}

describe('paginationItems', () => {
  it('is empty without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(compact(paginationItems(1, 1))).toEqual([1]);
    expect(compact(paginationItems(1, 3))).toEqual([1, 2, 3]);
    expect(compact(paginationItems(2, 4))).toEqual([1, 2, 3, 4]);
  });

  it('shows first, last and current ±1 with ellipses for gaps', () => {
    expect(compact(paginationItems(1, 10))).toEqual([1, 2, '…', 10]);
    expect(compact(paginationItems(5, 10))).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(compact(paginationItems(10, 10))).toEqual([1, '…', 9, 10]);
    expect(compact(paginationItems(3, 10))).toEqual([1, 2, 3, 4, '…', 10]);
    expect(compact(paginationItems(8, 10))).toEqual([1, '…', 7, 8, 9, 10]);
  });

  it('puts an ellipsis for a gap of a single page too', () => {
    expect(compact(paginationItems(4, 10))).toEqual([1, '…', 3, 4, 5, '…', 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(compact(paginationItems(99, 5))).toEqual([1, '…', 4, 5]);
    expect(compact(paginationItems(0, 5))).toEqual([1, 2, '…', 5]);
  });

  it('gives each ellipsis a unique key', () => {
    const keys = paginationItems(5, 10)
      .filter((item) => item.type === 'ellipsis')
      .map((item) => (item.type === 'ellipsis' ? item.key : ''));
    expect(new Set(keys).size).toBe(2);
  });
});

describe('pageCount and pageRange', () => {
  it('counts pages of 12', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(61, 12)).toBe(6);
  });

  it('gives the X-Y of a page', () => {
    expect(pageRange(1, 12, 61)).toEqual({ from: 1, to: 12 });
    expect(pageRange(6, 12, 61)).toEqual({ from: 61, to: 61 });
    expect(pageRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
  });

  it('gives 0-0 for a page past the end, which shows no schools', () => {
    expect(pageRange(7, 12, 61)).toEqual({ from: 0, to: 0 });
    expect(pageRange(99, 12, 62)).toEqual({ from: 0, to: 0 });
    expect(pageRange(6, 12, 60)).toEqual({ from: 0, to: 0 });
    expect(pageRange(5, 12, 60)).toEqual({ from: 49, to: 60 });
  });
});
