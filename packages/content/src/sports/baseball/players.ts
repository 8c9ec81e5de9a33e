import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';
import type { Team } from './names.js';
import { TEAM as T } from './names.js';

/**
 * Great MLB players: the position they are known for (only where it is not disputed), the
 * one club they spent their whole major-league career with (only for one-club players), and
 * where they were born (only for players born outside the United States).
 */
interface Player {
  readonly name: Localized;
  readonly position?: Position;
  readonly onlyTeam?: Team;
  readonly born?: Localized;
  /** 1 household name, 2 known to fans, 3 for connoisseurs. */
  readonly fame: 1 | 2 | 3;
  /**
   * Still playing in MLB in 2025: asked about the position he has mainly played in his career,
   * which a late move (Altuve to left field, Trout to designated hitter in 2025) does not change.
   */
  readonly active?: true;
  /** Positions an active player has also played a good deal: never offered as wrong answers. */
  readonly alsoPlayed?: readonly Position[];
}

type Position = 'P' | 'C' | '1B' | '2B' | '3B' | 'SS' | 'OF' | 'DH';

const POSITION: Record<Position, Localized> = {
  P: L('Pitcher', 'Питчер'),
  C: L('Catcher', 'Кэтчер'),
  '1B': L('First baseman', 'Игрок первой базы'),
  '2B': L('Second baseman', 'Игрок второй базы'),
  '3B': L('Third baseman', 'Игрок третьей базы'),
  SS: L('Shortstop', 'Шортстоп'),
  OF: L('Outfielder', 'Аутфилдер'),
  DH: L('Designated hitter', 'Назначенный бьющий'),
};

const p = (en: string, ru: string, fame: 1 | 2 | 3, extra: Omit<Player, 'name' | 'fame'>): Player => ({
  name: L(en, ru),
  fame,
  ...extra,
});

