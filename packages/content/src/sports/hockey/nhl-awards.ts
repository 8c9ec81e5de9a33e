import type { AnyFactTable, FactSource, Level, Localized } from '../../model.js';
import { dated, eraPeople, preferring } from '../../distractors.js';
import { defineTable, L, levelByYear } from '../../model.js';
import { hasRole } from '../../seasons.js';
import { NHL_POSITIONS } from './positions.js';
import { inSeason, nearbySeasons, NHL_CLUB_SEASONS, NHL_GOALTENDERS, NHL_STARS, PLAYER as P, sameEra, season, TEAM as T } from './names.js';

/** One season's award: the season is named by the year it ended (2016 = 2015-16). */
interface Award {
  readonly season: number;
  readonly player: Localized;
  /** His club that season; absent when not a single clear answer. */
  readonly team?: Localized;
}

/** Hart Memorial Trophy (regular-season MVP), 1951-52 to 2024-25. */
const hartRows: readonly Award[] = [
  { season: 1952, player: P.howe, team: T.redWings },
  { season: 1953, player: P.howe, team: T.redWings },
  { season: 1954, player: P.rollins, team: T.blackHawks },
  { season: 1955, player: P.kennedy, team: T.mapleLeafs },
  { season: 1956, player: P.beliveau, team: T.canadiens },
  { season: 1957, player: P.howe, team: T.redWings },
  { season: 1958, player: P.howe, team: T.redWings },
  { season: 1959, player: P.bathgate, team: T.rangers },
  { season: 1960, player: P.howe, team: T.redWings },
  { season: 1961, player: P.geoffrion, team: T.canadiens },
  { season: 1962, player: P.plante, team: T.canadiens },
  { season: 1963, player: P.howe, team: T.redWings },
  { season: 1964, player: P.beliveau, team: T.canadiens },
  { season: 1965, player: P.bobbyHull, team: T.blackHawks },
  { season: 1966, player: P.bobbyHull, team: T.blackHawks },
  { season: 1967, player: P.mikita, team: T.blackHawks },
  { season: 1968, player: P.mikita, team: T.blackHawks },
  { season: 1969, player: P.esposito, team: T.bruins },
  { season: 1970, player: P.orr, team: T.bruins },
  { season: 1971, player: P.orr, team: T.bruins },
  { season: 1972, player: P.orr, team: T.bruins },
  { season: 1973, player: P.clarke, team: T.flyers },
  { season: 1974, player: P.esposito, team: T.bruins },
  { season: 1975, player: P.clarke, team: T.flyers },
  { season: 1976, player: P.clarke, team: T.flyers },
  { season: 1977, player: P.lafleur, team: T.canadiens },
  { season: 1978, player: P.lafleur, team: T.canadiens },
  { season: 1979, player: P.trottier, team: T.islanders },
  { season: 1980, player: P.gretzky, team: T.oilers },
  { season: 1981, player: P.gretzky, team: T.oilers },
  { season: 1982, player: P.gretzky, team: T.oilers },
  { season: 1983, player: P.gretzky, team: T.oilers },
  { season: 1984, player: P.gretzky, team: T.oilers },
  { season: 1985, player: P.gretzky, team: T.oilers },
  { season: 1986, player: P.gretzky, team: T.oilers },
  { season: 1987, player: P.gretzky, team: T.oilers },
  { season: 1988, player: P.lemieux, team: T.penguins },
  { season: 1989, player: P.gretzky, team: T.kings },
  { season: 1990, player: P.messier, team: T.oilers },
  { season: 1991, player: P.brettHull, team: T.blues },
  { season: 1992, player: P.messier, team: T.rangers },
  { season: 1993, player: P.lemieux, team: T.penguins },
  { season: 1994, player: P.fedorov, team: T.redWings },
  { season: 1995, player: P.lindros, team: T.flyers },
  { season: 1996, player: P.lemieux, team: T.penguins },
  { season: 1997, player: P.hasek, team: T.sabres },
  { season: 1998, player: P.hasek, team: T.sabres },
  { season: 1999, player: P.jagr, team: T.penguins },
  { season: 2000, player: P.pronger, team: T.blues },
  { season: 2001, player: P.sakic, team: T.avalanche },
  { season: 2002, player: P.theodore, team: T.canadiens },
  { season: 2003, player: P.forsberg, team: T.avalanche },
  { season: 2004, player: P.stLouis, team: T.lightning },
  // 2005-06: Thornton was traded from Boston to San Jose during the season: no club question.
  { season: 2006, player: P.thornton },
  { season: 2007, player: P.crosby, team: T.penguins },
  { season: 2008, player: P.ovechkin, team: T.capitals },
  { season: 2009, player: P.ovechkin, team: T.capitals },
  { season: 2010, player: P.henrikSedin, team: T.canucks },
  { season: 2011, player: P.perry, team: T.ducks },
  { season: 2012, player: P.malkin, team: T.penguins },
  { season: 2013, player: P.ovechkin, team: T.capitals },
  { season: 2014, player: P.crosby, team: T.penguins },
  { season: 2015, player: P.price, team: T.canadiens },
  { season: 2016, player: P.kane, team: T.blackhawks },
  { season: 2017, player: P.mcDavid, team: T.oilers },
  { season: 2018, player: P.hall, team: T.devils },
  { season: 2019, player: P.kucherov, team: T.lightning },
  { season: 2020, player: P.draisaitl, team: T.oilers },
  { season: 2021, player: P.mcDavid, team: T.oilers },
  { season: 2022, player: P.matthews, team: T.mapleLeafs },
  { season: 2023, player: P.mcDavid, team: T.oilers },
  { season: 2024, player: P.mackinnon, team: T.avalanche },
  { season: 2025, player: P.hellebuyck, team: T.jets },
];

