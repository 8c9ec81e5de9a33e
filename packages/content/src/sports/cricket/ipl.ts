import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear, wikipedia } from '../../model.js';
import { seasonFacts, widenedActive } from '../../seasons.js';

/** Indian Premier League finals, 2008-2025, franchises under the names they played under. */
interface IplFinal {
  readonly year: number;
  readonly winner: Franchise;
  readonly runnerUp: Franchise;
  /** Captain of the winning side in the final. */
  readonly captain: Localized;
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
// Franchises that never reached a final, offered as wrong answers in the seasons they played.
const DELHI_DAREDEVILS = fr('Delhi Daredevils', 'Дели Дэрдевилз', 'dc');
const LSG = fr('Lucknow Super Giants', 'Лакхнау Супер Джайентс', 'lsg');
const NEVER_IN_A_FINAL: readonly Franchise[] = [DELHI_DAREDEVILS, LSG];

/**
 * The IPL seasons each franchise played under the name the bank writes it under (issue 33):
 * Chennai and Rajasthan were suspended for 2016-17; Delhi Daredevils became Delhi Capitals for
 * 2019, Kings XI Punjab Punjab Kings for 2021, Royal Challengers Bangalore Bengaluru for 2024;
 * Deccan Chargers played 2008-12, Sunrisers Hyderabad from 2013, Gujarat Titans and Lucknow
 * from 2022. Rising Pune Supergiant is given only 2017 (in 2016 the club was the Supergiants).
 */
export const IPL_FRANCHISE_SEASONS = seasonFacts(
  'cricket.ipl-franchise-seasons',
  {
    title: 'Wikipedia: List of Indian Premier League seasons and results (teams by season)',
    url: 'https://en.wikipedia.org/wiki/List_of_Indian_Premier_League_seasons_and_results',
    asOf: '2025-06-04',
  },
  [
    [CSK.name, [2008, 2015], [2018, 2025]],
    [RR.name, [2008, 2015], [2018, 2025]],
    [MI.name, [2008, 2025]],
    [KKR.name, [2008, 2025]],
    [DC_DECCAN.name, [2008, 2012]],
    [SRH.name, [2013, 2025]],
    [RCB_BANGALORE.name, [2008, 2023]],
    [RCB.name, [2024, 2025]],
    [KXIP.name, [2008, 2020]],
    [PBKS.name, [2021, 2025]],
    [DELHI_DAREDEVILS.name, [2008, 2018]],
    [DELHI.name, [2019, 2025]],
    [RPS.name, [2017, 2017]],
    [GT.name, [2022, 2025]],
    [LSG.name, [2022, 2025]],
  ],
);

const DHONI = L('MS Dhoni', 'Махендра Сингх Дхони');
const ROHIT = L('Rohit Sharma', 'Рохит Шарма');
const GAMBHIR = L('Gautam Gambhir', 'Гаутам Гамбхир');

const rows: readonly IplFinal[] = [
  { year: 2008, winner: RR, runnerUp: CSK, captain: L('Shane Warne', 'Шейн Уорн') },
  { year: 2009, winner: DC_DECCAN, runnerUp: RCB_BANGALORE, captain: L('Adam Gilchrist', 'Адам Гилкрист') },
  { year: 2010, winner: CSK, runnerUp: MI, captain: DHONI },
  { year: 2011, winner: CSK, runnerUp: RCB_BANGALORE, captain: DHONI },
  { year: 2012, winner: KKR, runnerUp: CSK, captain: GAMBHIR },
  { year: 2013, winner: MI, runnerUp: CSK, captain: ROHIT },
  { year: 2014, winner: KKR, runnerUp: KXIP, captain: GAMBHIR },
  { year: 2015, winner: MI, runnerUp: CSK, captain: ROHIT },
  { year: 2016, winner: SRH, runnerUp: RCB_BANGALORE, captain: L('David Warner', 'Дэвид Уорнер') },
  { year: 2017, winner: MI, runnerUp: RPS, captain: ROHIT },
  { year: 2018, winner: CSK, runnerUp: SRH, captain: DHONI },
  { year: 2019, winner: MI, runnerUp: CSK, captain: ROHIT },
  { year: 2020, winner: MI, runnerUp: DELHI, captain: ROHIT },
  { year: 2021, winner: CSK, runnerUp: KKR, captain: DHONI },
  { year: 2022, winner: GT, runnerUp: RR, captain: L('Hardik Pandya', 'Хардик Пандья') },
  { year: 2023, winner: CSK, runnerUp: GT, captain: DHONI },
  { year: 2024, winner: KKR, runnerUp: SRH, captain: L('Shreyas Iyer', 'Шреяс Айер') },
  { year: 2025, winner: RCB, runnerUp: PBKS, captain: L('Rajat Patidar', 'Раджат Патидар') },
];

/**
 * Franchises that played in this very season (`IPL_FRANCHISE_SEASONS`) under the name they
 * carried, never the answer's franchise: finalists within three seasons first, then the other
 * finalists and franchises of that season. Too few and the question is dropped.
 */
function nearby(row: IplFinal, answer: Franchise): Localized[] {
  return widenedActive(
    IPL_FRANCHISE_SEASONS,
    row.year,
    (spread) =>
      rows
        .filter((o) => Math.abs(o.year - row.year) <= spread)
        .flatMap((o) => [o.winner, o.runnerUp])
        .concat(spread > 3 ? NEVER_IN_A_FINAL : [])
        .filter((x) => x.id !== answer.id)
        .map((x) => x.name),
    { from: 3, step: 3, to: 18 },
  );
}

/** The season a final question is about; its clubs are the IPL's of that season. */
const season = { facts: IPL_FRANCHISE_SEASONS, year: (r: IplFinal) => r.year };
const kind = {
  of: 'club' as const,
  group: () => 'IPL',
  members: (r: IplFinal) => [r.winner.name, r.runnerUp.name, ...NEVER_IN_A_FINAL.map((f) => f.name)],
};

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
  year: (row) => row.year,
  people: (row) => [row.captain],
  templates: [
    {
      id: 'winner',
      kind,
      season,
      level: (r) => levelByYear(r.year, 2022, 2013),
      question: (r) =>
        L(`Which franchise won the ${r.year} Indian Premier League?`, `Какой клуб выиграл Индийскую премьер-лигу (IPL) ${r.year} года?`),
      answer: (r) => r.winner.name,
      distractors: (r) => nearby(r, r.winner),
    },
    {
      id: 'runner-up',
      kind,
      season,
      level: (r) => levelByYear(r.year, 2024, 2016),
      question: (r) =>
        L(
          `Which franchise lost the final of the ${r.year} Indian Premier League?`,
          `Какой клуб проиграл в финале Индийской премьер-лиги (IPL) ${r.year} года?`,
        ),
      answer: (r) => r.runnerUp.name,
      distractors: (r) => nearby(r, r.runnerUp),
    },
    {
      // 2008 (Shane Warne's Rajasthan Royals) is a hand-written question.
      id: 'winning-captain',
      era: 'person',
      level: (r) => levelByYear(r.year, 2030, 2016),
      applies: (r) => r.year > 2008,
      question: (r) =>
        L(
          `Who captained the champions of the ${r.year} Indian Premier League in the final?`,
          `Кто был капитаном команды — победительницы Индийской премьер-лиги (IPL) ${r.year} года в финале?`,
        ),
      answer: (r) => r.captain,
      // Winning captains within three seasons: the same generation of IPL captains (src/era.ts).
      distractors: (r) => rows.filter((o) => Math.abs(o.year - r.year) <= 3).map((o) => o.captain),
    },
  ],
});

