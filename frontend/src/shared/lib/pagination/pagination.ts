/**
 * The numbered pagination of the directory (docs/product.md "Display rules"): the first page, the
 * last page, the current page ±1, and one ellipsis for each gap between them.
 */
export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

export function paginationItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) items.push({ type: 'ellipsis', key: `gap-${previous}-${p}` });
    items.push({ type: 'page', page: p });
  });
  return items;
}

/** 'Showing X-Y of N schools' bounds for a page (1-based, inclusive); 0-0 for a page that shows nothing (past the end). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  const from = (page - 1) * pageSize + 1;
  if (total <= 0 || pageSize <= 0 || page < 1 || from > total) return { from: 0, to: 0 };
  return { from, to: Math.min(page * pageSize, total) };
}
