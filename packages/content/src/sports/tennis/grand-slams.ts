import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import type { Gender, TennisPlayer } from './players.js';
import { MEN, WOMEN } from './players.js';

/**
 * Grand Slam singles finals of the Open Era (1968-2025), men and women. The 1968 Australian
 * Championships were still amateur, so the Australian Open starts in 1969; it was played twice
 * in 1977 (January and December) and not at all in 1986. Wimbledon 2020 was cancelled.
 * A runner-up is listed only where the final's loser is certain and has an established
 * Russian spelling; the runner-up template asks about the finals from 2008 on.
 */
export type SlamEvent = 'ao' | 'rg' | 'wimbledon' | 'uso';
type Edition = 'jan' | 'dec';

export interface SlamFinal {
  readonly event: SlamEvent;
  readonly gender: Gender;
  readonly year: number;
  /** Only for the two Australian Opens of 1977. */
  readonly edition?: Edition;
  readonly champion: TennisPlayer;
  readonly runnerUp?: TennisPlayer;
}

interface EventNames {
  readonly en: string;
  /** Nominative/accusative (the same for these names): "выиграл Уимблдон". */
  readonly ru: string;
  /** Genitive: "в финале Уимблдона". */
  readonly ruGen: string;
}

export const EVENTS: Readonly<Record<SlamEvent, EventNames>> = {
  ao: { en: 'Australian Open', ru: 'Открытый чемпионат Австралии', ruGen: 'Открытого чемпионата Австралии' },
  rg: { en: 'French Open', ru: 'Ролан Гаррос', ruGen: 'Ролан Гаррос' },
  wimbledon: { en: 'Wimbledon', ru: 'Уимблдон', ruGen: 'Уимблдона' },
  uso: { en: 'US Open', ru: 'Открытый чемпионат США', ruGen: 'Открытого чемпионата США' },
};

type MenKey = keyof typeof MEN;
type WomenKey = keyof typeof WOMEN;
/** [year or '1977-jan' / '1977-dec', champion, runner-up if listed] */
type Entry<K> = readonly [year: number | `${number}-${Edition}`, champion: K, runnerUp?: K];

function finals<K extends string>(
  event: SlamEvent,
  gender: Gender,
  players: Readonly<Record<K, TennisPlayer>>,
  entries: readonly Entry<K>[],
): SlamFinal[] {
  return entries.map(([when, champion, runnerUp]) => {
    const [yearText, edition] = String(when).split('-') as [string, Edition | undefined];
    return {
      event,
      gender,
      year: Number(yearText),
      ...(edition ? { edition } : {}),
      champion: players[champion],
      ...(runnerUp ? { runnerUp: players[runnerUp] } : {}),
    };
  });
}

// prettier-ignore
const menAO = finals<MenKey>('ao', 'm', MEN, [
  [1969, 'laver', 'gimeno'], [1970, 'ashe'], [1971, 'rosewall', 'ashe'], [1972, 'rosewall'],
  [1973, 'newcombe'], [1974, 'connors'], [1975, 'newcombe', 'connors'], [1976, 'edmondson', 'newcombe'],
  ['1977-jan', 'tanner', 'vilas'], ['1977-dec', 'gerulaitis'], [1978, 'vilas'], [1979, 'vilas'],
  [1980, 'teacher'], [1981, 'kriek'], [1982, 'kriek'], [1983, 'wilander', 'lendl'],
  [1984, 'wilander', 'curren'], [1985, 'edberg', 'wilander'], [1987, 'edberg', 'cash'], [1988, 'wilander', 'cash'],
  [1989, 'lendl', 'mecir'], [1990, 'lendl', 'edberg'], [1991, 'becker', 'lendl'], [1992, 'courier', 'edberg'],
  [1993, 'courier', 'edberg'], [1994, 'sampras', 'todMartin'], [1995, 'agassi', 'sampras'], [1996, 'becker', 'chang'],
  [1997, 'sampras', 'moya'], [1998, 'korda', 'rios'], [1999, 'kafelnikov', 'enqvist'], [2000, 'agassi', 'kafelnikov'],
  [2001, 'agassi', 'clement'], [2002, 'johansson', 'safin'], [2003, 'agassi', 'schuttler'], [2004, 'federer', 'safin'],
  [2005, 'safin', 'hewitt'], [2006, 'federer', 'baghdatis'], [2007, 'federer', 'gonzalez'], [2008, 'djokovic', 'tsonga'],
  [2009, 'nadal', 'federer'], [2010, 'federer', 'murray'], [2011, 'djokovic', 'murray'], [2012, 'djokovic', 'nadal'],
  [2013, 'djokovic', 'murray'], [2014, 'wawrinka', 'nadal'], [2015, 'djokovic', 'murray'], [2016, 'djokovic', 'murray'],
  [2017, 'federer', 'nadal'], [2018, 'federer', 'cilic'], [2019, 'djokovic', 'nadal'], [2020, 'djokovic', 'thiem'],
  [2021, 'djokovic', 'medvedev'], [2022, 'nadal', 'medvedev'], [2023, 'djokovic', 'tsitsipas'], [2024, 'sinner', 'medvedev'],
  [2025, 'sinner', 'zverev'],
]);

