import type { Localized } from '../../model.js';
import { L } from '../../model.js';
import { COUNTRY as C } from '../../names/countries.js';
import type { Person, Win } from '../winners.js';
import { WinnerPools, fameLevel, winnersTable } from '../winners.js';

/**
 * Olympic swimming champions in the individual pool events, Sydney 2000 to Paris 2024. Dead
 * heats (men's 50 m freestyle 2000, women's 100 m freestyle 2016) are left out, and so is the
 * women's 100 m breaststroke of 2024 (its champion swam earlier under another surname).
 */
export type Stroke =
  | 'free50'
  | 'free100'
  | 'free200'
  | 'free400'
  | 'free800'
  | 'free1500'
  | 'back100'
  | 'back200'
  | 'breast100'
  | 'breast200'
  | 'fly100'
  | 'fly200'
  | 'im200'
  | 'im400';

const EVENT: Readonly<Record<Stroke, Localized>> = {
  free50: L('50 m freestyle', '50 м вольным стилем'),
  free100: L('100 m freestyle', '100 м вольным стилем'),
  free200: L('200 m freestyle', '200 м вольным стилем'),
  free400: L('400 m freestyle', '400 м вольным стилем'),
  free800: L('800 m freestyle', '800 м вольным стилем'),
  free1500: L('1500 m freestyle', '1500 м вольным стилем'),
  back100: L('100 m backstroke', '100 м на спине'),
  back200: L('200 m backstroke', '200 м на спине'),
  breast100: L('100 m breaststroke', '100 м брассом'),
  breast200: L('200 m breaststroke', '200 м брассом'),
  fly100: L('100 m butterfly', '100 м баттерфляем'),
  fly200: L('200 m butterfly', '200 м баттерфляем'),
  im200: L('200 m individual medley', '200 м комплексным плаванием'),
  im400: L('400 m individual medley', '400 м комплексным плаванием'),
};

const SINGAPORE = L('Singapore', 'Сингапур');
const p = (en: string, ru: string, country: Localized, fame: Person['fame']): Person => ({ name: L(en, ru), country, fame });

