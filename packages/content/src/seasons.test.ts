/**
 * Season and role facts (issue 33), over the whole bank: every World Series, NBA Finals,
 * Stanley Cup, Gagarin Cup, IPL, Olympic beach volleyball and heavyweight title question offers
 * only clubs, pairs and boxers of its season, and every award with a role only players of that
 * role. Plus the check and the generator on fixtures, so both are known to catch the 1955 Mets
 * and a defenceman for a goal-scoring title.
 */
import { describe, expect, it } from 'vitest';
import { buildBank, getBank } from './bank.js';
import type { Localized } from './model.js';
import { defineTable, L } from './model.js';
import { formatSeasonCounts, seasonCheck } from './season-check.js';
import { activeIn, roleFacts, seasonFacts, widenedActive } from './seasons.js';

const SOURCE = { title: 'Fixture', url: 'https://example.com/clubs', asOf: '2025-01-01' };

const CLUBS = {
  yankees: L('New York Yankees', 'Нью-Йорк Янкиз'),
  dodgers: L('Brooklyn Dodgers', 'Бруклин Доджерс'),
  braves: L('Milwaukee Braves', 'Милуоки Брэйвз'),
  giants: L('New York Giants', 'Нью-Йорк Джайентс'),
  indians: L('Cleveland Indians', 'Кливленд Индианс'),
  mets: L('New York Mets', 'Нью-Йорк Метс'),
  royals: L('Kansas City Royals', 'Канзас-Сити Роялс'),
};

const CLUB_SEASONS = seasonFacts('fixture.club-seasons', SOURCE, [
  [CLUBS.yankees, [1913, 2025]],
  [CLUBS.dodgers, [1932, 1957]],
  [CLUBS.braves, [1953, 1965]],
  [CLUBS.giants, [1885, 1957]],
  [CLUBS.indians, [1915, 2021]],
  [CLUBS.mets, [1962, 2025]],
  [CLUBS.royals, [1969, 2025]],
]);

interface Series {
  readonly year: number;
  readonly winner: Localized;
  readonly loser: Localized;
}

/** A 1955 World Series table; `wrong` overrides the candidates (by default every other club). */
function seriesBank(wrong?: readonly Localized[], withSeason = true) {
  const rows: readonly Series[] = [{ year: 1955, winner: CLUBS.dodgers, loser: CLUBS.yankees }];
  const table = defineTable<Series>({
    id: 'fixture.ws',
    sport: 'baseball',
    source: SOURCE,
    rows,
    key: (r) => String(r.year),
    templates: [
      {
        id: 'winner',
        ...(withSeason ? { season: { facts: CLUB_SEASONS, year: (r: Series) => r.year } } : {}),
        level: () => 'hard',
        question: (r) => L(`Which team won the ${r.year} World Series?`, `Какая команда выиграла Мировую серию ${r.year} года?`),
        answer: (r) => r.winner,
        distractors: () => wrong ?? Object.values(CLUBS),
      },
    ],
  });
  return buildBank([{ sport: 'baseball', tables: [table], handWritten: [] }]);
}

const POSITIONS = roleFacts('fixture.positions', SOURCE, [
  ['forward', 'Alexander Ovechkin', 'Sidney Crosby', 'Steven Stamkos', 'Corey Perry', 'Evgeni Malkin'],
  ['defence', 'Erik Karlsson'],
  ['goaltender', 'Carey Price'],
]);

interface Award {
  readonly season: number;
  readonly player: Localized;
}

/** A goal-scoring title whose wrong answers are `wrong`, with the forwards-only role when `role`. */
function scorerBank(wrong: readonly Localized[], role = true) {
  const table = defineTable<Award>({
    id: 'fixture.rocket',
    sport: 'hockey',
    source: SOURCE,
    rows: [{ season: 2012, player: L('Steven Stamkos', 'Стивен Стэмкос') }],
    key: (r) => String(r.season),
    templates: [
      {
        id: 'winner',
        ...(role ? { role: { facts: POSITIONS, roles: () => ['forward'] } } : {}),
        level: () => 'easy',
        question: (r) => L(`Who scored the most goals in ${r.season}?`, `Кто забил больше всех голов в ${r.season} году?`),
        answer: (r) => r.player,
        distractors: () => wrong,
      },
    ],
  });
  return buildBank([{ sport: 'hockey', tables: [table], handWritten: [] }]);
}

const P = {
  ovechkin: L('Alexander Ovechkin', 'Александр Овечкин'),
  crosby: L('Sidney Crosby', 'Сидни Кросби'),
  perry: L('Corey Perry', 'Кори Перри'),
  malkin: L('Evgeni Malkin', 'Евгений Малкин'),
  karlsson: L('Erik Karlsson', 'Эрик Карлссон'),
  price: L('Carey Price', 'Кэри Прайс'),
};

// Built once, outside the tests' time limit (the whole bank takes seconds to build).
const wholeBank = seasonCheck(getBank());

