import type { SportContent } from '../../model.js';
import { euroLeague } from './euroleague.js';
import { basketballHandWritten } from './handwritten.js';
import { euroBasketFinals, fibaWorldCup, olympicBasketballMen, olympicBasketballWomen } from './international.js';
import { colleges, jerseys, nationalTeams, nicknames, oneClubCareers } from './legends.js';
import { nbaMvp, nbaRookies } from './nba-awards.js';
import { nbaDraft } from './nba-draft.js';
import { nbaFinals } from './nba-finals.js';
import { nbaTeams } from './nba-teams.js';

export const basketball: SportContent = {
  sport: 'basketball',
  tables: [
    nbaFinals,
    nbaMvp,
    nbaRookies,
    nbaDraft,
    nbaTeams,
    nationalTeams,
    colleges,
    nicknames,
    oneClubCareers,
    jerseys,
    olympicBasketballMen,
    olympicBasketballWomen,
    fibaWorldCup,
    euroBasketFinals,
    euroLeague,
  ],
  handWritten: basketballHandWritten,
};
