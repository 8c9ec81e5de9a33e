import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';

/**
 * Famous cricketers: the international team they played for and (where nobody would argue)
 * the role they are known for. Only pure batters and specialist bowlers get a role question:
 * all-rounders and wicketkeeper-batters would make "Batter" or "Fast bowler" half right.
 * `female` picks the Russian verb ending.
 */
interface Cricketer {
  readonly name: Localized;
  readonly country: Localized;
  readonly role?: Role;
  readonly fame: 1 | 2 | 3;
  readonly female?: true;
}

type Role = 'bat' | 'fast' | 'spin';

/** Russian answers in the instrumental: they complete «Кем прославился...?». */
const ROLE: Record<Role, Localized> = {
  bat: L('Batter', 'Бэтсменом'),
  fast: L('Fast bowler', 'Быстрым боулером'),
  spin: L('Spin bowler', 'Боулером-спиннером'),
};
/** Offered as a wrong answer only: no row's answer is "all-rounder". */
const ALL_ROUNDER = L('All-rounder', 'Олраундером');

const c = (en: string, ru: string, country: Localized, fame: 1 | 2 | 3, role?: Role, female?: true): Cricketer => ({
  name: L(en, ru),
  country,
  fame,
  ...(role ? { role } : {}),
  ...(female ? { female } : {}),
});

const rows: readonly Cricketer[] = [
  c('Sachin Tendulkar', 'Сачин Тендулкар', C.india, 1, 'bat'),
  c('Virat Kohli', 'Вират Кохли', C.india, 1, 'bat'),
  c('MS Dhoni', 'Махендра Сингх Дхони', C.india, 1),
  c('Kapil Dev', 'Капил Дев', C.india, 2),
  c('Sunil Gavaskar', 'Сунил Гаваскар', C.india, 2, 'bat'),
  c('Rahul Dravid', 'Рахул Дравид', C.india, 2),
  c('Anil Kumble', 'Анил Кумбле', C.india, 2, 'spin'),
  c('Rohit Sharma', 'Рохит Шарма', C.india, 1, 'bat'),
  c('Jasprit Bumrah', 'Джасприт Бумра', C.india, 2, 'fast'),
  c('Don Bradman', 'Дон Брэдман', C.australia, 1, 'bat'),
  c('Shane Warne', 'Шейн Уорн', C.australia, 1, 'spin'),
  c('Ricky Ponting', 'Рики Понтинг', C.australia, 1, 'bat'),
  c('Glenn McGrath', 'Гленн Макграт', C.australia, 2, 'fast'),
  c('Adam Gilchrist', 'Адам Гилкрист', C.australia, 2),
  c('Steve Waugh', 'Стив Во', C.australia, 2),
  c('Steve Smith', 'Стив Смит', C.australia, 2),
  c('Pat Cummins', 'Пэт Камминс', C.australia, 2, 'fast'),
  c('Dennis Lillee', 'Деннис Лилли', C.australia, 3, 'fast'),
  c('Brian Lara', 'Брайан Лара', C.westIndies, 1, 'bat'),
  c('Viv Richards', 'Вив Ричардс', C.westIndies, 1, 'bat'),
  c('Garfield Sobers', 'Гарфилд Соберс', C.westIndies, 2),
  c('Chris Gayle', 'Крис Гейл', C.westIndies, 1),
  c('Curtly Ambrose', 'Кёртли Эмброуз', C.westIndies, 3, 'fast'),
  c('Courtney Walsh', 'Кортни Уолш', C.westIndies, 3, 'fast'),
  c('Malcolm Marshall', 'Малкольм Маршалл', C.westIndies, 3, 'fast'),
  c('Clive Lloyd', 'Клайв Ллойд', C.westIndies, 2),
  c('Muttiah Muralitharan', 'Муттиах Муралитаран', C.sriLanka, 1, 'spin'),
  c('Kumar Sangakkara', 'Кумар Сангаккара', C.sriLanka, 2),
  c('Mahela Jayawardene', 'Махела Джаявардене', C.sriLanka, 2, 'bat'),
  c('Sanath Jayasuriya', 'Санат Джаясурия', C.sriLanka, 2),
  c('Lasith Malinga', 'Ласит Малинга', C.sriLanka, 2, 'fast'),
  c('Wasim Akram', 'Васим Акрам', C.pakistan, 1, 'fast'),
  c('Waqar Younis', 'Вакар Юнис', C.pakistan, 2, 'fast'),
  c('Imran Khan', 'Имран Хан', C.pakistan, 1),
  c('Shoaib Akhtar', 'Шоаиб Ахтар', C.pakistan, 2, 'fast'),
  c('Javed Miandad', 'Джавед Миандад', C.pakistan, 3, 'bat'),
  c('Inzamam-ul-Haq', 'Инзамам-уль-Хак', C.pakistan, 3, 'bat'),
  c('Babar Azam', 'Бабар Азам', C.pakistan, 2, 'bat'),
  c('Ian Botham', 'Иэн Ботэм', C.england, 1),
  c('James Anderson', 'Джеймс Андерсон', C.england, 1, 'fast'),
  c('Stuart Broad', 'Стюарт Брод', C.england, 2, 'fast'),
  c('Joe Root', 'Джо Рут', C.england, 1, 'bat'),
  c('Ben Stokes', 'Бен Стокс', C.england, 1),
  c('Alastair Cook', 'Алистер Кук', C.england, 2, 'bat'),
  c('Kevin Pietersen', 'Кевин Питерсен', C.england, 2, 'bat'),
  c('Richard Hadlee', 'Ричард Хэдли', C.newZealand, 2),
  c('Kane Williamson', 'Кейн Уильямсон', C.newZealand, 1, 'bat'),
  c('Brendon McCullum', 'Брендон Маккаллум', C.newZealand, 2),
  c('Martin Crowe', 'Мартин Кроу', C.newZealand, 3, 'bat'),
  c('Jacques Kallis', 'Жак Каллис', C.southAfrica, 1),
  c('AB de Villiers', 'Эй Би де Вильерс', C.southAfrica, 1),
  c('Dale Steyn', 'Дейл Стейн', C.southAfrica, 2, 'fast'),
  c('Graeme Smith', 'Грэм Смит', C.southAfrica, 2, 'bat'),
  c('Allan Donald', 'Аллан Доналд', C.southAfrica, 3, 'fast'),
  c('Shakib Al Hasan', 'Шакиб Аль Хасан', C.bangladesh, 2),
  c('Rashid Khan', 'Рашид Хан', C.afghanistan, 2, 'spin'),
  c('Andy Flower', 'Энди Флауэр', C.zimbabwe, 3),
  c('Heath Streak', 'Хит Стрик', C.zimbabwe, 3),
  c('Ellyse Perry', 'Эллис Перри', C.australia, 2, undefined, true),
  c('Meg Lanning', 'Мег Лэннинг', C.australia, 3, 'bat', true),
  c('Mithali Raj', 'Митхали Радж', C.india, 3, 'bat', true),
  c('Smriti Mandhana', 'Смрити Мандхана', C.india, 3, 'bat', true),
];

