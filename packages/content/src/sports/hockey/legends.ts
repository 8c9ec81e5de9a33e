import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, N } from '../../model.js';
import { club, PLAYER as P, slug, TEAM as T } from './names.js';

/**
 * Facts about famous players: country, nickname, one-club careers, sweater numbers. Every row
 * is a man, so masculine Russian verbs agree with every row.
 */

// ---------------------------------------------------------------- countries

interface Origin {
  readonly player: Localized;
  readonly country: Localized;
  readonly level: Level;
}

const originRows: readonly Origin[] = [
  { player: P.gretzky, country: C.canada, level: 'easy' },
  { player: P.ovechkin, country: C.russia, level: 'easy' },
  { player: P.jagr, country: C.czechRepublic, level: 'easy' },
  { player: P.draisaitl, country: C.germany, level: 'easy' },
  { player: P.selanne, country: C.finland, level: 'easy' },
  { player: P.lidstrom, country: C.sweden, level: 'easy' },
  { player: P.hasek, country: C.czechRepublic, level: 'easy' },
  { player: P.matthews, country: C.unitedStates, level: 'easy' },
  { player: P.kane, country: C.unitedStates, level: 'easy' },
  { player: P.forsberg, country: C.sweden, level: 'medium' },
  { player: L('Mats Sundin', 'Матс Сундин'), country: C.sweden, level: 'medium' },
  { player: L('Anže Kopitar', 'Анже Копитар'), country: C.slovenia, level: 'medium' },
  { player: P.pastrnak, country: C.czechRepublic, level: 'medium' },
  { player: L('Marián Hossa', 'Мариан Госса'), country: C.slovakia, level: 'medium' },
  { player: L('Zdeno Chára', 'Здено Хара'), country: C.slovakia, level: 'medium' },
  { player: L('Marián Gáborík', 'Мариан Габорик'), country: C.slovakia, level: 'hard' },
  { player: L('Jari Kurri', 'Яри Курри'), country: C.finland, level: 'medium' },
  { player: L('Pekka Rinne', 'Пекка Ринне'), country: C.finland, level: 'medium' },
  { player: L('Tuukka Rask', 'Туукка Раск'), country: C.finland, level: 'medium' },
  { player: L('Aleksander Barkov', 'Александр Барков'), country: C.finland, level: 'medium' },
  { player: L('Roman Josi', 'Роман Йози'), country: C.switzerland, level: 'medium' },
  { player: L('Nico Hischier', 'Нико Хишир'), country: C.switzerland, level: 'medium' },
  { player: L('Mats Zuccarello', 'Мац Цуккарелло'), country: C.norway, level: 'medium' },
  { player: P.lundqvist, country: C.sweden, level: 'medium' },
  { player: L('Erik Karlsson', 'Эрик Карлссон'), country: C.sweden, level: 'medium' },
  { player: P.hedman, country: C.sweden, level: 'medium' },
  { player: L('Nicklas Bäckström', 'Никлас Бэкстрём'), country: C.sweden, level: 'medium' },
  { player: L('Börje Salming', 'Бёрье Сальминг'), country: C.sweden, level: 'hard' },
  { player: L('Saku Koivu', 'Саку Койву'), country: C.finland, level: 'medium' },
  { player: L('Patrik Laine', 'Патрик Лайне'), country: C.finland, level: 'medium' },
  { player: L('Miikka Kiprusoff', 'Микка Кипрусофф'), country: C.finland, level: 'hard' },
  { player: L('Mike Modano', 'Майк Модано'), country: C.unitedStates, level: 'medium' },
  { player: P.leetch, country: C.unitedStates, level: 'hard' },
  { player: L('Chris Chelios', 'Крис Челиос'), country: C.unitedStates, level: 'hard' },
  { player: P.hellebuyck, country: C.unitedStates, level: 'medium' },
  { player: L('Jack Eichel', 'Джек Айкел'), country: C.unitedStates, level: 'hard' },
  { player: L('Tim Stützle', 'Тим Штютцле'), country: C.germany, level: 'hard' },
  { player: L('Moritz Seider', 'Мориц Зайдер'), country: C.germany, level: 'hard' },
  { player: L('Marco Sturm', 'Марко Штурм'), country: C.germany, level: 'hard' },
  { player: L('Thomas Vanek', 'Томас Ванек'), country: C.austria, level: 'hard' },
  { player: L('Frans Nielsen', 'Франс Нильсен'), country: C.denmark, level: 'hard' },
  { player: L('Sandis Ozoliņš', 'Сандис Озолиньш'), country: C.latvia, level: 'medium' },
  { player: L('Zemgus Girgensons', 'Земгус Гиргенсонс'), country: C.latvia, level: 'hard' },
  { player: L('Elvis Merzļikins', 'Элвис Мерзликинс'), country: C.latvia, level: 'hard' },
  { player: L('Mikhail Grabovski', 'Михаил Грабовский'), country: C.belarus, level: 'hard' },
  { player: P.kaprizov, country: C.russia, level: 'medium' },
  { player: P.datsyuk, country: C.russia, level: 'easy' },
  { player: L('Patrik Eliáš', 'Патрик Элиаш'), country: C.czechRepublic, level: 'hard' },
  { player: L('Juraj Slafkovský', 'Юрай Слафковски'), country: C.slovakia, level: 'hard' },
];

