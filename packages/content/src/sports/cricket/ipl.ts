import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear } from '../../model.js';

/** Indian Premier League finals, 2008-2025, franchises under the names they played under. */
interface IplFinal {
  readonly year: number;
  readonly winner: Franchise;
  readonly runnerUp: Franchise;
}

interface Franchise {
  readonly name: Localized;
  /** One id per franchise across renames (Kings XI Punjab became Punjab Kings). */
  readonly id: string;
}

const fr = (en: string, ru: string, id: string): Franchise => ({ name: L(en, ru), id });

const CSK = fr('Chennai Super Kings', 'Ченнаи Супер Кингз', 'csk');
const MI = fr('Mumbai Indians', 'Мумбаи Индианс', 'mi');
const KKR = fr('Kolkata Knight Riders', 'Колката Найт Райдерс', 'kkr');
const RR = fr('Rajasthan Royals', 'Раджастхан Роялс', 'rr');
const DC_DECCAN = fr('Deccan Chargers', 'Деккан Чарджерс', 'deccan');
const SRH = fr('Sunrisers Hyderabad', 'Санрайзерс Хайдарабад', 'srh');
const GT = fr('Gujarat Titans', 'Гуджарат Тайтанс', 'gt');
const RCB_BANGALORE = fr('Royal Challengers Bangalore', 'Роял Челленджерс Бангалор', 'rcb');
const RCB = fr('Royal Challengers Bengaluru', 'Роял Челленджерс Бенгалуру', 'rcb');
const KXIP = fr('Kings XI Punjab', 'Кингз Илевен Пенджаб', 'pbks');
const PBKS = fr('Punjab Kings', 'Пенджаб Кингз', 'pbks');
const DELHI = fr('Delhi Capitals', 'Дели Кэпиталз', 'dc');
const RPS = fr('Rising Pune Supergiant', 'Райзинг Пуне Суперджайнт', 'rps');

const rows: readonly IplFinal[] = [
  { year: 2008, winner: RR, runnerUp: CSK },
  { year: 2009, winner: DC_DECCAN, runnerUp: RCB_BANGALORE },
  { year: 2010, winner: CSK, runnerUp: MI },
  { year: 2011, winner: CSK, runnerUp: RCB_BANGALORE },
  { year: 2012, winner: KKR, runnerUp: CSK },
  { year: 2013, winner: MI, runnerUp: CSK },
  { year: 2014, winner: KKR, runnerUp: KXIP },
  { year: 2015, winner: MI, runnerUp: CSK },
  { year: 2016, winner: SRH, runnerUp: RCB_BANGALORE },
  { year: 2017, winner: MI, runnerUp: RPS },
  { year: 2018, winner: CSK, runnerUp: SRH },
  { year: 2019, winner: MI, runnerUp: CSK },
  { year: 2020, winner: MI, runnerUp: DELHI },
  { year: 2021, winner: CSK, runnerUp: KKR },
  { year: 2022, winner: GT, runnerUp: RR },
  { year: 2023, winner: CSK, runnerUp: GT },
  { year: 2024, winner: KKR, runnerUp: SRH },
  { year: 2025, winner: RCB, runnerUp: PBKS },
];

/** Franchises that existed within three seasons of the final, never the answer itself. */
function nearby(row: IplFinal, answer: Franchise): Localized[] {
  return rows
    .filter((o) => Math.abs(o.year - row.year) <= 3)
    .flatMap((o) => [o.winner, o.runnerUp])
    .filter((x) => x.id !== answer.id)
    .map((x) => x.name);
}

export const iplFinals = defineTable<IplFinal>({
  id: 'cricket.ipl-finals',
  sport: 'cricket',
  source: {
    title: 'Wikipedia: List of Indian Premier League seasons and results',
    url: 'https://en.wikipedia.org/wiki/List_of_Indian_Premier_League_seasons_and_results',
    asOf: '2025-06-04',
  },
  rows,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'winner',
      level: (r) => levelByYear(r.year, 2022, 2013),
      question: (r) =>
        L(`Which franchise won the ${r.year} Indian Premier League?`, `Какой клуб выиграл Индийскую премьер-лигу (IPL) ${r.year} года?`),
      answer: (r) => r.winner.name,
      distractors: (r) => nearby(r, r.winner),
    },
    {
      id: 'runner-up',
      level: (r) => levelByYear(r.year, 2024, 2016),
      question: (r) =>
        L(
          `Which franchise lost the final of the ${r.year} Indian Premier League?`,
          `Какой клуб проиграл в финале Индийской премьер-лиги (IPL) ${r.year} года?`,
        ),
      answer: (r) => r.runnerUp.name,
      distractors: (r) => nearby(r, r.runnerUp),
    },
  ],
});
