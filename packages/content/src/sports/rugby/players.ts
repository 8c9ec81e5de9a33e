import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';

/**
 * Famous rugby union players: national team and (where it is not disputed) the position they
 * made their name in. Positions in Russian as Russian rugby media write them.
 */
interface RugbyPlayer {
  readonly name: Localized;
  readonly country: Localized;
  readonly position?: Position;
  readonly fame: 1 | 2 | 3;
}

type Position = 'wing' | 'flanker' | 'flyHalf' | 'scrumHalf' | 'centre' | 'fullBack' | 'lock' | 'number8' | 'hooker';

const POSITION: Record<Position, Localized> = {
  wing: L('Wing', 'Винг'),
  flanker: L('Flanker', 'Фланкер'),
  flyHalf: L('Fly-half', 'Флай-хав'),
  scrumHalf: L('Scrum-half', 'Скрам-хав'),
  centre: L('Centre', 'Центр'),
  fullBack: L('Full-back', 'Фулбэк'),
  lock: L('Lock', 'Лок'),
  number8: L('Number 8', 'Восьмой номер'),
  hooker: L('Hooker', 'Хукер'),
};

const p = (en: string, ru: string, country: Localized, fame: 1 | 2 | 3, position?: Position): RugbyPlayer => ({
  name: L(en, ru),
  country,
  fame,
  ...(position ? { position } : {}),
});

const rows: readonly RugbyPlayer[] = [
  p('Jonah Lomu', 'Джона Лому', C.newZealand, 1, 'wing'),
  p('Richie McCaw', 'Ричи Маккоу', C.newZealand, 1, 'flanker'),
  p('Dan Carter', 'Дэн Картер', C.newZealand, 1, 'flyHalf'),
  p('Beauden Barrett', 'Боден Барретт', C.newZealand, 2),
  p('Sean Fitzpatrick', 'Шон Фицпатрик', C.newZealand, 3, 'hooker'),
  p('Colin Meads', 'Колин Мидс', C.newZealand, 3, 'lock'),
  p('Jonny Wilkinson', 'Джонни Уилкинсон', C.england, 1, 'flyHalf'),
  p('Martin Johnson', 'Мартин Джонсон', C.england, 2, 'lock'),
  p('Owen Farrell', 'Оуэн Фаррелл', C.england, 2),
  p('Maro Itoje', 'Маро Итоже', C.england, 2, 'lock'),
  p('Jason Robinson', 'Джейсон Робинсон', C.england, 3),
  p("Brian O'Driscoll", "Брайан О'Дрисколл", C.ireland, 1, 'centre'),
  p('Johnny Sexton', 'Джонни Секстон', C.ireland, 2, 'flyHalf'),
  p("Paul O'Connell", "Пол О'Коннелл", C.ireland, 3, 'lock'),
  p('Gareth Edwards', 'Гарет Эдвардс', C.wales, 2, 'scrumHalf'),
  p('Shane Williams', 'Шейн Уильямс', C.wales, 2, 'wing'),
  p('Alun Wyn Jones', 'Алун Уин Джонс', C.wales, 2, 'lock'),
  p('Sam Warburton', 'Сэм Уорбертон', C.wales, 3, 'flanker'),
  p('Antoine Dupont', 'Антуан Дюпон', C.france, 1, 'scrumHalf'),
  p('Serge Blanco', 'Серж Бланко', C.france, 2, 'fullBack'),
  p('Thierry Dusautoir', 'Тьерри Дюсотуар', C.france, 3, 'flanker'),
  p('François Pienaar', 'Франсуа Пиенаар', C.southAfrica, 2, 'flanker'),
  p('Bryan Habana', 'Брайан Хабана', C.southAfrica, 1, 'wing'),
  p('Siya Kolisi', 'Сия Колиси', C.southAfrica, 1, 'flanker'),
  p('Joost van der Westhuizen', 'Йост ван дер Вестхёйзен', C.southAfrica, 3, 'scrumHalf'),
  p('Eben Etzebeth', 'Эбен Этцебет', C.southAfrica, 2, 'lock'),
  p('Cheslin Kolbe', 'Чеслин Колбе', C.southAfrica, 2),
  p('Victor Matfield', 'Виктор Мэтфилд', C.southAfrica, 3, 'lock'),
  p('David Campese', 'Дэвид Кампизи', C.australia, 2, 'wing'),
  p('John Eales', 'Джон Илз', C.australia, 2, 'lock'),
  p('George Gregan', 'Джордж Греган', C.australia, 3, 'scrumHalf'),
  p('Michael Lynagh', 'Майкл Лайна', C.australia, 3, 'flyHalf'),
  p('Michael Hooper', 'Майкл Хупер', C.australia, 3, 'flanker'),
  p('Sergio Parisse', 'Серджо Паризе', C.italy, 2, 'number8'),
  p('Agustín Pichot', 'Агустин Пичот', C.argentina, 3, 'scrumHalf'),
  p('Gavin Hastings', 'Гэвин Гастингс', C.scotland, 3, 'fullBack'),
  p('Stuart Hogg', 'Стюарт Хогг', C.scotland, 2, 'fullBack'),
  p('Finn Russell', 'Финн Расселл', C.scotland, 2, 'flyHalf'),
  p('Waisale Serevi', 'Вайсале Сереви', C.fiji, 3),
  p('Michael Leitch', 'Майкл Лич', C.japan, 3),
];

const LEVEL: Record<1 | 2 | 3, Level> = { 1: 'easy', 2: 'medium', 3: 'hard' };

const NATIONS: readonly Localized[] = [
  C.newZealand,
  C.southAfrica,
  C.australia,
  C.england,
  C.ireland,
  C.wales,
  C.scotland,
  C.france,
  C.italy,
  C.argentina,
  C.fiji,
  C.japan,
];

const key = (row: RugbyPlayer) =>
  row.name.en
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

/** Each player's Wikipedia biography (country, position), where its title is not the player's name. */
const ARTICLE: Readonly<Record<string, string>> = {
  'Martin Johnson': 'Martin Johnson (rugby union)',
  'Jason Robinson': 'Jason Robinson (rugby)',
  'Michael Hooper': 'Michael Hooper (rugby union)',
};

export const rugbyPlayers = defineTable<RugbyPlayer>({
  id: 'rugby.players',
  sport: 'rugby',
  source: {
    title: "Wikipedia: List of leading rugby union test try scorers; each row cites its player's biography",
    url: 'https://en.wikipedia.org/wiki/List_of_leading_rugby_union_test_try_scorers',
    asOf: '2025-06-01',
  },
  rows,
  key,
  rowSource: (r) => wikipedia(ARTICLE[r.name.en] ?? r.name.en, '2025-06-01'),
  templates: [
    {
      id: 'country',
      level: (r) => LEVEL[r.fame],
      question: (r) => L(`Which national team did ${r.name.en} play for?`, `За какую сборную выступал ${r.name.ru}?`),
      answer: (r) => r.country,
      distractors: (r) => NATIONS.filter((x) => x.en !== r.country.en),
    },
    {
      id: 'position',
      applies: (r) => r.position !== undefined,
      level: (r) => LEVEL[Math.min(3, r.fame + 1) as 1 | 2 | 3],
      question: (r) => L(`In which position did ${r.name.en} make his name?`, `На какой позиции прославился ${r.name.ru}?`),
      answer: (r) => POSITION[r.position as Position],
      distractors: (r) =>
        Object.entries(POSITION)
          .filter(([k]) => k !== r.position)
          .map(([, v]) => v),
    },
  ],
});
