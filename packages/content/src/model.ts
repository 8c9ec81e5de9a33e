/**
 * The question bank's data model. Facts are data: a table of rows (with the source it was
 * taken from and an as-of date) plus templates that turn each row into a question in English
 * and Russian. Hand-written questions cover what tables cannot (rules, terms, moments).
 */

export const SPORTS = [
  'soccer',
  'basketball',
  'tennis',
  'baseball',
  'hockey',
  'golf',
  'cricket',
  'rugby',
  'volleyball',
  'boxing',
  'mma',
  'athletics',
  'swimming',
  'cycling',
] as const;
export type Sport = (typeof SPORTS)[number];

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** One text in both languages. Russian is written as a Russian sports journalist writes it. */
export interface Localized {
  readonly en: string;
  readonly ru: string;
}

/** Shorthand for a Localized value: L('Real Madrid', 'Реал Мадрид'). */
export function L(en: string, ru: string): Localized {
  return { en, ru };
}

/** A number or year shown the same way in both languages. */
export function N(value: number | string): Localized {
  return { en: String(value), ru: String(value) };
}

/** Where a fact comes from: a public reference and the date the data is true as of. */
export interface FactSource {
  readonly title: string;
  readonly url: string;
  /** ISO date (YYYY-MM-DD) the rows are accurate as of. */
  readonly asOf: string;
}

/**
 * Turns one row of a fact table into a question. The generator draws the three wrong
 * answers: by default from `answer()` of the table's other rows (same column, so the same
 * kind of answer), or from `distractors()` when the template supplies candidates (for
 * example years near the right one). It never uses an answer that is correct for another
 * row asking the same question, and drops a question whose text is ambiguous.
 */
export interface QuestionTemplate<Row> {
  /** Stable within the table: part of every question id, never reused for another meaning. */
  readonly id: string;
  /** How well known the fact is: recent and famous -> easy, old or obscure -> hard. */
  readonly level: (row: Row) => Level;
  /** Rows this template does not apply to (missing data, unfit facts). */
  readonly applies?: (row: Row) => boolean;
  readonly question: (row: Row) => Localized;
  readonly answer: (row: Row) => Localized;
  /** Candidate wrong answers; when absent, the same column of the other rows is used. */
  readonly distractors?: (row: Row, rows: readonly Row[]) => readonly Localized[];
  /**
   * 'person' when the answer is a person of the row's time (a champion, a captain, a coach):
   * in a dated table (`FactTable.year`) every wrong answer must then be someone active in
   * those years too (`src/era.ts`, checked over the whole bank by `src/era.test.ts`).
   */
  readonly era?: 'person';
  /**
   * The kind of the answer when its wrong answers must come from its group (issue #17): a
   * club's from the same league or country, a venue's from the same competition. Checked over
   * the whole bank by `src/kind.test.ts` (`src/kind.ts`).
   */
  readonly kind?: AnswerKind<Row>;
  /**
   * Where the answer's kind has dated facts (a club's seasons under its name, a pair's Games
   * together, a boxer's professional years): every wrong answer must be a name the facts show
   * as a real candidate in the question's season (`src/seasons.ts`; the generator keeps only
   * those, `src/season-check.ts` checks the whole bank).
   */
  readonly season?: SeasonRule<Row>;
  /** Where the question asks for a role (a goal-scoring title: forwards): wrong answers must fit it. */
  readonly role?: RoleRule<Row>;
}

/**
 * Years each name was a real candidate, with the source they come from: a club under the name it
 * carried (founded, moved, renamed, suspended, folded), a pair at the Games they played together,
 * a boxer's professional active years. English name -> inclusive year spans; a name the facts do
 * not list is never a valid candidate.
 */
export interface SeasonFacts {
  /** Stable id, e.g. 'baseball.mlb-club-seasons'. */
  readonly id: string;
  readonly source: FactSource;
  readonly spans: ReadonlyMap<string, readonly (readonly [number, number])[]>;
}

/** Each name's role (a player's position), with the source; a name not listed fits no role. */
export interface RoleFacts {
  readonly id: string;
  readonly source: FactSource;
  readonly roles: ReadonlyMap<string, string>;
}

