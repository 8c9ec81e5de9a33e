import { DatedPool } from '../../distractors.js';
import type { Localized } from '../../model.js';
import { L } from '../../model.js';
import { activeOnly, seasonFacts } from '../../seasons.js';

/**
 * Ice hockey names as Russian sports media write them: NHL clubs (including names of the past,
 * as they were at the time of the fact) and players who appear in more than one table.
 */

export const TEAM = {
  ducks: L('Anaheim Ducks', 'Анахайм Дакс'),
  bruins: L('Boston Bruins', 'Бостон Брюинз'),
  sabres: L('Buffalo Sabres', 'Баффало Сейбрз'),
  flames: L('Calgary Flames', 'Калгари Флэймз'),
  hurricanes: L('Carolina Hurricanes', 'Каролина Харрикейнз'),
  blackhawks: L('Chicago Blackhawks', 'Чикаго Блэкхокс'),
  avalanche: L('Colorado Avalanche', 'Колорадо Эвеланш'),
  blueJackets: L('Columbus Blue Jackets', 'Коламбус Блю Джекетс'),
  stars: L('Dallas Stars', 'Даллас Старз'),
  redWings: L('Detroit Red Wings', 'Детройт Ред Уингз'),
  oilers: L('Edmonton Oilers', 'Эдмонтон Ойлерз'),
  panthers: L('Florida Panthers', 'Флорида Пантерз'),
  kings: L('Los Angeles Kings', 'Лос-Анджелес Кингз'),
  wild: L('Minnesota Wild', 'Миннесота Уайлд'),
  canadiens: L('Montreal Canadiens', 'Монреаль Канадиенс'),
  predators: L('Nashville Predators', 'Нэшвилл Предаторз'),
  devils: L('New Jersey Devils', 'Нью-Джерси Девилз'),
  islanders: L('New York Islanders', 'Нью-Йорк Айлендерс'),
  rangers: L('New York Rangers', 'Нью-Йорк Рейнджерс'),
  senators: L('Ottawa Senators', 'Оттава Сенаторз'),
  flyers: L('Philadelphia Flyers', 'Филадельфия Флайерз'),
  penguins: L('Pittsburgh Penguins', 'Питтсбург Пингвинз'),
  sharks: L('San Jose Sharks', 'Сан-Хосе Шаркс'),
  kraken: L('Seattle Kraken', 'Сиэтл Кракен'),
  blues: L('St. Louis Blues', 'Сент-Луис Блюз'),
  lightning: L('Tampa Bay Lightning', 'Тампа-Бэй Лайтнинг'),
  mapleLeafs: L('Toronto Maple Leafs', 'Торонто Мейпл Лифс'),
  canucks: L('Vancouver Canucks', 'Ванкувер Кэнакс'),
  goldenKnights: L('Vegas Golden Knights', 'Вегас Голден Найтс'),
  capitals: L('Washington Capitals', 'Вашингтон Кэпиталз'),
  jets: L('Winnipeg Jets', 'Виннипег Джетс'),
  // Names of the past, as they were at the time.
  blackHawks: L('Chicago Black Hawks', 'Чикаго Блэкхокс'),
  maroons: L('Montreal Maroons', 'Монреаль Марунз'),
  northStars: L('Minnesota North Stars', 'Миннесота Норт Старз'),
  mightyDucks: L('Mighty Ducks of Anaheim', 'Анахайм Майти Дакс'),
  nordiques: L('Quebec Nordiques', 'Квебек Нордикс'),
  whalers: L('Hartford Whalers', 'Хартфорд Уэйлерс'),
  atlantaFlames: L('Atlanta Flames', 'Атланта Флэймз'),
  thrashers: L('Atlanta Thrashers', 'Атланта Трэшерз'),
  coloradoRockies: L('Colorado Rockies', 'Колорадо Рокиз'),
  coyotes: L('Arizona Coyotes', 'Аризона Койотис'),
} as const;

