import { COUNTRY } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import type { BoxerKey } from './boxers.js';
import { BOXERS, boxerArticle } from './boxers.js';

const C = COUNTRY;
const E: Level = 'easy';
const M: Level = 'medium';
const H: Level = 'hard';

/**
 * Which country a boxer comes from and fights for. Boxers with two countries in their story
 * (Lennox Lewis, Kostya Tszyu, Artur Beterbiev, Roy Jones Jr., Miguel Cotto, Primo Carnera...)
 * are left out; the Klitschko brothers were born outside Ukraine, so Kazakhstan is never a
 * wrong answer next to them.
 */
interface BoxerNation {
  readonly id: BoxerKey;
  readonly country: Localized;
  readonly level: Level;
}

const nationRows: readonly BoxerNation[] = (
  [
    ['ali', C.unitedStates, E],
    ['tyson', C.unitedStates, E],
    ['mayweather', C.unitedStates, E],
    ['wilder', C.unitedStates, M],
    ['wladimir', C.ukraine, E],
    ['vitali', C.ukraine, E],
    ['usyk', C.ukraine, E],
    ['lomachenko', C.ukraine, E],
    ['joshua', C.greatBritain, E],
    ['fury', C.greatBritain, E],
    ['haye', C.greatBritain, M],
    ['hamed', C.greatBritain, M],
    ['hatton', C.greatBritain, H],
    ['pacquiao', C.philippines, E],
    ['canelo', C.mexico, E],
    ['chavez', C.mexico, M],
    ['marquez', C.mexico, M],
    ['morales', C.mexico, H],
    ['golovkin', C.kazakhstan, E],
    ['povetkin', C.russia, E],
    ['valuev', C.russia, E],
    ['kovalev', C.russia, E],
    ['gassiev', C.russia, M],
    ['lebedev', C.russia, M],
    ['provodnikov', C.russia, M],
    ['duran', C.panama, M],
    ['inoue', C.japan, M],
    ['stevenson', C.cuba, M],
    ['savon', C.cuba, H],
    ['trinidad', C.puertoRico, H],
    ['schmeling', C.germany, M],
    ['johansson', C.sweden, H],
    ['monzon', C.argentina, H],
    ['parker', C.newZealand, H],
  ] as const
).map(([id, country, level]) => ({ id, country, level }));

export const boxerNationalities = defineTable<BoxerNation>({
  id: 'boxing.nationalities',
  sport: 'boxing',
  // Each boxer's biography is the row's source; the table cites where the nations are listed.
  source: {
    title: "Wikipedia: List of world heavyweight boxing champions; each row cites its boxer's biography",
    url: 'https://en.wikipedia.org/wiki/List_of_world_heavyweight_boxing_champions',
    asOf: '2025-01-01',
  },
  rows: nationRows,
  key: (r) => r.id,
  rowSource: (r) => boxerArticle(r.id, '2025-01-01'),
  templates: [
    {
      id: 'country',
      level: (r) => r.level,
      question: (r) => L(`Which country is boxer ${BOXERS[r.id].en} from?`, `Боксёр ${BOXERS[r.id].ru} — представитель какой страны?`),
      answer: (r) => r.country,
      distractors: (r) => nationRows.map((x) => x.country).filter((c) => !(r.country === C.ukraine && c === C.kazakhstan)),
    },
  ],
});

/**
 * Ring nicknames. Russian texts use the form Russian media use: the established translation
 * ('Железный Майк', 'Русский витязь'), the established transliteration ('Крашер', 'Пакмэн'),
 * or else the English nickname in Latin letters, whole ('The Real Deal', 'Money').
 */
interface Nickname {
  readonly id: BoxerKey;
  readonly nickname: Localized;
  readonly level: Level;
}

const nicknameRows: readonly Nickname[] = (
  [
    ['ali', 'The Greatest', 'Величайший', E],
    ['tyson', 'Iron Mike', 'Железный Майк', E],
    ['frazier', "Smokin' Joe", "Smokin' Joe", M],
    ['foreman', 'Big George', 'Большой Джордж', M],
    ['holyfield', 'The Real Deal', 'The Real Deal', M],
    ['wladimir', 'Dr. Steelhammer', 'Доктор Стальной Молот', E],
    ['vitali', 'Dr. Ironfist', 'Доктор Железный Кулак', E],
    ['fury', 'The Gypsy King', 'Цыганский король', E],
    ['wilder', 'The Bronze Bomber', 'Бронзовый бомбардировщик', M],
    ['louis', 'The Brown Bomber', 'Коричневый бомбардировщик', H],
    ['pacquiao', 'Pac-Man', 'Пакмэн', E],
    ['mayweather', 'Money', 'Money', M],
    ['golovkin', 'GGG', 'GGG', E],
    ['duran', 'Hands of Stone', 'Каменные кулаки', M],
    ['povetkin', 'Russian Vityaz', 'Русский витязь', E],
    ['valuev', 'The Beast from the East', 'Зверь с Востока', M],
    ['kovalev', 'Krusher', 'Крашер', M],
    ['lomachenko', 'Hi-Tech', 'Хайтек', M],
    ['inoue', 'The Monster', 'Монстр', M],
    ['delaHoya', 'The Golden Boy', 'Золотой мальчик', M],
    ['hopkins', 'The Executioner', 'Палач', H],
    ['hamed', 'Prince', 'Принц', M],
    ['whitaker', 'Sweet Pea', 'Sweet Pea', H],
    ['dempsey', 'The Manassa Mauler', 'The Manassa Mauler', H],
    ['moore', 'The Old Mongoose', 'Старый мангуст', H],
  ] as const
).map(([id, en, ru, level]) => ({ id, nickname: L(en, ru), level }));

export const boxerNicknames = defineTable<Nickname>({
  id: 'boxing.nicknames',
  sport: 'boxing',
  source: {
    title: 'Wikipedia: List of sportspeople by nickname (boxing); boxer biographies',
    url: 'https://en.wikipedia.org/wiki/List_of_sportspeople_by_nickname',
    asOf: '2025-01-01',
  },
  rows: nicknameRows,
  key: (r) => r.id,
  templates: [
    {
      id: 'boxer',
      level: (r) => r.level,
      question: (r) =>
        L(`Which boxer is known by the nickname "${r.nickname.en}"?`, `Какой боксёр известен под прозвищем «${r.nickname.ru}»?`),
      answer: (r) => BOXERS[r.id],
    },
  ],
});
