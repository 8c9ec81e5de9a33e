import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, N } from '../../model.js';
import { club, PLAYER as P, slug, TEAM as T } from './names.js';

/**
 * Facts about famous players: national team, college, nickname, one-club careers, jersey
 * numbers. Every row is a man, so masculine Russian verbs agree with every row.
 */

// ---------------------------------------------------------------- national teams

interface NationalTeam {
  readonly player: Localized;
  readonly country: Localized;
  readonly level: Level;
}

const nationalRows: readonly NationalTeam[] = [
  { player: P.nowitzki, country: C.germany, level: 'easy' },
  { player: P.antetokounmpo, country: C.greece, level: 'easy' },
  { player: P.jokic, country: C.serbia, level: 'easy' },
  { player: P.doncic, country: C.slovenia, level: 'easy' },
  { player: P.yao, country: C.china, level: 'easy' },
  { player: P.wembanyama, country: C.france, level: 'easy' },
  { player: P.parker, country: C.france, level: 'easy' },
  { player: P.gasolPau, country: C.spain, level: 'easy' },
  { player: P.ginobili, country: C.argentina, level: 'easy' },
  { player: P.nash, country: C.canada, level: 'medium' },
  { player: P.gilgeousAlexander, country: C.canada, level: 'medium' },
  { player: L('Marc Gasol', 'Марк Газоль'), country: C.spain, level: 'medium' },
  { player: L('Rudy Gobert', 'Руди Гобер'), country: C.france, level: 'medium' },
  { player: L('Andrei Kirilenko', 'Андрей Кириленко'), country: C.russia, level: 'easy' },
  { player: L('Kristaps Porziņģis', 'Кристапс Порзингис'), country: C.latvia, level: 'medium' },
  { player: L('Domantas Sabonis', 'Домантас Сабонис'), country: C.lithuania, level: 'medium' },
  { player: L('Lauri Markkanen', 'Лаури Маркканен'), country: C.finland, level: 'medium' },
  { player: L('Luis Scola', 'Луис Скола'), country: C.argentina, level: 'medium' },
  { player: L('Ricky Rubio', 'Рики Рубио'), country: C.spain, level: 'medium' },
  { player: L('Alperen Şengün', 'Альперен Шенгюн'), country: C.turkey, level: 'medium' },
  { player: L('Hedo Türkoğlu', 'Хедо Туркоглу'), country: C.turkey, level: 'medium' },
  { player: L('Andrew Bogut', 'Эндрю Богут'), country: C.australia, level: 'medium' },
  { player: L('Patty Mills', 'Пэтти Миллс'), country: C.australia, level: 'medium' },
  { player: L('Dennis Schröder', 'Деннис Шрёдер'), country: C.germany, level: 'medium' },
  { player: L('Franz Wagner', 'Франц Вагнер'), country: C.germany, level: 'medium' },
  { player: L('Jamal Murray', 'Джамал Мюррэй'), country: C.canada, level: 'medium' },
  { player: L('Nikola Vučević', 'Никола Вучевич'), country: C.montenegro, level: 'hard' },
  { player: L('Bogdan Bogdanović', 'Богдан Богданович'), country: C.serbia, level: 'medium' },
  { player: L('Goran Dragić', 'Горан Драгич'), country: C.slovenia, level: 'medium' },
  { player: L('Rui Hachimura', 'Руи Хатимура'), country: C.japan, level: 'medium' },
  { player: L('Žydrūnas Ilgauskas', 'Жидрунас Илгаускас'), country: C.lithuania, level: 'medium' },
  { player: L('Šarūnas Jasikevičius', 'Шарунас Ясикявичюс'), country: C.lithuania, level: 'medium' },
  { player: L('Jonas Valančiūnas', 'Йонас Валанчюнас'), country: C.lithuania, level: 'medium' },
  { player: L('Timofey Mozgov', 'Тимофей Мозгов'), country: C.russia, level: 'medium' },
  { player: L('Alexey Shved', 'Алексей Швед'), country: C.russia, level: 'medium' },
  { player: L('Nenê', 'Нене'), country: C.brazil, level: 'hard' },
  { player: L('Anderson Varejão', 'Андерсон Варежао'), country: C.brazil, level: 'hard' },
  { player: L('Leandro Barbosa', 'Леандро Барбоза'), country: C.brazil, level: 'hard' },
  { player: L('Oscar Schmidt', 'Оскар Шмидт'), country: C.brazil, level: 'hard' },
  { player: L('Yi Jianlian', 'И Цзяньлянь'), country: C.china, level: 'hard' },
  { player: L('Boris Diaw', 'Борис Дио'), country: C.france, level: 'hard' },
  { player: L('Nicolas Batum', 'Николя Батюм'), country: C.france, level: 'hard' },
  { player: L('Danilo Gallinari', 'Данило Галлинари'), country: C.italy, level: 'hard' },
  { player: L('Marco Belinelli', 'Марко Белинелли'), country: C.italy, level: 'hard' },
  { player: L('Andrea Bargnani', 'Андреа Барньяни'), country: C.italy, level: 'hard' },
  { player: L('Juan Carlos Navarro', 'Хуан Карлос Наварро'), country: C.spain, level: 'hard' },
  { player: L('Rudy Fernández', 'Руди Фернандес'), country: C.spain, level: 'hard' },
  { player: L('Mehmet Okur', 'Мехмет Окур'), country: C.turkey, level: 'hard' },
  { player: L('Joe Ingles', 'Джо Инглс'), country: C.australia, level: 'hard' },
  { player: L('Yuta Watanabe', 'Юта Ватанабэ'), country: C.japan, level: 'hard' },
  { player: L('Jusuf Nurkić', 'Юсуф Нуркич'), country: C.bosniaAndHerzegovina, level: 'hard' },
];