const rows: readonly Player[] = [
  p('Derek Jeter', 'Дерек Джитер', 1, { position: 'SS', onlyTeam: T.yankees }),
  p('Mariano Rivera', 'Мариано Ривера', 1, { position: 'P', onlyTeam: T.yankees, born: C.panama }),
  p('Lou Gehrig', 'Лу Гериг', 1, { position: '1B', onlyTeam: T.yankees }),
  p('Mickey Mantle', 'Микки Мэнтл', 1, { position: 'OF', onlyTeam: T.yankees }),
  p('Joe DiMaggio', 'Джо Ди Маджо', 1, { position: 'OF', onlyTeam: T.yankees }),
  p('Whitey Ford', 'Уайти Форд', 2, { position: 'P', onlyTeam: T.yankees }),
  p('Don Mattingly', 'Дон Маттингли', 3, { position: '1B', onlyTeam: T.yankees }),
  p('Jorge Posada', 'Хорхе Посада', 3, { position: 'C', onlyTeam: T.yankees, born: C.puertoRico }),
  p('Bernie Williams', 'Берни Уильямс', 3, { position: 'OF', onlyTeam: T.yankees, born: C.puertoRico }),
  p('Ted Williams', 'Тед Уильямс', 1, { position: 'OF', onlyTeam: T.redSox }),
  p('Carl Yastrzemski', 'Карл Ястржемски', 2, { position: 'OF', onlyTeam: T.redSox }),
  p('Dustin Pedroia', 'Дастин Педройя', 3, { position: '2B', onlyTeam: T.redSox }),
  p('Jackie Robinson', 'Джеки Робинсон', 1, { onlyTeam: T.brooklynDodgers }),
  p('Clayton Kershaw', 'Клейтон Кершоу', 1, { position: 'P', onlyTeam: T.dodgers }),
  p('Cal Ripken Jr.', 'Кэл Рипкен-младший', 1, { position: 'SS', onlyTeam: T.orioles }),
  p('Brooks Robinson', 'Брукс Робинсон', 2, { position: '3B', onlyTeam: T.orioles }),
  p('Jim Palmer', 'Джим Палмер', 3, { position: 'P', onlyTeam: T.orioles }),
  p('Roberto Clemente', 'Роберто Клементе', 1, { position: 'OF', onlyTeam: T.pirates, born: C.puertoRico }),
  p('Willie Stargell', 'Уилли Старджелл', 3, { onlyTeam: T.pirates }),
  p('Stan Musial', 'Стэн Мьюзиал', 2, { onlyTeam: T.cardinals }),
  p('Bob Gibson', 'Боб Гибсон', 2, { position: 'P', onlyTeam: T.cardinals }),
  p('Ernie Banks', 'Эрни Бэнкс', 2, { onlyTeam: T.cubs }),
  p('Tony Gwynn', 'Тони Гвинн', 2, { position: 'OF', onlyTeam: T.padres }),
  p('Johnny Bench', 'Джонни Бенч', 2, { position: 'C', onlyTeam: T.reds }),
  p('Barry Larkin', 'Барри Ларкин', 3, { position: 'SS', onlyTeam: T.reds }),
  p('George Brett', 'Джордж Бретт', 2, { position: '3B', onlyTeam: T.royals }),
  p('Kirby Puckett', 'Кирби Пакетт', 2, { position: 'OF', onlyTeam: T.twins }),
  p('Joe Mauer', 'Джо Мауэр', 3, { onlyTeam: T.twins }),
  p('Chipper Jones', 'Чиппер Джонс', 2, { position: '3B', onlyTeam: T.braves }),
  p('Craig Biggio', 'Крейг Биджио', 3, { onlyTeam: T.astros }),
  p('Jeff Bagwell', 'Джефф Бэгвелл', 3, { position: '1B', onlyTeam: T.astros }),
  p('Mike Schmidt', 'Майк Шмидт', 2, { position: '3B', onlyTeam: T.phillies }),
  p('Robin Yount', 'Робин Янт', 3, { onlyTeam: T.brewers }),
  p('Edgar Martínez', 'Эдгар Мартинес', 3, { position: 'DH', onlyTeam: T.mariners }),
  p('Al Kaline', 'Эл Калайн', 3, { position: 'OF', onlyTeam: T.tigers }),
  p('Alan Trammell', 'Алан Трэммелл', 3, { position: 'SS', onlyTeam: T.tigers }),
  p('Buster Posey', 'Бастер Поузи', 2, { position: 'C', onlyTeam: T.giants }),
  p('Mel Ott', 'Мел Отт', 3, { position: 'OF', onlyTeam: T.nyGiants }),
  p('Walter Johnson', 'Уолтер Джонсон', 2, { position: 'P', onlyTeam: T.senators }),
  p('Bob Feller', 'Боб Феллер', 2, { position: 'P', onlyTeam: T.clevelandIndians }),
  p('Hank Aaron', 'Хэнк Аарон', 1, { position: 'OF' }),
  p('Willie Mays', 'Уилли Мэйс', 1, { position: 'OF' }),
  p('Ty Cobb', 'Тай Кобб', 2, { position: 'OF' }),
  p('Honus Wagner', 'Хонус Вагнер', 3, { position: 'SS' }),
  p('Ozzie Smith', 'Оззи Смит', 2, { position: 'SS' }),
  p('Yogi Berra', 'Йоги Берра', 1, { position: 'C' }),
  p('Mike Piazza', 'Майк Пьяцца', 2, { position: 'C' }),
  p('Nolan Ryan', 'Нолан Райан', 1, { position: 'P' }),
  p('Cy Young', 'Сай Янг', 1, { position: 'P' }),
  p('Greg Maddux', 'Грег Мэддакс', 2, { position: 'P' }),
  p('Randy Johnson', 'Рэнди Джонсон', 2, { position: 'P' }),
  p('Ken Griffey Jr.', 'Кен Гриффи-младший', 1, { position: 'OF' }),
  p('Rickey Henderson', 'Рики Хендерсон', 2, { position: 'OF' }),
  p('Joe Morgan', 'Джо Морган', 3, { position: '2B' }),
  p('Ryne Sandberg', 'Райн Сэндберг', 3, { position: '2B' }),
  p('Aaron Judge', 'Аарон Джадж', 1, { active: true, position: 'OF', alsoPlayed: ['DH'] }),
  p('Mike Trout', 'Майк Траут', 1, { active: true, position: 'OF', alsoPlayed: ['DH'] }),
  p('Albert Pujols', 'Альберт Пухольс', 1, { position: '1B', born: C.dominicanRepublic }),
  p('David Ortiz', 'Дэвид Ортис', 1, { position: 'DH', born: C.dominicanRepublic }),
  p('Pedro Martínez', 'Педро Мартинес', 1, { position: 'P', born: C.dominicanRepublic }),
  p('Ichiro Suzuki', 'Итиро Судзуки', 1, { position: 'OF', born: C.japan }),
  p('Ivan Rodríguez', 'Иван Родригес', 2, { position: 'C', born: C.puertoRico }),
  p('Yadier Molina', 'Ядьер Молина', 2, { position: 'C', born: C.puertoRico }),
  p('Roberto Alomar', 'Роберто Аломар', 2, { position: '2B', born: C.puertoRico }),
  p('Shohei Ohtani', 'Сёхэй Отани', 1, { born: C.japan }),
  p('Hideki Matsui', 'Хидэки Мацуи', 2, { born: C.japan }),
  p('Yu Darvish', 'Ю Дарвиш', 2, { active: true, position: 'P', born: C.japan }),
  p('Hideo Nomo', 'Хидэо Номо', 2, { position: 'P', born: C.japan }),
  p('Miguel Cabrera', 'Мигель Кабрера', 1, { born: C.venezuela }),
  p('José Altuve', 'Хосе Альтуве', 1, { active: true, position: '2B', alsoPlayed: ['OF', 'DH'], born: C.venezuela }),
  p('Félix Hernández', 'Феликс Эрнандес', 2, { position: 'P', born: C.venezuela }),
  p('Johan Santana', 'Йохан Сантана', 3, { position: 'P', born: C.venezuela }),
  p('Luis Aparicio', 'Луис Апарисио', 3, { position: 'SS', born: C.venezuela }),
  p('Omar Vizquel', 'Омар Вискель', 3, { position: 'SS', born: C.venezuela }),
  p('Sammy Sosa', 'Сэмми Соса', 1, { born: C.dominicanRepublic }),
  p('Juan Marichal', 'Хуан Маричаль', 3, { position: 'P', born: C.dominicanRepublic }),
  p('Vladimir Guerrero', 'Владимир Герреро', 2, { born: C.dominicanRepublic }),
  p('Adrián Beltré', 'Адриан Бельтре', 2, { position: '3B', born: C.dominicanRepublic }),
  p('Fernando Valenzuela', 'Фернандо Валенсуэла', 2, { position: 'P', born: C.mexico }),
  p('Larry Walker', 'Ларри Уокер', 3, { born: C.canada }),
  p('Ferguson Jenkins', 'Фергюсон Дженкинс', 3, { position: 'P', born: C.canada }),
  p('Joey Votto', 'Джои Вотто', 2, { position: '1B', born: C.canada }),
  p('Chan Ho Park', 'Пак Чхан Хо', 2, { position: 'P', born: C.southKorea }),
  p('Hyun-jin Ryu', 'Рю Хён Джин', 2, { position: 'P', born: C.southKorea }),
  p('Aroldis Chapman', 'Арольдис Чапман', 2, { active: true, position: 'P', born: C.cuba }),
  p('Tony Pérez', 'Тони Перес', 3, { born: C.cuba }),
  p('Minnie Miñoso', 'Минни Миньосо', 3, { born: C.cuba }),
  p('Luis Tiant', 'Луис Тиант', 3, { position: 'P', born: C.cuba }),
];