/** The home grounds of the IPL's long-standing franchises, each row citing its franchise's article. */
interface HomeGround {
  readonly franchise: Franchise;
  readonly ground: Localized;
}

const homeGrounds: readonly HomeGround[] = [
  { franchise: CSK, ground: L('Chepauk (M. A. Chidambaram Stadium)', 'стадион «Чепок» (имени Чидамбарама)') },
  { franchise: MI, ground: L('Wankhede Stadium', 'стадион «Ванкхеде»') },
  { franchise: KKR, ground: L('Eden Gardens', 'стадион «Иден Гарденс»') },
  { franchise: RCB, ground: L('M. Chinnaswamy Stadium', 'стадион имени Чиннасвами') },
  { franchise: RR, ground: L('Sawai Mansingh Stadium', 'стадион «Савай Мансингх»') },
  { franchise: SRH, ground: L('Rajiv Gandhi International Cricket Stadium', 'стадион имени Раджива Ганди') },
  { franchise: DELHI, ground: L('Arun Jaitley Stadium', 'стадион имени Аруна Джейтли') },
  { franchise: GT, ground: L('Narendra Modi Stadium', 'стадион имени Нарендры Моди') },
];

export const iplHomeGrounds = defineTable<HomeGround>({
  id: 'cricket.ipl-home-grounds',
  sport: 'cricket',
  source: {
    title: "Wikipedia: Indian Premier League (teams and venues); each row cites its franchise's article",
    url: 'https://en.wikipedia.org/wiki/Indian_Premier_League',
    asOf: '2025-06-04',
  },
  rows: homeGrounds,
  key: (r) => r.franchise.id,
  rowSource: (r) => wikipedia(r.franchise.name.en, '2025-06-04'),
  templates: [
    {
      id: 'ground',
      level: (r) => (['csk', 'mi', 'kkr'].includes(r.franchise.id) ? 'medium' : 'hard'),
      question: (r) =>
        L(`What is the home ground of ${r.franchise.name.en}?`, `Какой стадион — домашний для клуба «${r.franchise.name.ru}»?`),
      answer: (r) => r.ground,
    },
  ],
});
