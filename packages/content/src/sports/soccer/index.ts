import type { SportContent } from '../../model.js';
import { ballonDorPlayers, ballonDorWinners } from './ballon-dor.js';
import { championsLeagueFinals } from './champions-league.js';
import { clubs } from './clubs.js';
import { africaCupOfNations, copaAmerica } from './continental.js';
import { clubWorldCup, copaLibertadores, faCup } from './cups.js';
import { euroFinals } from './euros.js';
import { europaLeagueFinals } from './europa-league.js';
import { soccerHandWritten } from './handwritten.js';
import { leagueChampionTables } from './league-champions.js';
import { players } from './players.js';
import { premierLeagueTopScorers } from './premier-league-scorers.js';
import { worldCupGoldenBall, worldCupTopScorers } from './world-cup-awards.js';
import { worldCupFinals } from './world-cup.js';

export const soccer: SportContent = {
  sport: 'soccer',
  tables: [
    worldCupFinals,
    worldCupGoldenBall,
    worldCupTopScorers,
    euroFinals,
    copaAmerica,
    africaCupOfNations,
    championsLeagueFinals,
    europaLeagueFinals,
    clubWorldCup,
    copaLibertadores,
    faCup,
    ...leagueChampionTables,
    premierLeagueTopScorers,
    ballonDorWinners,
    ballonDorPlayers,
    clubs,
    players,
  ],
  handWritten: soccerHandWritten,
};
