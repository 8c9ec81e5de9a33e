import type { Level, Localized } from '../../model.js';
import { defineTable, L, N, nearbyYears } from '../../model.js';

/** Outdoor world records of the main events as ratified by World Athletics, as of September 2025. */
interface WorldRecord {
  readonly key: string;
  readonly women: boolean;
  readonly event: Localized;
  readonly mark: string;
  readonly holder: Localized;
  readonly year: number;
  readonly city: Localized;
  readonly level: Level;
}

const r = (
  key: string,
  women: boolean,
  event: Localized,
  mark: string,
  holder: Localized,
  year: number,
  city: Localized,
  level: Level,
): WorldRecord => ({ key, women, event, mark, holder, year, city, level });

const BERLIN = L('Berlin', 'Берлин');
const SEOUL = L('Seoul', 'Сеул');
const TOKYO = L('Tokyo', 'Токио');
const PARIS = L('Paris', 'Париж');

// prettier-ignore
const ROWS: readonly WorldRecord[] = [
  r('m100', false, L('100 m', '100 м'), '9.58', L('Usain Bolt', 'Усэйн Болт'), 2009, BERLIN, 'easy'),
  r('m200', false, L('200 m', '200 м'), '19.19', L('Usain Bolt', 'Усэйн Болт'), 2009, BERLIN, 'medium'),
  r('m400', false, L('400 m', '400 м'), '43.03', L('Wayde van Niekerk', 'Уэйд ван Никерк'), 2016, L('Rio de Janeiro', 'Рио-де-Жанейро'), 'medium'),
  r('m800', false, L('800 m', '800 м'), '1:40.91', L('David Rudisha', 'Дэвид Рудиша'), 2012, L('London', 'Лондон'), 'medium'),
  r('m1500', false, L('1500 m', '1500 м'), '3:26.00', L('Hicham El Guerrouj', 'Хишам Эль-Герруж'), 1998, L('Rome', 'Рим'), 'hard'),
  r('m5000', false, L('5000 m', '5000 м'), '12:35.36', L('Joshua Cheptegei', 'Джошуа Чептегеи'), 2020, L('Monaco', 'Монако'), 'hard'),
  r('m10000', false, L('10,000 m', '10 000 м'), '26:11.00', L('Joshua Cheptegei', 'Джошуа Чептегеи'), 2020, L('Valencia', 'Валенсия'), 'hard'),
  r('marathon', false, L('marathon', 'марафоне'), '2:00:35', L('Kelvin Kiptum', 'Келвин Киптум'), 2023, L('Chicago', 'Чикаго'), 'medium'),
  r('h110', false, L('110 m hurdles', 'беге на 110 м с барьерами'), '12.80', L('Aries Merritt', 'Эрис Мерритт'), 2012, L('Brussels', 'Брюссель'), 'hard'),
  r('h400', false, L('400 m hurdles', 'беге на 400 м с барьерами'), '45.94', L('Karsten Warholm', 'Карстен Вархольм'), 2021, TOKYO, 'easy'),
  r('high', false, L('high jump', 'прыжках в высоту'), '2.45 m', L('Javier Sotomayor', 'Хавьер Сотомайор'), 1993, L('Salamanca', 'Саламанка'), 'medium'),
  r('pole', false, L('pole vault', 'прыжках с шестом'), '6.30 m', L('Armand Duplantis', 'Арман Дюплантис'), 2025, TOKYO, 'easy'),
  r('long', false, L('long jump', 'прыжках в длину'), '8.95 m', L('Mike Powell', 'Майк Пауэлл'), 1991, TOKYO, 'medium'),
  r('triple', false, L('triple jump', 'тройном прыжке'), '18.29 m', L('Jonathan Edwards', 'Джонатан Эдвардс'), 1995, L('Gothenburg', 'Гётеборг'), 'medium'),
  r('shot', false, L('shot put', 'толкании ядра'), '23.56 m', L('Ryan Crouser', 'Райан Краузер'), 2023, L('Los Angeles', 'Лос-Анджелес'), 'hard'),
  r('javelin', false, L('javelin throw', 'метании копья'), '98.48 m', L('Jan Železný', 'Ян Железны'), 1996, L('Jena', 'Йена'), 'hard'),
  r('hammer', false, L('hammer throw', 'метании молота'), '86.74 m', L('Yuriy Sedykh', 'Юрий Седых'), 1986, L('Stuttgart', 'Штутгарт'), 'hard'),
  r('decathlon', false, L('decathlon', 'десятиборье'), '9126 points', L('Kevin Mayer', 'Кевин Майер'), 2018, L('Talence', 'Таланс'), 'hard'),
  r('w100', true, L('100 m', '100 м'), '10.49', L('Florence Griffith-Joyner', 'Флоренс Гриффит-Джойнер'), 1988, L('Indianapolis', 'Индианаполис'), 'medium'),
  r('w200', true, L('200 m', '200 м'), '21.34', L('Florence Griffith-Joyner', 'Флоренс Гриффит-Джойнер'), 1988, SEOUL, 'medium'),
  r('w400', true, L('400 m', '400 м'), '47.60', L('Marita Koch', 'Марита Кох'), 1985, L('Canberra', 'Канберра'), 'hard'),
  r('w800', true, L('800 m', '800 м'), '1:53.28', L('Jarmila Kratochvílová', 'Ярмила Кратохвилова'), 1983, L('Munich', 'Мюнхен'), 'hard'),
  r('wh400', true, L('400 m hurdles', 'беге на 400 м с барьерами'), '50.37', L('Sydney McLaughlin-Levrone', 'Сидни Маклафлин-Леврон'), 2024, PARIS, 'easy'),
  r('whigh', true, L('high jump', 'прыжках в высоту'), '2.10 m', L('Yaroslava Mahuchikh', 'Ярослава Магучих'), 2024, PARIS, 'medium'),
  r('wpole', true, L('pole vault', 'прыжках с шестом'), '5.06 m', L('Yelena Isinbayeva', 'Елена Исинбаева'), 2009, L('Zürich', 'Цюрих'), 'easy'),
  r('wlong', true, L('long jump', 'прыжках в длину'), '7.52 m', L('Galina Chistyakova', 'Галина Чистякова'), 1988, L('Leningrad', 'Ленинград'), 'hard'),
  r('wheptathlon', true, L('heptathlon', 'семиборье'), '7291 points', L('Jackie Joyner-Kersee', 'Джеки Джойнер-Керси'), 1988, SEOUL, 'medium'),
];

