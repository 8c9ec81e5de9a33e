/**
 * Validators over the whole question bank: every question must be well formed, translated,
 * unambiguous and traceable to a cited fact. Each test lists the offending ids (first 25).
 */
import { describe, expect, it } from 'vitest';
import { getBank } from './bank.js';
import type { FactSource, Lang, Question } from './model.js';
import { LANGS, LEVELS, SPORTS, normalise } from './model.js';
import { SPORT_CONTENT } from './sports/index.js';

const bank = getBank();
const LETTER = /\p{L}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATEST_AS_OF = '2025-12-31';

function expectNone(problems: readonly string[]): void {
  expect(problems.length, `${problems.length} problems:\n${problems.slice(0, 25).join('\n')}`).toBe(0);
}

/** Problems of one text: empty, untrimmed, or (for Russian) an English text left untranslated. */
function textProblems(label: string, en: string | undefined, ru: string | undefined): string[] {
  const problems: string[] = [];
  for (const [lang, text] of [['en', en] as const, ['ru', ru] as const]) {
    if (!text) problems.push(`${label}: ${lang} is empty`);
    else if (text !== text.trim()) problems.push(`${label}: ${lang} has leading or trailing spaces`);
  }
  if (en && ru && LETTER.test(en)) {
    if (en === ru) problems.push(`${label}: ru is the same as en ("${en}")`);
    else if (!CYRILLIC.test(ru)) problems.push(`${label}: ru has no Cyrillic ("${ru}")`);
  }
  if (en && CYRILLIC.test(en)) problems.push(`${label}: en contains Cyrillic ("${en}")`);
  return problems;
}

function sourceProblems(owner: string, source: FactSource): string[] {
  const problems: string[] = [];
  if (!source.title.trim()) problems.push(`${owner}: source.title is empty`);
  let https = false;
  try {
    https = new URL(source.url).protocol === 'https:';
  } catch {
    // An unparseable URL is reported below like a non-https one.
  }
  if (!https) problems.push(`${owner}: source.url is not an https URL ("${source.url}")`);
  const date = new Date(`${source.asOf}T00:00:00Z`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(source.asOf) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(source.asOf);
  if (!valid) problems.push(`${owner}: source.asOf is not a valid ISO date ("${source.asOf}")`);
  else if (source.asOf > LATEST_AS_OF) problems.push(`${owner}: source.asOf ${source.asOf} is after ${LATEST_AS_OF}`);
  return problems;
}

/**
 * Index pages a table once cited instead of the list its rows come from: a site's home page,
 * a directory of every player or ground, a news page. A row's source must name its list or page.
 */
const INDEX_PAGE = /^\/(?:(?:en\/)?(?:players|cricketers|cricket-grounds|news)\/?)?$/;

/** Why a table's or row's source is not specific enough to audit a row against, if it is not. */
function specificityProblem(owner: string, source: FactSource): string[] {
  let path = '/';
  try {
    path = new URL(source.url).pathname;
  } catch {
    return []; // sourceProblems reports unparseable URLs.
  }
  if (INDEX_PAGE.test(path)) return [`${owner}: cites an index page, not the list its rows come from ("${source.url}")`];
  if (/\be\.g\./i.test(source.title)) return [`${owner}: cites an example article, not each row's own ("${source.title}")`];
  return [];
}

/** Question ids sharing one normalised text in a language. */
function duplicateTexts(questions: readonly Question[], lang: Lang): string[] {
  const idsByText = new Map<string, string[]>();
  for (const question of questions) {
    const text = normalise(question[lang].text);
    idsByText.set(text, [...(idsByText.get(text) ?? []), question.id]);
  }
  return [...idsByText].filter(([, ids]) => ids.length > 1).map(([text, ids]) => `${lang} "${text}": ${ids.join(', ')}`);
}

describe('sports registry', () => {
  it('lists every sport exactly once, and each sport holds only its own content', () => {
    expect(SPORT_CONTENT.map((content) => content.sport).sort()).toEqual([...SPORTS].sort());
    const problems: string[] = [];
    for (const content of SPORT_CONTENT) {
      for (const table of content.tables) {
        if (table.sport !== content.sport) problems.push(`table ${table.id} is ${table.sport} but listed under ${content.sport}`);
      }
      for (const hand of content.handWritten) {
        if (hand.sport !== content.sport) problems.push(`question ${hand.id} is ${hand.sport} but listed under ${content.sport}`);
      }
    }
    expectNone(problems);
  });

  it('has unique table ids', () => {
    const ids = bank.tables.map((table) => table.id);
    expectNone(ids.filter((id, i) => ids.indexOf(id) !== i).map((id) => `duplicate table id ${id}`));
  });
});

describe('question shape', () => {
  it('has an id, a known sport and a known level', () => {
    const problems: string[] = [];
    for (const q of bank.questions) {
      if (!q.id.trim() || q.id !== q.id.trim()) problems.push(`"${q.id}": bad id`);
      if (!SPORTS.includes(q.sport)) problems.push(`${q.id}: unknown sport ${q.sport}`);
      if (!LEVELS.includes(q.level)) problems.push(`${q.id}: unknown level ${q.level}`);
    }
    expectNone(problems);
  });

  it('has a text and 4 answers in both languages, non-empty, trimmed and translated', () => {
    const problems: string[] = [];
    for (const q of bank.questions) {
      problems.push(...textProblems(`${q.id} text`, q.en.text, q.ru.text));
      for (const lang of LANGS) {
        if (q[lang].answers.length !== 4) problems.push(`${q.id}: ${q[lang].answers.length} ${lang} answers`);
      }
      for (let i = 0; i < 4; i += 1) problems.push(...textProblems(`${q.id} answer ${i}`, q.en.answers[i], q.ru.answers[i]));
    }
    expectNone(problems);
  });

  it('has correctIndex in 0..3', () => {
    expectNone(
      bank.questions
        .filter((q) => !Number.isInteger(q.correctIndex) || q.correctIndex < 0 || q.correctIndex > 3)
        .map((q) => `${q.id}: correctIndex ${q.correctIndex}`),
    );
  });

  it('has distinct answers within each language', () => {
    const problems: string[] = [];
    for (const q of bank.questions) {
      for (const lang of LANGS) {
        const answers = q[lang].answers.map(normalise);
        if (new Set(answers).size !== answers.length) problems.push(`${q.id}: ${lang} answers repeat: ${q[lang].answers.join(' | ')}`);
      }
    }
    expectNone(problems);
  });
});

describe('uniqueness', () => {
  it('has no duplicate question ids', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const q of bank.questions) {
      if (seen.has(q.id)) problems.push(`duplicate id ${q.id}`);
      seen.add(q.id);
    }
    expectNone(problems);
  });

  it.each(LANGS)('has no duplicate or near-duplicate question texts in %s', (lang) => {
    expectNone(duplicateTexts(bank.questions, lang));
  });

  it('has unique row keys within each table', () => {
    // Row keys are not visible through AnyFactTable; two rows with one key give one template
    // two drafts with the same id, so repeated draft ids reveal them (and repeated template ids).
    const problems: string[] = [];
    for (const table of bank.tables) {
      const seen = new Set<string>();
      for (const draft of table.build()) {
        const key = draft.factId.slice(table.id.length + 1);
        if (!key.trim() || key !== key.trim()) problems.push(`${draft.id}: empty or untrimmed row key`);
        if (seen.has(draft.id)) problems.push(`${table.id}: row key "${key}" (or a template id) is used twice: ${draft.id}`);
        seen.add(draft.id);
      }
    }
    expectNone(problems);
  });
});

