import type { FactSource, Localized } from '../../model.js';
import { defineTable, L, levelByYear } from '../../model.js';
import { CLUB as K } from './club-names.js';

/** A cup final: the year it was played (or the edition's year), winner and runner-up. */
interface CupFinal {
  readonly year: number;
  readonly winner: Localized;
  readonly runnerUp: Localized;
}

interface Cup {
  readonly id: string;
  readonly source: FactSource;
  readonly won: (year: number) => Localized;
  readonly lost: (year: number) => Localized;
  readonly finals: readonly (readonly [number, Localized, Localized])[];
  readonly easyFrom: number;
  readonly mediumFrom: number;
}

function cupTable(cup: Cup) {
  const rows: CupFinal[] = cup.finals.map(([year, winner, runnerUp]) => ({ year, winner, runnerUp }));
  return defineTable<CupFinal>({
    id: cup.id,
    sport: 'soccer',
    source: cup.source,
    rows,
    key: (r) => String(r.year),
    templates: [
      {
        id: 'winner',
        kind: { of: 'club', group: () => cup.id, members: (r) => [r.winner, r.runnerUp] },
        level: (r) => levelByYear(r.year, cup.easyFrom, cup.mediumFrom),
        question: (r) => cup.won(r.year),
        answer: (r) => r.winner,
      },
      {
        id: 'runner-up',
        kind: { of: 'club', group: () => cup.id, members: (r) => [r.winner, r.runnerUp] },
        level: (r) => levelByYear(r.year, cup.easyFrom + 5, cup.mediumFrom + 5),
        question: (r) => cup.lost(r.year),
        answer: (r) => r.runnerUp,
        // Runners-up and winners together, so a famous loser is never the only big name offered.
        distractors: (r) => rows.flatMap((x) => [x.winner, x.runnerUp]).filter((c) => c !== r.winner),
      },
    ],
  });
}

/**
 * FIFA Club World Cup (2000, then yearly 2005-2023, then the 32-team 2025 edition). The 2020,
 * 2021 and 2022 editions were played early the following year and keep their edition year.
 */
export const clubWorldCup = cupTable({
  id: 'soccer.club-world-cup',
  source: {
    title: 'Wikipedia: FIFA Club World Cup (list of finals)',
    url: 'https://en.wikipedia.org/wiki/List_of_FIFA_Club_World_Cup_finals',
    asOf: '2025-07-14',
  },
  won: (y) => L(`Which club won the ${y} FIFA Club World Cup?`, `Какой клуб выиграл клубный чемпионат мира ${y} года?`),
  lost: (y) => L(`Which club lost the ${y} FIFA Club World Cup final?`, `Какой клуб проиграл в финале клубного чемпионата мира ${y} года?`),
  easyFrom: 2014,
  mediumFrom: 2007,
  finals: [
    [2000, K.corinthians, K.vascoDaGama],
    [2005, K.saoPaulo, K.liverpool],
    [2006, K.internacional, K.barcelona],
    [2007, K.milan, K.bocaJuniors],
    [2008, K.manUtd, K.ldu],
    [2009, K.barcelona, K.estudiantes],
    [2010, K.inter, K.tpMazembe],
    [2011, K.barcelona, K.santos],
    [2012, K.corinthians, K.chelsea],
    [2013, K.bayern, K.raja],
    [2014, K.realMadrid, K.sanLorenzo],
    [2015, K.barcelona, K.riverPlate],
    [2016, K.realMadrid, K.kashima],
    [2017, K.realMadrid, K.gremio],
    [2018, K.realMadrid, K.alAin],
    [2019, K.liverpool, K.flamengo],
    [2020, K.bayern, K.tigres],
    [2021, K.chelsea, K.palmeiras],
    [2022, K.realMadrid, K.alHilal],
    [2023, K.manCity, K.fluminense],
    [2025, K.chelsea, K.psg],
  ],
});