// prettier-ignore
const M = {
  vdHoogenband: p('Pieter van den Hoogenband', 'Питер ван ден Хогенбанд', C.netherlands, 2),
  hallJr: p('Gary Hall Jr.', 'Гэри Холл-младший', C.unitedStates, 3),
  bernard: p('Alain Bernard', 'Ален Бернар', C.france, 3),
  adrian: p('Nathan Adrian', 'Нейтан Эдриан', C.unitedStates, 3),
  chalmers: p('Kyle Chalmers', 'Кайл Чалмерс', C.australia, 3),
  dressel: p('Caeleb Dressel', 'Калеб Дрессел', C.unitedStates, 1),
  pan: p('Pan Zhanle', 'Пань Чжаньлэ', C.china, 2),
  thorpe: p('Ian Thorpe', 'Иан Торп', C.australia, 1),
  phelps: p('Michael Phelps', 'Майкл Фелпс', C.unitedStates, 1),
  agnel: p('Yannick Agnel', 'Янник Аньель', C.france, 3),
  sunYang: p('Sun Yang', 'Сунь Ян', C.china, 2),
  dean: p('Tom Dean', 'Том Дин', C.greatBritain, 3),
  popovici: p('David Popovici', 'Давид Попович', C.romania, 2),
  park: p('Park Tae-hwan', 'Пак Тхэ Хван', C.southKorea, 3),
  horton: p('Mack Horton', 'Мак Хортон', C.australia, 3),
  hafnaoui: p('Ahmed Hafnaoui', 'Ахмед Хафнауи', C.tunisia, 3),
  martens: p('Lukas Märtens', 'Лукас Мертенс', C.germany, 3),
  hackett: p('Grant Hackett', 'Грант Хакетт', C.australia, 2),
  mellouli: p('Oussama Mellouli', 'Усама Меллули', C.tunisia, 3),
  paltrinieri: p('Gregorio Paltrinieri', 'Грегорио Пальтриньери', C.italy, 3),
  finke: p('Bobby Finke', 'Бобби Финк', C.unitedStates, 3),
  wiffen: p('Daniel Wiffen', 'Дэниел Уиффен', C.ireland, 3),
  cielo: p('César Cielo', 'Сезар Сьелу', C.brazil, 3),
  manaudouF: p('Florent Manaudou', 'Флоран Маноду', C.france, 3),
  ervin: p('Anthony Ervin', 'Энтони Эрвин', C.unitedStates, 3),
  mcevoy: p('Cameron McEvoy', 'Кэмерон Макэвой', C.australia, 3),
  krayzelburg: p('Lenny Krayzelburg', 'Ленни Крайзельбург', C.unitedStates, 3),
  peirsol: p('Aaron Peirsol', 'Аарон Пирсол', C.unitedStates, 2),
  grevers: p('Matt Grevers', 'Мэтт Гриверс', C.unitedStates, 3),
  murphy: p('Ryan Murphy', 'Райан Мерфи', C.unitedStates, 3),
  rylov: p('Evgeny Rylov', 'Евгений Рылов', C.roc, 2),
  ceccon: p('Thomas Ceccon', 'Томас Чекон', C.italy, 3),
  lochte: p('Ryan Lochte', 'Райан Лохте', C.unitedStates, 1),
  clary: p('Tyler Clary', 'Тайлер Клэри', C.unitedStates, 3),
  kos: p('Hubert Kós', 'Хуберт Кош', C.hungary, 3),
  fioravanti: p('Domenico Fioravanti', 'Доменико Фьораванти', C.italy, 3),
  kitajima: p('Kosuke Kitajima', 'Косукэ Китадзима', C.japan, 2),
  vdBurgh: p('Cameron van der Burgh', 'Кэмерон ван дер Бург', C.southAfrica, 3),
  peaty: p('Adam Peaty', 'Адам Пити', C.greatBritain, 1),
  martinenghi: p('Nicolò Martinenghi', 'Николо Мартиненги', C.italy, 3),
  gyurta: p('Dániel Gyurta', 'Даниэль Дьюрта', C.hungary, 3),
  balandin: p('Dmitriy Balandin', 'Дмитрий Баландин', C.kazakhstan, 3),
  stubbletyCook: p('Zac Stubblety-Cook', 'Зак Стаблети-Кук', C.australia, 3),
  marchand: p('Léon Marchand', 'Леон Маршан', C.france, 1),
  frolander: p('Lars Frölander', 'Ларс Фрёландер', C.sweden, 3),
  schooling: p('Joseph Schooling', 'Джозеф Скулинг', SINGAPORE, 3),
  milak: p('Kristóf Milák', 'Кристоф Милак', C.hungary, 2),
  malchow: p('Tom Malchow', 'Том Малкоу', C.unitedStates, 3),
  leClos: p('Chad le Clos', 'Чад ле Клос', C.southAfrica, 2),
  rosolino: p('Massimiliano Rosolino', 'Массимилиано Розолино', C.italy, 3),
  wangShun: p('Wang Shun', 'Ван Шунь', C.china, 3),
  dolan: p('Tom Dolan', 'Том Долан', C.unitedStates, 3),
  hagino: p('Kosuke Hagino', 'Косукэ Хагино', C.japan, 3),
  kalisz: p('Chase Kalisz', 'Чейз Калиш', C.unitedStates, 3),
};

