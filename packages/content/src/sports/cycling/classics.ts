import { L } from '../../model.js';
import type { Win } from '../winners.js';
import { byYear, fameLevel, winnersTable } from '../winners.js';
import { CYCLING_WINNERS, R } from './riders.js';

/**
 * Winners of the five Monuments (the oldest one-day classics) from the mid-2000s to 2025, the
 * men's world road race champions and the Tour de France points (green jersey) winners. In 2020
 * Paris-Roubaix was not held; the other Monuments were raced late in the season.
 */
export type Monument = 'sanremo' | 'flanders' | 'roubaix' | 'liege' | 'lombardia';

const MONUMENT: Readonly<Record<Monument, { en: string; ru: string; answer: ReturnType<typeof L> }>> = {
  sanremo: { en: 'Milan–San Remo', ru: '«Милан — Сан-Ремо»', answer: L('Milan–San Remo', '«Милан — Сан-Ремо»') },
  flanders: { en: 'the Tour of Flanders', ru: '«Тур Фландрии»', answer: L('Tour of Flanders', '«Тур Фландрии»') },
  roubaix: { en: 'Paris–Roubaix', ru: '«Париж — Рубе»', answer: L('Paris–Roubaix', '«Париж — Рубе»') },
  liege: { en: 'Liège–Bastogne–Liège', ru: '«Льеж — Бастонь — Льеж»', answer: L('Liège–Bastogne–Liège', '«Льеж — Бастонь — Льеж»') },
  lombardia: { en: 'Il Lombardia', ru: '«Джиро ди Ломбардия»', answer: L('Il Lombardia', '«Джиро ди Ломбардия»') },
};

// prettier-ignore
const rows: Win<Monument>[] = [
  ...byYear<Monument>('sanremo', [
    [2008, R.cancellara], [2009, R.cavendish], [2010, R.freire], [2011, R.goss], [2012, R.gerrans], [2013, R.ciolek],
    [2014, R.kristoff], [2015, R.degenkolb], [2016, R.demare], [2017, R.kwiatkowski], [2018, R.nibali], [2019, R.alaphilippe],
    [2020, R.vanAert], [2021, R.stuyven], [2022, R.mohoric], [2023, R.vanDerPoel], [2024, R.philipsen], [2025, R.vanDerPoel],
  ]),
  ...byYear<Monument>('flanders', [
    [2005, R.boonen], [2006, R.boonen], [2007, R.ballan], [2008, R.devolder], [2009, R.devolder], [2010, R.cancellara],
    [2011, R.nuyens], [2012, R.boonen], [2013, R.cancellara], [2014, R.cancellara], [2015, R.kristoff], [2016, R.sagan],
    [2017, R.gilbert], [2018, R.terpstra], [2019, R.bettiol], [2020, R.vanDerPoel], [2021, R.asgreen], [2022, R.vanDerPoel],
    [2023, R.pogacar], [2024, R.vanDerPoel], [2025, R.pogacar],
  ]),
  ...byYear<Monument>('roubaix', [
    [2005, R.boonen], [2006, R.cancellara], [2007, R.oGrady], [2008, R.boonen], [2009, R.boonen], [2010, R.cancellara],
    [2011, R.vanSummeren], [2012, R.boonen], [2013, R.cancellara], [2014, R.terpstra], [2015, R.degenkolb], [2016, R.hayman],
    [2017, R.vanAvermaet], [2018, R.sagan], [2019, R.gilbert], [2021, R.colbrelli], [2022, R.vanBaarle], [2023, R.vanDerPoel],
    [2024, R.vanDerPoel], [2025, R.vanDerPoel],
  ]),
  ...byYear<Monument>('liege', [
    [2008, R.valverde], [2009, R.aSchleck], [2010, R.vinokourov], [2011, R.gilbert], [2012, R.iglinskiy], [2013, R.dMartin],
    [2014, R.gerrans], [2015, R.valverde], [2016, R.poels], [2017, R.valverde], [2018, R.jungels], [2019, R.fuglsang],
    [2020, R.roglic], [2021, R.pogacar], [2022, R.evenepoel], [2023, R.evenepoel], [2024, R.pogacar], [2025, R.pogacar],
  ]),
  ...byYear<Monument>('lombardia', [
    [2009, R.gilbert], [2010, R.gilbert], [2011, R.zaugg], [2012, R.jRodriguez], [2013, R.jRodriguez], [2014, R.dMartin],
    [2015, R.nibali], [2016, R.chaves], [2017, R.nibali], [2018, R.pinot], [2019, R.mollema], [2020, R.fuglsang],
    [2021, R.pogacar], [2022, R.pogacar], [2023, R.pogacar], [2024, R.pogacar], [2025, R.pogacar],
  ]),
];

