import type { ArchivedNews } from './model.js';
import { FOOTBALL_NEWS } from './football-news.js';
import { OTHER_SPORTS_NEWS } from './other-sports-news.js';
import { TENNIS_NEWS } from './tennis-news.js';
import { US_SPORTS_NEWS } from './us-sports-news.js';

export { TRANSFER_ARCHIVE } from './transfers.js';
export { CURRENCIES, NEWS_IMPORTANCE, NEWS_SPORTS, TRANSFER_TYPES } from './model.js';
export type { ArchivedNews, ArchivedTransfer, Currency, NewsImportance, NewsSport, NewsTelling, TransferType } from './model.js';

/** Every archived story, newest first. */
export const NEWS_ARCHIVE: readonly ArchivedNews[] = [...FOOTBALL_NEWS, ...TENNIS_NEWS, ...US_SPORTS_NEWS, ...OTHER_SPORTS_NEWS].sort(
  (a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id),
);