// prettier-ignore
const menRG = finals<MenKey>('rg', 'm', MEN, [
  [1968, 'rosewall', 'laver'], [1969, 'laver', 'rosewall'], [1970, 'kodes'], [1971, 'kodes', 'nastase'],
  [1972, 'gimeno'], [1973, 'nastase'], [1974, 'borg', 'orantes'], [1975, 'borg', 'vilas'],
  [1976, 'panatta'], [1977, 'vilas', 'gottfried'], [1978, 'borg', 'vilas'], [1979, 'borg'],
  [1980, 'borg', 'gerulaitis'], [1981, 'borg', 'lendl'], [1982, 'wilander', 'vilas'], [1983, 'noah', 'wilander'],
  [1984, 'lendl', 'mcenroe'], [1985, 'wilander', 'lendl'], [1986, 'lendl'], [1987, 'lendl', 'wilander'],
  [1988, 'wilander', 'leconte'], [1989, 'chang', 'edberg'], [1990, 'gomez', 'agassi'], [1991, 'courier', 'agassi'],
  [1992, 'courier', 'korda'], [1993, 'bruguera', 'courier'], [1994, 'bruguera'], [1995, 'muster', 'chang'],
  [1996, 'kafelnikov', 'stich'], [1997, 'kuerten', 'bruguera'], [1998, 'moya', 'corretja'], [1999, 'agassi', 'andreiMedvedev'],
  [2000, 'kuerten', 'norman'], [2001, 'kuerten', 'corretja'], [2002, 'costa', 'ferrero'], [2003, 'ferrero', 'verkerk'],
  [2004, 'gaudio', 'coria'], [2005, 'nadal', 'puerta'], [2006, 'nadal', 'federer'], [2007, 'nadal', 'federer'],
  [2008, 'nadal', 'federer'], [2009, 'federer', 'soderling'], [2010, 'nadal', 'soderling'], [2011, 'nadal', 'federer'],
  [2012, 'nadal', 'djokovic'], [2013, 'nadal', 'ferrer'], [2014, 'nadal', 'djokovic'], [2015, 'wawrinka', 'djokovic'],
  [2016, 'djokovic', 'murray'], [2017, 'nadal', 'wawrinka'], [2018, 'nadal', 'thiem'], [2019, 'nadal', 'thiem'],
  [2020, 'nadal', 'djokovic'], [2021, 'djokovic', 'tsitsipas'], [2022, 'nadal', 'ruud'], [2023, 'djokovic', 'ruud'],
  [2024, 'alcaraz', 'zverev'], [2025, 'alcaraz', 'sinner'],
]);