const LEVEL: Record<1 | 2 | 3, Level> = { 1: 'easy', 2: 'medium', 3: 'hard' };

const COUNTRIES: readonly Localized[] = [
  C.india,
  C.australia,
  C.england,
  C.westIndies,
  C.sriLanka,
  C.pakistan,
  C.newZealand,
  C.southAfrica,
  C.bangladesh,
  C.zimbabwe,
];

/** Each cricketer's Wikipedia biography (country, role), where its title is not the player's name. */
const ARTICLE: Readonly<Record<string, string>> = {
  'Steve Smith': 'Steve Smith (cricketer)',
  'James Anderson': 'James Anderson (cricketer)',
  'Rashid Khan': 'Rashid Khan (cricketer)',
};

export const cricketers = defineTable<Cricketer>({
  id: 'cricket.players',
  sport: 'cricket',
  source: {
    title: "Wikipedia: List of Test cricket records; each row cites its player's biography",
    url: 'https://en.wikipedia.org/wiki/List_of_Test_cricket_records',
    asOf: '2025-06-01',
  },
  rows,
  key: (row) =>
    row.name.en
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, ''),
  rowSource: (r) => wikipedia(ARTICLE[r.name.en] ?? r.name.en, '2025-06-01'),
  templates: [
    {
      id: 'country',
      level: (r) => LEVEL[r.fame],
      question: (r) =>
        L(`Which international team did ${r.name.en} play for?`, `За какую сборную ${r.female ? 'выступала' : 'выступал'} ${r.name.ru}?`),
      answer: (r) => r.country,
      // Neighbours in cricket's map are the fair wrong answers; Afghanistan is offered too.
      distractors: (r) => [...COUNTRIES, C.afghanistan].filter((x) => x.en !== r.country.en),
    },
    {
      id: 'role',
      applies: (r) => r.role !== undefined,
      level: (r) => LEVEL[Math.min(3, r.fame + 1) as 1 | 2 | 3],
      question: (r) =>
        L(`What kind of cricketer is ${r.name.en} famous as?`, `Кем ${r.female ? 'прославилась' : 'прославился'} в крикете ${r.name.ru}?`),
      answer: (r) => ROLE[r.role as Role],
      distractors: (r) => [
        ...Object.entries(ROLE)
          .filter(([k]) => k !== r.role)
          .map(([, v]) => v),
        ALL_ROUNDER,
      ],
    },
  ],
});
