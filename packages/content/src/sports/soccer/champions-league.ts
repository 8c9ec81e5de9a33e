import { dated, eraPeople, preferring } from '../../distractors.js';
import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear, N, normalise } from '../../model.js';
import { CLUB as K } from './club-names.js';
import { countBy, distinct, editionYears, q, sameEra, score, scoreDistractors, sortedPair, WINNING_COACHES } from './helpers.js';
import { PERSON as P } from './people.js';

/**
 * European Cup (1956-1992) and UEFA Champions League (1993 on) finals, 1956-2025.
 * `score` is the winner's score first, after extra time where played (`aet`); it is null for
 * finals settled on penalties or by a replay (1974), which the score question skips.
 * `venue` is null where the stadium's name is a generic "Olympic Stadium" (Amsterdam 1962,
 * Lisbon 1967, Belgrade 1973, Munich, Athens, Berlin, Kyiv), which would make a vague answer.
 */
interface Final {
  readonly year: number;
  readonly winner: Localized;
  readonly runnerUp: Localized;
  readonly city: Localized;
  readonly venue: Localized | null;
  readonly score: Localized | null;
  readonly aet?: boolean;
  readonly coach: Localized;
}

const CITY = {
  paris: L('Paris', 'Париж'),
  saintDenis: L('Saint-Denis', 'Сен-Дени'),
  madrid: L('Madrid', 'Мадрид'),
  brussels: L('Brussels', 'Брюссель'),
  stuttgart: L('Stuttgart', 'Штутгарт'),
  glasgow: L('Glasgow', 'Глазго'),
  bern: L('Bern', 'Берн'),
  amsterdam: L('Amsterdam', 'Амстердам'),
  london: L('London', 'Лондон'),
  vienna: L('Vienna', 'Вена'),
  milan: L('Milan', 'Милан'),
  lisbon: L('Lisbon', 'Лиссабон'),
  rotterdam: L('Rotterdam', 'Роттердам'),
  belgrade: L('Belgrade', 'Белград'),
  rome: L('Rome', 'Рим'),
  munich: L('Munich', 'Мюнхен'),
  athens: L('Athens', 'Афины'),
  seville: L('Seville', 'Севилья'),
  barcelona: L('Barcelona', 'Барселона'),
  bari: L('Bari', 'Бари'),
  manchester: L('Manchester', 'Манчестер'),
  gelsenkirchen: L('Gelsenkirchen', 'Гельзенкирхен'),
  istanbul: L('Istanbul', 'Стамбул'),
  moscow: L('Moscow', 'Москва'),
  berlin: L('Berlin', 'Берлин'),
  cardiff: L('Cardiff', 'Кардифф'),
  kyiv: L('Kyiv', 'Киев'),
  porto: L('Porto', 'Порту'),
} as const;

const V = {
  parc: L('Parc des Princes', 'Парк де Пренс'),
  bernabeu: L('Santiago Bernabéu', 'Сантьяго Бернабеу'),
  heysel: L('Heysel Stadium', 'Эйзель'),
  neckar: L('Neckarstadion', 'Неккарштадион'),
  hampden: L('Hampden Park', 'Хэмпден Парк'),
  wankdorf: L('Wankdorf Stadium', 'Ванкдорф'),
  wembley: L('Wembley Stadium', 'Уэмбли'),
  prater: L('Prater Stadium', 'Пратер'),
  happel: L('Ernst Happel Stadium', 'Эрнст Хаппель'),
  sanSiro: L('San Siro', 'Сан-Сиро'),
  deKuip: L('De Kuip', 'Де Кёйп'),
  olimpico: L('Stadio Olimpico', 'Олимпико'),
  pizjuan: L('Ramón Sánchez Pizjuán', 'Рамон Санчес Писхуан'),
  campNou: L('Camp Nou', 'Камп Ноу'),
  sanNicola: L('Stadio San Nicola', 'Сан-Никола'),
  amsterdamArena: L('Amsterdam Arena', 'Амстердам Арена'),
  stadeDeFrance: L('Stade de France', 'Стад де Франс'),
  oldTrafford: L('Old Trafford', 'Олд Траффорд'),
  aufSchalke: L('Arena AufSchalke', 'Арена АуфШальке'),
  ataturk: L('Atatürk Olympic Stadium', 'Олимпийский стадион имени Ататюрка'),
  luzhniki: L('Luzhniki Stadium', 'Лужники'),
  allianz: L('Allianz Arena', 'Альянц Арена'),
  luz: L('Estádio da Luz', 'Эштадиу да Луж'),
  millennium: L('Millennium Stadium', 'Миллениум'),
  metropolitano: L('Metropolitano Stadium', 'Метрополитано'),
  dragao: L('Estádio do Dragão', 'Эштадиу ду Драгау'),
} as const;