const LEVEL: Record<1 | 2 | 3, Level> = { 1: 'easy', 2: 'medium', 3: 'hard' };
const level = (row: Player) => LEVEL[row.fame];

/** Places of birth offered as answers: the countries that send most players to MLB. */
const BIRTH_COUNTRIES: readonly Localized[] = [
  C.dominicanRepublic,
  C.venezuela,
  C.puertoRico,
  C.cuba,
  C.mexico,
  C.japan,
  C.southKorea,
  C.canada,
  C.panama,
  C.colombia,
];

/** Each player's Wikipedia biography (position, teams, birthplace), where its title is not the player's name. */
const ARTICLE: Readonly<Record<string, string>> = {
  'Ferguson Jenkins': 'Fergie Jenkins',
};

export const mlbPlayers = defineTable<Player>({
  id: 'baseball.players',
  sport: 'baseball',
  source: {
    title: "Wikipedia: List of members of the Baseball Hall of Fame; each row cites its player's biography",
    url: 'https://en.wikipedia.org/wiki/List_of_members_of_the_Baseball_Hall_of_Fame',
    asOf: '2025-11-01',
  },
  rows,
  key: (row) =>
    row.name.en
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, ''),
  rowSource: (r) => wikipedia(ARTICLE[r.name.en] ?? r.name.en, '2025-11-01'),
  templates: [
    {
      id: 'position',
      applies: (r) => r.position !== undefined,
      level,
      question: (r) =>
        r.active
          ? L(`What position has ${r.name.en} mainly played in his MLB career?`, `На какой позиции ${r.name.ru} чаще всего играл в МЛБ?`)
          : L(`What position did ${r.name.en} play?`, `На какой позиции играл ${r.name.ru}?`),
      answer: (r) => POSITION[r.position as Position],
      distractors: (r) =>
        Object.entries(POSITION)
          .filter(([k]) => k !== r.position && !(r.alsoPlayed ?? []).includes(k as Position))
          .map(([, v]) => v),
    },
    {
      id: 'only-team',
      kind: { of: 'club', group: () => 'MLB' },
      applies: (r) => r.onlyTeam !== undefined,
      level,
      question: (r) =>
        L(`With which club did ${r.name.en} spend his entire major-league career?`, `За какой клуб ${r.name.ru} провёл всю карьеру в МЛБ?`),
      answer: (r) => (r.onlyTeam as Team).name,
      distractors: (r, all) => {
        const franchise = r.onlyTeam?.franchise;
        return all.flatMap((o) => (o.onlyTeam && o.onlyTeam.franchise !== franchise ? [o.onlyTeam.name] : []));
      },
    },
    {
      id: 'birthplace',
      applies: (r) => r.born !== undefined,
      level,
      question: (r) => L(`Where was ${r.name.en} born?`, `Где родился ${r.name.ru}?`),
      answer: (r) => r.born as Localized,
      distractors: (r) => BIRTH_COUNTRIES.filter((c) => c.en !== r.born?.en),
    },
  ],
});