export const PLAYER = {
  gretzky: L('Wayne Gretzky', 'Уэйн Гретцки'),
  lemieux: L('Mario Lemieux', 'Марио Лемье'),
  crosby: L('Sidney Crosby', 'Сидни Кросби'),
  ovechkin: L('Alexander Ovechkin', 'Александр Овечкин'),
  malkin: L('Evgeni Malkin', 'Евгений Малкин'),
  mcDavid: L('Connor McDavid', 'Коннор Макдэвид'),
  draisaitl: L('Leon Draisaitl', 'Леон Драйзайтль'),
  kucherov: L('Nikita Kucherov', 'Никита Кучеров'),
  mackinnon: L('Nathan MacKinnon', 'Натан Маккиннон'),
  matthews: L('Auston Matthews', 'Остон Мэттьюс'),
  hellebuyck: L('Connor Hellebuyck', 'Коннор Хеллибак'),
  kane: L('Patrick Kane', 'Патрик Кейн'),
  price: L('Carey Price', 'Кэри Прайс'),
  perry: L('Corey Perry', 'Кори Перри'),
  henrikSedin: L('Henrik Sedin', 'Хенрик Седин'),
  danielSedin: L('Daniel Sedin', 'Даниэль Седин'),
  thornton: L('Joe Thornton', 'Джо Торнтон'),
  stLouis: L('Martin St. Louis', 'Мартен Сен-Луи'),
  forsberg: L('Peter Forsberg', 'Петер Форсберг'),
  theodore: L('José Théodore', 'Жозе Теодор'),
  sakic: L('Joe Sakic', 'Джо Сакик'),
  pronger: L('Chris Pronger', 'Крис Пронгер'),
  jagr: L('Jaromír Jágr', 'Яромир Ягр'),
  hasek: L('Dominik Hašek', 'Доминик Гашек'),
  lindros: L('Eric Lindros', 'Эрик Линдрос'),
  fedorov: L('Sergei Fedorov', 'Сергей Фёдоров'),
  messier: L('Mark Messier', 'Марк Мессье'),
  brettHull: L('Brett Hull', 'Бретт Халл'),
  trottier: L('Bryan Trottier', 'Брайан Троттье'),
  lafleur: L('Guy Lafleur', 'Ги Лафлёр'),
  clarke: L('Bobby Clarke', 'Бобби Кларк'),
  esposito: L('Phil Esposito', 'Фил Эспозито'),
  orr: L('Bobby Orr', 'Бобби Орр'),
  mikita: L('Stan Mikita', 'Стэн Микита'),
  bobbyHull: L('Bobby Hull', 'Бобби Халл'),
  beliveau: L('Jean Béliveau', 'Жан Беливо'),
  howe: L('Gordie Howe', 'Горди Хоу'),
  plante: L('Jacques Plante', 'Жак Плант'),
  geoffrion: L('Bernie Geoffrion', 'Бернар Жеффрион'),
  bathgate: L('Andy Bathgate', 'Энди Батгейт'),
  kennedy: L('Ted Kennedy', 'Тед Кеннеди'),
  rollins: L('Al Rollins', 'Эл Роллинс'),
  roy: L('Patrick Roy', 'Патрик Руа'),
  yzerman: L('Steve Yzerman', 'Стив Айзерман'),
  lidstrom: L('Nicklas Lidström', 'Никлас Лидстрём'),
  bossy: L('Mike Bossy', 'Майк Босси'),
  brodeur: L('Martin Brodeur', 'Мартин Бродёр'),
  vasilevskiy: L('Andrei Vasilevskiy', 'Андрей Василевский'),
  makar: L('Cale Makar', 'Кейл Макар'),
  hedman: L('Victor Hedman', 'Виктор Хедман'),
  toews: L('Jonathan Toews', 'Джонатан Тэйвз'),
  timThomas: L('Tim Thomas', 'Тим Томас'),
  bobrovsky: L('Sergei Bobrovsky', 'Сергей Бобровский'),
  shesterkin: L('Igor Shesterkin', 'Игорь Шестёркин'),
  lundqvist: L('Henrik Lundqvist', 'Хенрик Лундквист'),
  bure: L('Pavel Bure', 'Павел Буре'),
  iginla: L('Jarome Iginla', 'Джером Игинла'),
  kovalchuk: L('Ilya Kovalchuk', 'Илья Ковальчук'),
  stamkos: L('Steven Stamkos', 'Стивен Стэмкос'),
  tavares: L('John Tavares', 'Джон Таварес'),
  hall: L('Taylor Hall', 'Тейлор Холл'),
  panarin: L('Artemi Panarin', 'Артемий Панарин'),
  kaprizov: L('Kirill Kaprizov', 'Кирилл Капризов'),
  datsyuk: L('Pavel Datsyuk', 'Павел Дацюк'),
  pastrnak: L('David Pastrňák', 'Давид Пастрняк'),
  selanne: L('Teemu Selänne', 'Теему Селянне'),
  bergeron: L('Patrice Bergeron', 'Патрис Бержерон'),
  bedard: L('Connor Bedard', 'Коннор Бедард'),
  leetch: L('Brian Leetch', 'Брайан Лич'),
  nabokov: L('Evgeni Nabokov', 'Евгений Набоков'),
  fleury: L('Marc-André Fleury', 'Марк-Андре Флёри'),
} as const;

