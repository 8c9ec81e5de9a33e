import { NEWS_ARCHIVE } from '@fanclash/content';
import { LANGUAGES } from '@fanclash/protocol';
import type { NewArticle } from './store.js';

/**
 * The built-in archive as rows: real past events in both languages, each with its own date
 * (noon UTC of the day) and source. They are flagged archive and served only while no feed has
 * delivered in that language, labelled as archive, never as current news.
 */
export function archiveArticles(): NewArticle[] {
  return NEWS_ARCHIVE.flatMap((story) =>
    LANGUAGES.map((language) => {
      const telling = story[language];
      return {
        language,
        url: telling.url,
        title: telling.title,
        description: telling.body,
        image: null,
        publishedAt: new Date(`${story.date}T12:00:00Z`),
        source: telling.source,
        author: null,
        category: story.sport,
        country: story.country,
        sport: story.sport,
        tags: [...telling.tags],
        importance: story.importance,
        archive: true,
        origin: story.id,
      };
    }),
  );
}
