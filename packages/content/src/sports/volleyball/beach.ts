import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import { activeOnly, seasonFacts } from '../../seasons.js';

/**
 * Olympic beach volleyball champions, 1996-2024, and the pairs they beat in the final. A pair
 * that won several times is written the same way every time, so it is never offered as a wrong
 * answer for its own other title.
 */
interface BeachTitle {
  readonly year: number;
  readonly women: boolean;
  readonly country: Localized;
  readonly pair: Localized;
  /** The pair beaten in the final: only ever a wrong answer, and one of the Games' people. */
  readonly silver: Localized;
}

const pair = (en: string, ru: string) => L(en, ru);
const BEHAR_SHELDA = pair('Adriana Behar / Shelda', 'Адриана Бехар / Шелда');
const MAY_WALSH = pair('Misty May-Treanor / Kerri Walsh Jennings', 'Мисти Мэй-Тренор / Керри Уолш-Дженнингс');

const rows: readonly BeachTitle[] = [
  {
    year: 1996,
    women: false,
    country: C.unitedStates,
    pair: pair('Karch Kiraly / Kent Steffes', 'Карч Кирай / Кент Стеффес'),
    silver: pair('Mike Dodd / Mike Whitmarsh', 'Майк Додд / Майк Уитмарш'),
  },
  {
    year: 2000,
    women: false,
    country: C.unitedStates,
    pair: pair('Dain Blanton / Eric Fonoimoana', 'Дейн Блэнтон / Эрик Фоноимоана'),
    silver: pair('Zé Marco / Ricardo', 'Зе Марко / Рикардо'),
  },
  {
    year: 2004,
    women: false,
    country: C.brazil,
    pair: pair('Ricardo / Emanuel', 'Рикардо / Эмануэл'),
    silver: pair('Javier Bosma / Pablo Herrera', 'Хавьер Босма / Пабло Эррера'),
  },
  {
    year: 2008,
    women: false,
    country: C.unitedStates,
    pair: pair('Todd Rogers / Phil Dalhausser', 'Тодд Роджерс / Фил Далхаузер'),
    silver: pair('Márcio Araújo / Fábio Luiz', 'Марсио Араужо / Фабио Луис'),
  },
  {
    year: 2012,
    women: false,
    country: C.germany,
    pair: pair('Julius Brink / Jonas Reckermann', 'Юлиус Бринк / Йонас Реккерманн'),
    silver: pair('Alison / Emanuel', 'Алисон / Эмануэл'),
  },
  {
    year: 2016,
    women: false,
    country: C.brazil,
    pair: pair('Alison / Bruno Schmidt', 'Алисон / Бруно Шмидт'),
    silver: pair('Daniele Lupo / Paolo Nicolai', 'Даниэле Лупо / Паоло Николаи'),
  },
  {
    year: 2020,
    women: false,
    country: C.norway,
    pair: pair('Anders Mol / Christian Sørum', 'Андерс Мол / Кристиан Сёрум'),
    silver: pair('Viacheslav Krasilnikov / Oleg Stoyanovskiy', 'Вячеслав Красильников / Олег Стояновский'),
  },
  {
    year: 2024,
    women: false,
    country: C.sweden,
    pair: pair('David Åhman / Jonatan Hellvig', 'Давид Оман / Юнатан Хелльвиг'),
    silver: pair('Nils Ehlers / Clemens Wickler', 'Нильс Элерс / Клеменс Виклер'),
  },
  {
    year: 1996,
    women: true,
    country: C.brazil,
    pair: pair('Jackie Silva / Sandra Pires', 'Жаки Силва / Сандра Пирес'),
    silver: pair('Mônica Rodrigues / Adriana Samuel', 'Моника Родригес / Адриана Самуэл'),
  },
  {
    year: 2000,
    women: true,
    country: C.australia,
    pair: pair('Natalie Cook / Kerri Pottharst', 'Натали Кук / Керри Поттхарст'),
    silver: BEHAR_SHELDA,
  },
  { year: 2004, women: true, country: C.unitedStates, pair: MAY_WALSH, silver: BEHAR_SHELDA },
  { year: 2008, women: true, country: C.unitedStates, pair: MAY_WALSH, silver: pair('Tian Jia / Wang Jie', 'Тянь Цзя / Ван Цзе') },
  {
    year: 2012,
    women: true,
    country: C.unitedStates,
    pair: MAY_WALSH,
    silver: pair('Jennifer Kessy / April Ross', 'Дженнифер Кесси / Эйприл Росс'),
  },
  {
    year: 2016,
    women: true,
    country: C.germany,
    pair: pair('Laura Ludwig / Kira Walkenhorst', 'Лаура Людвиг / Кира Валькенхорст'),
    silver: pair('Ágatha / Bárbara', 'Агата / Барбара'),
  },
  {
    year: 2020,
    women: true,
    country: C.unitedStates,
    pair: pair('April Ross / Alix Klineman', 'Эйприл Росс / Аликс Клайнман'),
    silver: pair('Mariafe Artacho del Solar / Taliqua Clancy', 'Мариафе Артачо дель Солар / Таликуа Клэнси'),
  },
  {
    year: 2024,
    women: true,
    country: C.brazil,
    pair: pair('Ana Patrícia / Duda', 'Ана Патрисия / Дуда'),
    silver: pair('Melissa Humana-Paredes / Brandie Wilkerson', 'Мелисса Умана-Паредес / Брэнди Уилкерсон'),
  },
];

