import type { ArchivedNews, NewsImportance, NewsSport } from './model.js';
import { enWiki } from './model.js';

interface Telling {
  readonly title: string;
  readonly body: string;
  readonly tags: readonly string[];
}

/**
 * One archived story, written out in both languages. The Russian telling links the same
 * original source (an English Wikipedia article about the event), named as such.
 */
export function story(
  slug: string,
  sport: NewsSport,
  date: string,
  importance: NewsImportance,
  country: string,
  wikiTitle: string,
  en: Telling,
  ru: Telling,
): ArchivedNews {
  const url = enWiki(wikiTitle);
  return {
    id: `news.${slug}`,
    sport,
    date,
    importance,
    country,
    en: { ...en, source: 'Wikipedia', url },
    ru: { ...ru, source: 'Википедия (англ.)', url },
  };
}