export const nationalTeams = defineTable<NationalTeam>({
  id: 'basketball.national-teams',
  sport: 'basketball',
  source: {
    title: "Wikipedia: the players' articles (international career sections)",
    url: 'https://en.wikipedia.org/wiki/List_of_foreign_NBA_players',
    asOf: '2025-07-01',
  },
  rows: nationalRows,
  key: (row) => slug(row.player.en),
  templates: [
    {
      id: 'country',
      level: (r) => r.level,
      question: (r) => L(`Which national team did ${r.player.en} play for?`, `За какую сборную играл баскетболист ${r.player.ru}?`),
      answer: (r) => r.country,
    },
  ],
});

// ---------------------------------------------------------------- colleges

interface College {
  readonly player: Localized;
  readonly college: Localized;
  readonly level: Level;
}

const U = {
  ucla: L('UCLA', 'UCLA (Лос-Анджелес)'),
  northCarolina: L('North Carolina', 'Северная Каролина'),
  indianaState: L('Indiana State', 'Индиана Стэйт'),
  michiganState: L('Michigan State', 'Мичиган Стэйт'),
  davidson: L('Davidson', 'Дэвидсон'),
  texas: L('Texas', 'Техас'),
  duke: L('Duke', 'Дьюк'),
  sanFrancisco: L('San Francisco', 'Сан-Франциско'),
  kansas: L('Kansas', 'Канзас'),
  westVirginia: L('West Virginia', 'Западная Вирджиния'),
  cincinnati: L('Cincinnati', 'Цинциннати'),
  indiana: L('Indiana', 'Индиана'),
  houston: L('Houston', 'Хьюстон'),
  louisianaTech: L('Louisiana Tech', 'Луизиана Тек'),
  gonzaga: L('Gonzaga', 'Гонзага'),
  auburn: L('Auburn', 'Оберн'),
  centralArkansas: L('Central Arkansas', 'Сентрал Арканзас'),
  marquette: L('Marquette', 'Маркетт'),
  syracuse: L('Syracuse', 'Сиракьюс'),
  sanDiegoState: L('San Diego State', 'Сан-Диего Стэйт'),
  weberState: L('Weber State', 'Уэбер Стэйт'),
  arizonaState: L('Arizona State', 'Аризона Стэйт'),
  wakeForest: L('Wake Forest', 'Уэйк Форест'),
  murrayState: L('Murray State', 'Мюррэй Стэйт'),
  kentucky: L('Kentucky', 'Кентукки'),
  oklahoma: L('Oklahoma', 'Оклахома'),
  lsu: L('LSU', 'LSU (Луизиана Стэйт)'),
  uconn: L('UConn', 'Коннектикут'),
  oregonState: L('Oregon State', 'Орегон Стэйт'),
  california: L('California', 'Калифорния (Беркли)'),
  georgetown: L('Georgetown', 'Джорджтаун'),
  santaClara: L('Santa Clara', 'Санта-Клара'),
  holyCross: L('Holy Cross', 'Холи Кросс'),
  ohioState: L('Ohio State', 'Огайо Стэйт'),
  princeton: L('Princeton', 'Принстон'),
  umass: L('UMass', 'Массачусетс'),
  georgia: L('Georgia', 'Джорджия'),
  washingtonState: L('Washington State', 'Вашингтон Стэйт'),
  fresnoState: L('Fresno State', 'Фресно Стэйт'),
  villanova: L('Villanova', 'Вилланова'),
  iowaState: L('Iowa State', 'Айова Стэйт'),
  louisville: L('Louisville', 'Луисвилл'),
  minnesota: L('Minnesota', 'Миннесота'),
  grambling: L('Grambling State', 'Грэмблинг Стэйт'),
  floridaState: L('Florida State', 'Флорида Стэйт'),
  southernIllinois: L('Southern Illinois', 'Южный Иллинойс'),
  miami: L('Miami', 'Майами'),
} as const;

