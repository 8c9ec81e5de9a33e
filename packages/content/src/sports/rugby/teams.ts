import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';

/**
 * National rugby union teams' nicknames. `ofCountry` is the Russian genitive of the country
 * ("сборная Новой Зеландии"), stored so no template has to decline a name.
 */
interface Nickname {
  readonly key: string;
  readonly country: Localized;
  readonly ofCountry: string;
  readonly nickname: Localized;
  readonly women?: true;
  readonly level: Level;
}

const rows: readonly Nickname[] = [
  { key: 'new-zealand', country: C.newZealand, ofCountry: 'Новой Зеландии', nickname: L('All Blacks', 'Олл Блэкс'), level: 'easy' },
  { key: 'south-africa', country: C.southAfrica, ofCountry: 'ЮАР', nickname: L('Springboks', 'Спрингбокс'), level: 'easy' },
  { key: 'australia', country: C.australia, ofCountry: 'Австралии', nickname: L('Wallabies', 'Уоллабис'), level: 'easy' },
  { key: 'argentina', country: C.argentina, ofCountry: 'Аргентины', nickname: L('Los Pumas', 'Пумас'), level: 'medium' },
  { key: 'italy', country: C.italy, ofCountry: 'Италии', nickname: L('Azzurri', 'Адзурри'), level: 'medium' },
  { key: 'russia', country: C.russia, ofCountry: 'России', nickname: L('The Bears', 'Медведи'), level: 'medium' },
  { key: 'fiji', country: C.fiji, ofCountry: 'Фиджи', nickname: L('Flying Fijians', 'Летучие фиджийцы'), level: 'hard' },
  { key: 'japan', country: C.japan, ofCountry: 'Японии', nickname: L('Brave Blossoms', 'Брэйв Блоссомс'), level: 'hard' },
  { key: 'tonga', country: C.tonga, ofCountry: 'Тонга', nickname: L('Ikale Tahi', 'Икале Тахи'), level: 'hard' },
  { key: 'united-states', country: C.unitedStates, ofCountry: 'США', nickname: L('Eagles', 'Иглз'), level: 'hard' },
  { key: 'romania', country: C.romania, ofCountry: 'Румынии', nickname: L('The Oaks', 'Дубы'), level: 'hard' },
  {
    key: 'new-zealand-women',
    country: C.newZealand,
    ofCountry: 'Новой Зеландии',
    nickname: L('Black Ferns', 'Блэк Фернс'),
    women: true,
    level: 'medium',
  },
  { key: 'england-women', country: C.england, ofCountry: 'Англии', nickname: L('Red Roses', 'Ред Роузес'), women: true, level: 'hard' },
];

const NATIONS: readonly Localized[] = [
  C.newZealand,
  C.southAfrica,
  C.australia,
  C.argentina,
  C.italy,
  C.russia,
  C.fiji,
  C.japan,
  C.tonga,
  C.unitedStates,
  C.romania,
  C.england,
  C.france,
  C.wales,
  C.samoa,
  C.georgia,
];

export const rugbyNicknames = defineTable<Nickname>({
  id: 'rugby.nicknames',
  sport: 'rugby',
  source: {
    title: 'Wikipedia: List of national rugby union teams (nicknames)',
    url: 'https://en.wikipedia.org/wiki/List_of_national_rugby_union_teams',
    asOf: '2025-01-01',
  },
  rows,
  key: (row) => row.key,
  templates: [
    {
      id: 'team',
      level: (r) => r.level,
      question: (r) =>
        r.women
          ? L(
              `Which women's national rugby team is nicknamed the ${r.nickname.en}?`,
              `Какую женскую сборную по регби называют «${r.nickname.ru}»?`,
            )
          : L(`Which national rugby union team is nicknamed the ${r.nickname.en}?`, `Какую сборную по регби называют «${r.nickname.ru}»?`),
      answer: (r) => r.country,
      distractors: (r) => NATIONS.filter((x) => x.en !== r.country.en),
    },
    {
      id: 'nickname',
      level: (r) => r.level,
      question: (r) =>
        r.women
          ? L(`What is the nickname of ${r.country.en}'s women's rugby team?`, `Как называют женскую сборную ${r.ofCountry} по регби?`)
          : L(`What is the nickname of ${r.country.en}'s men's rugby union team?`, `Как называют мужскую сборную ${r.ofCountry} по регби?`),
      answer: (r) => r.nickname,
      // Never the other team of the same country (the All Blacks are not a wrong answer "by much").
      distractors: (r, all) => all.filter((o) => o.country.en !== r.country.en).map((o) => o.nickname),
    },
  ],
});

/** Home grounds of the Six Nations teams; `onGround` is the Russian phrase after a verb ("на «Твикенеме»"). */
interface HomeGround {
  readonly team: Localized;
  readonly ground: Localized;
  readonly onGround: string;
  readonly city: Localized;
  readonly level: Level;
}

const grounds: readonly HomeGround[] = [
  {
    team: C.england,
    ground: L('Twickenham Stadium', 'стадион «Твикенем»'),
    onGround: 'на «Твикенеме»',
    city: L('London', 'Лондон'),
    level: 'easy',
  },
  {
    team: C.scotland,
    ground: L('Murrayfield', 'стадион «Маррейфилд»'),
    onGround: 'на «Маррейфилде»',
    city: L('Edinburgh', 'Эдинбург'),
    level: 'medium',
  },
  {
    team: C.wales,
    ground: L('the Principality Stadium', 'стадион «Принсипалити»'),
    onGround: 'на стадионе «Принсипалити»',
    city: L('Cardiff', 'Кардифф'),
    level: 'medium',
  },
  {
    team: C.ireland,
    ground: L('the Aviva Stadium', 'стадион «Авива»'),
    onGround: 'на стадионе «Авива»',
    city: L('Dublin', 'Дублин'),
    level: 'medium',
  },
  {
    team: C.france,
    ground: L('the Stade de France', '«Стад де Франс»'),
    onGround: 'на «Стад де Франс»',
    city: L('Saint-Denis', 'Сен-Дени'),
    level: 'easy',
  },
  {
    team: C.italy,
    ground: L('the Stadio Olimpico', 'стадион «Олимпико»'),
    onGround: 'на стадионе «Олимпико»',
    city: L('Rome', 'Рим'),
    level: 'hard',
  },
];

export const sixNationsGrounds = defineTable<HomeGround>({
  id: 'rugby.six-nations-grounds',
  sport: 'rugby',
  source: {
    title: 'Wikipedia: Six Nations Championship (Venues)',
    url: 'https://en.wikipedia.org/wiki/Six_Nations_Championship#Venues',
    asOf: '2025-03-15',
  },
  rows: grounds,
  key: (row) => row.team.en.toLowerCase(),
  templates: [
    {
      id: 'team',
      level: (r) => r.level,
      question: (r) =>
        L(
          `Which team plays its home Six Nations matches at ${r.ground.en}?`,
          `Какая сборная проводит домашние матчи Кубка шести наций ${r.onGround}?`,
        ),
      answer: (r) => r.team,
    },
    {
      id: 'city',
      level: (r) => (r.level === 'easy' ? 'easy' : 'medium'),
      question: (r) => L(`In which city is ${r.ground.en}?`, `В каком городе находится ${r.ground.ru}?`),
      answer: (r) => r.city,
    },
  ],
});