export interface SeasonRule<Row> {
  readonly facts: SeasonFacts;
  /** The season the question is about (the year a final or title change happened). */
  readonly year: (row: Row) => number;
}

export interface RoleRule<Row> {
  readonly facts: RoleFacts;
  /** The roles an answer may have (a goal-scoring title: ['forward']). */
  readonly roles: (row: Row) => readonly string[];
}

/**
 * What a template's answer is, and the group its wrong answers must share with it. The groups
 * of names are read from the table's rows: each row puts its `members` (by default its answer)
 * in its `group`, and a wrong answer is of the right kind only when some row of the table puts
 * it in the right answer's group. A wrong answer the table does not name is of an unknown group.
 */
export interface AnswerKind<Row> {
  readonly of: 'club' | 'venue';
  /** The group of the row's answer and members: a league or country, a competition. */
  readonly group: (row: Row) => string;
  /** Every club or venue of this kind the row names (a final's winner and runner-up). */
  readonly members?: (row: Row) => readonly (Localized | undefined)[];
}

/** A served question's kind, with the groups of every name its table gives (see `AnswerKind`). */
export interface DraftKind {
  readonly of: 'club' | 'venue';
  readonly group: string;
  /** English name -> the groups rows of the table put it in. */
  readonly groups: ReadonlyMap<string, ReadonlySet<string>>;
}

/** How far (in years) a person's active years may lie from a dated question's year by default. */
export const ERA_MARGIN = 3;

export interface FactTable<Row> {
  /** Stable id, e.g. 'soccer.ucl-finals'. */
  readonly id: string;
  readonly sport: Sport;
  readonly source: FactSource;
  readonly rows: readonly Row[];
  /** Stable key of a row within the table (e.g. the year); part of question ids. */
  readonly key: (row: Row) => string;
  /**
   * A row's own source, when the table gathers rows from many articles (a club's, a player's):
   * the table's `source` then names what the rows have in common, and each row cites its page.
   */
  readonly rowSource?: (row: Row) => FactSource | undefined;
  /** The year a row's fact belongs to (a season, a final, a tour): makes the table dated. */
  readonly year?: (row: Row) => number;
  /**
   * Everyone a dated row names (a final's champion and runner-up): the years they were active,
   * for the era check of wrong answers. Defaults to the answers of the `era: 'person'` templates.
   */
  readonly people?: (row: Row) => readonly Localized[];
  /**
   * How many years from a question's year a wrong answer's active years may end or begin
   * (`ERA_MARGIN`, 3, by default): events held every four years need a wider one to find
   * enough people.
   */
  readonly eraMargin?: number;
  readonly templates: readonly QuestionTemplate<Row>[];
}

/** A question written by hand, for what tables cannot hold. The first answer is correct. */
export interface HandWrittenQuestion {
  /** Stable id, e.g. 'soccer.rules.offside-1'. */
  readonly id: string;
  readonly sport: Sport;
  readonly level: Level;
  readonly source: FactSource;
  readonly en: { readonly q: string; readonly correct: string; readonly wrong: readonly [string, string, string] };
  readonly ru: { readonly q: string; readonly correct: string; readonly wrong: readonly [string, string, string] };
}

/** A question as the bank serves it: 4 answers per language, the correct one at the same index. */
export interface Question {
  readonly id: string;
  readonly sport: Sport;
  readonly level: Level;
  /** The fact it was built from: `${tableId}#${rowKey}` or the hand-written question's id. */
  readonly factId: string;
  readonly source: FactSource;
  readonly en: { readonly text: string; readonly answers: readonly string[] };
  readonly ru: { readonly text: string; readonly answers: readonly string[] };
  readonly correctIndex: number;
}

/** Sports that have flashcards in training mode (spec section 9). */
export const FLASHCARD_SPORTS = [
  'soccer',
  'basketball',
  'cricket',
  'baseball',
  'volleyball',
  'boxing',
  'mma',
  'athletics',
  'swimming',
  'cycling',
] as const;
export type FlashcardSport = (typeof FLASHCARD_SPORTS)[number];

