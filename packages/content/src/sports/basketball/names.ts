import { DatedPool } from '../../distractors.js';
import type { Localized } from '../../model.js';
import { L, N } from '../../model.js';

/**
 * Basketball names as Russian sports media write them: NBA clubs (including names clubs had
 * when they won or lost a Final), players, colleges. One spelling per name across all tables.
 */

/** NBA clubs under the name they had at the time of the fact. */
export const TEAM = {
  hawks: L('Atlanta Hawks', 'Атланта Хокс'),
  celtics: L('Boston Celtics', 'Бостон Селтикс'),
  nets: L('Brooklyn Nets', 'Бруклин Нетс'),
  hornets: L('Charlotte Hornets', 'Шарлотт Хорнетс'),
  bulls: L('Chicago Bulls', 'Чикаго Буллз'),
  cavaliers: L('Cleveland Cavaliers', 'Кливленд Кавальерс'),
  mavericks: L('Dallas Mavericks', 'Даллас Маверикс'),
  nuggets: L('Denver Nuggets', 'Денвер Наггетс'),
  pistons: L('Detroit Pistons', 'Детройт Пистонс'),
  warriors: L('Golden State Warriors', 'Голден Стэйт Уорриорз'),
  rockets: L('Houston Rockets', 'Хьюстон Рокетс'),
  pacers: L('Indiana Pacers', 'Индиана Пэйсерс'),
  clippers: L('Los Angeles Clippers', 'Лос-Анджелес Клипперс'),
  lakers: L('Los Angeles Lakers', 'Лос-Анджелес Лейкерс'),
  grizzlies: L('Memphis Grizzlies', 'Мемфис Гриззлис'),
  heat: L('Miami Heat', 'Майами Хит'),
  bucks: L('Milwaukee Bucks', 'Милуоки Бакс'),
  timberwolves: L('Minnesota Timberwolves', 'Миннесота Тимбервулвз'),
  pelicans: L('New Orleans Pelicans', 'Нью-Орлеан Пеликанс'),
  knicks: L('New York Knicks', 'Нью-Йорк Никс'),
  thunder: L('Oklahoma City Thunder', 'Оклахома-Сити Тандер'),
  magic: L('Orlando Magic', 'Орландо Мэджик'),
  sixers: L('Philadelphia 76ers', 'Филадельфия Сиксерс'),
  suns: L('Phoenix Suns', 'Финикс Санз'),
  blazers: L('Portland Trail Blazers', 'Портленд Трэйл Блэйзерс'),
  kings: L('Sacramento Kings', 'Сакраменто Кингз'),
  spurs: L('San Antonio Spurs', 'Сан-Антонио Спёрс'),
  raptors: L('Toronto Raptors', 'Торонто Рэпторс'),
  jazz: L('Utah Jazz', 'Юта Джаз'),
  wizards: L('Washington Wizards', 'Вашингтон Уизардс'),
  // Names of the past, as they were when the fact happened.
  philadelphiaWarriors: L('Philadelphia Warriors', 'Филадельфия Уорриорз'),
  sanFranciscoWarriors: L('San Francisco Warriors', 'Сан-Франциско Уорриорз'),
  chicagoStags: L('Chicago Stags', 'Чикаго Стэгс'),
  baltimoreBullets: L('Baltimore Bullets', 'Балтимор Буллетс'),
  washingtonBullets: L('Washington Bullets', 'Вашингтон Буллетс'),
  washingtonCapitols: L('Washington Capitols', 'Вашингтон Кэпитолс'),
  minneapolisLakers: L('Minneapolis Lakers', 'Миннеаполис Лейкерс'),
  syracuseNationals: L('Syracuse Nationals', 'Сиракьюс Нэшнлз'),
  rochesterRoyals: L('Rochester Royals', 'Рочестер Роялс'),
  cincinnatiRoyals: L('Cincinnati Royals', 'Цинциннати Роялс'),
  fortWaynePistons: L('Fort Wayne Pistons', 'Форт-Уэйн Пистонс'),
  stLouisHawks: L('St. Louis Hawks', 'Сент-Луис Хокс'),
  seattleSupersonics: L('Seattle SuperSonics', 'Сиэтл Суперсоникс'),
  newJerseyNets: L('New Jersey Nets', 'Нью-Джерси Нетс'),
  newOrleansHornets: L('New Orleans Hornets', 'Нью-Орлеан Хорнетс'),
  buffaloBraves: L('Buffalo Braves', 'Баффало Брэйвз'),
} as const;

