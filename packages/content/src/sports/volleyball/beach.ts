import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { dated, eraPeople } from '../../distractors.js';
import { defineTable, L } from '../../model.js';

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

/** The Games are four years apart: a pair's contemporaries are the champions of the Games either side. */
const OLYMPIC_MARGIN = 8;

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
  people: (row) => [row.pair, row.silver],
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
      // Finalists of the same draw at these Games and the Games either side.
      distractors: (r) =>
        eraPeople(
          r.year,
          dated(
            rows.filter((o) => o.women === r.women),
            (o) => o.year,
            (o) => [o.pair, o.silver],
          ),
          OLYMPIC_MARGIN,
        ),
    },
  ],
});