export const playerOrigins = defineTable<Origin>({
  id: 'hockey.player-countries',
  sport: 'hockey',
  source: {
    title: "Wikipedia: the players' articles (international play sections)",
    url: 'https://en.wikipedia.org/wiki/List_of_NHL_players',
    asOf: '2025-07-01',
  },
  rows: originRows,
  key: (row) => slug(row.player.en),
  templates: [
    {
      id: 'country',
      level: (r) => r.level,
      question: (r) => L(`Which country is hockey player ${r.player.en} from?`, `Из какой страны хоккеист ${r.player.ru}?`),
      answer: (r) => r.country,
    },
  ],
});

// ---------------------------------------------------------------- nicknames

interface Nickname {
  readonly key: string;
  readonly nickname: Localized;
  readonly player: Localized;
  readonly level: Level;
}

const nick = (en: string, ru?: string) => L(`"${en}"`, ru ? `«${ru}» (${en})` : `«${en}»`);
const MAURICE_RICHARD = L('Maurice Richard', 'Морис Ришар');
const HENRI_RICHARD = L('Henri Richard', 'Анри Ришар');

const nicknameRows: readonly Nickname[] = [
  { key: 'great-one', nickname: nick('The Great One', 'Великий'), player: P.gretzky, level: 'easy' },
  { key: 'magnificent-one', nickname: nick('The Magnificent One', 'Великолепный'), player: P.lemieux, level: 'medium' },
  { key: 'mr-hockey', nickname: nick('Mr. Hockey', 'Мистер Хоккей'), player: P.howe, level: 'medium' },
  { key: 'russian-rocket', nickname: nick('The Russian Rocket', 'Русская ракета'), player: P.bure, level: 'easy' },
  { key: 'great-eight', nickname: nick('The Great Eight'), player: P.ovechkin, level: 'easy' },
  { key: 'dominator', nickname: nick('The Dominator', 'Доминатор'), player: P.hasek, level: 'medium' },
  { key: 'finnish-flash', nickname: nick('The Finnish Flash', 'Финская вспышка'), player: P.selanne, level: 'medium' },
  { key: 'magic-man', nickname: nick('The Magic Man', 'Волшебник'), player: P.datsyuk, level: 'medium' },
  { key: 'rocket', nickname: nick('The Rocket', 'Ракета'), player: MAURICE_RICHARD, level: 'medium' },
  { key: 'pocket-rocket', nickname: nick('The Pocket Rocket', 'Карманная ракета'), player: HENRI_RICHARD, level: 'hard' },
  { key: 'golden-jet', nickname: nick('The Golden Jet'), player: P.bobbyHull, level: 'hard' },
  { key: 'moose', nickname: nick('The Moose', 'Лось'), player: P.messier, level: 'medium' },
  { key: 'boom-boom', nickname: nick('Boom Boom'), player: P.geoffrion, level: 'hard' },
  { key: 'flower', nickname: nick('The Flower'), player: P.lafleur, level: 'hard' },
  { key: 'big-z', nickname: nick('Big Z'), player: L('Zdeno Chára', 'Здено Хара'), level: 'medium' },
  { key: 'captain-serious', nickname: nick('Captain Serious', 'Капитан Серьёзность'), player: P.toews, level: 'medium' },
  { key: 'geno', nickname: nick('Geno', 'Гено'), player: P.malkin, level: 'medium' },
  { key: 'breadman', nickname: nick('The Breadman'), player: P.panarin, level: 'medium' },
  { key: 'mr-goalie', nickname: nick('Mr. Goalie'), player: L('Glenn Hall', 'Гленн Холл'), level: 'hard' },
  { key: 'hammer', nickname: nick('The Hammer'), player: L('Dave Schultz', 'Дэйв Шульц'), level: 'hard' },
  { key: 'terrible-ted', nickname: nick('Terrible Ted'), player: L('Ted Lindsay', 'Тед Линдсей'), level: 'hard' },
  { key: 'le-gros-bill', nickname: nick('Le Gros Bill'), player: P.beliveau, level: 'hard' },
];