/** Copa Libertadores finals 2000-2024 (two legs until 2018, one match from 2019). */
export const copaLibertadores = cupTable({
  id: 'soccer.copa-libertadores',
  source: {
    title: 'Wikipedia: List of Copa Libertadores finals',
    url: 'https://en.wikipedia.org/wiki/List_of_Copa_Libertadores_finals',
    asOf: '2025-01-01',
  },
  won: (y) => L(`Which club won the ${y} Copa Libertadores?`, `Какой клуб выиграл Кубок Либертадорес ${y} года?`),
  lost: (y) => L(`Which club lost the ${y} Copa Libertadores final?`, `Какой клуб проиграл в финале Кубка Либертадорес ${y} года?`),
  // South American club football is less known to this app's players: nothing is easy.
  easyFrom: 2100,
  mediumFrom: 2017,
  finals: [
    [2000, K.bocaJuniors, K.palmeiras],
    [2001, K.bocaJuniors, K.cruzAzul],
    [2002, K.olimpia, K.saoCaetano],
    [2003, K.bocaJuniors, K.santos],
    [2004, K.onceCaldas, K.bocaJuniors],
    [2005, K.saoPaulo, K.athleticoParanaense],
    [2006, K.internacional, K.saoPaulo],
    [2007, K.bocaJuniors, K.gremio],
    [2008, K.ldu, K.fluminense],
    [2009, K.estudiantes, K.cruzeiro],
    [2010, K.internacional, K.guadalajara],
    [2011, K.santos, K.penarol],
    [2012, K.corinthians, K.bocaJuniors],
    [2013, K.atleticoMineiro, K.olimpia],
    [2014, K.sanLorenzo, K.nacionalParaguay],
    [2015, K.riverPlate, K.tigres],
    [2016, K.atleticoNacional, K.independienteDelValle],
    [2017, K.gremio, K.lanus],
    [2018, K.riverPlate, K.bocaJuniors],
    [2019, K.flamengo, K.riverPlate],
    [2020, K.palmeiras, K.santos],
    [2021, K.palmeiras, K.flamengo],
    [2022, K.flamengo, K.athleticoParanaense],
    [2023, K.fluminense, K.bocaJuniors],
    [2024, K.botafogo, K.atleticoMineiro],
  ],
});

/** FA Cup finals 2000-2025. */
export const faCup = cupTable({
  id: 'soccer.fa-cup',
  source: {
    title: 'Wikipedia: List of FA Cup finals',
    url: 'https://en.wikipedia.org/wiki/List_of_FA_Cup_finals',
    asOf: '2025-06-01',
  },
  won: (y) => L(`Which club won the FA Cup in ${y}?`, `Какой клуб выиграл Кубок Англии в ${y} году?`),
  lost: (y) => L(`Which club lost the ${y} FA Cup final?`, `Какой клуб проиграл в финале Кубка Англии ${y} года?`),
  easyFrom: 2016,
  mediumFrom: 2005,
  finals: [
    [2000, K.chelsea, K.astonVilla],
    [2001, K.liverpool, K.arsenal],
    [2002, K.arsenal, K.chelsea],
    [2003, K.arsenal, K.southampton],
    [2004, K.manUtd, K.millwall],
    [2005, K.arsenal, K.manUtd],
    [2006, K.liverpool, K.westHam],
    [2007, K.chelsea, K.manUtd],
    [2008, K.portsmouth, K.cardiff],
    [2009, K.chelsea, K.everton],
    [2010, K.chelsea, K.portsmouth],
    [2011, K.manCity, K.stoke],
    [2012, K.chelsea, K.liverpool],
    [2013, K.wigan, K.manCity],
    [2014, K.arsenal, K.hull],
    [2015, K.arsenal, K.astonVilla],
    [2016, K.manUtd, K.crystalPalace],
    [2017, K.arsenal, K.chelsea],
    [2018, K.chelsea, K.manUtd],
    [2019, K.manCity, K.watford],
    [2020, K.arsenal, K.chelsea],
    [2021, K.leicester, K.chelsea],
    [2022, K.liverpool, K.chelsea],
    [2023, K.manCity, K.manUtd],
    [2024, K.manUtd, K.manCity],
    [2025, K.crystalPalace, K.manCity],
  ],
});