// prettier-ignore
const menWimbledon = finals<MenKey>('wimbledon', 'm', MEN, [
  [1968, 'laver', 'roche'], [1969, 'laver', 'newcombe'], [1970, 'newcombe', 'rosewall'], [1971, 'newcombe', 'stanSmith'],
  [1972, 'stanSmith', 'nastase'], [1973, 'kodes', 'metreveli'], [1974, 'connors', 'rosewall'], [1975, 'ashe', 'connors'],
  [1976, 'borg', 'nastase'], [1977, 'borg', 'connors'], [1978, 'borg', 'connors'], [1979, 'borg', 'tanner'],
  [1980, 'borg', 'mcenroe'], [1981, 'mcenroe', 'borg'], [1982, 'connors', 'mcenroe'], [1983, 'mcenroe'],
  [1984, 'mcenroe', 'connors'], [1985, 'becker', 'curren'], [1986, 'becker', 'lendl'], [1987, 'cash', 'lendl'],
  [1988, 'edberg', 'becker'], [1989, 'becker', 'edberg'], [1990, 'edberg', 'becker'], [1991, 'stich', 'becker'],
  [1992, 'agassi', 'ivanisevic'], [1993, 'sampras', 'courier'], [1994, 'sampras', 'ivanisevic'], [1995, 'sampras', 'becker'],
  [1996, 'krajicek', 'washington'], [1997, 'sampras', 'pioline'], [1998, 'sampras', 'ivanisevic'], [1999, 'sampras', 'agassi'],
  [2000, 'sampras', 'rafter'], [2001, 'ivanisevic', 'rafter'], [2002, 'hewitt', 'nalbandian'], [2003, 'federer', 'philippoussis'],
  [2004, 'federer', 'roddick'], [2005, 'federer', 'roddick'], [2006, 'federer', 'nadal'], [2007, 'federer', 'nadal'],
  [2008, 'nadal', 'federer'], [2009, 'federer', 'roddick'], [2010, 'nadal', 'berdych'], [2011, 'djokovic', 'nadal'],
  [2012, 'federer', 'murray'], [2013, 'murray', 'djokovic'], [2014, 'djokovic', 'federer'], [2015, 'djokovic', 'federer'],
  [2016, 'murray', 'raonic'], [2017, 'federer', 'cilic'], [2018, 'djokovic', 'anderson'], [2019, 'djokovic', 'federer'],
  [2021, 'djokovic', 'berrettini'], [2022, 'djokovic', 'kyrgios'], [2023, 'alcaraz', 'djokovic'], [2024, 'alcaraz', 'djokovic'],
  [2025, 'sinner', 'alcaraz'],
]);

// prettier-ignore
const menUSO = finals<MenKey>('uso', 'm', MEN, [
  [1968, 'ashe', 'okker'], [1969, 'laver', 'roche'], [1970, 'rosewall', 'roche'], [1971, 'stanSmith', 'kodes'],
  [1972, 'nastase', 'ashe'], [1973, 'newcombe', 'kodes'], [1974, 'connors', 'rosewall'], [1975, 'orantes', 'connors'],
  [1976, 'connors', 'borg'], [1977, 'vilas', 'connors'], [1978, 'connors', 'borg'], [1979, 'mcenroe', 'gerulaitis'],
  [1980, 'mcenroe', 'borg'], [1981, 'mcenroe', 'borg'], [1982, 'connors', 'lendl'], [1983, 'connors', 'lendl'],
  [1984, 'mcenroe', 'lendl'], [1985, 'lendl', 'mcenroe'], [1986, 'lendl', 'mecir'], [1987, 'lendl', 'wilander'],
  [1988, 'wilander', 'lendl'], [1989, 'becker', 'lendl'], [1990, 'sampras', 'agassi'], [1991, 'edberg', 'courier'],
  [1992, 'edberg', 'sampras'], [1993, 'sampras', 'pioline'], [1994, 'agassi', 'stich'], [1995, 'sampras', 'agassi'],
  [1996, 'sampras', 'chang'], [1997, 'rafter', 'rusedski'], [1998, 'rafter', 'philippoussis'], [1999, 'agassi', 'todMartin'],
  [2000, 'safin', 'sampras'], [2001, 'hewitt', 'sampras'], [2002, 'sampras', 'agassi'], [2003, 'roddick', 'ferrero'],
  [2004, 'federer', 'hewitt'], [2005, 'federer', 'agassi'], [2006, 'federer', 'roddick'], [2007, 'federer', 'djokovic'],
  [2008, 'federer', 'murray'], [2009, 'delPotro', 'federer'], [2010, 'nadal', 'djokovic'], [2011, 'djokovic', 'nadal'],
  [2012, 'murray', 'djokovic'], [2013, 'nadal', 'djokovic'], [2014, 'cilic', 'nishikori'], [2015, 'djokovic', 'federer'],
  [2016, 'wawrinka', 'djokovic'], [2017, 'nadal', 'anderson'], [2018, 'djokovic', 'delPotro'], [2019, 'nadal', 'medvedev'],
  [2020, 'thiem', 'zverev'], [2021, 'medvedev', 'djokovic'], [2022, 'alcaraz', 'ruud'], [2023, 'djokovic', 'medvedev'],
  [2024, 'sinner', 'fritz'], [2025, 'alcaraz', 'sinner'],
]);

