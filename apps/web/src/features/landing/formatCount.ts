/**
 * The landing page's approximate counts ("1.2k+", "800+", from LANDING_SPORTS) in the
 * reader's number format: "1,200+" in English, "1 200+" in Russian.
 */
export function formatApproxCount(raw: string, locale: string): string {
  const match = /^(\d+(?:\.\d+)?)(k?)\+?$/i.exec(raw.trim());
  if (!match) return raw;
  const value = Number(match[1]) * (match[2] ? 1000 : 1);
  return `${new Intl.NumberFormat(locale).format(Math.round(value))}+`;
}