// prettier-ignore
const W = {
  deBruijn: p('Inge de Bruijn', 'Инге де Брюйн', C.netherlands, 2),
  henry: p('Jodie Henry', 'Джоди Генри', C.australia, 3),
  steffen: p('Britta Steffen', 'Бритта Штеффен', C.germany, 3),
  kromowidjojo: p('Ranomi Kromowidjojo', 'Раноми Кромовидьойо', C.netherlands, 3),
  mckeon: p('Emma McKeon', 'Эмма Маккеон', C.australia, 2),
  sjostrom: p('Sarah Sjöström', 'Сара Шёстрём', C.sweden, 2),
  oNeill: p("Susie O'Neill", 'Сьюзи О’Нил', C.australia, 3),
  potec: p('Camelia Potec', 'Камелия Потек', C.romania, 3),
  pellegrini: p('Federica Pellegrini', 'Федерика Пеллегрини', C.italy, 2),
  schmitt: p('Allison Schmitt', 'Эллисон Шмитт', C.unitedStates, 3),
  ledecky: p('Katie Ledecky', 'Кэти Ледеки', C.unitedStates, 1),
  titmus: p('Ariarne Titmus', 'Ариарн Титмус', C.australia, 2),
  oCallaghan: p("Mollie O'Callaghan", 'Молли О’Каллаган', C.australia, 3),
  bennett: p('Brooke Bennett', 'Брук Беннетт', C.unitedStates, 3),
  manaudouL: p('Laure Manaudou', 'Лор Маноду', C.france, 3),
  adlington: p('Rebecca Adlington', 'Ребекка Адлингтон', C.greatBritain, 3),
  muffat: p('Camille Muffat', 'Камиль Мюффа', C.france, 3),
  shibata: p('Ai Shibata', 'Ай Сибата', C.japan, 3),
  blume: p('Pernille Blume', 'Пернилле Блуме', C.denmark, 3),
  thomasP: p('Petria Thomas', 'Петрия Томас', C.australia, 3),
  trickett: p('Lisbeth Trickett', 'Лисбет Трикетт', C.australia, 3),
  vollmer: p('Dana Vollmer', 'Дана Воллмер', C.unitedStates, 3),
  macneil: p('Maggie MacNeil', 'Мэгги Макнил', C.canada, 3),
  huske: p('Torri Huske', 'Торри Хаски', C.unitedStates, 3),
  hyman: p('Misty Hyman', 'Мисти Хайман', C.unitedStates, 3),
  jedrzejczak: p('Otylia Jędrzejczak', 'Отылия Енджейчак', C.poland, 3),
  liuZige: p('Liu Zige', 'Лю Цзыгэ', C.china, 3),
  jiao: p('Jiao Liuyang', 'Цзяо Люян', C.china, 3),
  belmonte: p('Mireia Belmonte', 'Мирея Бельмонте', C.spain, 3),
  zhangYufei: p('Zhang Yufei', 'Чжан Юйфэй', C.china, 3),
  mcintosh: p('Summer McIntosh', 'Саммер Макинтош', C.canada, 2),
  mocanu: p('Diana Mocanu', 'Диана Мокану', C.romania, 3),
  coughlin: p('Natalie Coughlin', 'Натали Коглин', C.unitedStates, 2),
  franklin: p('Missy Franklin', 'Мисси Франклин', C.unitedStates, 2),
  hosszu: p('Katinka Hosszú', 'Катинка Хоссу', C.hungary, 2),
  mckeown: p('Kaylee McKeown', 'Кайли Маккьюн', C.australia, 2),
  coventry: p('Kirsty Coventry', 'Кирсти Ковентри', C.zimbabwe, 2),
  diRado: p('Maya DiRado', 'Майя Дирадо', C.unitedStates, 3),
  quann: p('Megan Quann', 'Меган Куонн', C.unitedStates, 3),
  luo: p('Luo Xuejuan', 'Ло Сюэцзюань', C.china, 3),
  jones: p('Leisel Jones', 'Лизель Джонс', C.australia, 3),
  meilutyte: p('Rūta Meilutytė', 'Рута Мейлутите', C.lithuania, 3),
  king: p('Lilly King', 'Лилли Кинг', C.unitedStates, 3),
  jacoby: p('Lydia Jacoby', 'Лидия Джейкоби', C.unitedStates, 3),
  schoenmaker: p('Tatjana Schoenmaker', 'Татьяна Схунмакер', C.southAfrica, 3),
  kovacs: p('Ágnes Kovács', 'Агнеш Ковач', C.hungary, 3),
  beard: p('Amanda Beard', 'Аманда Бирд', C.unitedStates, 3),
  soni: p('Rebecca Soni', 'Ребекка Сони', C.unitedStates, 3),
  kaneto: p('Rie Kaneto', 'Риэ Канэто', C.japan, 3),
  douglass: p('Kate Douglass', 'Кейт Дуглас', C.unitedStates, 3),
  klochkova: p('Yana Klochkova', 'Яна Клочкова', C.ukraine, 2),
  rice: p('Stephanie Rice', 'Стефани Райс', C.australia, 3),
  ye: p('Ye Shiwen', 'Е Шивэнь', C.china, 3),
  ohashi: p('Yui Ohashi', 'Юи Охаси', C.japan, 3),
};

type Games = readonly (readonly [Stroke, Person])[];
const games = (year: number, list: Games): Win<Stroke>[] => list.map(([event, winner]) => ({ event, year, winner }));

