/**
 * Era-fit national teams: a question about one year offers only teams that existed that year,
 * and never two names of one nation ('Germany' beside 'West Germany').
 */
import { describe, expect, it } from 'vitest';
import { getBank } from './bank.js';
import type { Question } from './model.js';
import { L } from './model.js';
import { COUNTRY as C } from './names/countries.js';
import { eraNations, existedIn, nationOf } from './names/nations.js';

const bank = getBank();
const ALL_TEAMS = Object.values(C);
const byEnglish = new Map(ALL_TEAMS.map((team) => [team.en, team]));

/** The answers of a question that are national teams, as Localized names. */
function teams(question: Question): { name: string; team: (typeof ALL_TEAMS)[number] }[] {
  return question.en.answers.flatMap((name) => {
    const team = byEnglish.get(name);
    return team ? [{ name, team }] : [];
  });
}

/** Two answers of one question that are names of one nation. */
function sameNationPairs(question: Question): string[] {
  const byNation = new Map<string, string[]>();
  for (const { name, team } of teams(question)) byNation.set(nationOf(team), [...(byNation.get(nationOf(team)) ?? []), name]);
  return [...byNation.values()].filter((names) => names.length > 1).map((names) => `${question.id}: ${names.join(' + ')}`);
}

/** Teams offered in a question about one year that did not exist in that year. */
function anachronisms(question: Question, year: number): string[] {
  return teams(question)
    .filter(({ team }) => !existedIn(team, year))
    .map(({ name }) => `${question.id}: "${name}" did not exist in ${year}`);
}

/** The one year a question's English text is about, if exactly one ('as of 2025' is not one). */
function yearOf(question: Question): number | undefined {
  const years = [...question.en.text.replace(/\bas of \d{4}/gi, '').matchAll(/\b(19\d\d|20[0-2]\d)\b/g)].map((m) => Number(m[1]));
  return years.length === 1 ? years[0] : undefined;
}

function expectNone(problems: readonly string[]): void {
  expect(problems.length, `${problems.length} problems:\n${problems.slice(0, 25).join('\n')}`).toBe(0);
}

describe('eraNations', () => {
  it('drops teams that did not exist that year and other names of the right answer', () => {
    const picked = eraNations(2018, C.france, [C.westGermany, C.germany, C.czechoslovakia, C.croatia, C.sovietUnion, C.russia]);
    expect(picked.map((team) => team.en)).toEqual(['Germany', 'Croatia', 'Russia']);
    expect(eraNations(1962, C.brazil, [C.germany, C.westGermany, C.russia]).map((team) => team.en)).toEqual(['West Germany']);
    expect(eraNations(1990, C.westGermany, [C.germany, C.argentina]).map((team) => team.en)).toEqual(['Argentina']);
  });

  it('keeps one name per nation and leaves unknown names alone', () => {
    const picked = eraNations(1992, C.denmark, [C.germany, C.westGermany, L('CIS', 'СНГ'), C.unifiedTeam, C.sweden]);
    expect(picked.map((team) => team.en)).toEqual(['Germany', 'CIS', 'Sweden']);
  });
});

describe('national teams in the bank', () => {
  it('never offers two names of one nation in a question (Germany and West Germany)', () => {
    const problems = bank.questions.flatMap(sameNationPairs);
    expectNone(problems);
    // The check itself catches the pair it exists for.
    const bad: Question = { ...(bank.questions[0] as Question), id: 'probe' };
    const probe = { ...bad, en: { text: 'Who won the 1962 FIFA World Cup?', answers: ['Brazil', 'Germany', 'West Germany', 'Italy'] } };
    expect(sameNationPairs(probe)).toEqual(['probe: Germany + West Germany']);
  });

  it('offers in World Cup and Euro final questions only teams and hosts that existed that year', () => {
    const finals = bank.questions.filter((q) => /^soccer\.(world-cup|euro)-finals:(winner|runner-up|host):\d{4}$/.test(q.id));
    expect(finals.length).toBeGreaterThan(100);
    expectNone(finals.flatMap((q) => anachronisms(q, Number(q.id.slice(-4)))));
  });

  it('offers in any question about one year only teams that existed that year', () => {
    const problems = bank.questions.flatMap((q) => {
      const year = yearOf(q);
      return year === undefined ? [] : anachronisms(q, year);
    });
    expectNone(problems);
    const probe = { ...(bank.questions[0] as Question), id: 'probe' };
    const bad = {
      ...probe,
      en: { text: 'Which team lost the 2018 FIFA World Cup final?', answers: ['Croatia', 'Czechoslovakia', 'Italy', 'Spain'] },
    };
    expect(anachronisms(bad, 2018)).toEqual(['probe: "Czechoslovakia" did not exist in 2018']);
  });
});
