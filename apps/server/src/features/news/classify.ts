import { NEWS_LIMITS, type NewsArticleSport, type NewsImportance } from '@fanclash/protocol';

/**
 * Sport, importance and tags of a feed item, from its categories and words. Latin keywords
 * match whole words; Russian ones match stems (футбол matches футбола, футболист...).
 */
const SPORT_WORDS: ReadonlyArray<readonly [NewsArticleSport, readonly string[]]> = [
  [
    'football',
    [
      'football',
      'soccer',
      'premier league',
      'champions league',
      'europa league',
      'la liga',
      'laliga',
      'serie a',
      'bundesliga',
      'ligue 1',
      'fifa',
      'uefa',
      'footballer',
      'striker',
      'midfielder',
      'goalkeeper',
      'футбол',
      'рпл',
      'премьер-лиг',
      'лига чемпионов',
      'лиги чемпионов',
      'лига европы',
      'фифа',
      'уефа',
      'голкипер',
      'вратар',
      'нападающ',
      'полузащитник',
      'зенит',
      'спартак',
      'цска',
    ],
  ],
  ['basketball', ['basketball', 'nba', 'wnba', 'euroleague', 'баскетбол', 'нба', 'евролиг', 'единая лига']],
  [
    'tennis',
    [
      'tennis',
      'atp',
      'wta',
      'wimbledon',
      'roland garros',
      'australian open',
      'davis cup',
      'теннис',
      'уимблдон',
      'ролан гаррос',
      'кубок дэвиса',
    ],
  ],
  ['hockey', ['hockey', 'nhl', 'khl', 'stanley cup', 'хоккей', 'нхл', 'кхл', 'кубок стэнли', 'кубок гагарина', 'шайб']],
  ['baseball', ['baseball', 'mlb', 'world series', 'home run', 'бейсбол', 'млб']],
  ['volleyball', ['volleyball', 'волейбол']],
  ['golf', ['golf', 'pga', 'ryder cup', 'гольф']],
  ['cricket', ['cricket', 'ipl', 'test match', 'крикет']],
  ['rugby', ['rugby', 'регби']],
  ['boxing', ['boxing', 'boxer', 'heavyweight', 'бокс', 'боксер', 'боксёр']],
  ['mma', ['mma', 'ufc', 'bellator', 'мма', 'юфс']],
  ['athletics', ['athletics', 'marathon', 'sprinter', 'pole vault', 'легкая атлетика', 'лёгкая атлетика', 'марафон', 'легкоатлет']],
  ['swimming', ['swimming', 'swimmer', 'плавани', 'пловец', 'пловчих']],
  ['cycling', ['cycling', 'tour de france', 'giro', 'cyclist', 'велоспорт', 'велогонщик']],
];

const IMPORTANCE_WORDS: ReadonlyArray<readonly [NewsImportance, readonly string[]]> = [
  [
    'high',
    [
      'breaking',
      'final',
      'champion',
      'champions',
      'title',
      'record',
      'world cup',
      'olympic',
      'gold',
      'retire',
      'retires',
      'retirement',
      'sacked',
      'dies',
      'died',
      'banned',
      'финал',
      'чемпион',
      'рекорд',
      'олимпи',
      'золот',
      'завершил карьеру',
      'завершает карьеру',
      'уволен',
      'скончал',
      'дисквалифи',
      'срочно',
    ],
  ],
  [
    'medium',
    [
      'semi-final',
      'semifinal',
      'quarter-final',
      'play-off',
      'playoff',
      'transfer',
      'signs',
      'signed',
      'injury',
      'injured',
      'coach',
      'manager',
      'contract',
      'derby',
      'полуфинал',
      'четвертьфинал',
      'плей-офф',
      'трансфер',
      'переход',
      'контракт',
      'травм',
      'тренер',
      'дерби',
    ],
  ],
];

const CYRILLIC = /\p{Script=Cyrillic}/u;

function matches(text: string, word: string): boolean {
  if (CYRILLIC.test(word)) return text.includes(word);
  return new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u').test(text);
}

/** The feed's categories decide first; then words in the title (weighted) and text. */
export function inferSport(title: string, text: string, categories: readonly string[]): NewsArticleSport {
  const categoryText = categories.join(' | ').toLowerCase();
  for (const [sport, words] of SPORT_WORDS) {
    if (words.some((word) => matches(categoryText, word))) return sport;
  }
  const lowerTitle = title.toLowerCase();
  const lowerText = text.toLowerCase();
  let best: NewsArticleSport = 'general';
  let bestScore = 0;
  for (const [sport, words] of SPORT_WORDS) {
    const score = words.reduce((sum, word) => sum + (matches(lowerTitle, word) ? 3 : 0) + (matches(lowerText, word) ? 1 : 0), 0);
    if (score > bestScore) {
      best = sport;
      bestScore = score;
    }
  }
  return best;
}

/** high for finals, titles, records, retirements...; medium for transfers, injuries, coaches; else low. */
export function inferImportance(title: string, text: string): NewsImportance {
  const lower = `${title}\n${text}`.toLowerCase();
  // A semi-final is not a final: those words are judged as medium only.
  const withoutRounds = lower.replace(/(semi|quarter)[- ]?finals?|полуфинал\p{L}*|четвертьфинал\p{L}*|1\/\d+ финала/gu, ' ');
  for (const [importance, words] of IMPORTANCE_WORDS) {
    const haystack = importance === 'high' ? withoutRounds : lower;
    if (words.some((word) => matches(haystack, word))) return importance;
  }
  return 'low';
}

/** The feed's categories, trimmed, without duplicates (case-insensitive), at most NEWS_LIMITS.tagsStored. */
export function pickTags(categories: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of categories) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    const key = tag.toLowerCase();
    if (!tag || tag.length > 40 || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length >= NEWS_LIMITS.tagsStored) break;
  }
  return tags;
}