describe('sources and facts', () => {
  it('cites a title, an https url and a valid as-of date <= 2025-12-31 for every table', () => {
    expectNone(bank.tables.flatMap((table) => sourceProblems(`table ${table.id}`, table.source)));
  });

  it("resolves every table row to a specific source (its own or its table's) with an as-of date", () => {
    const problems = bank.tables.flatMap((table) =>
      table.rowSources().flatMap(({ key, source }) => {
        const owner = `row ${table.id}#${key}`;
        return [...sourceProblems(owner, source), ...specificityProblem(owner, source)];
      }),
    );
    expectNone(problems);
    // The check itself rejects what it exists for: a home page and an example article.
    const root = { title: 'BoxRec', url: 'https://boxrec.com/', asOf: '2025-01-01' };
    expect(specificityProblem('probe', root)).toHaveLength(1);
    const example = {
      title: "Wikipedia: clubs' articles, e.g. Arsenal F.C.",
      url: 'https://en.wikipedia.org/wiki/Arsenal_F.C.',
      asOf: '2025-01-01',
    };
    expect(specificityProblem('probe', example)).toHaveLength(1);
  });

  it('gives every question the source of its own row', () => {
    const problems: string[] = [];
    for (const table of bank.tables) {
      const byKey = new Map(table.rowSources().map(({ key, source }) => [key, source]));
      for (const draft of table.build()) {
        const own = byKey.get(draft.factId.slice(table.id.length + 1));
        if (own?.url !== draft.source.url) problems.push(`${draft.id}: source ${draft.source.url}, its row cites ${own?.url ?? 'nothing'}`);
      }
    }
    expectNone(problems);
  });

  it('cites a valid, specific source for every hand-written question', () => {
    expectNone(
      bank.handWritten.flatMap((hand) => [
        ...sourceProblems(`question ${hand.id}`, hand.source),
        ...specificityProblem(`question ${hand.id}`, hand.source),
      ]),
    );
  });

  it('links every question to a table row or a hand-written question', () => {
    const handIds = new Set(bank.handWritten.map((hand) => hand.id));
    const tableIds = new Set(bank.tables.map((table) => table.id));
    const problems: string[] = [];
    for (const q of bank.questions) {
      if (handIds.has(q.id)) {
        if (q.factId !== q.id) problems.push(`${q.id}: hand-written question with factId ${q.factId}`);
        continue;
      }
      const hash = q.factId.indexOf('#');
      const tableId = q.factId.slice(0, hash);
      const key = q.factId.slice(hash + 1);
      const linked = hash > 0 && tableIds.has(tableId) && key !== '' && q.id.startsWith(`${tableId}:`) && q.id.endsWith(`:${key}`);
      if (!linked) problems.push(`${q.id}: factId ${q.factId} links to no table row or hand-written question`);
    }
    expectNone(problems);
  });
});