export interface Flashcard {
  /** Stable id, e.g. 'fc.soccer.offside'. */
  readonly id: string;
  readonly sport: FlashcardSport;
  readonly level: Level;
  readonly term: Localized;
  readonly definition: Localized;
}

/** A debate topic: two options with descriptions (name <= 50, description <= 500 chars). */
export interface DebateTopic {
  /** Stable id, e.g. 'debate.messi-vs-ronaldo'. */
  readonly id: string;
  readonly category: Sport;
  readonly option1: { readonly name: Localized; readonly description: Localized };
  readonly option2: { readonly name: Localized; readonly description: Localized };
}

/** Everything one sport contributes to the bank. */
export interface SportContent {
  readonly sport: Sport;
  readonly tables: readonly AnyFactTable[];
  readonly handWritten: readonly HandWrittenQuestion[];
}

/** A fact table with its row type erased, so tables of different shapes share one list. */
export interface AnyFactTable {
  readonly id: string;
  readonly sport: Sport;
  readonly source: FactSource;
  readonly rowCount: number;
  /** Every row's key and the source it resolves to (its own, or the table's). */
  readonly rowSources: () => readonly RowSource[];
  readonly build: () => readonly QuestionDraft[];
  /** Who appears in which year, for a dated table (empty otherwise): see `FactTable.people`. */
  readonly appearances: () => readonly Appearance[];
}

export interface Appearance {
  readonly name: Localized;
  readonly year: number;
}

export interface RowSource {
  readonly key: string;
  readonly source: FactSource;
}

/** A question before the generator has chosen its distractors and shuffled its answers. */
export interface QuestionDraft {
  readonly id: string;
  readonly sport: Sport;
  readonly level: Level;
  readonly factId: string;
  readonly source: FactSource;
  readonly question: Localized;
  readonly correct: Localized;
  /** Candidates for wrong answers, best first is not required: the generator picks. */
  readonly candidates: readonly Localized[];
  /** Answers that are also correct for this exact question text (never used as distractors). */
  readonly alsoCorrect: readonly Localized[];
  /** Set when the question's text maps to more than one answer: it is dropped. */
  readonly ambiguous: boolean;
  /** The row's year, in a dated table. */
  readonly year?: number;
  /** The template's `era`: wrong answers must be people active in `year`. */
  readonly era?: 'person';
  /** The table's `eraMargin`. */
  readonly eraMargin?: number;
  /** The template's `kind`: every wrong answer must be of `kind.group`. */
  readonly kind?: DraftKind;
  /** The template's `season`: every wrong answer must be active in `season.year`. */
  readonly season?: { readonly facts: SeasonFacts; readonly year: number };
  /** The template's `role`: every wrong answer must have one of `role.roles`. */
  readonly role?: { readonly facts: RoleFacts; readonly roles: readonly string[] };
}

/** Erases a table's row type; every row-specific decision is made here, at build time. */
export function defineTable<Row>(table: FactTable<Row>): AnyFactTable {
  return {
    id: table.id,
    sport: table.sport,
    source: table.source,
    rowCount: table.rows.length,
    rowSources: () => table.rows.map((row) => ({ key: table.key(row), source: sourceOf(table, row) })),
    build: () => draftsOf(table),
    appearances: () => appearancesOf(table),
  };
}

function appearancesOf<Row>(table: FactTable<Row>): Appearance[] {
  const yearOf = table.year;
  if (!yearOf) return [];
  const eraTemplates = table.templates.filter((t) => t.era === 'person');
  return table.rows.flatMap((row) => {
    const names = table.people?.(row) ?? eraTemplates.filter((t) => t.applies?.(row) ?? true).map((t) => t.answer(row));
    return names.filter((name) => name.en.trim() !== '').map((name) => ({ name, year: yearOf(row) }));
  });
}

function sourceOf<Row>(table: FactTable<Row>, row: Row): FactSource {
  return table.rowSource?.(row) ?? table.source;
}