describe('season facts', () => {
  it('reads spans, gaps and names the facts do not list', () => {
    expect(activeIn(CLUB_SEASONS, CLUBS.mets, 1962)).toBe(true);
    expect(activeIn(CLUB_SEASONS, CLUBS.mets, 1955)).toBe(false);
    const gap = seasonFacts('fixture.gap', SOURCE, [['Riddick Bowe', [1989, 1996], [2004, 2008]]]);
    expect([1996, 2000, 2004].map((y) => activeIn(gap, 'Riddick Bowe', y))).toEqual([true, false, true]);
    expect(activeIn(CLUB_SEASONS, 'Seattle Pilots', 1969)).toBe(false);
  });

  it('widens only among the names active that year', () => {
    const near = (spread: number) => (spread < 10 ? [CLUBS.mets] : [CLUBS.mets, CLUBS.royals, CLUBS.giants, CLUBS.indians, CLUBS.braves]);
    expect(widenedActive(CLUB_SEASONS, 1955, near, { from: 5, step: 5, to: 20, min: 3 }).map((c) => c.en)).toEqual([
      'New York Giants',
      'Cleveland Indians',
      'Milwaukee Braves',
    ]);
  });
});

describe('the generator keeps only real candidates of the season and role', () => {
  it('never offers the 1955 Mets or Royals; with too few clubs of 1955 left, it drops the question', () => {
    const bank = seriesBank();
    const question = bank.byId.get('fixture.ws:winner:1955');
    expect(question?.en.answers.slice().sort()).toEqual(['Brooklyn Dodgers', 'Cleveland Indians', 'Milwaukee Braves', 'New York Giants']);
    expect(seasonCheck(bank).problems).toEqual([]);
    const short = seriesBank([CLUBS.mets, CLUBS.royals, CLUBS.giants, CLUBS.indians]);
    expect(short.byId.has('fixture.ws:winner:1955')).toBe(false);
    expect(short.dropped.map((d) => d.reason)).toEqual(['too-few-distractors']);
  });

  it('never offers a defenceman or a goaltender for a goal-scoring title', () => {
    const bank = scorerBank([P.karlsson, P.price, P.ovechkin, P.crosby, P.perry, P.malkin]);
    const answers = bank.byId.get('fixture.rocket:winner:2012')?.en.answers ?? [];
    expect(answers).toHaveLength(4);
    expect(answers).not.toContain('Erik Karlsson');
    expect(answers).not.toContain('Carey Price');
    expect(scorerBank([P.karlsson, P.price, P.ovechkin]).byId.size).toBe(0);
  });
});

describe('season and role check', () => {
  // The forged banks below serve a question built without the rule under a table that has it:
  // what the bank looked like before issue 33, read by the check.
  it('reports each answer outside the facts, right answers too', () => {
    // A bank built with the rule off serves the Mets; the check reads the same drafts with the rule on.
    const table = defineTable<Series>({
      id: 'fixture.ws',
      sport: 'baseball',
      source: SOURCE,
      rows: [{ year: 1955, winner: CLUBS.dodgers, loser: CLUBS.yankees }],
      key: (r) => String(r.year),
      templates: [
        {
          id: 'winner',
          season: { facts: CLUB_SEASONS, year: (r) => r.year },
          level: () => 'hard',
          question: (r) => L(`Which team won the ${r.year} World Series?`, `Кто выиграл Мировую серию ${r.year} года?`),
          answer: (r) => r.winner,
        },
      ],
    });
    const served = seriesBank([CLUBS.mets, CLUBS.royals, CLUBS.giants], false).byId.get('fixture.ws:winner:1955');
    const bank = buildBank([{ sport: 'baseball', tables: [table], handWritten: [] }]);
    const forged = { ...bank, byId: new Map(served ? [[served.id, served]] : []) };
    const { problems, counts } = seasonCheck(forged);
    // Served without the rule, the question offers the Mets and the Royals (the cause issue 33 found).
    expect(served?.en.answers).toContain('New York Mets');
    expect([...problems].sort()).toEqual([
      'fixture.ws:winner:1955: wrong answer "Kansas City Royals" is active only 1969-2025, not in 1955 (fixture.club-seasons)',
      'fixture.ws:winner:1955: wrong answer "New York Mets" is active only 1962-2025, not in 1955 (fixture.club-seasons)',
    ]);
    expect(counts).toEqual([{ tableId: 'fixture.ws', season: 4, role: 0, facts: ['fixture.club-seasons'] }]);
  });

  it('reports a wrong answer of another role', () => {
    const served = scorerBank([P.karlsson, P.price, P.ovechkin], false).byId.get('fixture.rocket:winner:2012');
    const checked = scorerBank([P.ovechkin, P.crosby, P.perry]);
    const forged = { ...checked, byId: new Map(served ? [[served.id, served]] : []) };
    expect([...seasonCheck(forged).problems].sort()).toEqual([
      'fixture.rocket:winner:2012: wrong answer "Carey Price" is goaltender, not forward (fixture.positions)',
      'fixture.rocket:winner:2012: wrong answer "Erik Karlsson" is defence, not forward (fixture.positions)',
    ]);
  });

  it('holds over the whole bank, and checks every table that has the facts', () => {
    const { problems, counts } = wholeBank;
    expect(problems.length, `${problems.length} problems:\n${problems.slice(0, 25).join('\n')}`).toBe(0);
    const checked = new Map(counts.map((c) => [c.tableId, c]));
    for (const id of [
      'baseball.world-series',
      'cricket.ipl-finals',
      'volleyball.olympic-beach',
      'boxing.heavyweight-title-changes',
      'basketball.nba-finals',
      'hockey.stanley-cup-finals',
      'hockey.gagarin-cup',
    ]) {
      expect(checked.get(id)?.season ?? 0, id).toBeGreaterThan(0);
    }
    expect(checked.get('hockey.rocket-richard-trophy')?.role ?? 0).toBeGreaterThan(0);
    const text = formatSeasonCounts(counts);
    for (const c of counts) expect(text).toContain(c.tableId);
  });
});