const C = CITY;
const S = score;
const rows: readonly Final[] = [
  { year: 1956, winner: K.realMadrid, runnerUp: K.reims, city: C.paris, venue: V.parc, score: S(4, 3), coach: P.villalonga },
  { year: 1957, winner: K.realMadrid, runnerUp: K.fiorentina, city: C.madrid, venue: V.bernabeu, score: S(2, 0), coach: P.villalonga },
  { year: 1958, winner: K.realMadrid, runnerUp: K.milan, city: C.brussels, venue: V.heysel, score: S(3, 2), aet: true, coach: P.carniglia },
  { year: 1959, winner: K.realMadrid, runnerUp: K.reims, city: C.stuttgart, venue: V.neckar, score: S(2, 0), coach: P.carniglia },
  { year: 1960, winner: K.realMadrid, runnerUp: K.eintrachtFrankfurt, city: C.glasgow, venue: V.hampden, score: S(7, 3), coach: P.munoz },
  { year: 1961, winner: K.benfica, runnerUp: K.barcelona, city: C.bern, venue: V.wankdorf, score: S(3, 2), coach: P.guttmann },
  { year: 1962, winner: K.benfica, runnerUp: K.realMadrid, city: C.amsterdam, venue: null, score: S(5, 3), coach: P.guttmann },
  { year: 1963, winner: K.milan, runnerUp: K.benfica, city: C.london, venue: V.wembley, score: S(2, 1), coach: P.rocco },
  { year: 1964, winner: K.inter, runnerUp: K.realMadrid, city: C.vienna, venue: V.prater, score: S(3, 1), coach: P.herrera },
  { year: 1965, winner: K.inter, runnerUp: K.benfica, city: C.milan, venue: V.sanSiro, score: S(1, 0), coach: P.herrera },
  { year: 1966, winner: K.realMadrid, runnerUp: K.partizan, city: C.brussels, venue: V.heysel, score: S(2, 1), coach: P.munoz },
  { year: 1967, winner: K.celtic, runnerUp: K.inter, city: C.lisbon, venue: null, score: S(2, 1), coach: P.stein },
  { year: 1968, winner: K.manUtd, runnerUp: K.benfica, city: C.london, venue: V.wembley, score: S(4, 1), aet: true, coach: P.busby },
  { year: 1969, winner: K.milan, runnerUp: K.ajax, city: C.madrid, venue: V.bernabeu, score: S(4, 1), coach: P.rocco },
  { year: 1970, winner: K.feyenoord, runnerUp: K.celtic, city: C.milan, venue: V.sanSiro, score: S(2, 1), aet: true, coach: P.happel },
  { year: 1971, winner: K.ajax, runnerUp: K.panathinaikos, city: C.london, venue: V.wembley, score: S(2, 0), coach: P.michels },
  { year: 1972, winner: K.ajax, runnerUp: K.inter, city: C.rotterdam, venue: V.deKuip, score: S(2, 0), coach: P.kovacs },
  { year: 1973, winner: K.ajax, runnerUp: K.juventus, city: C.belgrade, venue: null, score: S(1, 0), coach: P.kovacs },
  { year: 1974, winner: K.bayern, runnerUp: K.atleticoMadrid, city: C.brussels, venue: V.heysel, score: null, coach: P.lattek },
  { year: 1975, winner: K.bayern, runnerUp: K.leeds, city: C.paris, venue: V.parc, score: S(2, 0), coach: P.cramer },
  { year: 1976, winner: K.bayern, runnerUp: K.saintEtienne, city: C.glasgow, venue: V.hampden, score: S(1, 0), coach: P.cramer },
  { year: 1977, winner: K.liverpool, runnerUp: K.gladbach, city: C.rome, venue: V.olimpico, score: S(3, 1), coach: P.paisley },
  { year: 1978, winner: K.liverpool, runnerUp: K.clubBrugge, city: C.london, venue: V.wembley, score: S(1, 0), coach: P.paisley },
  { year: 1979, winner: K.nottinghamForest, runnerUp: K.malmo, city: C.munich, venue: null, score: S(1, 0), coach: P.clough },
  { year: 1980, winner: K.nottinghamForest, runnerUp: K.hamburg, city: C.madrid, venue: V.bernabeu, score: S(1, 0), coach: P.clough },
  { year: 1981, winner: K.liverpool, runnerUp: K.realMadrid, city: C.paris, venue: V.parc, score: S(1, 0), coach: P.paisley },
  { year: 1982, winner: K.astonVilla, runnerUp: K.bayern, city: C.rotterdam, venue: V.deKuip, score: S(1, 0), coach: P.barton },
  { year: 1983, winner: K.hamburg, runnerUp: K.juventus, city: C.athens, venue: null, score: S(1, 0), coach: P.happel },
  { year: 1984, winner: K.liverpool, runnerUp: K.roma, city: C.rome, venue: V.olimpico, score: null, coach: P.fagan },
  { year: 1985, winner: K.juventus, runnerUp: K.liverpool, city: C.brussels, venue: V.heysel, score: S(1, 0), coach: P.trapattoni },
  { year: 1986, winner: K.steaua, runnerUp: K.barcelona, city: C.seville, venue: V.pizjuan, score: null, coach: P.jenei },
  { year: 1987, winner: K.porto, runnerUp: K.bayern, city: C.vienna, venue: V.prater, score: S(2, 1), coach: P.arturJorge },
  { year: 1988, winner: K.psv, runnerUp: K.benfica, city: C.stuttgart, venue: V.neckar, score: null, coach: P.hiddink },
  { year: 1989, winner: K.milan, runnerUp: K.steaua, city: C.barcelona, venue: V.campNou, score: S(4, 0), coach: P.sacchi },
  { year: 1990, winner: K.milan, runnerUp: K.benfica, city: C.vienna, venue: V.prater, score: S(1, 0), coach: P.sacchi },
  { year: 1991, winner: K.redStar, runnerUp: K.marseille, city: C.bari, venue: V.sanNicola, score: null, coach: P.petrovic },
  { year: 1992, winner: K.barcelona, runnerUp: K.sampdoria, city: C.london, venue: V.wembley, score: S(1, 0), aet: true, coach: P.cruyff },
  { year: 1993, winner: K.marseille, runnerUp: K.milan, city: C.munich, venue: null, score: S(1, 0), coach: P.goethals },
  { year: 1994, winner: K.milan, runnerUp: K.barcelona, city: C.athens, venue: null, score: S(4, 0), coach: P.capello },
  { year: 1995, winner: K.ajax, runnerUp: K.milan, city: C.vienna, venue: V.happel, score: S(1, 0), coach: P.vanGaal },
  { year: 1996, winner: K.juventus, runnerUp: K.ajax, city: C.rome, venue: V.olimpico, score: null, coach: P.lippi },
  { year: 1997, winner: K.dortmund, runnerUp: K.juventus, city: C.munich, venue: null, score: S(3, 1), coach: P.hitzfeld },
  { year: 1998, winner: K.realMadrid, runnerUp: K.juventus, city: C.amsterdam, venue: V.amsterdamArena, score: S(1, 0), coach: P.heynckes },
  { year: 1999, winner: K.manUtd, runnerUp: K.bayern, city: C.barcelona, venue: V.campNou, score: S(2, 1), coach: P.ferguson },
  {
    year: 2000,
    winner: K.realMadrid,
    runnerUp: K.valencia,
    city: C.saintDenis,
    venue: V.stadeDeFrance,
    score: S(3, 0),
    coach: P.delBosque,
  },
  { year: 2001, winner: K.bayern, runnerUp: K.valencia, city: C.milan, venue: V.sanSiro, score: null, coach: P.hitzfeld },
  { year: 2002, winner: K.realMadrid, runnerUp: K.leverkusen, city: C.glasgow, venue: V.hampden, score: S(2, 1), coach: P.delBosque },
  { year: 2003, winner: K.milan, runnerUp: K.juventus, city: C.manchester, venue: V.oldTrafford, score: null, coach: P.ancelotti },
  { year: 2004, winner: K.porto, runnerUp: K.monaco, city: C.gelsenkirchen, venue: V.aufSchalke, score: S(3, 0), coach: P.mourinho },
  { year: 2005, winner: K.liverpool, runnerUp: K.milan, city: C.istanbul, venue: V.ataturk, score: null, coach: P.benitez },
  { year: 2006, winner: K.barcelona, runnerUp: K.arsenal, city: C.saintDenis, venue: V.stadeDeFrance, score: S(2, 1), coach: P.rijkaard },
  { year: 2007, winner: K.milan, runnerUp: K.liverpool, city: C.athens, venue: null, score: S(2, 1), coach: P.ancelotti },
  { year: 2008, winner: K.manUtd, runnerUp: K.chelsea, city: C.moscow, venue: V.luzhniki, score: null, coach: P.ferguson },
  { year: 2009, winner: K.barcelona, runnerUp: K.manUtd, city: C.rome, venue: V.olimpico, score: S(2, 0), coach: P.guardiola },
  { year: 2010, winner: K.inter, runnerUp: K.bayern, city: C.madrid, venue: V.bernabeu, score: S(2, 0), coach: P.mourinho },
  { year: 2011, winner: K.barcelona, runnerUp: K.manUtd, city: C.london, venue: V.wembley, score: S(3, 1), coach: P.guardiola },
  { year: 2012, winner: K.chelsea, runnerUp: K.bayern, city: C.munich, venue: V.allianz, score: null, coach: P.diMatteo },
  { year: 2013, winner: K.bayern, runnerUp: K.dortmund, city: C.london, venue: V.wembley, score: S(2, 1), coach: P.heynckes },
  {
    year: 2014,
    winner: K.realMadrid,
    runnerUp: K.atleticoMadrid,
    city: C.lisbon,
    venue: V.luz,
    score: S(4, 1),
    aet: true,
    coach: P.ancelotti,
  },
  { year: 2015, winner: K.barcelona, runnerUp: K.juventus, city: C.berlin, venue: null, score: S(3, 1), coach: P.luisEnrique },
  { year: 2016, winner: K.realMadrid, runnerUp: K.atleticoMadrid, city: C.milan, venue: V.sanSiro, score: null, coach: P.zidane },
  { year: 2017, winner: K.realMadrid, runnerUp: K.juventus, city: C.cardiff, venue: V.millennium, score: S(4, 1), coach: P.zidane },
  { year: 2018, winner: K.realMadrid, runnerUp: K.liverpool, city: C.kyiv, venue: null, score: S(3, 1), coach: P.zidane },
  { year: 2019, winner: K.liverpool, runnerUp: K.tottenham, city: C.madrid, venue: V.metropolitano, score: S(2, 0), coach: P.klopp },
  { year: 2020, winner: K.bayern, runnerUp: K.psg, city: C.lisbon, venue: V.luz, score: S(1, 0), coach: P.flick },
  { year: 2021, winner: K.chelsea, runnerUp: K.manCity, city: C.porto, venue: V.dragao, score: S(1, 0), coach: P.tuchel },
  {
    year: 2022,
    winner: K.realMadrid,
    runnerUp: K.liverpool,
    city: C.saintDenis,
    venue: V.stadeDeFrance,
    score: S(1, 0),
    coach: P.ancelotti,
  },
  { year: 2023, winner: K.manCity, runnerUp: K.inter, city: C.istanbul, venue: V.ataturk, score: S(1, 0), coach: P.guardiola },
  { year: 2024, winner: K.realMadrid, runnerUp: K.dortmund, city: C.london, venue: V.wembley, score: S(2, 0), coach: P.ancelotti },
  { year: 2025, winner: K.psg, runnerUp: K.inter, city: C.munich, venue: V.allianz, score: S(5, 0), coach: P.luisEnrique },
];