// prettier-ignore
const womenAO = finals<WomenKey>('ao', 'f', WOMEN, [
  [1969, 'court', 'king'], [1970, 'court', 'reid'], [1971, 'court', 'goolagong'], [1972, 'wade', 'goolagong'],
  [1973, 'court', 'goolagong'], [1974, 'goolagong', 'evert'], [1975, 'goolagong', 'navratilova'], [1976, 'goolagong', 'tomanova'],
  ['1977-jan', 'reid', 'fromholtz'], ['1977-dec', 'goolagong', 'gourlay'], [1978, 'oneil', 'nagelsen'], [1979, 'barbaraJordan', 'walsh'],
  [1980, 'mandlikova', 'turnbull'], [1981, 'navratilova', 'evert'], [1982, 'evert', 'navratilova'], [1983, 'navratilova', 'kathyJordan'],
  [1984, 'evert', 'sukova'], [1985, 'navratilova', 'evert'], [1987, 'mandlikova', 'navratilova'], [1988, 'graf', 'evert'],
  [1989, 'graf', 'sukova'], [1990, 'graf', 'mjFernandez'], [1991, 'seles', 'novotna'], [1992, 'seles', 'mjFernandez'],
  [1993, 'seles', 'graf'], [1994, 'graf', 'sanchezVicario'], [1995, 'pierce', 'sanchezVicario'], [1996, 'seles', 'huber'],
  [1997, 'hingis', 'pierce'], [1998, 'hingis', 'conchitaMartinez'], [1999, 'hingis', 'mauresmo'], [2000, 'davenport', 'hingis'],
  [2001, 'capriati', 'hingis'], [2002, 'capriati', 'hingis'], [2003, 'serena', 'venus'], [2004, 'henin', 'clijsters'],
  [2005, 'serena', 'davenport'], [2006, 'mauresmo', 'henin'], [2007, 'serena', 'sharapova'], [2008, 'sharapova', 'ivanovic'],
  [2009, 'serena', 'safina'], [2010, 'serena', 'henin'], [2011, 'clijsters', 'liNa'], [2012, 'azarenka', 'sharapova'],
  [2013, 'azarenka', 'liNa'], [2014, 'liNa', 'cibulkova'], [2015, 'serena', 'sharapova'], [2016, 'kerber', 'serena'],
  [2017, 'serena', 'venus'], [2018, 'wozniacki', 'halep'], [2019, 'osaka', 'kvitova'], [2020, 'kenin', 'muguruza'],
  [2021, 'osaka', 'brady'], [2022, 'barty', 'collins'], [2023, 'sabalenka', 'rybakina'], [2024, 'sabalenka', 'zheng'],
  [2025, 'keys', 'sabalenka'],
]);

