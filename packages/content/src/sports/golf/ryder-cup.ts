import type { Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import type { Golfer } from './players.js';
import { GOLFERS as G } from './players.js';
import { COUNTRY as C } from '../../names/countries.js';

/**
 * Ryder Cup matches since 1985, when Europe won for the first time: venue and both captains.
 * The 2020 match was moved to 2021. The 1989 match was tied 14-14 (Europe kept the cup).
 */
interface RyderCup {
  readonly year: number;
  readonly venue: Localized;
  readonly country: Localized;
  readonly europeCaptain: Golfer;
  readonly usCaptain: Golfer;
}

const V = (en: string, ru: string) => ({ venue: L(en, `«${ru}»`) });

const rows: readonly RyderCup[] = [
  { year: 1985, ...V('The Belfry', 'Белфри'), country: C.england, europeCaptain: G.jacklin, usCaptain: G.trevino },
  { year: 1987, ...V('Muirfield Village', 'Мьюрфилд Виллидж'), country: C.unitedStates, europeCaptain: G.jacklin, usCaptain: G.nicklaus },
  { year: 1989, ...V('The Belfry', 'Белфри'), country: C.england, europeCaptain: G.jacklin, usCaptain: G.floyd },
  {
    year: 1991,
    ...V('Kiawah Island (Ocean Course)', 'Кайава-Айленд'),
    country: C.unitedStates,
    europeCaptain: G.gallacher,
    usCaptain: G.stockton,
  },
  { year: 1993, ...V('The Belfry', 'Белфри'), country: C.england, europeCaptain: G.gallacher, usCaptain: G.watson },
  { year: 1995, ...V('Oak Hill', 'Оук Хилл'), country: C.unitedStates, europeCaptain: G.gallacher, usCaptain: G.wadkins },
  { year: 1997, ...V('Valderrama', 'Вальдеррама'), country: C.spain, europeCaptain: G.ballesteros, usCaptain: G.kite },
  {
    year: 1999,
    ...V('The Country Club (Brookline)', 'Кантри Клаб'),
    country: C.unitedStates,
    europeCaptain: G.markJames,
    usCaptain: G.crenshaw,
  },
  { year: 2002, ...V('The Belfry', 'Белфри'), country: C.england, europeCaptain: G.torrance, usCaptain: G.strange },
  { year: 2004, ...V('Oakland Hills', 'Окленд Хиллз'), country: C.unitedStates, europeCaptain: G.langer, usCaptain: G.sutton },
  { year: 2006, ...V('The K Club', 'Кей Клаб'), country: C.ireland, europeCaptain: G.woosnam, usCaptain: G.lehman },
  { year: 2008, ...V('Valhalla', 'Валгалла'), country: C.unitedStates, europeCaptain: G.faldo, usCaptain: G.azinger },
  { year: 2010, ...V('Celtic Manor', 'Селтик Мэнор'), country: C.wales, europeCaptain: G.montgomerie, usCaptain: G.pavin },
  { year: 2012, ...V('Medinah', 'Медина'), country: C.unitedStates, europeCaptain: G.olazabal, usCaptain: G.love },
  { year: 2014, ...V('Gleneagles', 'Глениглс'), country: C.scotland, europeCaptain: G.mcginley, usCaptain: G.watson },
  { year: 2016, ...V('Hazeltine', 'Хейзелтайн'), country: C.unitedStates, europeCaptain: G.clarke, usCaptain: G.love },
  { year: 2018, ...V('Le Golf National', 'Ле Гольф Насьональ'), country: C.france, europeCaptain: G.bjorn, usCaptain: G.furyk },
  { year: 2021, ...V('Whistling Straits', 'Уислинг Стрейтс'), country: C.unitedStates, europeCaptain: G.harrington, usCaptain: G.stricker },
  { year: 2023, ...V('Marco Simone', 'Марко Симоне'), country: C.italy, europeCaptain: G.donald, usCaptain: G.zjohnson },
  { year: 2025, ...V('Bethpage Black', 'Бетпейдж Блэк'), country: C.unitedStates, europeCaptain: G.donald, usCaptain: G.bradley },
];

export const ryderCups = defineTable<RyderCup>({
  id: 'golf.ryder-cup',
  sport: 'golf',
  source: {
    title: 'Wikipedia: Ryder Cup (results and captains)',
    url: 'https://en.wikipedia.org/wiki/Ryder_Cup',
    asOf: '2025-09-30',
  },
  rows,
  key: (r) => String(r.year),
  year: (r) => r.year,
  people: (r) => [r.europeCaptain.name, r.usCaptain.name],
  // Matches are two years apart: wrong answers are captains of the same side within six years.
  eraMargin: 6,
  templates: [
    {
      id: 'venue',
      kind: { of: 'venue', group: () => 'Ryder Cup' },
      level: (r) => (r.year >= 2006 ? 'medium' : 'hard'),
      question: (r) => L(`Which course hosted the ${r.year} Ryder Cup?`, `На каком поле прошёл Кубок Райдера ${r.year} года?`),
      answer: (r) => r.venue,
    },
    {
      id: 'host-country',
      level: (r) => (r.year >= 2010 ? 'medium' : 'hard'),
      question: (r) => L(`In which country was the ${r.year} Ryder Cup played?`, `В какой стране прошёл Кубок Райдера ${r.year} года?`),
      // Wrong answers: the other host countries (golf counts England, Scotland and Wales apart).
      answer: (r) => r.country,
    },
    {
      id: 'europe-captain',
      era: 'person',
      level: (r) => (r.year >= 2008 ? 'medium' : 'hard'),
      question: (r) =>
        L(`Who captained Europe at the ${r.year} Ryder Cup?`, `Кто был капитаном сборной Европы на Кубке Райдера ${r.year} года?`),
      answer: (r) => r.europeCaptain.name,
      distractors: (r, rows) => rows.filter((x) => Math.abs(x.year - r.year) <= 6).map((x) => x.europeCaptain.name),
    },
    {
      id: 'us-captain',
      era: 'person',
      level: (r) => (r.year >= 2008 ? 'medium' : 'hard'),
      question: (r) =>
        L(`Who captained the United States at the ${r.year} Ryder Cup?`, `Кто был капитаном сборной США на Кубке Райдера ${r.year} года?`),
      answer: (r) => r.usCaptain.name,
      distractors: (r, rows) => rows.filter((x) => Math.abs(x.year - r.year) <= 6).map((x) => x.usCaptain.name),
    },
  ],
});
