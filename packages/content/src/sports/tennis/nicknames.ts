import type { Level, Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';
import type { TennisPlayer } from './players.js';
import { MEN, WOMEN } from './players.js';

/**
 * Nicknames the players' biographies give them, in the form Russian tennis media use. Wrong
 * answers are players of the same sex who were at their peak in the same decades.
 */
interface Nickname {
  readonly id: string;
  readonly player: TennisPlayer;
  readonly nickname: Localized;
  /** A year of the player's peak: wrong answers come from players within 15 years of it. */
  readonly peak: number;
  readonly level: Level;
}

const rows: readonly Nickname[] = [
  { id: 'nadal', player: MEN.nadal, nickname: L('the King of Clay', 'Король грунта'), peak: 2010, level: 'easy' },
  { id: 'sampras', player: MEN.sampras, nickname: L('Pistol Pete', 'Пистолет Пит'), peak: 1995, level: 'easy' },
  { id: 'becker', player: MEN.becker, nickname: L('Boom Boom', 'Бум-Бум'), peak: 1989, level: 'medium' },
  { id: 'kuerten', player: MEN.kuerten, nickname: L('Guga', 'Гуга'), peak: 2000, level: 'medium' },
  { id: 'laver', player: MEN.laver, nickname: L('Rocket', 'Ракета'), peak: 1969, level: 'hard' },
  { id: 'borg', player: MEN.borg, nickname: L('Ice Borg', 'Айсборг'), peak: 1979, level: 'medium' },
  { id: 'roddick', player: MEN.roddick, nickname: L('A-Rod', 'Эй-Род'), peak: 2003, level: 'hard' },
  { id: 'del-potro', player: MEN.delPotro, nickname: L('Delpo', 'Дельпо'), peak: 2009, level: 'medium' },
  { id: 'hewitt', player: MEN.hewitt, nickname: L('Rusty', 'Расти'), peak: 2001, level: 'hard' },
  { id: 'djokovic', player: MEN.djokovic, nickname: L('Nole', 'Ноле'), peak: 2015, level: 'easy' },
  { id: 'connors', player: MEN.connors, nickname: L('Jimbo', 'Джимбо'), peak: 1976, level: 'hard' },
  { id: 'graf', player: WOMEN.graf, nickname: L('Fräulein Forehand', 'Фройляйн Форхенд'), peak: 1989, level: 'hard' },
  { id: 'hingis', player: WOMEN.hingis, nickname: L('the Swiss Miss', 'Швейцарская мисс'), peak: 1997, level: 'hard' },
];

/** Other famous players of the same sex and era, from the nationality players and this table. */
const POOL: readonly (readonly [TennisPlayer, number])[] = [
  ...rows.map((r) => [r.player, r.peak] as const),
  [MEN.federer, 2006],
  [MEN.agassi, 1995],
  [MEN.mcenroe, 1981],
  [MEN.lendl, 1986],
  [MEN.edberg, 1990],
  [MEN.wilander, 1988],
  [MEN.safin, 2002],
  [MEN.murray, 2014],
  [MEN.nastase, 1973],
  [MEN.rosewall, 1970],
  [MEN.newcombe, 1971],
  [MEN.courier, 1992],
  [MEN.alcaraz, 2023],
  [WOMEN.seles, 1992],
  [WOMEN.navratilova, 1983],
  [WOMEN.evert, 1980],
  [WOMEN.davenport, 1998],
  [WOMEN.serena, 2003],
];

export const tennisNicknames = defineTable<Nickname>({
  id: 'tennis.nicknames',
  sport: 'tennis',
  source: {
    title: "Wikipedia: List of Grand Slam men's singles champions; each row cites its player's biography (nickname)",
    url: 'https://en.wikipedia.org/wiki/List_of_Grand_Slam_men%27s_singles_champions',
    asOf: '2025-09-30',
  },
  rows,
  key: (r) => r.id,
  rowSource: (r) => wikipedia(r.player.name.en, '2025-09-30'),
  templates: [
    {
      id: 'player',
      level: (r) => r.level,
      question: (r) => L(`Which tennis player is nicknamed “${r.nickname.en}”?`, `Кого из теннисистов прозвали «${r.nickname.ru}»?`),
      answer: (r) => r.player.name,
      distractors: (r) =>
        POOL.filter(([p, peak]) => p.gender === r.player.gender && p !== r.player && Math.abs(peak - r.peak) <= 15).map(([p]) => p.name),
    },
  ],
});