const BEACH_NATIONS: readonly Localized[] = [
  C.unitedStates,
  C.brazil,
  C.germany,
  C.norway,
  C.sweden,
  C.australia,
  C.netherlands,
  C.italy,
  C.latvia,
  C.switzerland,
  C.canada,
  C.china,
];

function level(row: BeachTitle): Level {
  if (row.pair.en === MAY_WALSH.en) return 'medium';
  return row.year >= 2020 ? 'medium' : 'hard';
}

const tournament = (row: BeachTitle) =>
  L(
    `the ${row.women ? "women's" : "men's"} beach volleyball tournament at the ${row.year} Olympics`,
    `${row.women ? 'женский' : 'мужской'} турнир по пляжному волейболу на Олимпийских играх ${row.year} года`,
  );

/**
 * The pairs that played the Olympic tournament together, by Games (issue 33): the finalists
 * above, the bronze medallists and a few more pairs of each draw. A pair is a wrong answer only
 * for Games it played together: Ricardo / Emanuel for 2004 and 2008, never for 2012.
 */
interface GamesPair {
  readonly pair: Localized;
  readonly women: boolean;
  readonly games: readonly number[];
}

const finalists: readonly GamesPair[] = rows.flatMap((r) => [
  { pair: r.pair, women: r.women, games: [r.year] },
  { pair: r.silver, women: r.women, games: [r.year] },
]);

const men = (en: string, ru: string, ...games: number[]): GamesPair => ({ pair: pair(en, ru), women: false, games });
const women = (en: string, ru: string, ...games: number[]): GamesPair => ({ pair: pair(en, ru), women: true, games });

const MORE_PAIRS: readonly GamesPair[] = [
  men('John Child / Mark Heese', 'Джон Чайлд / Марк Хиз', 1996),
  men('Sinjin Smith / Carl Henkel', 'Синджин Смит / Карл Хенкел', 1996),
  men('Miguel Maia / João Brenha', 'Мигел Майя / Жоан Бренья', 1996, 2000),
  men('Jörg Ahmann / Axel Hager', 'Йорг Ахманн / Аксель Хагер', 2000),
  men('Ricardo / Emanuel', 'Рикардо / Эмануэл', 2008),
  men('Patrick Heuscher / Stefan Kobel', 'Патрик Хойшер / Штефан Кобель', 2004),
  men('Dax Holdren / Stein Metzger', 'Дакс Холдрен / Стейн Метцгер', 2004),
  men('Jake Gibb / Sean Rosenthal', 'Джейк Гибб / Шон Розенталь', 2008, 2012),
  men('Todd Rogers / Phil Dalhausser', 'Тодд Роджерс / Фил Далхаузер', 2012),
  men('Mārtiņš Pļaviņš / Jānis Šmēdiņš', 'Мартиньш Плявиньш / Янис Шмединьш', 2012),
  men('Alexander Brouwer / Robert Meeuwsen', 'Александер Брауэр / Роберт Мевсен', 2016),
  men('Phil Dalhausser / Nick Lucena', 'Фил Далхаузер / Ник Лусена', 2016),
  men('Cherif Younousse / Ahmed Tijan', 'Шериф Юнусс / Ахмед Тиджан', 2020),
  men('Alison / Álvaro Filho', 'Алисон / Алвару Филью', 2020),
  men('Anders Mol / Christian Sørum', 'Андерс Мол / Кристиан Сёрум', 2024),
  men('Andy Benesh / Miles Partain', 'Энди Бенеш / Майлз Партейн', 2024),
  women('Natalie Cook / Kerri Pottharst', 'Натали Кук / Керри Поттхарст', 1996),
  women('Holly McPeak / Nancy Reno', 'Холли Макпик / Нэнси Рино', 1996),
  women('Adriana Samuel / Sandra Pires', 'Адриана Самуэл / Сандра Пирес', 2000),
  women('Misty May / Holly McPeak', 'Мисти Мэй / Холли Макпик', 2000),
  women('Adriana Behar / Shelda', 'Адриана Бехар / Шелда', 2004),
  women('Holly McPeak / Elaine Youngs', 'Холли Макпик / Элейн Янгс', 2004),
  women('Natalie Cook / Nicole Sanderson', 'Натали Кук / Николь Сандерсон', 2004),
  women('Misty May-Treanor / Kerri Walsh Jennings', 'Мисти Мэй-Тренор / Керри Уолш-Дженнингс', 2008, 2012),
  women('Xue Chen / Zhang Xi', 'Сюэ Чэнь / Чжан Си', 2008, 2012),
  women('Sara Goller / Laura Ludwig', 'Сара Голлер / Лаура Людвиг', 2008),
  women('Juliana / Larissa', 'Жулиана / Ларисса', 2012),
  women('Kerri Walsh Jennings / April Ross', 'Керри Уолш-Дженнингс / Эйприл Росс', 2016),
  women('Larissa / Talita', 'Ларисса / Талита', 2016),
  women('Joana Heidrich / Anouk Vergé-Dépré', 'Жоана Хайдрих / Анук Верже-Депре', 2020),
  women('Tina Graudiņa / Anastasija Kravčenoka', 'Тина Граудиня / Анастасия Кравченока', 2020),
  women('Nina Brunner / Tanja Hüberli', 'Нина Бруннер / Таня Хюберли', 2024),
  women('Kristen Nuss / Taryn Kloth', 'Кристен Насс / Тарин Клот', 2024),
];