/** Art Ross Trophy (most points in the regular season), 1979-80 to 2024-25. */
const artRossRows: readonly Award[] = [
  { season: 1980, player: L('Marcel Dionne', 'Марсель Дионн') },
  ...[1981, 1982, 1983, 1984, 1985, 1986, 1987].map((s) => ({ season: s, player: P.gretzky })),
  { season: 1988, player: P.lemieux },
  { season: 1989, player: P.lemieux },
  { season: 1990, player: P.gretzky },
  { season: 1991, player: P.gretzky },
  { season: 1992, player: P.lemieux },
  { season: 1993, player: P.lemieux },
  { season: 1994, player: P.gretzky },
  { season: 1995, player: P.jagr },
  { season: 1996, player: P.lemieux },
  { season: 1997, player: P.lemieux },
  { season: 1998, player: P.jagr },
  { season: 1999, player: P.jagr },
  { season: 2000, player: P.jagr },
  { season: 2001, player: P.jagr },
  { season: 2002, player: P.iginla },
  { season: 2003, player: P.forsberg },
  { season: 2004, player: P.stLouis },
  { season: 2006, player: P.thornton },
  { season: 2007, player: P.crosby },
  { season: 2008, player: P.ovechkin },
  { season: 2009, player: P.malkin },
  { season: 2010, player: P.henrikSedin },
  { season: 2011, player: P.danielSedin },
  { season: 2012, player: P.malkin },
  { season: 2013, player: P.stLouis },
  { season: 2014, player: P.crosby },
  { season: 2015, player: L('Jamie Benn', 'Джейми Бенн') },
  { season: 2016, player: P.kane },
  { season: 2017, player: P.mcDavid },
  { season: 2018, player: P.mcDavid },
  { season: 2019, player: P.kucherov },
  { season: 2020, player: P.draisaitl },
  { season: 2021, player: P.mcDavid },
  { season: 2022, player: P.mcDavid },
  { season: 2023, player: P.mcDavid },
  { season: 2024, player: P.kucherov },
  { season: 2025, player: P.kucherov },
];

/** Maurice "Rocket" Richard Trophy (most goals), 1998-99 to 2024-25; shared years left out. */
const rocketRows: readonly Award[] = [
  { season: 1999, player: P.selanne },
  { season: 2000, player: P.bure },
  { season: 2001, player: P.bure },
  { season: 2002, player: P.iginla },
  { season: 2003, player: L('Milan Hejduk', 'Милан Гейдук') },
  { season: 2006, player: L('Jonathan Cheechoo', 'Джонатан Чичу') },
  { season: 2007, player: L('Vincent Lecavalier', 'Венсан Лекавалье') },
  { season: 2008, player: P.ovechkin },
  { season: 2009, player: P.ovechkin },
  { season: 2011, player: P.perry },
  { season: 2012, player: P.stamkos },
  { season: 2013, player: P.ovechkin },
  { season: 2014, player: P.ovechkin },
  { season: 2015, player: P.ovechkin },
  { season: 2016, player: P.ovechkin },
  { season: 2017, player: P.crosby },
  { season: 2018, player: P.ovechkin },
  { season: 2019, player: P.ovechkin },
  { season: 2021, player: P.matthews },
  { season: 2022, player: P.matthews },
  { season: 2023, player: P.mcDavid },
  { season: 2024, player: P.matthews },
  { season: 2025, player: P.draisaitl },
];

