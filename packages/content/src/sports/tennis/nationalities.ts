import { COUNTRY } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';
import type { TennisPlayer } from './players.js';
import { MEN, WOMEN } from './players.js';

/**
 * Which country a player comes from and plays for. Players who changed the flag they play
 * under, or were born and raised in different countries (Navratilova, Lendl, Seles, Hingis,
 * Rybakina, Kenin, Osaka, Raonic...), are left out so every answer is beyond dispute.
 */
interface Nationality {
  readonly id: string;
  readonly player: TennisPlayer;
  readonly country: Localized;
}

const C = COUNTRY;

const rows: readonly Nationality[] = (
  [
    ['federer', MEN.federer, C.switzerland],
    ['nadal', MEN.nadal, C.spain],
    ['djokovic', MEN.djokovic, C.serbia],
    ['murray', MEN.murray, C.greatBritain],
    ['alcaraz', MEN.alcaraz, C.spain],
    ['sinner', MEN.sinner, C.italy],
    ['medvedev', MEN.medvedev, C.russia],
    ['safin', MEN.safin, C.russia],
    ['kafelnikov', MEN.kafelnikov, C.russia],
    ['zverev', MEN.zverev, C.germany],
    ['tsitsipas', MEN.tsitsipas, C.greece],
    ['wawrinka', MEN.wawrinka, C.switzerland],
    ['del-potro', MEN.delPotro, C.argentina],
    ['cilic', MEN.cilic, C.croatia],
    ['thiem', MEN.thiem, C.austria],
    ['ruud', MEN.ruud, C.norway],
    ['borg', MEN.borg, C.sweden],
    ['edberg', MEN.edberg, C.sweden],
    ['wilander', MEN.wilander, C.sweden],
    ['becker', MEN.becker, C.germany],
    ['stich', MEN.stich, C.germany],
    ['sampras', MEN.sampras, C.unitedStates],
    ['agassi', MEN.agassi, C.unitedStates],
    ['roddick', MEN.roddick, C.unitedStates],
    ['hewitt', MEN.hewitt, C.australia],
    ['rafter', MEN.rafter, C.australia],
    ['laver', MEN.laver, C.australia],
    ['kuerten', MEN.kuerten, C.brazil],
    ['rios', MEN.rios, C.chile],
    ['gomez', MEN.gomez, C.ecuador],
    ['vilas', MEN.vilas, C.argentina],
    ['nastase', MEN.nastase, C.romania],
    ['muster', MEN.muster, C.austria],
    ['krajicek', MEN.krajicek, C.netherlands],
    ['ivanisevic', MEN.ivanisevic, C.croatia],
    ['nishikori', MEN.nishikori, C.japan],
    ['berdych', MEN.berdych, C.czechRepublic],
    ['sharapova', WOMEN.sharapova, C.russia],
    ['kuznetsova', WOMEN.kuznetsova, C.russia],
    ['myskina', WOMEN.myskina, C.russia],
    ['dementieva', WOMEN.dementieva, C.russia],
    ['serena', WOMEN.serena, C.unitedStates],
    ['graf', WOMEN.graf, C.germany],
    ['henin', WOMEN.henin, C.belgium],
    ['clijsters', WOMEN.clijsters, C.belgium],
    ['azarenka', WOMEN.azarenka, C.belarus],
    ['sabalenka', WOMEN.sabalenka, C.belarus],
    ['swiatek', WOMEN.swiatek, C.poland],
    ['radwanska', WOMEN.radwanska, C.poland],
    ['barty', WOMEN.barty, C.australia],
    ['halep', WOMEN.halep, C.romania],
    ['wozniacki', WOMEN.wozniacki, C.denmark],
    ['ostapenko', WOMEN.ostapenko, C.latvia],
    ['kvitova', WOMEN.kvitova, C.czechRepublic],
    ['li-na', WOMEN.liNa, C.china],
    ['schiavone', WOMEN.schiavone, C.italy],
    ['mauresmo', WOMEN.mauresmo, C.france],
    ['jabeur', WOMEN.jabeur, C.tunisia],
    ['kerber', WOMEN.kerber, C.germany],
    ['ivanovic', WOMEN.ivanovic, C.serbia],
    ['sanchez-vicario', WOMEN.sanchezVicario, C.spain],
    ['sabatini', WOMEN.sabatini, C.argentina],
    ['goolagong', WOMEN.goolagong, C.australia],
  ] as const
).map(([id, player, country]) => ({ id, player, country }));

function level(r: Nationality): Level {
  if (r.player.fame === 1) return 'easy';
  if (r.player.fame === 2) return 'medium';
  return 'hard';
}

/** Each player's Wikipedia biography (the country they play for), where its title is not the player's name. */
const ARTICLE: Readonly<Record<string, string>> = {};

export const tennisNationalities = defineTable<Nationality>({
  id: 'tennis.nationalities',
  sport: 'tennis',
  source: {
    title: "Wikipedia: List of Grand Slam men's singles champions; each row cites its player's biography",
    url: 'https://en.wikipedia.org/wiki/List_of_Grand_Slam_men%27s_singles_champions',
    asOf: '2025-01-01',
  },
  rows,
  key: (r) => r.id,
  rowSource: (r) => wikipedia(ARTICLE[r.player.name.en] ?? r.player.name.en, '2025-01-01'),
  templates: [
    {
      id: 'country',
      level,
      question: (r) =>
        L(
          `Which country is tennis player ${r.player.name.en} from?`,
          `Из какой страны ${r.player.gender === 'm' ? 'теннисист' : 'теннисистка'} ${r.player.name.ru}?`,
        ),
      answer: (r) => r.country,
    },
  ],
});
