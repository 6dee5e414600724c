/** Spec part 1 §9: at most this many page-number buttons. */
export const MAX_PAGE_BUTTONS = 5;

export function totalPages(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/**
 * The page numbers to offer: a window of at most `max` pages that keeps the current page in the
 * middle where it can (1 2 [3] 4 5, then 4 5 [6] 7 8), and ends at the first or last page.
 */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (pages <= 0) return [];
  const size = Math.min(max, pages);
  const page = Math.min(Math.max(1, current), pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