const level = (r: Win<Monument>) => fameLevel(r.winner.fame, r.year, 2018, 2012);

export const monumentWinners = winnersTable<Monument>({
  id: 'cycling.monument-winners',
  sport: 'cycling',
  source: {
    title: 'Wikipedia: Cycling monuments',
    url: 'https://en.wikipedia.org/wiki/Cycling_monuments',
    asOf: '2025-10-31',
  },
  rows,
  pools: CYCLING_WINNERS,
  group: () => 'men',
  margin: 3,
  level,
  whoWon: (r) => L(`Who won ${MONUMENT[r.event].en} in ${r.year}?`, `Кто выиграл ${MONUMENT[r.event].ru} в ${r.year} году?`),
  whichCountry: (r) =>
    L(
      `Which country did the winner of ${MONUMENT[r.event].en} ${r.year} ride for?`,
      `Какую страну представлял победитель гонки ${MONUMENT[r.event].ru} ${r.year} года?`,
    ),
  whichEvent: {
    question: (r) =>
      L(`Which Monument did ${r.winner.name.en} win in ${r.year}?`, `Какой из «монументов» ${r.winner.name.ru} выиграл в ${r.year} году?`),
    names: Object.fromEntries(Object.entries(MONUMENT).map(([k, v]) => [k, v.answer])) as Record<Monument, ReturnType<typeof L>>,
  },
});

// prettier-ignore
const worlds: Win<'worlds'>[] = byYear('worlds', [
  [2005, R.boonen], [2006, R.bettini], [2007, R.bettini], [2008, R.ballan], [2009, R.evans], [2010, R.hushovd],
  [2011, R.cavendish], [2012, R.gilbert], [2013, R.ruiCosta], [2014, R.kwiatkowski], [2015, R.sagan], [2016, R.sagan],
  [2017, R.sagan], [2018, R.valverde], [2019, R.pedersen], [2020, R.alaphilippe], [2021, R.alaphilippe], [2022, R.evenepoel],
  [2023, R.vanDerPoel], [2024, R.pogacar], [2025, R.pogacar],
]);

export const worldRoadChampions = winnersTable<'worlds'>({
  id: 'cycling.world-road-champions',
  sport: 'cycling',
  source: {
    title: "Wikipedia: UCI Road World Championships – Men's road race",
    url: 'https://en.wikipedia.org/wiki/UCI_Road_World_Championships_%E2%80%93_Men%27s_road_race',
    asOf: '2025-10-31',
  },
  rows: worlds,
  pools: CYCLING_WINNERS,
  group: () => 'men',
  margin: 3,
  level: (r) => fameLevel(r.winner.fame, r.year, 2019, 2012),
  whoWon: (r) =>
    L(`Who became men's road race world champion in ${r.year}?`, `Кто стал чемпионом мира в групповой гонке у мужчин в ${r.year} году?`),
  whichCountry: (r) =>
    L(
      `Which country did the men's road race world champion of ${r.year} ride for?`,
      `Какую страну представлял чемпион мира в групповой гонке ${r.year} года?`,
    ),
});

// prettier-ignore
const green: Win<'green'>[] = byYear('green', [
  [2011, R.cavendish], [2012, R.sagan], [2013, R.sagan], [2014, R.sagan], [2015, R.sagan], [2016, R.sagan],
  [2017, R.matthews], [2018, R.sagan], [2019, R.sagan], [2020, R.sBennett], [2021, R.cavendish], [2022, R.vanAert],
  [2023, R.philipsen], [2024, R.girmay], [2025, R.milan],
]);

export const greenJerseyWinners = winnersTable<'green'>({
  id: 'cycling.green-jersey',
  sport: 'cycling',
  source: {
    title: 'Wikipedia: Points classification in the Tour de France',
    url: 'https://en.wikipedia.org/wiki/Points_classification_in_the_Tour_de_France',
    asOf: '2025-09-30',
  },
  rows: green,
  pools: CYCLING_WINNERS,
  group: () => 'men',
  margin: 3,
  level: (r) => fameLevel(r.winner.fame, r.year, 2020, 2014),
  whoWon: (r) =>
    L(
      `Who won the green jersey (points classification) of the Tour de France in ${r.year}?`,
      `Кто выиграл зелёную майку (очковую классификацию) «Тур де Франс» в ${r.year} году?`,
    ),
});