// prettier-ignore
const MEN: Win<Stroke>[] = [
  ...games(2000, [['free100', M.vdHoogenband], ['free200', M.vdHoogenband], ['free400', M.thorpe], ['free1500', M.hackett], ['back100', M.krayzelburg], ['back200', M.krayzelburg], ['breast100', M.fioravanti], ['breast200', M.fioravanti], ['fly100', M.frolander], ['fly200', M.malchow], ['im200', M.rosolino], ['im400', M.dolan]]),
  ...games(2004, [['free50', M.hallJr], ['free100', M.vdHoogenband], ['free200', M.thorpe], ['free400', M.thorpe], ['free1500', M.hackett], ['back100', M.peirsol], ['back200', M.peirsol], ['breast100', M.kitajima], ['breast200', M.kitajima], ['fly100', M.phelps], ['fly200', M.phelps], ['im200', M.phelps], ['im400', M.phelps]]),
  ...games(2008, [['free50', M.cielo], ['free100', M.bernard], ['free200', M.phelps], ['free400', M.park], ['free1500', M.mellouli], ['back100', M.peirsol], ['back200', M.lochte], ['breast100', M.kitajima], ['breast200', M.kitajima], ['fly100', M.phelps], ['fly200', M.phelps], ['im200', M.phelps], ['im400', M.phelps]]),
  ...games(2012, [['free50', M.manaudouF], ['free100', M.adrian], ['free200', M.agnel], ['free400', M.sunYang], ['free1500', M.sunYang], ['back100', M.grevers], ['back200', M.clary], ['breast100', M.vdBurgh], ['breast200', M.gyurta], ['fly100', M.phelps], ['fly200', M.leClos], ['im200', M.phelps], ['im400', M.lochte]]),
  ...games(2016, [['free50', M.ervin], ['free100', M.chalmers], ['free200', M.sunYang], ['free400', M.horton], ['free1500', M.paltrinieri], ['back100', M.murphy], ['back200', M.murphy], ['breast100', M.peaty], ['breast200', M.balandin], ['fly100', M.schooling], ['fly200', M.phelps], ['im200', M.phelps], ['im400', M.hagino]]),
  ...games(2020, [['free50', M.dressel], ['free100', M.dressel], ['free200', M.dean], ['free400', M.hafnaoui], ['free800', M.finke], ['free1500', M.finke], ['back100', M.rylov], ['back200', M.rylov], ['breast100', M.peaty], ['breast200', M.stubbletyCook], ['fly100', M.dressel], ['fly200', M.milak], ['im200', M.wangShun], ['im400', M.kalisz]]),
  ...games(2024, [['free50', M.mcevoy], ['free100', M.pan], ['free200', M.popovici], ['free400', M.martens], ['free800', M.wiffen], ['free1500', M.finke], ['back100', M.ceccon], ['back200', M.kos], ['breast100', M.martinenghi], ['breast200', M.marchand], ['fly100', M.milak], ['fly200', M.marchand], ['im200', M.marchand], ['im400', M.marchand]]),
];

// prettier-ignore
const WOMEN: Win<Stroke>[] = [
  ...games(2000, [['free50', W.deBruijn], ['free100', W.deBruijn], ['free200', W.oNeill], ['free400', W.bennett], ['free800', W.bennett], ['back100', W.mocanu], ['back200', W.mocanu], ['breast100', W.quann], ['breast200', W.kovacs], ['fly100', W.deBruijn], ['fly200', W.hyman], ['im200', W.klochkova], ['im400', W.klochkova]]),
  ...games(2004, [['free50', W.deBruijn], ['free100', W.henry], ['free200', W.potec], ['free400', W.manaudouL], ['free800', W.shibata], ['back100', W.coughlin], ['back200', W.coventry], ['breast100', W.luo], ['breast200', W.beard], ['fly100', W.thomasP], ['fly200', W.jedrzejczak], ['im200', W.klochkova], ['im400', W.klochkova]]),
  ...games(2008, [['free50', W.steffen], ['free100', W.steffen], ['free200', W.pellegrini], ['free400', W.adlington], ['free800', W.adlington], ['back100', W.coughlin], ['back200', W.coventry], ['breast100', W.jones], ['breast200', W.soni], ['fly100', W.trickett], ['fly200', W.liuZige], ['im200', W.rice], ['im400', W.rice]]),
  ...games(2012, [['free50', W.kromowidjojo], ['free100', W.kromowidjojo], ['free200', W.schmitt], ['free400', W.muffat], ['free800', W.ledecky], ['back100', W.franklin], ['back200', W.franklin], ['breast100', W.meilutyte], ['breast200', W.soni], ['fly100', W.vollmer], ['fly200', W.jiao], ['im200', W.ye], ['im400', W.ye]]),
  ...games(2016, [['free50', W.blume], ['free200', W.ledecky], ['free400', W.ledecky], ['free800', W.ledecky], ['back100', W.hosszu], ['back200', W.diRado], ['breast100', W.king], ['breast200', W.kaneto], ['fly100', W.sjostrom], ['fly200', W.belmonte], ['im200', W.hosszu], ['im400', W.hosszu]]),
  ...games(2020, [['free50', W.mckeon], ['free100', W.mckeon], ['free200', W.titmus], ['free400', W.titmus], ['free800', W.ledecky], ['free1500', W.ledecky], ['back100', W.mckeown], ['back200', W.mckeown], ['breast100', W.jacoby], ['breast200', W.schoenmaker], ['fly100', W.macneil], ['fly200', W.zhangYufei], ['im200', W.ohashi], ['im400', W.ohashi]]),
  ...games(2024, [['free50', W.sjostrom], ['free100', W.sjostrom], ['free200', W.oCallaghan], ['free400', W.titmus], ['free800', W.ledecky], ['free1500', W.ledecky], ['back100', W.mckeown], ['back200', W.mckeown], ['breast200', W.douglass], ['fly100', W.huske], ['fly200', W.mcintosh], ['im200', W.mcintosh], ['im400', W.mcintosh]]),
];