/** Players who appear in more than one table, so they are spelt the same everywhere. */
export const PLAYER = {
  abdulJabbar: L('Kareem Abdul-Jabbar', 'Карим Абдул-Джаббар'),
  antetokounmpo: L('Giannis Antetokounmpo', 'Яннис Адетокунбо'),
  barkley: L('Charles Barkley', 'Чарльз Баркли'),
  barry: L('Rick Barry', 'Рик Бэрри'),
  billups: L('Chauncey Billups', 'Чонси Биллапс'),
  bird: L('Larry Bird', 'Ларри Бёрд'),
  brown: L('Jaylen Brown', 'Джейлен Браун'),
  bryant: L('Kobe Bryant', 'Коби Брайант'),
  chamberlain: L('Wilt Chamberlain', 'Уилт Чемберлен'),
  cousy: L('Bob Cousy', 'Боб Кузи'),
  cowens: L('Dave Cowens', 'Дэйв Коуэнс'),
  curry: L('Stephen Curry', 'Стефен Карри'),
  doncic: L('Luka Dončić', 'Лука Дончич'),
  dumars: L('Joe Dumars', 'Джо Думарс'),
  duncan: L('Tim Duncan', 'Тим Данкан'),
  durant: L('Kevin Durant', 'Кевин Дюрант'),
  embiid: L('Joel Embiid', 'Джоэл Эмбиид'),
  erving: L('Julius Erving', 'Джулиус Ирвинг'),
  ewing: L('Patrick Ewing', 'Патрик Юинг'),
  garnett: L('Kevin Garnett', 'Кевин Гарнетт'),
  gilgeousAlexander: L('Shai Gilgeous-Alexander', 'Шей Гилджес-Александер'),
  griffin: L('Blake Griffin', 'Блейк Гриффин'),
  harden: L('James Harden', 'Джеймс Харден'),
  havlicek: L('John Havlicek', 'Джон Хавличек'),
  iguodala: L('Andre Iguodala', 'Андре Игудала'),
  irving: L('Kyrie Irving', 'Кайри Ирвинг'),
  iverson: L('Allen Iverson', 'Аллен Айверсон'),
  james: L('LeBron James', 'Леброн Джеймс'),
  johnsonDennis: L('Dennis Johnson', 'Деннис Джонсон'),
  johnsonMagic: L('Magic Johnson', 'Мэджик Джонсон'),
  jokic: L('Nikola Jokić', 'Никола Йокич'),
  jordan: L('Michael Jordan', 'Майкл Джордан'),
  leonard: L('Kawhi Leonard', 'Кавай Леонард'),
  lillard: L('Damian Lillard', 'Дамиан Лиллард'),
  maloneKarl: L('Karl Malone', 'Карл Мэлоун'),
  maloneMoses: L('Moses Malone', 'Мозес Мэлоун'),
  maxwell: L('Cedric Maxwell', 'Седрик Максвелл'),
  mcAdoo: L('Bob McAdoo', 'Боб Макаду'),
  nash: L('Steve Nash', 'Стив Нэш'),
  nowitzki: L('Dirk Nowitzki', 'Дирк Новицки'),
  olajuwon: L('Hakeem Olajuwon', 'Хаким Оладжьювон'),
  oNeal: L("Shaquille O'Neal", "Шакил О'Нил"),
  parker: L('Tony Parker', 'Тони Паркер'),
  pettit: L('Bob Pettit', 'Боб Петтит'),
  pierce: L('Paul Pierce', 'Пол Пирс'),
  reed: L('Willis Reed', 'Уиллис Рид'),
  robertson: L('Oscar Robertson', 'Оскар Робертсон'),
  robinson: L('David Robinson', 'Дэвид Робинсон'),
  rose: L('Derrick Rose', 'Деррик Роуз'),
  russell: L('Bill Russell', 'Билл Расселл'),
  thomas: L('Isiah Thomas', 'Айзея Томас'),
  unseld: L('Wes Unseld', 'Уэс Анселд'),
  wade: L('Dwyane Wade', 'Дуэйн Уэйд'),
  walton: L('Bill Walton', 'Билл Уолтон'),
  wembanyama: L('Victor Wembanyama', 'Виктор Вембаньяма'),
  west: L('Jerry West', 'Джерри Уэст'),
  westbrook: L('Russell Westbrook', 'Расселл Уэстбрук'),
  white: L('Jo Jo White', 'Джо Джо Уайт'),
  worthy: L('James Worthy', 'Джеймс Уорти'),
  // Players who appear in the draft and rookie tables.
  coleman: L('Derrick Coleman', 'Деррик Коулман'),
  johnsonLarry: L('Larry Johnson', 'Ларри Джонсон'),
  webber: L('Chris Webber', 'Крис Уэббер'),
  brand: L('Elton Brand', 'Элтон Брэнд'),
  gasolPau: L('Pau Gasol', 'Пау Газоль'),
  howard: L('Dwight Howard', 'Дуайт Ховард'),
  paul: L('Chris Paul', 'Крис Пол'),
  davis: L('Anthony Davis', 'Энтони Дэвис'),
  wiggins: L('Andrew Wiggins', 'Эндрю Уиггинс'),
  towns: L('Karl-Anthony Towns', 'Карл-Энтони Таунс'),
  simmons: L('Ben Simmons', 'Бен Симмонс'),
  williamson: L('Zion Williamson', 'Зайон Уильямсон'),
  edwards: L('Anthony Edwards', 'Энтони Эдвардс'),
  banchero: L('Paolo Banchero', 'Паоло Банкеро'),
  carter: L('Vince Carter', 'Винс Картер'),
  yao: L('Yao Ming', 'Яо Мин'),
  tatum: L('Jayson Tatum', 'Джейсон Тейтум'),
  pippen: L('Scottie Pippen', 'Скотти Пиппен'),
  stockton: L('John Stockton', 'Джон Стоктон'),
  ginobili: L('Manu Ginóbili', 'Ману Джинобили'),
  miller: L('Reggie Miller', 'Реджи Миллер'),
  morant: L('Ja Morant', 'Джа Морант'),
} as const;

