import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';

/**
 * Famous Test grounds and the city and country they stand in. Grounds named after their city
 * (Melbourne Cricket Ground, Adelaide Oval) are left out: the name gives the answer away.
 */
interface Ground {
  readonly key: string;
  readonly name: Localized;
  readonly city: Localized;
  readonly country: Localized;
  readonly level: Level;
}

const g = (key: string, name: Localized, city: Localized, country: Localized, level: Level): Ground => ({
  key,
  name,
  city,
  country,
  level,
});

const LONDON = L('London', 'Лондон');

const rows: readonly Ground[] = [
  g('lords', L("Lord's", 'Лордс'), LONDON, C.england, 'easy'),
  g('the-oval', L('The Oval', 'Овал'), LONDON, C.england, 'medium'),
  g(
    'old-trafford',
    L('Old Trafford cricket ground', 'крикетный стадион «Олд Траффорд»'),
    L('Manchester', 'Манчестер'),
    C.england,
    'medium',
  ),
  g('headingley', L('Headingley', 'Хедингли'), L('Leeds', 'Лидс'), C.england, 'hard'),
  g('edgbaston', L('Edgbaston', 'Эджбастон'), L('Birmingham', 'Бирмингем'), C.england, 'hard'),
  g('trent-bridge', L('Trent Bridge', 'Трент-Бридж'), L('Nottingham', 'Ноттингем'), C.england, 'hard'),
  g('eden-gardens', L('Eden Gardens', 'Иден Гарденс'), L('Kolkata', 'Калькутта'), C.india, 'easy'),
  g('wankhede', L('Wankhede Stadium', 'стадион «Ванкхеде»'), L('Mumbai', 'Мумбаи'), C.india, 'medium'),
  g('chinnaswamy', L('M. Chinnaswamy Stadium', 'стадион имени Чиннасвами'), L('Bengaluru', 'Бангалор'), C.india, 'hard'),
  g('chepauk', L('Chepauk (M. A. Chidambaram Stadium)', 'стадион «Чепок» (имени Чидамбарама)'), L('Chennai', 'Ченнаи'), C.india, 'hard'),
  g('narendra-modi', L('Narendra Modi Stadium', 'стадион имени Нарендры Моди'), L('Ahmedabad', 'Ахмадабад'), C.india, 'medium'),
  g('gabba', L('The Gabba', 'Габба'), L('Brisbane', 'Брисбен'), C.australia, 'medium'),
  g('newlands', L('Newlands', 'Ньюлендс'), L('Cape Town', 'Кейптаун'), C.southAfrica, 'medium'),
  g('wanderers', L('The Wanderers', 'Уондерерс'), L('Johannesburg', 'Йоханнесбург'), C.southAfrica, 'medium'),
  g('kingsmead', L('Kingsmead', 'Кингсмид'), L('Durban', 'Дурбан'), C.southAfrica, 'hard'),
  g('kensington-oval', L('Kensington Oval', 'Кенсингтон Овал'), L('Bridgetown', 'Бриджтаун'), C.westIndies, 'hard'),
  g('sabina-park', L('Sabina Park', 'Сабина Парк'), L('Kingston', 'Кингстон'), C.westIndies, 'hard'),
  g('queens-park-oval', L("Queen's Park Oval", 'Куинс Парк Овал'), L('Port of Spain', 'Порт-оф-Спейн'), C.westIndies, 'hard'),
  g('gaddafi', L('Gaddafi Stadium', 'стадион «Каддафи»'), L('Lahore', 'Лахор'), C.pakistan, 'medium'),
  g('basin-reserve', L('Basin Reserve', 'Бейсин Резерв'), L('Wellington', 'Веллингтон'), C.newZealand, 'hard'),
  g('eden-park', L('Eden Park', 'Иден Парк'), L('Auckland', 'Окленд'), C.newZealand, 'medium'),
  g('hagley-oval', L('Hagley Oval', 'Хэгли Овал'), L('Christchurch', 'Крайстчерч'), C.newZealand, 'hard'),
  g('premadasa', L('R. Premadasa Stadium', 'стадион имени Премадасы'), L('Colombo', 'Коломбо'), C.sriLanka, 'hard'),
  g('sher-e-bangla', L('Sher-e-Bangla National Stadium', 'стадион «Шер-е-Бангла»'), L('Dhaka', 'Дакка'), C.bangladesh, 'hard'),
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const cricketGrounds = defineTable<Ground>({
  id: 'cricket.grounds',
  sport: 'cricket',
  source: {
    title: 'Wikipedia: List of Test cricket grounds',
    url: 'https://en.wikipedia.org/wiki/List_of_Test_cricket_grounds',
    asOf: '2025-01-01',
  },
  rows,
  key: (row) => row.key,
  templates: [
    {
      id: 'city',
      level: (r) => r.level,
      question: (r) => L(`In which city is ${r.name.en}?`, `В каком городе находится ${r.name.ru}?`),
      answer: (r) => r.city,
    },
    {
      id: 'country',
      level: (r) => (r.level === 'hard' ? 'medium' : 'easy'),
      // West Indies grounds stand in different countries, but cricket there is played by one
      // team: the question asks for the team, not the state.
      question: (r) =>
        L(
          `Which national cricket team plays home internationals at ${r.name.en}?`,
          `${capitalised(r.name.ru)} — домашняя арена какой сборной по крикету?`,
        ),
      answer: (r) => r.country,
    },
  ],
});