/** Players who went to college and were not first overall picks (those are in nba-draft.ts). */
const collegeRows: readonly College[] = [
  { player: P.jordan, college: U.northCarolina, level: 'easy' },
  { player: P.abdulJabbar, college: U.ucla, level: 'medium' },
  { player: P.walton, college: U.ucla, level: 'hard' },
  { player: P.miller, college: U.ucla, level: 'hard' },
  { player: P.westbrook, college: U.ucla, level: 'medium' },
  { player: L('Kevin Love', 'Кевин Лав'), college: U.ucla, level: 'hard' },
  { player: P.bird, college: U.indianaState, level: 'medium' },
  { player: P.johnsonMagic, college: U.michiganState, level: 'medium' },
  { player: L('Draymond Green', 'Дрэймонд Грин'), college: U.michiganState, level: 'hard' },
  { player: P.curry, college: U.davidson, level: 'medium' },
  { player: P.durant, college: U.texas, level: 'medium' },
  { player: P.tatum, college: U.duke, level: 'medium' },
  { player: L('Grant Hill', 'Грант Хилл'), college: U.duke, level: 'hard' },
  { player: P.russell, college: U.sanFrancisco, level: 'hard' },
  { player: P.chamberlain, college: U.kansas, level: 'hard' },
  { player: P.pierce, college: U.kansas, level: 'hard' },
  { player: P.embiid, college: U.kansas, level: 'hard' },
  { player: P.west, college: U.westVirginia, level: 'hard' },
  { player: P.robertson, college: U.cincinnati, level: 'hard' },
  { player: P.thomas, college: U.indiana, level: 'hard' },
  { player: L('Clyde Drexler', 'Клайд Дрекслер'), college: U.houston, level: 'hard' },
  { player: P.maloneKarl, college: U.louisianaTech, level: 'hard' },
  { player: P.stockton, college: U.gonzaga, level: 'medium' },
  { player: P.barkley, college: U.auburn, level: 'hard' },
  { player: P.pippen, college: U.centralArkansas, level: 'hard' },
  { player: P.wade, college: U.marquette, level: 'medium' },
  { player: L('Carmelo Anthony', 'Кармело Энтони'), college: U.syracuse, level: 'medium' },
  { player: P.leonard, college: U.sanDiegoState, level: 'hard' },
  { player: P.lillard, college: U.weberState, level: 'hard' },
  { player: P.harden, college: U.arizonaState, level: 'hard' },
  { player: P.paul, college: U.wakeForest, level: 'hard' },
  { player: P.carter, college: U.northCarolina, level: 'hard' },
  { player: P.morant, college: U.murrayState, level: 'hard' },
  { player: L('Devin Booker', 'Девин Букер'), college: U.kentucky, level: 'hard' },
  { player: L('Trae Young', 'Трэй Янг'), college: U.oklahoma, level: 'hard' },
  { player: L('Pete Maravich', 'Пит Маравич'), college: U.lsu, level: 'hard' },
  { player: L('Ray Allen', 'Рэй Аллен'), college: U.uconn, level: 'hard' },
  { player: L('Kemba Walker', 'Кемба Уокер'), college: U.uconn, level: 'hard' },
  { player: L('Gary Payton', 'Гэри Пэйтон'), college: U.oregonState, level: 'hard' },
  { player: L('Jason Kidd', 'Джейсон Кидд'), college: U.california, level: 'hard' },
  { player: L('Alonzo Mourning', 'Алонзо Моурнинг'), college: U.georgetown, level: 'hard' },
  { player: L('Dikembe Mutombo', 'Дикембе Мутомбо'), college: U.georgetown, level: 'hard' },
  { player: P.nash, college: U.santaClara, level: 'hard' },
  { player: P.cousy, college: U.holyCross, level: 'hard' },
  { player: P.havlicek, college: U.ohioState, level: 'hard' },
  { player: L('Bill Bradley', 'Билл Брэдли'), college: U.princeton, level: 'hard' },
  { player: P.erving, college: U.umass, level: 'hard' },
  { player: L('Dominique Wilkins', 'Доминик Уилкинс'), college: U.georgia, level: 'hard' },
  { player: L('Klay Thompson', 'Клэй Томпсон'), college: U.washingtonState, level: 'hard' },
  { player: L('Paul George', 'Пол Джордж'), college: U.fresnoState, level: 'hard' },
  { player: L('Jalen Brunson', 'Джейлен Брансон'), college: U.villanova, level: 'hard' },
  { player: L('Tyrese Haliburton', 'Тайриз Халибертон'), college: U.iowaState, level: 'hard' },
  { player: L('Donovan Mitchell', 'Донован Митчелл'), college: U.louisville, level: 'hard' },
  { player: P.gilgeousAlexander, college: U.kentucky, level: 'medium' },
  { player: L('Kevin McHale', 'Кевин Макхейл'), college: U.minnesota, level: 'hard' },
  { player: P.unseld, college: U.louisville, level: 'hard' },
  { player: P.reed, college: U.grambling, level: 'hard' },
  { player: P.cowens, college: U.floridaState, level: 'hard' },
  { player: L('Walt Frazier', 'Уолт Фрейзер'), college: U.southernIllinois, level: 'hard' },
  { player: P.barry, college: U.miami, level: 'hard' },
];