// prettier-ignore
const womenRG = finals<WomenKey>('rg', 'f', WOMEN, [
  [1968, 'richey', 'annJones'], [1969, 'court', 'annJones'], [1970, 'court', 'niessen'], [1971, 'goolagong', 'gourlay'],
  [1972, 'king', 'goolagong'], [1973, 'court', 'evert'], [1974, 'evert', 'morozova'], [1975, 'evert', 'navratilova'],
  [1976, 'barker', 'tomanova'], [1977, 'jausovec', 'mihai'], [1978, 'ruzici', 'jausovec'], [1979, 'evert', 'turnbull'],
  [1980, 'evert', 'ruzici'], [1981, 'mandlikova', 'hanika'], [1982, 'navratilova', 'jaeger'], [1983, 'evert', 'jausovec'],
  [1984, 'navratilova', 'evert'], [1985, 'evert', 'navratilova'], [1986, 'evert', 'navratilova'], [1987, 'graf', 'navratilova'],
  [1988, 'graf', 'zvereva'], [1989, 'sanchezVicario', 'graf'], [1990, 'seles', 'graf'], [1991, 'seles', 'sanchezVicario'],
  [1992, 'seles', 'graf'], [1993, 'graf', 'mjFernandez'], [1994, 'sanchezVicario', 'pierce'], [1995, 'graf', 'sanchezVicario'],
  [1996, 'graf', 'sanchezVicario'], [1997, 'majoli', 'hingis'], [1998, 'sanchezVicario', 'seles'], [1999, 'graf', 'hingis'],
  [2000, 'pierce', 'conchitaMartinez'], [2001, 'capriati', 'clijsters'], [2002, 'serena', 'venus'], [2003, 'henin', 'clijsters'],
  [2004, 'myskina', 'dementieva'], [2005, 'henin', 'pierce'], [2006, 'henin', 'kuznetsova'], [2007, 'henin', 'ivanovic'],
  [2008, 'ivanovic', 'safina'], [2009, 'kuznetsova', 'safina'], [2010, 'schiavone', 'stosur'], [2011, 'liNa', 'schiavone'],
  [2012, 'sharapova', 'errani'], [2013, 'serena', 'sharapova'], [2014, 'sharapova', 'halep'], [2015, 'serena', 'safarova'],
  [2016, 'muguruza', 'serena'], [2017, 'ostapenko', 'halep'], [2018, 'halep', 'stephens'], [2019, 'barty', 'vondrousova'],
  [2020, 'swiatek', 'kenin'], [2021, 'krejcikova', 'pavlyuchenkova'], [2022, 'swiatek', 'gauff'], [2023, 'swiatek', 'muchova'],
  [2024, 'swiatek', 'paolini'], [2025, 'gauff', 'sabalenka'],
]);

// prettier-ignore
const womenWimbledon = finals<WomenKey>('wimbledon', 'f', WOMEN, [
  [1968, 'king', 'tegart'], [1969, 'annJones', 'king'], [1970, 'court', 'king'], [1971, 'goolagong', 'court'],
  [1972, 'king', 'goolagong'], [1973, 'king', 'evert'], [1974, 'evert', 'morozova'], [1975, 'king', 'goolagong'],
  [1976, 'evert', 'goolagong'], [1977, 'wade', 'stove'], [1978, 'navratilova', 'evert'], [1979, 'navratilova', 'evert'],
  [1980, 'goolagong', 'evert'], [1981, 'evert', 'mandlikova'], [1982, 'navratilova', 'evert'], [1983, 'navratilova', 'jaeger'],
  [1984, 'navratilova', 'evert'], [1985, 'navratilova', 'evert'], [1986, 'navratilova', 'mandlikova'], [1987, 'navratilova', 'graf'],
  [1988, 'graf', 'navratilova'], [1989, 'graf', 'navratilova'], [1990, 'navratilova', 'garrison'], [1991, 'graf', 'sabatini'],
  [1992, 'graf', 'seles'], [1993, 'graf', 'novotna'], [1994, 'conchitaMartinez', 'navratilova'], [1995, 'graf', 'sanchezVicario'],
  [1996, 'graf', 'sanchezVicario'], [1997, 'hingis', 'novotna'], [1998, 'novotna', 'tauziat'], [1999, 'davenport', 'graf'],
  [2000, 'venus', 'davenport'], [2001, 'venus', 'henin'], [2002, 'serena', 'venus'], [2003, 'serena', 'venus'],
  [2004, 'sharapova', 'serena'], [2005, 'venus', 'davenport'], [2006, 'mauresmo', 'henin'], [2007, 'venus', 'bartoli'],
  [2008, 'venus', 'serena'], [2009, 'serena', 'venus'], [2010, 'serena', 'zvonareva'], [2011, 'kvitova', 'sharapova'],
  [2012, 'serena', 'radwanska'], [2013, 'bartoli', 'lisicki'], [2014, 'kvitova', 'bouchard'], [2015, 'serena', 'muguruza'],
  [2016, 'serena', 'kerber'], [2017, 'muguruza', 'venus'], [2018, 'kerber', 'serena'], [2019, 'halep', 'serena'],
  [2021, 'barty', 'pliskova'], [2022, 'rybakina', 'jabeur'], [2023, 'vondrousova', 'jabeur'], [2024, 'krejcikova', 'paolini'],
  [2025, 'swiatek', 'anisimova'],
]);