export const hockeyNicknames = defineTable<Nickname>({
  id: 'hockey.nicknames',
  sport: 'hockey',
  source: {
    title: 'Wikipedia: List of ice hockey nicknames',
    url: 'https://en.wikipedia.org/wiki/List_of_ice_hockey_nicknames',
    asOf: '2025-07-01',
  },
  rows: nicknameRows,
  key: (row) => row.key,
  templates: [
    {
      id: 'player',
      level: (r) => r.level,
      question: (r) => L(`Which hockey player is known by the nickname ${r.nickname.en}?`, `Чьё это хоккейное прозвище: ${r.nickname.ru}?`),
      answer: (r) => r.player,
    },
  ],
});

// ---------------------------------------------------------------- one-club careers

interface OneClub {
  readonly player: Localized;
  readonly team: Localized;
  readonly level: Level;
}

/** Retired players who played every NHL game of their career for one club. */
const oneClubRows: readonly OneClub[] = [
  { player: P.lemieux, team: T.penguins, level: 'easy' },
  { player: P.yzerman, team: T.redWings, level: 'easy' },
  { player: P.lidstrom, team: T.redWings, level: 'easy' },
  { player: P.datsyuk, team: T.redWings, level: 'easy' },
  { player: P.lundqvist, team: T.rangers, level: 'easy' },
  { player: P.bossy, team: T.islanders, level: 'medium' },
  { player: P.beliveau, team: T.canadiens, level: 'medium' },
  { player: MAURICE_RICHARD, team: T.canadiens, level: 'medium' },
  { player: P.henrikSedin, team: T.canucks, level: 'medium' },
  { player: P.danielSedin, team: T.canucks, level: 'medium' },
  { player: P.bergeron, team: T.bruins, level: 'medium' },
  { player: P.price, team: T.canadiens, level: 'medium' },
  { player: P.clarke, team: T.flyers, level: 'medium' },
  { player: HENRI_RICHARD, team: T.canadiens, level: 'hard' },
  { player: P.mikita, team: T.blackhawks, level: 'hard' },
  { player: L('Denis Potvin', 'Дени Потвен'), team: T.islanders, level: 'hard' },
  { player: L('Ken Dryden', 'Кен Драйден'), team: T.canadiens, level: 'hard' },
  { player: L('Bob Gainey', 'Боб Гейни'), team: T.canadiens, level: 'hard' },
  { player: L('Alex Delvecchio', 'Алекс Дельвеккио'), team: T.redWings, level: 'hard' },
  { player: L('Ryan Getzlaf', 'Райан Гецлаф'), team: T.ducks, level: 'hard' },
];

export const hockeyOneClub = defineTable<OneClub>({
  id: 'hockey.one-club-careers',
  sport: 'hockey',
  source: {
    title: "Wikipedia: the players' articles (career statistics)",
    url: 'https://en.wikipedia.org/wiki/List_of_NHL_players_who_spent_their_entire_career_with_one_franchise',
    asOf: '2025-07-01',
  },
  rows: oneClubRows,
  key: (row) => slug(row.player.en),
  templates: [
    {
      id: 'team',
      kind: { of: 'club', group: () => 'NHL' },
      level: (r) => r.level,
      question: (r) =>
        L(
          `${r.player.en} spent his whole NHL career with one club. Which one?`,
          `${r.player.ru} провёл всю карьеру в НХЛ в одном клубе. В каком?`,
        ),
      answer: (r) => r.team,
    },
  ],
});

// ---------------------------------------------------------------- sweater numbers

interface Sweater {
  readonly player: Localized;
  /** The club (or national team) he wore the number for. */
  readonly team: Localized;
  readonly number: number;
  readonly level: Level;
}