export const colleges = defineTable<College>({
  id: 'basketball.colleges',
  sport: 'basketball',
  source: {
    title: "Wikipedia: the players' articles (college career sections)",
    url: 'https://en.wikipedia.org/wiki/List_of_NCAA_Division_I_men%27s_basketball_players_with_2,000_points',
    asOf: '2025-07-01',
  },
  rows: collegeRows,
  key: (row) => slug(row.player.en),
  templates: [
    {
      id: 'college',
      level: (r) => r.level,
      question: (r) =>
        L(
          `Which college did ${r.player.en} play for before the NBA?`,
          `За какую студенческую команду играл ${r.player.ru} до прихода в НБА?`,
        ),
      answer: (r) => r.college,
    },
  ],
});

// ---------------------------------------------------------------- nicknames

interface Nickname {
  readonly key: string;
  /**
   * The nickname in English, and in Russian as Russian media use it: translated where the
   * translation is established ('Почтальон', 'Червяк'), else in Latin letters as Russian
   * journalists quote it ('The Answer', 'The Process'), never a made-up calque.
   */
  readonly nickname: Localized;
  readonly player: Localized;
  readonly level: Level;
}

const nick = (en: string, ru?: string) => L(`"${en}"`, ru ? `«${ru}» (${en})` : `«${en}»`);

