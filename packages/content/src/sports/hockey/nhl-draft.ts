import type { Level, Localized } from '../../model.js';
import { defineTable, L, levelByYear } from '../../model.js';
import { dated, eraPeople } from '../../distractors.js';
import { inSeason, NHL_CLUB_SEASONS, PLAYER as P, sameEra, TEAM as T } from './names.js';

/** First overall picks of the NHL Entry Draft, 1983-2025, with the club that made the pick. */
interface FirstPick {
  readonly year: number;
  readonly player: Localized;
  readonly team: Localized;
  /** A first pick everyone remembers: easy whatever the year. */
  readonly star?: boolean;
}

const rows: readonly FirstPick[] = [
  { year: 1983, player: L('Brian Lawton', 'Брайан Лоутон'), team: T.northStars },
  { year: 1984, player: P.lemieux, team: T.penguins, star: true },
  { year: 1985, player: L('Wendel Clark', 'Уэндел Кларк'), team: T.mapleLeafs },
  { year: 1986, player: L('Joe Murphy', 'Джо Мёрфи'), team: T.redWings },
  { year: 1987, player: L('Pierre Turgeon', 'Пьер Тюржон'), team: T.sabres },
  { year: 1988, player: L('Mike Modano', 'Майк Модано'), team: T.northStars },
  { year: 1989, player: L('Mats Sundin', 'Матс Сундин'), team: T.nordiques },
  { year: 1990, player: L('Owen Nolan', 'Оуэн Нолан'), team: T.nordiques },
  { year: 1991, player: P.lindros, team: T.nordiques },
  { year: 1992, player: L('Roman Hamrlík', 'Роман Гамрлик'), team: T.lightning },
  { year: 1993, player: L('Alexandre Daigle', 'Александр Дэгл'), team: T.senators },
  { year: 1994, player: L('Ed Jovanovski', 'Эд Йовановски'), team: T.panthers },
  { year: 1995, player: L('Bryan Berard', 'Брайан Берард'), team: T.senators },
  { year: 1996, player: L('Chris Phillips', 'Крис Филлипс'), team: T.senators },
  { year: 1997, player: P.thornton, team: T.bruins },
  { year: 1998, player: L('Vincent Lecavalier', 'Венсан Лекавалье'), team: T.lightning },
  { year: 1999, player: L('Patrik Štefan', 'Патрик Штефан'), team: T.thrashers },
  { year: 2000, player: L('Rick DiPietro', 'Рик Дипьетро'), team: T.islanders },
  { year: 2001, player: P.kovalchuk, team: T.thrashers },
  { year: 2002, player: L('Rick Nash', 'Рик Нэш'), team: T.blueJackets },
  { year: 2003, player: P.fleury, team: T.penguins },
  { year: 2004, player: P.ovechkin, team: T.capitals, star: true },
  { year: 2005, player: P.crosby, team: T.penguins, star: true },
  { year: 2006, player: L('Erik Johnson', 'Эрик Джонсон'), team: T.blues },
  { year: 2007, player: P.kane, team: T.blackhawks, star: true },
  { year: 2008, player: P.stamkos, team: T.lightning },
  { year: 2009, player: P.tavares, team: T.islanders },
  { year: 2010, player: P.hall, team: T.oilers },
  { year: 2011, player: L('Ryan Nugent-Hopkins', 'Райан Ньюджент-Хопкинс'), team: T.oilers },
  { year: 2012, player: L('Nail Yakupov', 'Наиль Якупов'), team: T.oilers },
  { year: 2013, player: P.mackinnon, team: T.avalanche },
  { year: 2014, player: L('Aaron Ekblad', 'Аарон Экблад'), team: T.panthers },
  { year: 2015, player: P.mcDavid, team: T.oilers, star: true },
  { year: 2016, player: P.matthews, team: T.mapleLeafs, star: true },
  { year: 2017, player: L('Nico Hischier', 'Нико Хишир'), team: T.devils },
  { year: 2018, player: L('Rasmus Dahlin', 'Расмус Далин'), team: T.sabres },
  { year: 2019, player: L('Jack Hughes', 'Джек Хьюз'), team: T.devils },
  { year: 2020, player: L('Alexis Lafrenière', 'Алексис Лафреньер'), team: T.rangers },
  { year: 2021, player: L('Owen Power', 'Оуэн Пауэр'), team: T.sabres },
  { year: 2022, player: L('Juraj Slafkovský', 'Юрай Слафковски'), team: T.canadiens },
  { year: 2023, player: P.bedard, team: T.blackhawks, star: true },
  { year: 2024, player: L('Macklin Celebrini', 'Маклин Селебрини'), team: T.sharks },
  { year: 2025, player: L('Matthew Schaefer', 'Мэттью Шефер'), team: T.islanders },
];

const pickLevel = (r: FirstPick): Level => (r.star ? 'easy' : levelByYear(r.year, 2015, 1997));

export const nhlDraft = defineTable<FirstPick>({
  id: 'hockey.nhl-draft-first-picks',
  sport: 'hockey',
  source: {
    title: 'Wikipedia: List of first overall NHL draft picks',
    url: 'https://en.wikipedia.org/wiki/List_of_first_overall_NHL_draft_picks',
    asOf: '2025-07-01',
  },
  rows,
  key: (row) => String(row.year),
  year: (row) => row.year,
  templates: [
    {
      id: 'player',
      era: 'person',
      level: pickLevel,
      question: (r) =>
        L(`Who was the first overall pick in the ${r.year} NHL Draft?`, `Кого выбрали под первым номером на драфте НХЛ ${r.year} года?`),
      answer: (r) => r.player,
      distractors: (r, all) =>
        eraPeople(
          r.year,
          dated(
            all,
            (x) => x.year,
            (x) => x.player,
          ),
        ),
    },
    {
      id: 'team',
      kind: { of: 'club', group: () => 'NHL' },
      // Clubs of the season after the June draft: the 2011 pick was Winnipeg's, not Atlanta's.
      season: { facts: NHL_CLUB_SEASONS, year: (r) => Math.min(r.year + 1, 2025) },
      level: (r) => (r.star ? 'medium' : levelByYear(r.year, 2018, 2003)),
      question: (r) =>
        L(
          `Which team selected ${r.player.en} with the first overall pick of the ${r.year} NHL Draft?`,
          `Первый номер драфта НХЛ ${r.year} года — ${r.player.ru}. Какой клуб его выбрал?`,
        ),
      answer: (r) => r.team,
      distractors: (r, all) =>
        inSeason(
          sameEra(
            r,
            all,
            (x) => x.year,
            (x) => x.team,
            10,
          ),
          Math.min(r.year + 1, 2025),
        ),
    },
  ],
});
