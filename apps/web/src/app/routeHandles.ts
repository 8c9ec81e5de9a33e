/**
 * Route handles the layouts read. `openToVisitors`: a page inside the signed-in routes that a
 * visitor may open too (`/{name}` decides itself between sign-in and the 404 page).
 */
export const OPEN_TO_VISITORS = { openToVisitors: true } as const;

export function isOpenToVisitors(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { openToVisitors?: unknown }).openToVisitors === true;
}
