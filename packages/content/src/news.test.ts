/** Validators of the offline news and transfer archive: enough real, dated, sourced entries. */
import { describe, expect, it } from 'vitest';
import { CURRENCIES, NEWS_ARCHIVE, NEWS_IMPORTANCE, NEWS_SPORTS, TRANSFER_ARCHIVE, TRANSFER_TYPES } from './news/index.js';
import { LANGS } from './model.js';

const MINIMUM_STORIES_PER_LANGUAGE = 40;
const MINIMUM_TRANSFERS = 60;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function expectNone(problems: readonly string[]): void {
  expect(problems.length, `${problems.length} problems:\n${problems.slice(0, 25).join('\n')}`).toBe(0);
}

/** A real calendar day, not in the future and not before the archive's earliest season. */
function dateProblem(date: string): string | undefined {
  if (!ISO_DATE.test(date)) return `date ${date} is not YYYY-MM-DD`;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return `date ${date} is not a calendar day`;
  if (parsed.getTime() > Date.now()) return `date ${date} is in the future`;
  if (date < '2009-01-01') return `date ${date} is older than the archive covers`;
  return undefined;
}

function httpsProblem(url: string): string | undefined {
  try {
    return new URL(url).protocol === 'https:' ? undefined : `source ${url} is not https`;
  } catch {
    return `source ${url} is not a URL`;
  }
}

describe('news archive', () => {
  it(`has at least ${MINIMUM_STORIES_PER_LANGUAGE} stories in each language`, () => {
    for (const lang of LANGS) {
      expect(NEWS_ARCHIVE.filter((story) => story[lang].title.trim() !== '').length).toBeGreaterThanOrEqual(MINIMUM_STORIES_PER_LANGUAGE);
    }
  });

  it('dates, sources and classifies every story', () => {
    const problems: string[] = [];
    for (const story of NEWS_ARCHIVE) {
      if (!/^news\.[a-z0-9-]+$/.test(story.id)) problems.push(`${story.id}: id must be news.<slug>`);
      if (!NEWS_SPORTS.includes(story.sport)) problems.push(`${story.id}: unknown sport ${story.sport}`);
      if (!NEWS_IMPORTANCE.includes(story.importance)) problems.push(`${story.id}: unknown importance`);
      if (!/^[a-z]{2}$/.test(story.country)) problems.push(`${story.id}: country must be a two-letter code`);
      const date = dateProblem(story.date);
      if (date) problems.push(`${story.id}: ${date}`);
      for (const lang of LANGS) {
        const telling = story[lang];
        const url = httpsProblem(telling.url);
        if (url) problems.push(`${story.id} ${lang}: ${url}`);
        if (!telling.source.trim()) problems.push(`${story.id} ${lang}: no source name`);
        if (telling.title.length < 20 || telling.title.length > 160)
          problems.push(`${story.id} ${lang}: title length ${telling.title.length}`);
        const paragraphs = telling.body.split(/\n\s*\n/);
        if (paragraphs.some((p) => p.trim() === '' || p !== p.trim())) problems.push(`${story.id} ${lang}: empty or untrimmed paragraph`);
        if (telling.tags.length === 0 || telling.tags.some((tag) => !tag.trim()))
          problems.push(`${story.id} ${lang}: needs non-empty tags`);
        if (/<[a-z/]/i.test(telling.title + telling.body)) problems.push(`${story.id} ${lang}: markup in text`);
      }
      if (CYRILLIC.test(story.en.title + story.en.body)) problems.push(`${story.id}: English telling contains Cyrillic`);
      if (!CYRILLIC.test(story.ru.title) || !CYRILLIC.test(story.ru.body)) problems.push(`${story.id}: Russian telling is not in Russian`);
    }
    expectNone(problems);
  });

  it('has no duplicate ids or headlines', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const story of NEWS_ARCHIVE) {
      for (const key of [story.id, `en:${story.en.title}`, `ru:${story.ru.title}`]) {
        if (seen.has(key)) problems.push(`duplicate ${key}`);
        seen.add(key);
      }
    }
    expectNone(problems);
  });

  it('is ordered newest first', () => {
    const dates = NEWS_ARCHIVE.map((story) => story.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('transfer archive', () => {
  it(`has at least ${MINIMUM_TRANSFERS} transfers`, () => {
    expect(TRANSFER_ARCHIVE.length).toBeGreaterThanOrEqual(MINIMUM_TRANSFERS);
  });

  it('dates and sources every transfer, with a consistent fee', () => {
    const problems: string[] = [];
    for (const t of TRANSFER_ARCHIVE) {
      const label = `${t.player_name} ${t.from_team} -> ${t.to_team}`;
      if (!/^[a-z0-9-]+$/.test(t.player_id)) problems.push(`${label}: player_id ${t.player_id}`);
      if (!t.player_name.trim() || !t.from_team.trim() || !t.to_team.trim()) problems.push(`${label}: empty name`);
      if (t.from_team === t.to_team) problems.push(`${label}: same club twice`);
      if (!TRANSFER_TYPES.includes(t.transfer_type)) problems.push(`${label}: unknown type`);
      const date = dateProblem(t.transfer_date);
      if (date) problems.push(`${label}: ${date}`);
      const url = httpsProblem(t.source_url);
      if (url) problems.push(`${label}: ${url}`);
      if (t.fee_value !== null) {
        if (t.currency === null || !CURRENCIES.includes(t.currency)) problems.push(`${label}: fee value without currency`);
        if (!(t.fee_value > 0) || !Number.isInteger(t.fee_value)) problems.push(`${label}: fee value ${t.fee_value}`);
        const symbol = { EUR: '€', GBP: '£', USD: '$' }[t.currency ?? 'EUR'];
        if (!t.fee?.startsWith(symbol)) problems.push(`${label}: fee text ${t.fee} does not start with ${symbol}`);
      } else if (t.currency !== null) {
        problems.push(`${label}: currency without fee value`);
      }
      if (t.transfer_type === 'free' && t.fee_value !== null) problems.push(`${label}: a free transfer has no fee`);
      if (t.transfer_type === 'permanent' && t.fee_value === null) problems.push(`${label}: a permanent move needs its reported fee`);
    }
    expectNone(problems);
  });

  it('has no duplicate moves', () => {
    const keys = TRANSFER_ARCHIVE.map((t) => `${t.player_id}|${t.to_team}|${t.transfer_date}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
