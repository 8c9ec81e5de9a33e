import type { SportContent } from '../../model.js';
import { cricketGrounds } from './grounds.js';
import { cricketHandWritten } from './handwritten.js';
import { cricketMoreHandWritten } from './handwritten-more.js';
import { iccTitles } from './icc-events.js';
import { iplFinals, iplHomeGrounds } from './ipl.js';
import { cricketNicknames } from './nicknames.js';
import { cricketers } from './players.js';
import { cricketWorldCupFinals, t20WorldCupFinals } from './world-cups.js';

export const cricket: SportContent = {
  sport: 'cricket',
  tables: [cricketWorldCupFinals, t20WorldCupFinals, iccTitles, iplFinals, cricketers, cricketGrounds, iplHomeGrounds, cricketNicknames],
  handWritten: [...cricketHandWritten, ...cricketMoreHandWritten],
};
