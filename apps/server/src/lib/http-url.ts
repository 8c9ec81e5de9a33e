/**
 * An absolute http(s) address, resolved against `base` when relative; null for anything else.
 * Addresses from outside (news feeds, the transfer provider) are served to the web app as
 * links: `javascript:` or `data:` there would run in our page when clicked.
 */
export function httpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