function draftsOf<Row>(table: FactTable<Row>): QuestionDraft[] {
  const drafts: QuestionDraft[] = [];
  for (const template of table.templates) {
    const rows = table.rows.filter((row) => template.applies?.(row) ?? true);
    // Answers per question text: a text shared by rows with different answers is ambiguous.
    const answersByText = new Map<string, Localized[]>();
    const kindGroups = template.kind ? groupsOf(template, template.kind, table.rows) : undefined;
    for (const row of rows) {
      const text = normalise(template.question(row).en);
      const list = answersByText.get(text) ?? [];
      list.push(template.answer(row));
      answersByText.set(text, list);
    }
    for (const row of rows) {
      const question = template.question(row);
      const correct = template.answer(row);
      const sameText = answersByText.get(normalise(question.en)) ?? [];
      const distinct = new Set(sameText.map((a) => normalise(a.en)));
      const candidates = template.distractors
        ? template.distractors(row, table.rows)
        : rows.filter((other) => other !== row).map((other) => template.answer(other));
      const key = table.key(row);
      const year = table.year?.(row);
      const kind = template.kind && kindGroups ? { of: template.kind.of, group: template.kind.group(row), groups: kindGroups } : undefined;
      drafts.push({
        ...(template.season ? { season: { facts: template.season.facts, year: template.season.year(row) } } : {}),
        ...(template.role ? { role: { facts: template.role.facts, roles: template.role.roles(row) } } : {}),
        ...(kind ? { kind } : {}),
        ...(year === undefined ? {} : { year }),
        ...(template.era ? { era: template.era } : {}),
        ...(table.eraMargin === undefined ? {} : { eraMargin: table.eraMargin }),
        id: `${table.id}:${template.id}:${key}`,
        sport: table.sport,
        level: template.level(row),
        factId: `${table.id}#${key}`,
        source: sourceOf(table, row),
        question,
        correct,
        candidates,
        alsoCorrect: sameText,
        ambiguous: distinct.size > 1,
      });
    }
  }
  return drafts;
}

/** English name -> the groups the rows put it in, for a template with a `kind`. */
function groupsOf<Row>(template: QuestionTemplate<Row>, kind: AnswerKind<Row>, rows: readonly Row[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const row of rows) {
    const names = kind.members ? kind.members(row) : (template.applies?.(row) ?? true) ? [template.answer(row)] : [];
    for (const name of names) {
      if (!name) continue;
      const set = out.get(name.en) ?? new Set<string>();
      set.add(kind.group(row));
      out.set(name.en, set);
    }
  }
  return out;
}

/** Lower-case, punctuation and extra spaces removed: used to compare texts. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Level by year: on or after `easyFrom` easy, on or after `mediumFrom` medium, else hard. */
export function levelByYear(year: number, easyFrom: number, mediumFrom: number): Level {
  if (year >= easyFrom) return 'easy';
  if (year >= mediumFrom) return 'medium';
  return 'hard';
}

/** Years near `year` (never `year` itself), inside [min, max]: plausible wrong years. */
export function nearbyYears(year: number, spread = 6, min = 1850, max = 2025): Localized[] {
  const out: Localized[] = [];
  for (let d = 1; d <= spread; d += 1) {
    if (year + d <= max) out.push(N(year + d));
    if (year - d >= min) out.push(N(year - d));
  }
  return out;
}

/** Numbers near `value` (never `value`), keeping the same sign and scale. */
export function nearbyNumbers(value: number, step = 1, count = 8, min = 0): Localized[] {
  const out: Localized[] = [];
  for (let d = 1; out.length < count && d <= count * 2; d += 1) {
    if (value + d * step >= min) out.push(N(value + d * step));
    if (value - d * step >= min) out.push(N(value - d * step));
  }
  return out.slice(0, count);
}

/** A Wikipedia article as a source: wikipedia('Arsenal F.C.', '2025-06-01'), optionally a section. */
export function wikipedia(article: string, asOf: string, section?: string): FactSource {
  const path = (text: string) => encodeURI(text.replace(/ /g, '_')).replace(/\?/g, '%3F');
  return {
    title: `Wikipedia: ${article}${section ? ` (${section})` : ''}`,
    url: `https://en.wikipedia.org/wiki/${path(article)}${section ? `#${path(section)}` : ''}`,
    asOf,
  };
}