const ruMark = (mark: string) => mark.replace(' points', ' очка').replace(' m', ' м').replace('.', ',');
/** "the men's 100 m world record (9.58)" */
const record = (x: WorldRecord) =>
  L(
    `the ${x.women ? "women's" : "men's"} ${x.event.en} world record (${x.mark})`,
    `мировой рекорд ${x.women ? 'у женщин' : 'у мужчин'} ${/^\d/.test(x.event.ru) ? `в беге на ${x.event.ru}` : `в ${x.event.ru}`} (${ruMark(x.mark)})`,
  );

export const athleticsWorldRecords = defineTable<WorldRecord>({
  id: 'athletics.world-records',
  sport: 'athletics',
  source: {
    title: 'Wikipedia: List of world records in athletics',
    url: 'https://en.wikipedia.org/wiki/List_of_world_records_in_athletics',
    asOf: '2025-09-30',
  },
  rows: ROWS,
  key: (x) => x.key,
  templates: [
    {
      id: 'holder',
      level: (x) => x.level,
      question: (x) => L(`Who set ${record(x).en}?`, `Кто установил ${record(x).ru}?`),
      answer: (x) => x.holder,
      // Other holders of the same sex's records.
      distractors: (x) => ROWS.filter((o) => o.women === x.women).map((o) => o.holder),
    },
    {
      id: 'year',
      level: (x) => x.level,
      question: (x) => L(`In which year was ${record(x).en} set?`, `В каком году установлен ${record(x).ru}?`),
      answer: (x) => N(x.year),
      distractors: (x) => nearbyYears(x.year, 5, 1970, 2025),
    },
    {
      id: 'city',
      level: (x) => x.level,
      question: (x) => L(`In which city was ${record(x).en} set?`, `В каком городе установлен ${record(x).ru}?`),
      answer: (x) => x.city,
    },
  ],
});