const nicknameRows: readonly Nickname[] = [
  { key: 'his-airness', nickname: nick('His Airness'), player: P.jordan, level: 'easy' },
  { key: 'chosen-one', nickname: nick('The Chosen One', 'Избранный'), player: P.james, level: 'easy' },
  { key: 'black-mamba', nickname: nick('Black Mamba', 'Чёрная мамба'), player: P.bryant, level: 'easy' },
  { key: 'greek-freak', nickname: nick('The Greek Freak'), player: P.antetokounmpo, level: 'easy' },
  { key: 'joker', nickname: nick('The Joker', 'Джокер'), player: P.jokic, level: 'easy' },
  { key: 'beard', nickname: nick('The Beard', 'Борода'), player: P.harden, level: 'easy' },
  { key: 'mailman', nickname: nick('The Mailman', 'Почтальон'), player: P.maloneKarl, level: 'medium' },
  { key: 'dream', nickname: nick('The Dream', 'Мечта'), player: P.olajuwon, level: 'medium' },
  { key: 'admiral', nickname: nick('The Admiral', 'Адмирал'), player: P.robinson, level: 'medium' },
  { key: 'answer', nickname: nick('The Answer'), player: P.iverson, level: 'medium' },
  { key: 'big-fundamental', nickname: nick('The Big Fundamental'), player: P.duncan, level: 'medium' },
  { key: 'round-mound', nickname: nick('The Round Mound of Rebound'), player: P.barkley, level: 'hard' },
  { key: 'glove', nickname: nick('The Glove', 'Перчатка'), player: L('Gary Payton', 'Гэри Пэйтон'), level: 'medium' },
  { key: 'worm', nickname: nick('The Worm', 'Червяк'), player: L('Dennis Rodman', 'Деннис Родман'), level: 'medium' },
  { key: 'dr-j', nickname: nick('Dr. J', 'Доктор Джей'), player: P.erving, level: 'medium' },
  { key: 'iceman', nickname: nick('The Iceman'), player: L('George Gervin', 'Джордж Гервин'), level: 'hard' },
  { key: 'big-o', nickname: nick('The Big O', 'Большой О'), player: P.robertson, level: 'hard' },
  { key: 'logo', nickname: nick('The Logo'), player: P.west, level: 'medium' },
  { key: 'chief', nickname: nick('The Chief', 'Вождь'), player: L('Robert Parish', 'Роберт Пэриш'), level: 'hard' },
  { key: 'truth', nickname: nick('The Truth'), player: P.pierce, level: 'medium' },
  { key: 'big-ticket', nickname: nick('The Big Ticket'), player: P.garnett, level: 'hard' },
  { key: 'brow', nickname: nick('The Brow', 'Бровь'), player: P.davis, level: 'medium' },
  { key: 'process', nickname: nick('The Process'), player: P.embiid, level: 'medium' },
  { key: 'highlight-film', nickname: nick('The Human Highlight Film'), player: L('Dominique Wilkins', 'Доминик Уилкинс'), level: 'hard' },
  { key: 'microwave', nickname: nick('The Microwave', 'Микроволновка'), player: L('Vinnie Johnson', 'Винни Джонсон'), level: 'hard' },
  { key: 'chocolate-thunder', nickname: nick('Chocolate Thunder'), player: L('Darryl Dawkins', 'Дэррил Докинз'), level: 'hard' },
  { key: 'claw', nickname: nick('The Claw'), player: P.leonard, level: 'medium' },
  { key: 'slim-reaper', nickname: nick('The Slim Reaper'), player: P.durant, level: 'medium' },
  { key: 'spida', nickname: nick('Spida'), player: L('Donovan Mitchell', 'Донован Митчелл'), level: 'hard' },
  { key: 'point-god', nickname: nick('The Point God'), player: P.paul, level: 'medium' },
  { key: 'ant-man', nickname: nick('Ant-Man'), player: P.edwards, level: 'medium' },
  { key: 'diesel', nickname: nick('The Diesel', 'Дизель'), player: P.oNeal, level: 'medium' },
  { key: 'matrix', nickname: nick('The Matrix', 'Матрица'), player: L('Shawn Marion', 'Шон Мэрион'), level: 'hard' },
  { key: 'reign-man', nickname: nick('The Reign Man'), player: L('Shawn Kemp', 'Шон Кемп'), level: 'hard' },
  {
    key: 'white-chocolate',
    nickname: nick('White Chocolate', 'Белый шоколад'),
    player: L('Jason Williams', 'Джейсон Уильямс'),
    level: 'hard',
  },
  { key: 'half-man', nickname: nick('Half-Man, Half-Amazing'), player: P.carter, level: 'hard' },
  { key: 'unicorn', nickname: nick('The Unicorn', 'Единорог'), player: L('Kristaps Porziņģis', 'Кристапс Порзингис'), level: 'medium' },
  { key: 'hick-french-lick', nickname: nick('The Hick from French Lick'), player: P.bird, level: 'hard' },
  { key: 'hondo', nickname: nick('Hondo', 'Хондо'), player: P.havlicek, level: 'hard' },
  { key: 'alien', nickname: nick('The Alien', 'Пришелец'), player: P.wembanyama, level: 'easy' },
];