/** Vezina Trophy (best goaltender), 1993-94 to 2024-25. */
const vezinaRows: readonly Award[] = [
  { season: 1994, player: P.hasek },
  { season: 1995, player: P.hasek },
  { season: 1996, player: L('Jim Carey', 'Джим Кэри') },
  { season: 1997, player: P.hasek },
  { season: 1998, player: P.hasek },
  { season: 1999, player: P.hasek },
  { season: 2000, player: L('Olaf Kölzig', 'Олаф Кёльциг') },
  { season: 2001, player: P.hasek },
  { season: 2002, player: P.theodore },
  { season: 2003, player: P.brodeur },
  { season: 2004, player: P.brodeur },
  { season: 2006, player: L('Miikka Kiprusoff', 'Микка Кипрусофф') },
  { season: 2007, player: P.brodeur },
  { season: 2008, player: P.brodeur },
  { season: 2009, player: P.timThomas },
  { season: 2010, player: L('Ryan Miller', 'Райан Миллер') },
  { season: 2011, player: P.timThomas },
  { season: 2012, player: P.lundqvist },
  { season: 2013, player: P.bobrovsky },
  { season: 2014, player: L('Tuukka Rask', 'Туукка Раск') },
  { season: 2015, player: P.price },
  { season: 2016, player: L('Braden Holtby', 'Брэйден Холтби') },
  { season: 2017, player: P.bobrovsky },
  { season: 2018, player: L('Pekka Rinne', 'Пекка Ринне') },
  { season: 2019, player: P.vasilevskiy },
  { season: 2020, player: P.hellebuyck },
  { season: 2021, player: P.fleury },
  { season: 2022, player: P.shesterkin },
  { season: 2023, player: L('Linus Ullmark', 'Линус Ульмарк') },
  { season: 2024, player: P.hellebuyck },
  { season: 2025, player: P.hellebuyck },
];

/** Calder Memorial Trophy (rookie of the year), 1999-2000 to 2024-25. */
const calderRows: readonly Award[] = [
  { season: 2000, player: L('Scott Gomez', 'Скотт Гомес') },
  { season: 2001, player: P.nabokov },
  { season: 2002, player: L('Dany Heatley', 'Дэни Хитли') },
  { season: 2003, player: L('Barret Jackman', 'Баррет Джекман') },
  { season: 2004, player: L('Andrew Raycroft', 'Эндрю Рэйкрофт') },
  { season: 2006, player: P.ovechkin },
  { season: 2007, player: P.malkin },
  { season: 2008, player: P.kane },
  { season: 2009, player: L('Steve Mason', 'Стив Мэйсон') },
  { season: 2010, player: L('Tyler Myers', 'Тайлер Майерс') },
  { season: 2011, player: L('Jeff Skinner', 'Джефф Скиннер') },
  { season: 2012, player: L('Gabriel Landeskog', 'Габриэль Ландеског') },
  { season: 2013, player: L('Jonathan Huberdeau', 'Джонатан Юбердо') },
  { season: 2014, player: P.mackinnon },
  { season: 2015, player: L('Aaron Ekblad', 'Аарон Экблад') },
  { season: 2016, player: P.panarin },
  { season: 2017, player: P.matthews },
  { season: 2018, player: L('Mathew Barzal', 'Мэттью Барзал') },
  { season: 2019, player: L('Elias Pettersson', 'Элиас Петтерссон') },
  { season: 2020, player: P.makar },
  { season: 2021, player: P.kaprizov },
  { season: 2022, player: L('Moritz Seider', 'Мориц Зайдер') },
  { season: 2023, player: L('Matty Beniers', 'Мэтти Бинирс') },
  { season: 2024, player: P.bedard },
  { season: 2025, player: L('Lane Hutson', 'Лэйн Хатсон') },
];

interface AwardSpec {
  readonly key: string;
  readonly rows: readonly Award[];
  readonly source: FactSource;
  readonly en: string;
  readonly ru: string;
  readonly level: (season: number) => Level;
  /** Also ask "in which season" for one-time winners, and the winner's club when known. */
  readonly extra: boolean;
  /** A goaltenders' award: wrong answers only from goaltenders, never the skaters. */
  readonly goaltenders?: boolean;
  /** The positions its wrong answers must have (`NHL_POSITIONS`), where the award has a role. */
  readonly roles?: readonly string[];
}