/** A season as written in each language: 2015–16 in English, 2015/16 in Russian. */
export function season(endYear: number): Localized {
  const start = endYear - 1;
  const end = endYear % 100 === 0 ? String(endYear) : String(endYear % 100).padStart(2, '0');
  return L(`${start}–${end}`, `${start}/${end}`);
}

/** Seasons near `endYear` (never itself, never 2004-05, lost to the lockout). */
export function nearbySeasons(endYear: number, spread = 5, max = 2025): Localized[] {
  const out: Localized[] = [];
  for (let d = 1; d <= spread + 1; d += 1) {
    for (const y of [endYear + d, endYear - d]) if (y <= max && y !== 2005) out.push(season(y));
  }
  return out;
}

/** A club's name inside a Russian sentence, in guillemets («Бостон Брюинз»); English as is. */
export function club(team: Localized): Localized {
  return L(team.en, `«${team.ru}»`);
}

export { sameEra } from '../../distractors.js';

/**
 * Winners of the NHL's skater awards (Hart, Art Ross, Rocket Richard, Calder, Conn Smythe) by
 * season: the league's stars of each year, for wrong answers where one man won an award for
 * years in a row. Goaltenders are kept out (`NHL_GOALTENDERS`): never a scoring title's answer.
 */
export const NHL_STARS = new DatedPool();

/** Vezina winners and the goaltenders among Conn Smythe winners, by season. */
export const NHL_GOALTENDERS = new DatedPool();

/**
 * Countries that are one team's predecessor or successor are never offered next to each
 * other, and a team is offered only for years it existed under that name.
 */
export function withoutKin(answer: Localized, pool: readonly Localized[], year: number): Localized[] {
  const family = KIN.find((group) => group.includes(answer.en));
  return pool.filter((c) => c.en !== answer.en && !(family ?? []).includes(c.en) && existedIn(c, year));
}

const KIN: readonly (readonly string[])[] = [
  ['Soviet Union', 'Unified Team', 'Russia', 'Olympic Athletes from Russia', 'ROC (Russian Olympic Committee)'],
  ['Czechoslovakia', 'Czech Republic', 'Slovakia'],
  ['West Germany', 'Germany'],
];

const EXISTED: Readonly<Record<string, readonly [number, number][]>> = {
  'Soviet Union': [[1954, 1991]],
  'Unified Team': [[1992, 1992]],
  Russia: [[1992, 2021]],
  'Olympic Athletes from Russia': [[2018, 2018]],
  'ROC (Russian Olympic Committee)': [[2021, 2022]],
  Czechoslovakia: [[1918, 1992]],
  'Czech Republic': [[1993, 2025]],
  Slovakia: [[1993, 2025]],
  'West Germany': [[1949, 1990]],
  Germany: [
    [1900, 1945],
    [1991, 2025],
  ],
  Latvia: [
    [1920, 1940],
    [1991, 2025],
  ],
  Belarus: [[1992, 2021]],
  Kazakhstan: [[1992, 2025]],
};