export const nicknames = defineTable<Nickname>({
  id: 'basketball.nicknames',
  sport: 'basketball',
  source: {
    title: 'Wikipedia: List of nicknames in basketball',
    url: 'https://en.wikipedia.org/wiki/List_of_nicknames_in_basketball',
    asOf: '2025-07-01',
  },
  rows: nicknameRows,
  key: (row) => row.key,
  templates: [
    {
      id: 'player',
      level: (r) => r.level,
      question: (r) => L(`Which basketball player is known by the nickname ${r.nickname.en}?`, `Чьё это прозвище: ${r.nickname.ru}?`),
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

/** Retired players who played every NBA game of their career for one franchise. */
const oneClubRows: readonly OneClub[] = [
  { player: P.bryant, team: T.lakers, level: 'easy' },
  { player: P.duncan, team: T.spurs, level: 'easy' },
  { player: P.nowitzki, team: T.mavericks, level: 'easy' },
  { player: P.bird, team: T.celtics, level: 'easy' },
  { player: P.johnsonMagic, team: T.lakers, level: 'easy' },
  { player: P.miller, team: T.pacers, level: 'medium' },
  { player: P.stockton, team: T.jazz, level: 'medium' },
  { player: P.russell, team: T.celtics, level: 'medium' },
  { player: P.ginobili, team: T.spurs, level: 'medium' },
  { player: P.thomas, team: T.pistons, level: 'medium' },
  { player: P.robinson, team: T.spurs, level: 'medium' },
  { player: P.havlicek, team: T.celtics, level: 'hard' },
  { player: P.west, team: T.lakers, level: 'hard' },
  { player: P.dumars, team: T.pistons, level: 'hard' },
  { player: L('Kevin McHale', 'Кевин Макхейл'), team: T.celtics, level: 'hard' },
  { player: L('Udonis Haslem', 'Юдонис Хаслем'), team: T.heat, level: 'hard' },
];

export const oneClubCareers = defineTable<OneClub>({
  id: 'basketball.one-club-careers',
  sport: 'basketball',
  source: {
    title: 'Wikipedia: List of NBA players who have spent their entire career with one franchise',
    url: 'https://en.wikipedia.org/wiki/List_of_NBA_players_who_have_spent_their_entire_career_with_one_franchise',
    asOf: '2025-07-01',
  },
  rows: oneClubRows,
  key: (row) => slug(row.player.en),
  templates: [
    {
      id: 'team',
      kind: { of: 'club', group: () => 'NBA' },
      level: (r) => r.level,
      question: (r) =>
        L(
          `${r.player.en} spent his whole NBA career with one franchise. Which one?`,
          `${r.player.ru} провёл всю карьеру в НБА в одном клубе. В каком?`,
        ),
      answer: (r) => r.team,
    },
  ],
});

// ---------------------------------------------------------------- jersey numbers

interface Jersey {
  readonly player: Localized;
  readonly team: Localized;
  readonly number: number;
  readonly level: Level;
  /** Numbers he also wore for that club, however briefly: never offered as wrong answers. */
  readonly alsoWore?: readonly number[];
}

const jerseyRows: readonly Jersey[] = [
  { player: P.jordan, team: T.bulls, number: 23, level: 'easy', alsoWore: [12, 45] },
  { player: P.curry, team: T.warriors, number: 30, level: 'easy' },
  { player: P.antetokounmpo, team: T.bucks, number: 34, level: 'medium' },
  { player: P.doncic, team: T.mavericks, number: 77, level: 'easy' },
  { player: P.james, team: T.heat, number: 6, level: 'medium' },
  { player: P.bird, team: T.celtics, number: 33, level: 'medium' },
  { player: P.johnsonMagic, team: T.lakers, number: 32, level: 'medium' },
  { player: P.abdulJabbar, team: T.lakers, number: 33, level: 'hard' },
  { player: P.jokic, team: T.nuggets, number: 15, level: 'medium' },
  { player: P.wembanyama, team: T.spurs, number: 1, level: 'medium' },
  { player: P.iverson, team: T.sixers, number: 3, level: 'medium' },
  { player: P.duncan, team: T.spurs, number: 21, level: 'medium' },
  { player: P.nowitzki, team: T.mavericks, number: 41, level: 'medium' },
  { player: P.russell, team: T.celtics, number: 6, level: 'medium' },
  { player: P.oNeal, team: T.lakers, number: 34, level: 'medium' },
  { player: P.oNeal, team: T.magic, number: 32, level: 'hard' },
  { player: P.wade, team: T.heat, number: 3, level: 'medium' },
  { player: P.harden, team: T.rockets, number: 13, level: 'medium' },
  { player: P.westbrook, team: T.thunder, number: 0, level: 'medium' },
  { player: P.tatum, team: T.celtics, number: 0, level: 'medium' },
  { player: P.gilgeousAlexander, team: T.thunder, number: 2, level: 'medium' },
  { player: P.yao, team: T.rockets, number: 11, level: 'medium' },
  { player: P.durant, team: T.warriors, number: 35, level: 'medium' },
  { player: P.embiid, team: T.sixers, number: 21, level: 'hard' },
  { player: P.barkley, team: T.suns, number: 34, level: 'hard' },
  { player: P.maloneKarl, team: T.jazz, number: 32, level: 'hard' },
  { player: P.stockton, team: T.jazz, number: 12, level: 'hard' },
  { player: P.pippen, team: T.bulls, number: 33, level: 'hard' },
  { player: P.olajuwon, team: T.rockets, number: 34, level: 'hard' },
  { player: P.ewing, team: T.knicks, number: 33, level: 'hard' },
  { player: P.thomas, team: T.pistons, number: 11, level: 'hard' },
  { player: P.nash, team: T.suns, number: 13, level: 'hard' },
  { player: P.miller, team: T.pacers, number: 31, level: 'hard' },
  { player: P.carter, team: T.raptors, number: 15, level: 'hard' },
  { player: P.parker, team: T.spurs, number: 9, level: 'hard' },
  { player: P.ginobili, team: T.spurs, number: 20, level: 'hard' },
  { player: P.west, team: T.lakers, number: 44, level: 'hard' },
  { player: P.chamberlain, team: T.lakers, number: 13, level: 'hard' },
  { player: P.edwards, team: T.timberwolves, number: 5, level: 'hard' },
];

const JERSEY_POOL = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 24, 25, 30, 31, 32, 33, 34, 35, 41, 44, 55, 66, 71, 77, 88, 91, 99,
];

export const jerseys = defineTable<Jersey>({
  id: 'basketball.jersey-numbers',
  sport: 'basketball',
  source: {
    title: "Wikipedia: List of NBA retired numbers; the players' articles",
    url: 'https://en.wikipedia.org/wiki/List_of_NBA_retired_jersey_numbers',
    asOf: '2025-07-01',
  },
  rows: jerseyRows,
  key: (row) => `${slug(row.player.en)}--${slug(row.team.en)}`,
  templates: [
    {
      id: 'number',
      level: (r) => r.level,
      question: (r) =>
        L(
          `Which jersey number did ${r.player.en} wear for the ${r.team.en}?`,
          `Под каким номером ${r.player.ru} играл за ${club(r.team).ru}?`,
        ),
      answer: (r) => N(r.number),
      // Numbers close to the right one and other famous numbers: all are real jersey numbers.
      distractors: (r) => {
        const allowed = JERSEY_POOL.filter((n) => n !== r.number && !(r.alsoWore ?? []).includes(n));
        const near = allowed.filter((n) => Math.abs(n - r.number) <= 12);
        return (near.length >= 3 ? near : allowed).map((n) => N(n));
      },
    },
  ],
});