/** The competition's name in the year of the final: renamed the Champions League for 1992-93. */
function comp(year: number): Localized {
  return year <= 1992 ? L('European Cup', 'Кубка европейских чемпионов') : L('Champions League', 'Лиги чемпионов');
}

/** Answers a player could fairly call right too: Paris for Saint-Denis, the Prater for the Happel. */
const CONFUSABLE: readonly (readonly Localized[])[] = [
  [C.paris, C.saintDenis],
  [V.prater, V.happel],
];
function withoutConfusable(right: Localized, candidates: readonly Localized[]): Localized[] {
  const group = CONFUSABLE.find((g) => g.some((x) => normalise(x.en) === normalise(right.en))) ?? [];
  const banned = new Set(group.map((x) => normalise(x.en)));
  return distinct(candidates, right).filter((x) => !banned.has(normalise(x.en)));
}

const pairOf = (r: Final) => sortedPair(r.winner, r.runnerUp);
const pairCount = countBy(rows, (r) =>
  pairOf(r)
    .map((x) => x.en)
    .join('|'),
);
const years = rows.map((r) => r.year);

const coaches = dated(
  rows,
  (r) => r.year,
  (r) => r.coach,
);
WINNING_COACHES.add(() => coaches);

export const championsLeagueFinals = defineTable<Final>({
  id: 'soccer.ucl-finals',
  sport: 'soccer',
  source: {
    title: 'Wikipedia: List of European Cup and UEFA Champions League finals',
    url: 'https://en.wikipedia.org/wiki/List_of_European_Cup_and_UEFA_Champions_League_finals',
    asOf: '2025-06-01',
  },
  rows,
  key: (r) => String(r.year),
  year: (r) => r.year,
  templates: [
    {
      id: 'winner',
      kind: { of: 'club', group: () => 'European Cup finalists', members: (r) => [r.winner, r.runnerUp] },
      level: (r) => levelByYear(r.year, 1999, 1977),
      question: (r) =>
        L(`Which club won the ${r.year} ${comp(r.year).en} final?`, `Какой клуб выиграл финал ${comp(r.year).ru} ${r.year} года?`),
      answer: (r) => r.winner,
      distractors: (r) =>
        sameEra(
          r,
          rows,
          (x) => x.year,
          (x) => x.winner,
        ),
    },
    {
      id: 'runner-up',
      kind: { of: 'club', group: () => 'European Cup finalists', members: (r) => [r.winner, r.runnerUp] },
      level: (r) => levelByYear(r.year, 2005, 1980),
      question: (r) =>
        L(`Which club lost the ${r.year} ${comp(r.year).en} final?`, `Какой клуб проиграл в финале ${comp(r.year).ru} ${r.year} года?`),
      answer: (r) => r.runnerUp,
      distractors: (r) =>
        sameEra(
          r,
          rows,
          (x) => x.year,
          (x) => x.runnerUp,
        ),
    },
    {
      id: 'city',
      level: (r) => levelByYear(r.year, 2010, 1985),
      question: (r) =>
        L(
          `In which city was the ${r.year} ${comp(r.year).en} final played?`,
          `В каком городе прошёл финал ${comp(r.year).ru} ${r.year} года?`,
        ),
      answer: (r) => r.city,
      distractors: (r) =>
        withoutConfusable(
          r.city,
          rows.map((x) => x.city),
        ),
    },
    {
      id: 'venue',
      kind: { of: 'venue', group: () => 'European Cup final venues' },
      level: (r) => levelByYear(r.year, 2012, 1990),
      applies: (r) => r.venue !== null,
      question: (r) =>
        L(
          `At which stadium was the ${r.year} ${comp(r.year).en} final played?`,
          `На каком стадионе прошёл финал ${comp(r.year).ru} ${r.year} года?`,
        ),
      answer: (r) => r.venue as Localized,
      distractors: (r) =>
        withoutConfusable(
          r.venue as Localized,
          rows.flatMap((x) => (x.venue ? [x.venue] : [])),
        ),
    },
    {
      // Winner named first in both languages, and every answer is written winner first.
      id: 'score',
      level: (r) => levelByYear(r.year, 2015, 1995),
      applies: (r) => r.score !== null,
      question: (r) => {
        const [en, ru] = r.aet ? [' (after extra time)', ' (с учётом дополнительного времени)'] : ['', ''];
        return L(
          `What was the score${en} of the ${r.year} ${comp(r.year).en} final, ${r.winner.en} v ${r.runnerUp.en}?`,
          `Финал ${comp(r.year).ru} ${r.year} года: ${q(r.winner).ru} — ${q(r.runnerUp).ru}. С каким счётом он завершился${ru}?`,
        );
      },
      answer: (r) => r.score as Localized,
      distractors: (r) => scoreDistractors(r.score as Localized),
    },
    {
      id: 'winning-coach',
      era: 'person',
      level: (r) => levelByYear(r.year, 2009, 1990),
      question: (r) =>
        L(
          `Who was the head coach of ${r.winner.en} when they won the ${r.year} ${comp(r.year).en} final?`,
          `Победитель финала ${comp(r.year).ru} ${r.year} года — ${q(r.winner).ru}. Кто был главным тренером команды?`,
        ),
      answer: (r) => r.coach,
      // Coaches of the finals around it; where one coach won several, also the World Cup's
      // and the Euro's winning coaches of those years.
      distractors: (r) => preferring(r.coach, [eraPeople(r.year, coaches), eraPeople(r.year, WINNING_COACHES.all())]),
    },
    {
      // Only pairs that met once: a pair that met twice would have two right years.
      id: 'year-of-final',
      level: (r) => levelByYear(r.year, 2012, 1990),
      applies: (r) => pairCount(r) === 1,
      question: (r) => {
        const [a, b] = pairOf(r);
        return L(
          `In which year did ${a.en} and ${b.en} meet in the European Cup or Champions League final?`,
          `В каком году в финале Кубка европейских чемпионов или Лиги чемпионов встретились ${q(a).ru} и ${q(b).ru}?`,
        );
      },
      answer: (r) => N(r.year),
      distractors: (r) => editionYears(r.year, years, 8),
    },
  ],
});