function existedIn(country: Localized, year: number): boolean {
  const spans = EXISTED[country.en];
  return spans === undefined || spans.some(([from, to]) => year >= from && year <= to);
}

/**
 * Seasons (by the year they ended) each NHL club played under that name (issue 33), so a 1967
 * question never offers the Flyers (first season 1967-68) and a 1986 one never offers the
 * Avalanche. A club the facts do not list is never offered.
 */
export const NHL_CLUB_SEASONS = seasonFacts(
  'hockey.nhl-club-seasons',
  {
    title: "Wikipedia: List of defunct and relocated National Hockey League teams, and each club's article (its names by season)",
    url: 'https://en.wikipedia.org/wiki/List_of_defunct_and_relocated_National_Hockey_League_teams',
    asOf: '2025-07-01',
  },
  [
    [TEAM.canadiens, [1918, 2025]],
    [TEAM.mapleLeafs, [1927, 2025]],
    [TEAM.bruins, [1925, 2025]],
    [TEAM.maroons, [1925, 1938]],
    [TEAM.rangers, [1927, 2025]],
    [TEAM.redWings, [1933, 2025]],
    [TEAM.blackHawks, [1927, 1986]],
    [TEAM.blackhawks, [1987, 2025]],
    // Ottawa's first club (to 1934) and today's Senators (from 1993) share one name.
    [TEAM.senators, [1918, 1934], [1993, 2025]],
    [TEAM.flyers, [1968, 2025]],
    [TEAM.penguins, [1968, 2025]],
    [TEAM.blues, [1968, 2025]],
    [TEAM.kings, [1968, 2025]],
    [TEAM.northStars, [1968, 1993]],
    [TEAM.sabres, [1971, 2025]],
    [TEAM.canucks, [1971, 2025]],
    [TEAM.islanders, [1973, 2025]],
    [TEAM.atlantaFlames, [1973, 1980]],
    [TEAM.capitals, [1975, 2025]],
    [TEAM.coloradoRockies, [1977, 1982]],
    [TEAM.oilers, [1980, 2025]],
    [TEAM.nordiques, [1980, 1995]],
    [TEAM.whalers, [1980, 1997]],
    [TEAM.flames, [1981, 2025]],
    [TEAM.devils, [1983, 2025]],
    [TEAM.sharks, [1992, 2025]],
    [TEAM.lightning, [1993, 2025]],
    [TEAM.panthers, [1994, 2025]],
    [TEAM.mightyDucks, [1994, 2006]],
    [TEAM.ducks, [2007, 2025]],
    [TEAM.stars, [1994, 2025]],
    [TEAM.avalanche, [1996, 2025]],
    [TEAM.hurricanes, [1998, 2025]],
    [TEAM.predators, [1999, 2025]],
    [TEAM.thrashers, [2000, 2011]],
    [TEAM.wild, [2001, 2025]],
    [TEAM.blueJackets, [2001, 2025]],
    // Today's Jets (from 2011-12); the first Winnipeg Jets (1979-96) are left out.
    [TEAM.jets, [2012, 2025]],
    [TEAM.goldenKnights, [2018, 2025]],
    [TEAM.kraken, [2022, 2025]],
    [TEAM.coyotes, [2015, 2024]],
  ],
);

/** Keeps the clubs that played in the NHL under that name in the season ending `seasonEnd`. */
export function inSeason(teams: readonly Localized[], seasonEnd: number): Localized[] {
  return activeOnly(NHL_CLUB_SEASONS, teams, seasonEnd);
}

/** A stable, URL-safe row key from a name: 'Luka Dončić' -> 'luka-doncic'. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