const GAMES_PAIRS: readonly GamesPair[] = [...finalists, ...MORE_PAIRS];

/** Each pair and the Games it played together (a pair listed twice keeps both Games). */
export const BEACH_PAIR_GAMES = seasonFacts(
  'volleyball.olympic-beach-pairs',
  {
    title:
      "Wikipedia: Beach volleyball at the Summer Olympics, and each Games' men's and women's tournament article (the pairs that played)",
    url: 'https://en.wikipedia.org/wiki/Beach_volleyball_at_the_Summer_Olympics',
    asOf: '2024-08-10',
  },
  GAMES_PAIRS.map((p) => [p.pair, ...p.games.map((year): [number, number] => [year, year])]),
);

/**
 * Pairs are checked by the Games they played (`BEACH_PAIR_GAMES`), so the era check allows no
 * other year either: the margin of 8 reached two Games either side, when the pair was not together.
 */
const OLYMPIC_MARGIN = 0;

export const olympicBeachVolleyball = defineTable<BeachTitle>({
  id: 'volleyball.olympic-beach',
  sport: 'volleyball',
  source: {
    title: 'Wikipedia: Beach volleyball at the Summer Olympics',
    url: 'https://en.wikipedia.org/wiki/Beach_volleyball_at_the_Summer_Olympics',
    asOf: '2024-08-10',
  },
  rows,
  key: (row) => `${row.year}-${row.women ? 'women' : 'men'}`,
  year: (row) => row.year,
  // Every pair of the row's draw at those Games: their active years are their Games.
  people: (row) => GAMES_PAIRS.filter((p) => p.women === row.women && p.games.includes(row.year)).map((p) => p.pair),
  eraMargin: OLYMPIC_MARGIN,
  templates: [
    {
      id: 'country',
      level: (r) => (level(r) === 'hard' ? 'medium' : 'easy'),
      question: (r) => L(`Which country's pair won ${tournament(r).en}?`, `Спортсмены какой страны выиграли ${tournament(r).ru}?`),
      answer: (r) => r.country,
      distractors: (r) => BEACH_NATIONS.filter((x) => x.en !== r.country.en),
    },
    {
      id: 'pair',
      era: 'person',
      level,
      question: (r) => L(`Which pair won ${tournament(r).en}?`, `Какой дуэт выиграл ${tournament(r).ru}?`),
      answer: (r) => r.pair,
      season: { facts: BEACH_PAIR_GAMES, year: (r) => r.year },
      // Pairs of the same draw that played these Games together.
      distractors: (r) =>
        activeOnly(
          BEACH_PAIR_GAMES,
          GAMES_PAIRS.filter((p) => p.women === r.women).map((p) => p.pair),
          r.year,
        ),
    },
  ],
});
