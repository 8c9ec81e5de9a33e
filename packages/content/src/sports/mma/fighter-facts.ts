import type { Level } from '../../model.js';
import { defineTable, L } from '../../model.js';
import type { Fighter } from './fighters.js';
import { F } from './fighters.js';

/** Fighters' nicknames and the countries they fight for, as the UFC announces them. */
const FIGHTERS: readonly Fighter[] = Object.values(F);

const hasRussianNickname = (x: Fighter) => /[а-яё]/i.test(x.nickname?.ru ?? '');

const level = (x: Fighter): Level => (x.fame === 1 ? 'easy' : x.fame === 2 ? 'medium' : 'hard');

export const ufcFighterFacts = defineTable<Fighter>({
  id: 'mma.fighter-facts',
  sport: 'mma',
  source: {
    title: 'Wikipedia: List of current UFC fighters',
    url: 'https://en.wikipedia.org/wiki/List_of_current_UFC_fighters',
    asOf: '2025-10-31',
  },
  rowSource: (x) => ({
    title: `Wikipedia: ${x.name.en}`,
    url: `https://en.wikipedia.org/wiki/${encodeURI(x.name.en.replace(/ /g, '_')).replace(/'/g, '%27')}`,
    asOf: '2025-10-31',
  }),
  rows: FIGHTERS,
  key: (x) => x.name.en.toLowerCase().replace(/[^a-z]+/g, '-'),
  templates: [
    {
      id: 'by-nickname',
      level,
      applies: (x) => x.nickname !== undefined,
      question: (x) =>
        L(
          `Which UFC fighter is nicknamed "${x.nickname?.en}"?`,
          `У какого бойца UFC прозвище ${x.nickname?.ru.startsWith('«') ? x.nickname.ru : `«${x.nickname?.ru}»`}?`,
        ),
      answer: (x) => x.name,
      // Fighters of the same sex only.
      distractors: (x) => FIGHTERS.filter((o) => Boolean(o.women) === Boolean(x.women) && o.nickname).map((o) => o.name),
    },
    {
      id: 'nickname',
      level: (x) => (x.fame === 1 ? 'medium' : 'hard'),
      // Only nicknames Russian media translate: the Russian answer differs from the English one.
      applies: (x) => hasRussianNickname(x) && x.fame <= 2,
      question: (x) => L(`What is ${x.name.en}'s nickname?`, `Какое прозвище у бойца UFC ${x.name.ru}?`),
      answer: (x) => L(x.nickname?.en ?? '', x.nickname?.ru ?? ''),
      distractors: (x) =>
        FIGHTERS.filter((o) => hasRussianNickname(o) && o !== x).map((o) => L(o.nickname?.en ?? '', o.nickname?.ru ?? '')),
    },
    {
      id: 'country',
      level,
      applies: (x) => x.country !== undefined,
      question: (x) => L(`Which country does ${x.name.en} represent?`, `Какую страну представляет ${x.name.ru}?`),
      answer: (x) => L(x.country?.en ?? '', x.country?.ru ?? ''),
      distractors: () => FIGHTERS.flatMap((o) => (o.country ? [o.country] : [])),
    },
  ],
});