// prettier-ignore
const womenUSO = finals<WomenKey>('uso', 'f', WOMEN, [
  [1968, 'wade', 'king'], [1969, 'court', 'richey'], [1970, 'court', 'casals'], [1971, 'king', 'casals'],
  [1972, 'king', 'reid'], [1973, 'court', 'goolagong'], [1974, 'king', 'goolagong'], [1975, 'evert', 'goolagong'],
  [1976, 'evert', 'goolagong'], [1977, 'evert', 'turnbull'], [1978, 'evert', 'shriver'], [1979, 'austin', 'evert'],
  [1980, 'evert', 'mandlikova'], [1981, 'austin', 'navratilova'], [1982, 'evert', 'mandlikova'], [1983, 'navratilova', 'evert'],
  [1984, 'navratilova', 'evert'], [1985, 'mandlikova', 'navratilova'], [1986, 'navratilova', 'sukova'], [1987, 'navratilova', 'graf'],
  [1988, 'graf', 'sabatini'], [1989, 'graf', 'navratilova'], [1990, 'sabatini', 'graf'], [1991, 'seles', 'navratilova'],
  [1992, 'seles', 'sanchezVicario'], [1993, 'graf', 'sukova'], [1994, 'sanchezVicario', 'graf'], [1995, 'graf', 'seles'],
  [1996, 'graf', 'seles'], [1997, 'hingis', 'venus'], [1998, 'davenport', 'hingis'], [1999, 'serena', 'hingis'],
  [2000, 'venus', 'davenport'], [2001, 'venus', 'serena'], [2002, 'serena', 'venus'], [2003, 'henin', 'clijsters'],
  [2004, 'kuznetsova', 'dementieva'], [2005, 'clijsters', 'pierce'], [2006, 'sharapova', 'henin'], [2007, 'henin', 'kuznetsova'],
  [2008, 'serena', 'jankovic'], [2009, 'clijsters', 'wozniacki'], [2010, 'clijsters', 'zvonareva'], [2011, 'stosur', 'serena'],
  [2012, 'serena', 'azarenka'], [2013, 'serena', 'azarenka'], [2014, 'serena', 'wozniacki'], [2015, 'pennetta', 'vinci'],
  [2016, 'kerber', 'pliskova'], [2017, 'stephens', 'keys'], [2018, 'osaka', 'serena'], [2019, 'andreescu', 'serena'],
  [2020, 'osaka', 'azarenka'], [2021, 'raducanu', 'leylahFernandez'], [2022, 'swiatek', 'jabeur'], [2023, 'gauff', 'sabalenka'],
  [2024, 'sabalenka', 'pegula'], [2025, 'sabalenka', 'anisimova'],
]);

export const SLAM_FINALS: readonly SlamFinal[] = [
  ...menAO,
  ...menRG,
  ...menWimbledon,
  ...menUSO,
  ...womenAO,
  ...womenRG,
  ...womenWimbledon,
  ...womenUSO,
];

const EDITION_EN: Readonly<Record<Edition, string>> = { jan: 'January', dec: 'December' };
const EDITION_RU: Readonly<Record<Edition, string>> = { jan: ' (январский турнир)', dec: ' (декабрьский турнир)' };

