/** A page number to show, or a gap ('…') between distant ones. */
export type PageItem = number | 'gap';

/**
 * The numbered buttons of a pager: always the first and last page, the current one and
 * `around` pages either side, with gaps for what is left out. A gap never stands for a single
 * page (that page is shown instead), so the row never gets longer by hiding something.
 */
export function pageItems(current: number, pages: number, around = 1): PageItem[] {
  if (pages <= 0) return [];
  const shown = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