const USSR_TEAM = L('the Soviet national team', 'сборная СССР');

const sweaterRows: readonly Sweater[] = [
  { player: P.gretzky, team: T.oilers, number: 99, level: 'easy' },
  { player: P.lemieux, team: T.penguins, number: 66, level: 'medium' },
  { player: P.ovechkin, team: T.capitals, number: 8, level: 'easy' },
  { player: P.crosby, team: T.penguins, number: 87, level: 'easy' },
  { player: P.malkin, team: T.penguins, number: 71, level: 'easy' },
  { player: P.mcDavid, team: T.oilers, number: 97, level: 'medium' },
  { player: P.jagr, team: T.penguins, number: 68, level: 'medium' },
  { player: P.orr, team: T.bruins, number: 4, level: 'hard' },
  { player: P.howe, team: T.redWings, number: 9, level: 'hard' },
  { player: P.bure, team: T.canucks, number: 10, level: 'medium' },
  { player: P.datsyuk, team: T.redWings, number: 13, level: 'medium' },
  { player: P.fedorov, team: T.redWings, number: 91, level: 'medium' },
  { player: P.yzerman, team: T.redWings, number: 19, level: 'hard' },
  { player: P.lidstrom, team: T.redWings, number: 5, level: 'hard' },
  { player: P.hasek, team: T.sabres, number: 39, level: 'hard' },
  { player: P.roy, team: T.avalanche, number: 33, level: 'hard' },
  { player: P.brodeur, team: T.devils, number: 30, level: 'hard' },
  { player: P.messier, team: T.rangers, number: 11, level: 'hard' },
  { player: P.bossy, team: T.islanders, number: 22, level: 'hard' },
  { player: P.kucherov, team: T.lightning, number: 86, level: 'medium' },
  { player: P.kane, team: T.blackhawks, number: 88, level: 'medium' },
  { player: P.matthews, team: T.mapleLeafs, number: 34, level: 'medium' },
  { player: P.mackinnon, team: T.avalanche, number: 29, level: 'hard' },
  { player: P.draisaitl, team: T.oilers, number: 29, level: 'hard' },
  { player: L('Vladislav Tretiak', 'Владислав Третьяк'), team: USSR_TEAM, number: 20, level: 'medium' },
  { player: L('Valeri Kharlamov', 'Валерий Харламов'), team: USSR_TEAM, number: 17, level: 'medium' },
  { player: P.selanne, team: T.ducks, number: 8, level: 'hard' },
  { player: P.vasilevskiy, team: T.lightning, number: 88, level: 'hard' },
  { player: P.panarin, team: T.rangers, number: 10, level: 'hard' },
  { player: P.kaprizov, team: T.wild, number: 97, level: 'hard' },
  { player: P.shesterkin, team: T.rangers, number: 31, level: 'hard' },
];

const SWEATER_POOL = [
  1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 20, 22, 29, 30, 31, 33, 34, 35, 39, 44, 55, 66, 68, 71, 72, 77, 86, 87, 88, 91,
  92, 97, 99,
];

export const sweaterNumbers = defineTable<Sweater>({
  id: 'hockey.sweater-numbers',
  sport: 'hockey',
  source: {
    title: "Wikipedia: List of NHL retired numbers; the players' articles",
    url: 'https://en.wikipedia.org/wiki/List_of_NHL_retired_numbers',
    asOf: '2025-07-01',
  },
  rows: sweaterRows,
  key: (row) => `${slug(row.player.en)}--${slug(row.team.en)}`,
  templates: [
    {
      id: 'number',
      level: (r) => r.level,
      question: (r) =>
        r.team === USSR_TEAM
          ? L(
              `Which sweater number did ${r.player.en} wear for the Soviet national team?`,
              `Под каким номером ${r.player.ru} играл за сборную СССР?`,
            )
          : L(
              `Which sweater number did ${r.player.en} wear for the ${r.team.en}?`,
              `Под каким номером ${r.player.ru} играл за ${club(r.team).ru}?`,
            ),
      answer: (r) => N(r.number),
      distractors: (r) => {
        const allowed = SWEATER_POOL.filter((n) => n !== r.number);
        const near = allowed.filter((n) => Math.abs(n - r.number) <= 15);
        return (near.length >= 4 ? near : allowed).map((n) => N(n));
      },
    },
  ],
});
