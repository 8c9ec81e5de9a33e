/**
 * Every cited source covers its fact (issue 33), where the question names what the fact is
 * about:
 * - years: a dated row's year is no later than its source's as-of date, and inside the years
 *   the source's title says it covers ('1903-2025'); a year a question names is inside them too;
 * - topic: a hand-written question citing a Wikipedia article about one subject (the Davis
 *   Cup, the Bledisloe Cup, Rugby sevens at the 2016 Olympics) names that subject, its acronym
 *   or a known other name in its text or answers. Rule books, glossaries and a sport's own
 *   article cover many facts and are not checked for a topic.
 */
import type { Bank } from './bank.js';
import type { FactSource, Question } from './model.js';

/** Other names of an article's subject that questions use ('Roland Garros' for the French Open). */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  'French Open': ['Roland Garros'],
  'Masters Tournament': ['Augusta'],
  'Boxing sanctioning bodies': ['WBC', 'WBA', 'IBF', 'WBO'],
};

/** Articles about a whole sport or its rules: they cover many facts, so no topic is checked. */
const BROAD =
  /^(glossary of|laws of|rules of|list of|history of)\b|^(boxing|association football|basketball|baseball|ice hockey|tennis|golf|cricket|rugby union|volleyball|beach volleyball)$/i;

const LINKS = new Set(['the', 'of', 'and', 'at', 'in', 'on', 'for', 'a', 'an', 'de', 'la']);
// Words too general to name a subject: 'Cup' names no cup in particular.
const STOP = new Set([
  ...['the', 'of', 'and', 'at', 'in', 'on', 'for', 'a', 'an', 'de', 'la', 'summer', 'winter', 'world'],
  ...['cup', 'league', 'trophy', 'award', 'championship', 'championships', 'tournament', 'club', 'team', 'final', 'finals'],
]);

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The Wikipedia article a source cites, without its section or a disambiguation in brackets. */
export function wikipediaArticle(source: FactSource): string | undefined {
  const match = /^https:\/\/en\.wikipedia\.org\/wiki\/([^#?]+)/.exec(source.url);
  if (!match?.[1]) return undefined;
  return decodeURIComponent(match[1])
    .replace(/_/g, ' ')
    .replace(/\s*\(.*\)$/, '')
    .trim();
}

/** Whether a question names an article's subject: a word of its title, its acronym or another name. */
export function namesTopic(article: string, texts: readonly string[]): boolean {
  const words = plain(article)
    .split(' ')
    .filter((w) => w.length > 2 && !STOP.has(w) && !/^\d+$/.test(w));
  const acronym = article
    .split(/[\s-]+/)
    .filter((w) => /^\p{L}/u.test(w) && !['of', 'and', 'the'].includes(w))
    .map((w) => w[0])
    .join('');
  // An article about one season or year ('2016–17 UEFA Champions League knockout phase')
  // is about the matches of that year: a question naming the year names its topic.
  const season = /^(\d{4})(?:[–-](\d{2}))?\s/.exec(article);
  const seasonYears = season ? [season[1], ...(season[2] ? [`${season[1]?.slice(0, 2)}${season[2]}`] : [])] : [];
  // Two title words in a row name the subject even when each alone is too general ('World Cup').
  const all = plain(article).split(' ');
  const pairs = all
    .slice(1)
    .map((w, i) => `${all[i]} ${w}`)
    .filter((pair) => pair.split(' ').some((w) => !LINKS.has(w)));
  const haystack = ` ${plain(texts.join(' '))} `;
  const names = [
    ...words.map((w) => w.replace(/s$/, '')),
    ...(acronym.length >= 2 ? [acronym.toLowerCase()] : []),
    ...(OTHER_NAMES[article] ?? []).map(plain),
    ...seasonYears,
    ...pairs,
  ];
  return names.some((name) => haystack.includes(` ${name}`));
}

/** The years a source's title says it covers: '1903-2025', '1951-52 to 2024-25'. */
export function titleYears(title: string): readonly [number, number] | undefined {
  const range = /\b(1[89]\d\d|20\d\d)(?:[-–]\d\d)?\s*(?:[-–]|to)\s*(1[89]\d\d|20\d\d)(?:[-–](\d\d))?\b/.exec(title);
  if (!range) return undefined;
  // A season range ends with the season's second year: '2024-25' covers 2025.
  const end = range[3] ? Number(`${range[2]?.slice(0, 2)}${range[3]}`) : Number(range[2]);
  return [Number(range[1]), end];
}

function yearProblems(question: Question, year: number | undefined): string[] {
  const problems: string[] = [];
  const { source } = question;
  const asOf = Number(source.asOf.slice(0, 4));
  if (year !== undefined && year > asOf) problems.push(`${question.id}: its ${year} fact is after its source's as-of date ${source.asOf}`);
  const covered = titleYears(source.title);
  const named = [...question.en.text.matchAll(/\b(1[89]\d\d|20\d\d)\b/g)].map((m) => Number(m[1]));
  for (const y of new Set([...(year === undefined ? [] : [year]), ...named])) {
    if (covered && (y < covered[0] || y > covered[1])) {
      problems.push(`${question.id}: ${y} is outside the years its source covers (${covered[0]}-${covered[1]}, "${source.title}")`);
    }
  }
  return problems;
}

function topicProblems(question: Question): string[] {
  const article = wikipediaArticle(question.source);
  if (!article || BROAD.test(article)) return [];
  const texts = [question.en.text, ...question.en.answers];
  return namesTopic(article, texts) ? [] : [`${question.id}: cites "${article}", which the question does not name: "${question.en.text}"`];
}

/** Served questions whose source does not cover the year or the subject of their fact. */
export function sourceScopeProblems(bank: Bank): string[] {
  const problems: string[] = [];
  const years = new Map<string, number>();
  for (const table of bank.tables) for (const draft of table.build()) if (draft.year !== undefined) years.set(draft.id, draft.year);
  for (const question of bank.byId.values()) problems.push(...yearProblems(question, years.get(question.id)));
  for (const hand of bank.handWritten) {
    const question = bank.byId.get(hand.id);
    if (question) problems.push(...topicProblems(question));
  }
  return problems;
}