/** Every swimming winners' table adds its champions here, by 'men' and 'women'. */
export const SWIMMING_WINNERS = new WinnerPools();

const level = (r: Win<Stroke>) => fameLevel(r.winner.fame, r.year, 2016, 2008);

export const menOlympicSwimming = winnersTable<Stroke>({
  id: 'swimming.olympic-champions-men',
  sport: 'swimming',
  source: {
    title: 'Wikipedia: List of Olympic medalists in swimming (men)',
    url: 'https://en.wikipedia.org/wiki/List_of_Olympic_medalists_in_swimming_(men)',
    asOf: '2024-08-11',
  },
  rows: MEN,
  pools: SWIMMING_WINNERS,
  group: () => 'men',
  margin: 4,
  level,
  whoWon: (r) =>
    L(
      `Who won the men's ${EVENT[r.event].en} at the ${r.year} Olympics?`,
      `Кто стал олимпийским чемпионом ${r.year} года на дистанции ${EVENT[r.event].ru} у мужчин?`,
    ),
  whichCountry: (r) =>
    L(
      `Which country did the ${r.year} Olympic champion in the men's ${EVENT[r.event].en} represent?`,
      `Какую страну представлял олимпийский чемпион ${r.year} года на дистанции ${EVENT[r.event].ru} у мужчин?`,
    ),
  whichEvent: {
    question: (r) =>
      L(
        `In which event did ${r.winner.name.en} win Olympic gold in ${r.year}?`,
        `На какой дистанции ${r.winner.name.ru} стал олимпийским чемпионом в ${r.year} году?`,
      ),
    names: EVENT,
  },
});

export const womenOlympicSwimming = winnersTable<Stroke>({
  id: 'swimming.olympic-champions-women',
  sport: 'swimming',
  source: {
    title: 'Wikipedia: List of Olympic medalists in swimming (women)',
    url: 'https://en.wikipedia.org/wiki/List_of_Olympic_medalists_in_swimming_(women)',
    asOf: '2024-08-11',
  },
  rows: WOMEN,
  pools: SWIMMING_WINNERS,
  group: () => 'women',
  margin: 4,
  level,
  whoWon: (r) =>
    L(
      `Who won the women's ${EVENT[r.event].en} at the ${r.year} Olympics?`,
      `Кто стала олимпийской чемпионкой ${r.year} года на дистанции ${EVENT[r.event].ru}?`,
    ),
  whichCountry: (r) =>
    L(
      `Which country did the ${r.year} Olympic champion in the women's ${EVENT[r.event].en} represent?`,
      `Какую страну представляла олимпийская чемпионка ${r.year} года на дистанции ${EVENT[r.event].ru}?`,
    ),
  whichEvent: {
    question: (r) =>
      L(
        `In which event did ${r.winner.name.en} win Olympic gold in ${r.year}?`,
        `На какой дистанции ${r.winner.name.ru} стала олимпийской чемпионкой в ${r.year} году?`,
      ),
    names: EVENT,
  },
});
