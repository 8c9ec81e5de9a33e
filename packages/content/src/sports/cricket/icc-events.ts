import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';

/**
 * Other ICC titles: the women's 50-over and T20 World Cups, the Champions Trophy and the
 * World Test Championship final. Editions decided by a round robin (women's 1973 and 1978)
 * have a winner but no runner-up; the shared 2002 Champions Trophy is left out.
 */
type Event = 'women-odi' | 'women-t20' | 'champions-trophy' | 'wtc';

interface Title {
  readonly event: Event;
  readonly year: number;
  readonly winner: Localized;
  readonly runnerUp?: Localized;
}

const EVENT: Record<Event, { readonly en: string; readonly acc: string; readonly gen: string }> = {
  'women-odi': { en: "Women's Cricket World Cup", acc: 'женский чемпионат мира по крикету', gen: 'женского чемпионата мира по крикету' },
  'women-t20': {
    en: "Women's T20 World Cup",
    acc: 'женский чемпионат мира по крикету в формате T20',
    gen: 'женского чемпионата мира по крикету в формате T20',
  },
  'champions-trophy': { en: 'ICC Champions Trophy', acc: 'Трофей чемпионов ICC', gen: 'Трофея чемпионов ICC' },
  wtc: { en: 'World Test Championship final', acc: 'финал чемпионата мира по тест-крикету', gen: 'финала чемпионата мира по тест-крикету' },
};

/** The Wikipedia article whose results table lists each competition's finals. */
const EVENT_ARTICLE: Record<Event, string> = {
  'women-odi': "Women's Cricket World Cup",
  'women-t20': "ICC Women's T20 World Cup",
  'champions-trophy': 'ICC Champions Trophy',
  wtc: 'ICC World Test Championship',
};

const title = (event: Event, year: number, winner: Localized, runnerUp?: Localized): Title =>
  runnerUp ? { event, year, winner, runnerUp } : { event, year, winner };

const rows: readonly Title[] = [
  title('women-odi', 1973, C.england),
  title('women-odi', 1978, C.australia),
  title('women-odi', 1982, C.australia, C.england),
  title('women-odi', 1988, C.australia, C.england),
  title('women-odi', 1993, C.england, C.newZealand),
  title('women-odi', 1997, C.australia, C.newZealand),
  title('women-odi', 2000, C.newZealand, C.australia),
  title('women-odi', 2005, C.australia, C.india),
  title('women-odi', 2009, C.england, C.newZealand),
  title('women-odi', 2013, C.australia, C.westIndies),
  title('women-odi', 2017, C.england, C.india),
  title('women-odi', 2022, C.australia, C.england),
  title('women-odi', 2025, C.india, C.southAfrica),
  title('women-t20', 2009, C.england, C.newZealand),
  title('women-t20', 2010, C.australia, C.newZealand),
  title('women-t20', 2012, C.australia, C.england),
  title('women-t20', 2014, C.australia, C.england),
  title('women-t20', 2016, C.westIndies, C.australia),
  title('women-t20', 2018, C.australia, C.england),
  title('women-t20', 2020, C.australia, C.india),
  title('women-t20', 2023, C.australia, C.southAfrica),
  title('women-t20', 2024, C.newZealand, C.southAfrica),
  title('champions-trophy', 1998, C.southAfrica, C.westIndies),
  title('champions-trophy', 2000, C.newZealand, C.india),
  title('champions-trophy', 2004, C.westIndies, C.england),
  title('champions-trophy', 2006, C.australia, C.westIndies),
  title('champions-trophy', 2009, C.australia, C.newZealand),
  title('champions-trophy', 2013, C.india, C.england),
  title('champions-trophy', 2017, C.pakistan, C.india),
  title('champions-trophy', 2025, C.india, C.newZealand),
  title('wtc', 2021, C.newZealand, C.india),
  title('wtc', 2023, C.australia, C.india),
  title('wtc', 2025, C.southAfrica, C.australia),
];

const NATIONS: readonly Localized[] = [C.australia, C.england, C.india, C.pakistan, C.sriLanka, C.westIndies, C.newZealand, C.southAfrica];

function level(r: Title): Level {
  if (r.event === 'wtc' || r.year >= 2022) return r.event === 'women-t20' ? 'medium' : 'easy';
  if (r.event === 'champions-trophy' && r.year >= 2013) return 'medium';
  if (r.event === 'women-odi' || r.event === 'women-t20') return r.year >= 2016 ? 'medium' : 'hard';
  return 'hard';
}

export const iccTitles = defineTable<Title>({
  id: 'cricket.icc-titles',
  sport: 'cricket',
  source: {
    title: 'Wikipedia: ICC Champions Trophy (results); each row cites its own competition',
    url: 'https://en.wikipedia.org/wiki/ICC_Champions_Trophy',
    asOf: '2025-11-02',
  },
  rows,
  key: (row) => `${row.event}-${row.year}`,
  rowSource: (row) => wikipedia(EVENT_ARTICLE[row.event], '2025-11-02', 'Results'),
  templates: [
    {
      id: 'winner',
      level,
      question: (r) =>
        r.event === 'wtc'
          ? L(
              `Which team won the ${r.year} World Test Championship final?`,
              `Какая сборная выиграла финал чемпионата мира по тест-крикету ${r.year} года?`,
            )
          : L(`Which team won the ${r.year} ${EVENT[r.event].en}?`, `Какая сборная выиграла ${EVENT[r.event].acc} ${r.year} года?`),
      answer: (r) => r.winner,
      distractors: (r) => NATIONS.filter((n) => n.en !== r.winner.en),
    },
    {
      id: 'runner-up',
      applies: (r) => r.runnerUp !== undefined,
      level: (r) => (level(r) === 'easy' ? 'medium' : 'hard'),
      question: (r) =>
        r.event === 'wtc'
          ? L(
              `Which team lost the ${r.year} World Test Championship final?`,
              `Какая сборная проиграла в финале чемпионата мира по тест-крикету ${r.year} года?`,
            )
          : L(
              `Which team lost the final of the ${r.year} ${EVENT[r.event].en}?`,
              `Какая сборная проиграла в финале ${EVENT[r.event].gen} ${r.year} года?`,
            ),
      answer: (r) => r.runnerUp as Localized,
      distractors: (r) => NATIONS.filter((n) => n.en !== r.runnerUp?.en && n.en !== r.winner.en),
    },
  ],
});