/** A season as written in each language: 2015–16 in English, 2015/16 in Russian. */
export function season(endYear: number): Localized {
  const start = endYear - 1;
  const end = endYear % 100 === 0 ? String(endYear) : String(endYear % 100).padStart(2, '0');
  return L(`${start}–${end}`, `${start}/${end}`);
}

/** Seasons near `endYear` (never itself), for wrong answers to "which season" questions. */
export function nearbySeasons(endYear: number, spread = 5, max = 2025): Localized[] {
  const out: Localized[] = [];
  for (let d = 1; d <= spread; d += 1) {
    if (endYear + d <= max) out.push(season(endYear + d));
    out.push(season(endYear - d));
  }
  return out;
}

/** Puts a club name in Russian guillemets inside a sentence («Бостон Селтикс»); English as is. */
export function club(team: Localized): Localized {
  return L(team.en, `«${team.ru}»`);
}

/** Jersey numbers near `value` (0-99), for wrong answers. */
export function nearbyJerseys(value: number, pool: readonly number[]): Localized[] {
  return pool.filter((n) => n !== value).map((n) => N(n));
}

/**
 * Countries that are one team's predecessor or successor (USSR / Unified Team / Russia,
 * Yugoslavia / FR Yugoslavia / Serbia, Czechoslovakia / Czech Republic / Slovakia, West Germany /
 * Germany): never offered as a wrong answer next to each other, so no wrong answer is arguable.
 */
export function withoutKin(answer: Localized, pool: readonly Localized[], year: number): Localized[] {
  const family = KIN.find((group) => group.includes(answer.en));
  return pool.filter((c) => c.en !== answer.en && !(family ?? []).includes(c.en) && existedIn(c, year));
}

/** Years a national team existed under that name: no 1936 question offers "Croatia". */
const EXISTED: Readonly<Record<string, readonly [number, number][]>> = {
  'Soviet Union': [[1922, 1991]],
  'Unified Team': [[1992, 1992]],
  Russia: [[1992, 2025]],
  Yugoslavia: [[1920, 1991]],
  'FR Yugoslavia': [[1992, 2003]],
  Serbia: [[2006, 2025]],
  Montenegro: [[2006, 2025]],
  Croatia: [[1992, 2025]],
  Slovenia: [[1992, 2025]],
  'Bosnia and Herzegovina': [[1992, 2025]],
  Lithuania: [
    [1920, 1940],
    [1990, 2025],
  ],
  Latvia: [
    [1920, 1940],
    [1990, 2025],
  ],
  Czechoslovakia: [[1918, 1992]],
  'Czech Republic': [[1993, 2025]],
  Slovakia: [[1993, 2025]],
  'West Germany': [[1949, 1990]],
  Germany: [
    [1900, 1945],
    [1991, 2025],
  ],
  Israel: [[1948, 2025]],
};

function existedIn(country: Localized, year: number): boolean {
  const spans = EXISTED[country.en];
  return spans === undefined || spans.some(([from, to]) => year >= from && year <= to);
}

const KIN: readonly (readonly string[])[] = [
  ['Soviet Union', 'Unified Team', 'Russia', 'Olympic Athletes from Russia', 'ROC (Russian Olympic Committee)'],
  ['Yugoslavia', 'FR Yugoslavia', 'Serbia', 'Montenegro'],
  ['Czechoslovakia', 'Czech Republic', 'Slovakia'],
  ['West Germany', 'Germany'],
];

export { sameEra } from '../../distractors.js';

/** NBA Most Valuable Players and Finals MVPs by season: the stars of each year's league. */
export const NBA_STARS = new DatedPool();

/** Rookies of the year and first draft picks by season: players who entered the league then. */
export const NBA_NEWCOMERS = new DatedPool();

/** A stable, URL-safe row key from a name: 'Luka Dončić' -> 'luka-doncic'. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
