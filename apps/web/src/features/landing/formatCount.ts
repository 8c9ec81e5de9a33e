/**
 * The landing page's approximate counts ("1.2k+", "800+", from LANDING_SPORTS) in the reader's
 * language, short as the spec writes them: "1.2k+" in English, "1,2 тыс.+" in Russian
 * (decimal comma, "тыс." for thousands). Plain counts stay as they are: "800+".
 */
export function formatApproxCount(raw: string, locale: string): string {
  const match = /^(\d+(?:\.\d+)?)(k?)\+?$/i.exec(raw.trim());
  if (!match) return raw;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Number(match[1]));
  if (!match[2]) return `${number}+`;
  return locale.startsWith('ru') ? `${number}\u00a0тыс.+` : `${number}k+`;
}
