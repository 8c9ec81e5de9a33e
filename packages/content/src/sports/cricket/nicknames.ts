import type { Level, Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';

/**
 * Nicknames cricketers' biographies give them. Russian has no cricket press to borrow from,
 * so the nickname is translated and the original follows in brackets. Wrong answers are
 * cricketers whose careers overlapped (peak years within 15 of each other).
 */
interface Nickname {
  readonly id: string;
  readonly name: Localized;
  readonly nickname: Localized;
  readonly peak: number;
  readonly level: Level;
}

const n = (id: string, name: Localized, en: string, ru: string, peak: number, level: Level): Nickname => ({
  id,
  name,
  nickname: L(en, `${ru} (${en})`),
  peak,
  level,
});

const rows: readonly Nickname[] = [
  n('dravid', L('Rahul Dravid', 'Рахул Дравид'), 'The Wall', '«Стена»', 2003, 'medium'),
  n('dhoni', L('MS Dhoni', 'Махендра Сингх Дхони'), 'Captain Cool', '«Невозмутимый капитан»', 2011, 'easy'),
  n('akhtar', L('Shoaib Akhtar', 'Шоаиб Ахтар'), 'Rawalpindi Express', '«Равалпинди-экспресс»', 2003, 'medium'),
  n('afridi', L('Shahid Afridi', 'Шахид Африди'), 'Boom Boom', '«Бум-Бум»', 2009, 'medium'),
  n('akram', L('Wasim Akram', 'Васим Акрам'), 'Sultan of Swing', '«Султан свинга»', 1993, 'medium'),
  n('gayle', L('Chris Gayle', 'Крис Гейл'), 'Universe Boss', '«Босс Вселенной»', 2012, 'easy'),
  n('de-villiers', L('AB de Villiers', 'Эй Би де Вильерс'), 'Mr. 360', '«Мистер 360»', 2014, 'medium'),
  n('bradman', L('Don Bradman', 'Дон Брэдман'), 'The Don', '«Дон»', 1938, 'medium'),
  n('kapil-dev', L('Kapil Dev', 'Капил Дев'), 'Haryana Hurricane', '«Ураган из Харьяны»', 1983, 'hard'),
  n('ganguly', L('Sourav Ganguly', 'Саурав Гангули'), 'Dada', '«Дада»', 2002, 'hard'),
  n('mcgrath', L('Glenn McGrath', 'Гленн Макграт'), 'Pigeon', '«Голубь»', 2001, 'hard'),
  n('botham', L('Ian Botham', 'Иэн Ботэм'), 'Beefy', '«Бифи»', 1981, 'hard'),
  n('flintoff', L('Andrew Flintoff', 'Эндрю Флинтофф'), 'Freddie', '«Фредди»', 2005, 'hard'),
  n('sehwag', L('Virender Sehwag', 'Вирендер Сехваг'), 'Nawab of Najafgarh', '«Наваб из Наджафгарха»', 2008, 'hard'),
  n('ponting', L('Ricky Ponting', 'Рики Понтинг'), 'Punter', '«Пантер»', 2005, 'medium'),
  n('lara', L('Brian Lara', 'Брайан Лара'), 'The Prince of Port of Spain', '«Принц Порт-оф-Спейна»', 1996, 'hard'),
];

/** Other great cricketers and their peak years, for wrong answers of the same era. */
const OTHERS: readonly (readonly [Localized, number])[] = [
  [L('Sachin Tendulkar', 'Сачин Тендулкар'), 2000],
  [L('Virat Kohli', 'Вират Кохли'), 2016],
  [L('Shane Warne', 'Шейн Уорн'), 1999],
  [L('Viv Richards', 'Вив Ричардс'), 1980],
  [L('Imran Khan', 'Имран Хан'), 1987],
  [L('Garfield Sobers', 'Гарфилд Соберс'), 1962],
  [L('Jacques Kallis', 'Жак Каллис'), 2005],
  [L('Kumar Sangakkara', 'Кумар Сангаккара'), 2011],
  [L('Wally Hammond', 'Уолли Хаммонд'), 1933],
  [L('Len Hutton', 'Лен Хаттон'), 1950],
  [L('Jack Hobbs', 'Джек Хоббс'), 1925],
  [L('Harold Larwood', 'Гарольд Ларвуд'), 1932],
  [L('Keith Miller', 'Кит Миллер'), 1950],
];

export const cricketNicknames = defineTable<Nickname>({
  id: 'cricket.nicknames',
  sport: 'cricket',
  source: {
    title: "Wikipedia: List of Test cricket records; each row cites its cricketer's biography (nickname)",
    url: 'https://en.wikipedia.org/wiki/List_of_Test_cricket_records',
    asOf: '2025-06-01',
  },
  rows,
  key: (r) => r.id,
  rowSource: (r) => wikipedia(r.name.en, '2025-06-01'),
  templates: [
    {
      id: 'player',
      level: (r) => r.level,
      question: (r) => L(`Which cricketer is nicknamed “${r.nickname.en}”?`, `Какого крикетчика прозвали ${r.nickname.ru}?`),
      answer: (r) => r.name,
      distractors: (r) =>
        [...rows.map((x): readonly [Localized, number] => [x.name, x.peak]), ...OTHERS]
          .filter(([name, peak]) => name.en !== r.name.en && Math.abs(peak - r.peak) <= 15)
          .map(([name]) => name),
    },
  ],
});