function awardTable(spec: AwardSpec): AnyFactTable {
  const short = spec.ru.replace(/ \(.*\)$/, '');
  const winners = dated(
    spec.rows,
    (r) => r.season,
    (r) => r.player,
  );
  (spec.goaltenders ? NHL_GOALTENDERS : NHL_STARS).add(() => winners);
  return defineTable<Award>({
    id: `hockey.${spec.key}`,
    sport: 'hockey',
    source: spec.source,
    rows: spec.rows,
    key: (row) => String(row.season),
    year: (row) => row.season,
    templates: [
      {
        id: 'winner',
        era: 'person',
        ...(spec.roles ? { role: { facts: NHL_POSITIONS, roles: () => spec.roles ?? [] } } : {}),
        level: (r) => spec.level(r.season),
        question: (r) =>
          L(`Who won ${spec.en} for the ${season(r.season).en} season?`, `Кто получил ${spec.ru} по итогам сезона ${season(r.season).ru}?`),
        answer: (r) => r.player,
        // Winners of the seasons around it; where one man won it for years in a row, also the
        // winners of the other awards of the same position (skaters or goaltenders) in those
        // seasons, only of the award's role where it has one (a goal-scoring title: forwards).
        distractors: (r) => {
          const pool = eraPeople(r.season, (spec.goaltenders ? NHL_GOALTENDERS : NHL_STARS).all());
          const fit = spec.roles ? pool.filter((name) => hasRole(NHL_POSITIONS, name, spec.roles ?? [])) : pool;
          return preferring(r.player, [eraPeople(r.season, winners), fit]);
        },
      },
      ...(spec.extra
        ? [
            {
              id: 'team',
              kind: { of: 'club' as const, group: () => 'NHL' },
              season: { facts: NHL_CLUB_SEASONS, year: (r: Award) => r.season },
              level: (r: Award) => spec.level(r.season - 4),
              applies: (r: Award) => r.team !== undefined,
              question: (r: Award) =>
                L(
                  `For which team did ${r.player.en} play when he won ${spec.en} for ${season(r.season).en}?`,
                  `За какой клуб выступал ${r.player.ru}, когда получил ${short} по итогам сезона ${season(r.season).ru}?`,
                ),
              answer: (r: Award) => r.team as Localized,
              distractors: (r: Award, all: readonly Award[]) =>
                inSeason(
                  sameEra(
                    r,
                    all,
                    (x) => x.season,
                    (x) => x.team,
                    10,
                  ),
                  r.season,
                ),
            },
            {
              // One-time winners only: a repeat winner's text has several seasons and is dropped.
              id: 'season',
              level: (r: Award) => spec.level(r.season),
              question: (r: Award) =>
                L(`In which season did ${r.player.en} win ${spec.en}?`, `В каком сезоне ${r.player.ru} получил ${short}?`),
              answer: (r: Award) => season(r.season),
              distractors: (r: Award) => nearbySeasons(r.season, 5),
            },
          ]
        : []),
    ],
  });
}

const wiki = (title: string): FactSource => ({
  title: `Wikipedia: ${title}`,
  url: `https://en.wikipedia.org/wiki/${title.replace(/ /g, '_')}`,
  asOf: '2025-07-01',
});

export const hartTrophy = awardTable({
  key: 'hart-trophy',
  rows: hartRows,
  source: wiki('Hart Memorial Trophy'),
  en: 'the Hart Trophy (NHL MVP)',
  ru: '«Харт Трофи» (приз самому ценному игроку НХЛ)',
  level: (s) => levelByYear(s, 2005, 1980),
  extra: true,
});

export const artRossTrophy = awardTable({
  key: 'art-ross-trophy',
  rows: artRossRows,
  source: wiki('Art Ross Trophy'),
  en: 'the Art Ross Trophy (most points in the NHL regular season)',
  ru: '«Арт Росс Трофи» (приз лучшему бомбардиру регулярного чемпионата НХЛ)',
  level: (s) => levelByYear(s, 2014, 1990),
  extra: false,
  // A points title: skaters (Bobby Orr won it twice), never a goaltender.
  roles: ['forward', 'defence'],
});

export const rocketRichardTrophy = awardTable({
  key: 'rocket-richard-trophy',
  rows: rocketRows,
  source: wiki('Maurice "Rocket" Richard Trophy'),
  en: 'the Maurice "Rocket" Richard Trophy (most goals in the NHL regular season)',
  ru: '«Морис Ришар Трофи» (приз лучшему снайперу регулярного чемпионата НХЛ)',
  level: (s) => levelByYear(s, 2012, 2000),
  extra: false,
  // A goal-scoring title: forwards only.
  roles: ['forward'],
});

export const vezinaTrophy = awardTable({
  key: 'vezina-trophy',
  rows: vezinaRows,
  source: wiki('Vezina Trophy'),
  en: 'the Vezina Trophy (best NHL goaltender)',
  ru: '«Везина Трофи» (приз лучшему вратарю НХЛ)',
  level: (s) => levelByYear(s, 2019, 2006),
  extra: false,
  goaltenders: true,
  roles: ['goaltender'],
});

export const calderTrophy = awardTable({
  key: 'calder-trophy',
  rows: calderRows,
  source: wiki('Calder Memorial Trophy'),
  en: 'the Calder Trophy (NHL rookie of the year)',
  ru: '«Колдер Трофи» (приз лучшему новичку НХЛ)',
  level: (s) => levelByYear(s, 2016, 2006),
  extra: false,
});