/** "2008" or "January 1977" (English); "2008 года" or "1977 года (январский турнир)" (Russian). */
function when(r: SlamFinal): { en: string; ru: string } {
  return {
    en: r.edition ? `${EDITION_EN[r.edition]} ${r.year}` : String(r.year),
    ru: `${r.year} года${r.edition ? EDITION_RU[r.edition] : ''}`,
  };
}

const DRAW = {
  m: { en: "men's singles", ru: 'в мужском одиночном разряде' },
  f: { en: "women's singles", ru: 'в женском одиночном разряде' },
} as const;

/** Finalists of the same sex within three years: wrong names of the same era (src/era.ts). */
function finalistsNear(row: SlamFinal, rows: readonly SlamFinal[], spread = 3): Localized[] {
  const out: Localized[] = [];
  for (const r of rows) {
    if (r.gender !== row.gender || Math.abs(r.year - row.year) > spread) continue;
    out.push(r.champion.name);
    if (r.runnerUp) out.push(r.runnerUp.name);
  }
  return out;
}

function championLevel(r: SlamFinal): Level {
  const fame = r.champion.fame;
  if (fame === 1 && r.year >= 2000) return 'easy';
  if (fame === 1 || (fame === 2 && r.year >= 1980)) return 'medium';
  return 'hard';
}

function runnerUpLevel(r: SlamFinal): Level {
  const loser = r.runnerUp?.fame ?? 3;
  if (loser === 1 && r.champion.fame === 1) return 'easy';
  if (loser <= 2) return 'medium';
  return 'hard';
}

const SLAM_EVENTS: readonly SlamEvent[] = ['ao', 'rg', 'wimbledon', 'uso'];

export const grandSlamFinals = defineTable<SlamFinal>({
  id: 'tennis.grand-slam-finals',
  sport: 'tennis',
  source: {
    title: "Wikipedia: List of Grand Slam men's singles champions; List of Grand Slam women's singles champions",
    url: 'https://en.wikipedia.org/wiki/List_of_Grand_Slam_men%27s_singles_champions',
    asOf: '2025-09-30',
  },
  rows: SLAM_FINALS,
  key: (r) => `${r.event}-${r.gender}-${r.year}${r.edition ? `-${r.edition}` : ''}`,
  year: (r) => r.year,
  people: (r) => [r.champion.name, ...(r.runnerUp ? [r.runnerUp.name] : [])],
  templates: [
    {
      id: 'champion',
      era: 'person',
      level: championLevel,
      question: (r) =>
        L(
          `Who won the ${when(r).en} ${EVENTS[r.event].en} ${DRAW[r.gender].en} title?`,
          `Кто выиграл ${EVENTS[r.event].ru} ${when(r).ru} ${DRAW[r.gender].ru}?`,
        ),
      answer: (r) => r.champion.name,
      distractors: (r, rows) => finalistsNear(r, rows),
    },
    {
      id: 'runner-up',
      era: 'person',
      level: runnerUpLevel,
      applies: (r) => r.runnerUp !== undefined && r.year >= 2008,
      question: (r) =>
        L(
          `Who lost the ${when(r).en} ${EVENTS[r.event].en} ${DRAW[r.gender].en} final?`,
          `Кто проиграл в финале ${EVENTS[r.event].ruGen} ${when(r).ru} ${DRAW[r.gender].ru}?`,
        ),
      answer: (r) => r.runnerUp?.name ?? L('', ''),
      distractors: (r, rows) => finalistsNear(r, rows),
    },
    {
      // A champion of two majors in one year makes the text ambiguous: the generator drops it.
      id: 'event',
      level: championLevel,
      question: (r) =>
        L(
          `Which Grand Slam singles title did ${r.champion.name.en} win in ${r.year}?`,
          `Какой турнир Большого шлема ${r.champion.name.ru} ${r.gender === 'm' ? 'выиграл' : 'выиграла'} в одиночном разряде в ${r.year} году?`,
        ),
      answer: (r) => L(EVENTS[r.event].en, EVENTS[r.event].ru),
      distractors: (r) => SLAM_EVENTS.filter((e) => e !== r.event).map((e) => L(EVENTS[e].en, EVENTS[e].ru)),
    },
  ],
});
