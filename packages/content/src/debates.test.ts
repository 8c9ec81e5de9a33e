/** Validators of the debate topics: enough of them, translated, within the length limits. */
import { describe, expect, it } from 'vitest';
import { DEBATE_TOPICS } from './debates/index.js';
import type { Localized } from './model.js';
import { LANGS, SPORTS, normalise } from './model.js';

const MINIMUM_TOPICS = 120;
const MAX_NAME = 50;
const MAX_DESCRIPTION = 500;
const LETTER = /\p{L}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

function expectNone(problems: readonly string[]): void {
  expect(problems.length, `${problems.length} problems:\n${problems.slice(0, 25).join('\n')}`).toBe(0);
}

function localizedProblems(label: string, value: Localized, max: number): string[] {
  const problems: string[] = [];
  for (const lang of LANGS) {
    const text = value[lang];
    if (!text.trim() || text !== text.trim()) problems.push(`${label}: ${lang} is empty or untrimmed`);
    if (text.length > max) problems.push(`${label}: ${lang} is ${text.length} chars (max ${max})`);
  }
  // A text with letters must be translated; '4-4-2' or '2.43 m' may stay the same.
  if (LETTER.test(value.en) && !CYRILLIC.test(value.ru)) problems.push(`${label}: ru has no Cyrillic ("${value.ru}")`);
  if (CYRILLIC.test(value.en)) problems.push(`${label}: en contains Cyrillic ("${value.en}")`);
  return problems;
}

describe('debate topics', () => {
  it(`has at least ${MINIMUM_TOPICS} topics`, () => {
    expect(DEBATE_TOPICS.length).toBeGreaterThanOrEqual(MINIMUM_TOPICS);
  });

  it('has well-formed topics within the length limits', () => {
    const problems: string[] = [];
    for (const topic of DEBATE_TOPICS) {
      if (!/^debate\.[a-z0-9-]+$/.test(topic.id)) problems.push(`${topic.id}: id must be debate.<slug>`);
      if (!SPORTS.includes(topic.category)) problems.push(`${topic.id}: unknown category ${topic.category}`);
      for (const [label, option] of [
        ['option1', topic.option1],
        ['option2', topic.option2],
      ] as const) {
        problems.push(...localizedProblems(`${topic.id} ${label} name`, option.name, MAX_NAME));
        problems.push(...localizedProblems(`${topic.id} ${label} description`, option.description, MAX_DESCRIPTION));
      }
      for (const lang of LANGS) {
        if (normalise(topic.option1.name[lang]) === normalise(topic.option2.name[lang]))
          problems.push(`${topic.id}: both options are named alike in ${lang}`);
      }
    }
    expectNone(problems);
  });

  it('has no duplicate ids or duplicate pairs of options', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    const pairs = new Set<string>();
    for (const topic of DEBATE_TOPICS) {
      if (ids.has(topic.id)) problems.push(`duplicate id ${topic.id}`);
      ids.add(topic.id);
      const pair = [normalise(topic.option1.name.en), normalise(topic.option2.name.en)].sort().join(' | ');
      if (pairs.has(pair)) problems.push(`${topic.id}: the same debate as another topic (${pair})`);
      pairs.add(pair);
    }
    expectNone(problems);
  });
});
