import type { SportContent } from '../../model.js';
import { hockeyHandWritten } from './handwritten.js';
import { olympicHockeyMen, olympicHockeyWomen, worldChampionships, worldJuniors } from './international.js';
import { gagarinCup } from './khl.js';
import { hockeyNicknames, hockeyOneClub, playerOrigins, sweaterNumbers } from './legends.js';
import { artRossTrophy, calderTrophy, hartTrophy, rocketRichardTrophy, vezinaTrophy } from './nhl-awards.js';
import { nhlDraft } from './nhl-draft.js';
import { nhlTeams } from './nhl-teams.js';
import { connSmythe, stanleyCupFinals } from './stanley-cup.js';

export const hockey: SportContent = {
  sport: 'hockey',
  tables: [
    stanleyCupFinals,
    connSmythe,
    hartTrophy,
    artRossTrophy,
    rocketRichardTrophy,
    vezinaTrophy,
    calderTrophy,
    nhlDraft,
    nhlTeams,
    playerOrigins,
    hockeyNicknames,
    hockeyOneClub,
    sweaterNumbers,
    worldChampionships,
    olympicHockeyMen,
    olympicHockeyWomen,
    worldJuniors,
    gagarinCup,
  ],
  handWritten: hockeyHandWritten,
};
