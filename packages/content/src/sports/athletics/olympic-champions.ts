import type { Localized } from '../../model.js';
import { L } from '../../model.js';
import { COUNTRY as C } from '../../names/countries.js';
import type { Person, Win } from '../winners.js';
import { WinnerPools, fameLevel, winnersTable } from '../winners.js';

/**
 * Olympic athletics champions in the main individual events, Athens 2004 to Paris 2024 (a few
 * sprints from 1984), as the results stand after disqualifications. Golds shared or reallocated
 * years later are left out.
 */
export type Event =
  | 'm100'
  | 'm200'
  | 'm400'
  | 'm800'
  | 'm1500'
  | 'm5000'
  | 'm10000'
  | 'marathon'
  | 'h100'
  | 'h110'
  | 'h400'
  | 'pole'
  | 'long'
  | 'triple'
  | 'javelin'
  | 'shot'
  | 'decathlon'
  | 'heptathlon'
  | 'high';

const EVENT: Readonly<Record<Event, Localized>> = {
  m100: L('100 m', 'бег на 100 м'),
  m200: L('200 m', 'бег на 200 м'),
  m400: L('400 m', 'бег на 400 м'),
  m800: L('800 m', 'бег на 800 м'),
  m1500: L('1500 m', 'бег на 1500 м'),
  m5000: L('5000 m', 'бег на 5000 м'),
  m10000: L('10,000 m', 'бег на 10 000 м'),
  marathon: L('marathon', 'марафон'),
  h100: L('100 m hurdles', 'бег на 100 м с барьерами'),
  h110: L('110 m hurdles', 'бег на 110 м с барьерами'),
  h400: L('400 m hurdles', 'бег на 400 м с барьерами'),
  pole: L('pole vault', 'прыжки с шестом'),
  long: L('long jump', 'прыжки в длину'),
  triple: L('triple jump', 'тройной прыжок'),
  javelin: L('javelin throw', 'метание копья'),
  shot: L('shot put', 'толкание ядра'),
  decathlon: L('decathlon', 'десятиборье'),
  heptathlon: L('heptathlon', 'семиборье'),
  high: L('high jump', 'прыжки в высоту'),
};

/** "в беге на 100 м", "в прыжках с шестом": the event after «в». */
const IN_EVENT: Readonly<Record<Event, string>> = {
  m100: 'в беге на 100 м',
  m200: 'в беге на 200 м',
  m400: 'в беге на 400 м',
  m800: 'в беге на 800 м',
  m1500: 'в беге на 1500 м',
  m5000: 'в беге на 5000 м',
  m10000: 'в беге на 10 000 м',
  marathon: 'в марафоне',
  h100: 'в беге на 100 м с барьерами',
  h110: 'в беге на 110 м с барьерами',
  h400: 'в беге на 400 м с барьерами',
  pole: 'в прыжках с шестом',
  long: 'в прыжках в длину',
  triple: 'в тройном прыжке',
  javelin: 'в метании копья',
  shot: 'в толкании ядра',
  decathlon: 'в десятиборье',
  heptathlon: 'в семиборье',
  high: 'в прыжках в высоту',
};

const BAHAMAS = L('Bahamas', 'Багамские Острова');
const BOTSWANA = L('Botswana', 'Ботсвана');
const ETHIOPIA = L('Ethiopia', 'Эфиопия');
const UGANDA = L('Uganda', 'Уганда');
const GRENADA = L('Grenada', 'Гренада');
const TRINIDAD = L('Trinidad and Tobago', 'Тринидад и Тобаго');
const DOMINICAN = C.dominicanRepublic;
const SAINT_LUCIA = L('Saint Lucia', 'Сент-Люсия');
const p = (en: string, ru: string, country: Localized, fame: Person['fame']): Person => ({ name: L(en, ru), country, fame });

// prettier-ignore
const M = {
  lewis: p('Carl Lewis', 'Карл Льюис', C.unitedStates, 1),
  christie: p('Linford Christie', 'Линфорд Кристи', C.greatBritain, 2),
  bailey: p('Donovan Bailey', 'Донован Бейли', C.canada, 2),
  greene: p('Maurice Greene', 'Морис Грин', C.unitedStates, 2),
  gatlin: p('Justin Gatlin', 'Джастин Гэтлин', C.unitedStates, 2),
  bolt: p('Usain Bolt', 'Усэйн Болт', C.jamaica, 1),
  jacobs: p('Marcell Jacobs', 'Марселл Джейкобс', C.italy, 2),
  lyles: p('Noah Lyles', 'Ноа Лайлс', C.unitedStates, 1),
  deloach: p('Joe DeLoach', 'Джо Делоач', C.unitedStates, 3),
  marsh: p('Mike Marsh', 'Майк Марш', C.unitedStates, 3),
  mJohnson: p('Michael Johnson', 'Майкл Джонсон', C.unitedStates, 1),
  crawford: p('Shawn Crawford', 'Шон Кроуфорд', C.unitedStates, 3),
  deGrasse: p('Andre De Grasse', 'Андре Де Грасс', C.canada, 2),
  tebogo: p('Letsile Tebogo', 'Летсиле Тебого', BOTSWANA, 2),
  wariner: p('Jeremy Wariner', 'Джереми Уоринер', C.unitedStates, 3),
  merritt: p('LaShawn Merritt', 'Лашон Мерритт', C.unitedStates, 3),
  james: p('Kirani James', 'Кирани Джеймс', GRENADA, 3),
  vanNiekerk: p('Wayde van Niekerk', 'Уэйд ван Никерк', C.southAfrica, 2),
  gardiner: p('Steven Gardiner', 'Стивен Гардинер', BAHAMAS, 3),
  hall: p('Quincy Hall', 'Куинси Холл', C.unitedStates, 3),
  borzakovskiy: p('Yuriy Borzakovskiy', 'Юрий Борзаковский', C.russia, 2),
  bungei: p('Wilfred Bungei', 'Уилфред Бунгеи', C.kenya, 3),
  rudisha: p('David Rudisha', 'Дэвид Рудиша', C.kenya, 2),
  korir: p('Emmanuel Korir', 'Эммануэль Корир', C.kenya, 3),
  wanyonyi: p('Emmanuel Wanyonyi', 'Эммануэль Ваньони', C.kenya, 3),
  elGuerrouj: p('Hicham El Guerrouj', 'Хишам Эль-Герруж', C.morocco, 1),
  makhloufi: p('Taoufik Makhloufi', 'Тауфик Махлуфи', C.algeria, 3),
  centrowitz: p('Matthew Centrowitz', 'Мэттью Центровиц', C.unitedStates, 3),
  ingebrigtsen: p('Jakob Ingebrigtsen', 'Якоб Ингебригтсен', C.norway, 1),
  hocker: p('Cole Hocker', 'Коул Хокер', C.unitedStates, 3),
  bekele: p('Kenenisa Bekele', 'Кенениса Бекеле', ETHIOPIA, 1),
  farah: p('Mo Farah', 'Мо Фара', C.greatBritain, 1),
  cheptegei: p('Joshua Cheptegei', 'Джошуа Чептегеи', UGANDA, 2),
  gebrselassie: p('Haile Gebrselassie', 'Хайле Гебрселассие', ETHIOPIA, 1),
  barega: p('Selemon Barega', 'Селемон Барега', ETHIOPIA, 3),
  baldini: p('Stefano Baldini', 'Стефано Бальдини', C.italy, 3),
  wanjiru: p('Samuel Wanjiru', 'Сэмюэл Ванджиру', C.kenya, 3),
  kiprotich: p('Stephen Kiprotich', 'Стивен Кипротич', UGANDA, 3),
  kipchoge: p('Eliud Kipchoge', 'Элиуд Кипчоге', C.kenya, 1),
  tola: p('Tamirat Tola', 'Тамират Тола', ETHIOPIA, 3),
  liuXiang: p('Liu Xiang', 'Лю Сян', C.china, 2),
  robles: p('Dayron Robles', 'Дайрон Роблес', C.cuba, 3),
  aMerritt: p('Aries Merritt', 'Эрис Мерритт', C.unitedStates, 3),
  mcleod: p('Omar McLeod', 'Омар Маклауд', C.jamaica, 3),
  parchment: p('Hansle Parchment', 'Хансле Парчмент', C.jamaica, 3),
  holloway: p('Grant Holloway', 'Грант Холлоуэй', C.unitedStates, 2),
  sanchez: p('Félix Sánchez', 'Феликс Санчес', DOMINICAN, 3),
  taylorA: p('Angelo Taylor', 'Анджело Тейлор', C.unitedStates, 3),
  clement: p('Kerron Clement', 'Керрон Клемент', C.unitedStates, 3),
  warholm: p('Karsten Warholm', 'Карстен Вархольм', C.norway, 1),
  benjamin: p('Rai Benjamin', 'Рай Бенджамин', C.unitedStates, 2),
  mack: p('Timothy Mack', 'Тимоти Мак', C.unitedStates, 3),
  hooker: p('Steve Hooker', 'Стив Хукер', C.australia, 3),
  lavillenie: p('Renaud Lavillenie', 'Рено Лавиллени', C.france, 2),
  braz: p('Thiago Braz', 'Тиаго Браз', C.brazil, 3),
  duplantis: p('Armand Duplantis', 'Арман Дюплантис', C.sweden, 1),
  phillips: p('Dwight Phillips', 'Дуайт Филлипс', C.unitedStates, 3),
  saladino: p('Irving Saladino', 'Ирвинг Саладино', C.panama, 3),
  rutherford: p('Greg Rutherford', 'Грег Резерфорд', C.greatBritain, 3),
  henderson: p('Jeff Henderson', 'Джефф Хендерсон', C.unitedStates, 3),
  tentoglou: p('Miltiadis Tentoglou', 'Милтиадис Тентоглу', C.greece, 2),
  olsson: p('Christian Olsson', 'Кристиан Ольссон', C.sweden, 3),
  evora: p('Nelson Évora', 'Нелсон Эвора', C.portugal, 3),
  cTaylor: p('Christian Taylor', 'Кристиан Тейлор', C.unitedStates, 3),
  pichardo: p('Pedro Pichardo', 'Педро Пичардо', C.portugal, 3),
  diaz: p('Jordan Díaz', 'Хордан Диас', C.spain, 3),
  thorkildsen: p('Andreas Thorkildsen', 'Андреас Торкильдсен', C.norway, 3),
  walcott: p('Keshorn Walcott', 'Кешорн Уолкотт', TRINIDAD, 3),
  rohler: p('Thomas Röhler', 'Томас Рёлер', C.germany, 3),
  chopra: p('Neeraj Chopra', 'Нирадж Чопра', C.india, 2),
  nadeem: p('Arshad Nadeem', 'Аршад Надим', C.pakistan, 3),
  majewski: p('Tomasz Majewski', 'Томаш Маевский', C.poland, 3),
  crouser: p('Ryan Crouser', 'Райан Краузер', C.unitedStates, 2),
  sebrle: p('Roman Šebrle', 'Роман Шебрле', C.czechRepublic, 3),
  clay: p('Bryan Clay', 'Брайан Клэй', C.unitedStates, 3),
  eaton: p('Ashton Eaton', 'Эштон Итон', C.unitedStates, 2),
  warner: p('Damian Warner', 'Дэмиан Уорнер', C.canada, 3),
  rooth: p('Markus Rooth', 'Маркус Рут', C.norway, 3),
  kerr: p('Hamish Kerr', 'Хэмиш Керр', C.newZealand, 3),
  drouin: p('Derek Drouin', 'Дерек Друэн', C.canada, 3),
};

// prettier-ignore
const W = {
  fraserPryce: p('Shelly-Ann Fraser-Pryce', 'Шелли-Энн Фрейзер-Прайс', C.jamaica, 1),
  thompson: p('Elaine Thompson-Herah', 'Элейн Томпсон-Хера', C.jamaica, 2),
  alfred: p('Julien Alfred', 'Жюльен Альфред', SAINT_LUCIA, 2),
  campbell: p('Veronica Campbell-Brown', 'Вероника Кэмпбелл-Браун', C.jamaica, 2),
  felix: p('Allyson Felix', 'Эллисон Феликс', C.unitedStates, 1),
  gThomas: p('Gabby Thomas', 'Габби Томас', C.unitedStates, 3),
  ohuruogu: p('Christine Ohuruogu', 'Кристин Охуруогу', C.greatBritain, 3),
  richardsRoss: p('Sanya Richards-Ross', 'Санья Ричардс-Росс', C.unitedStates, 3),
  miller: p('Shaunae Miller-Uibo', 'Шона Миллер-Уибо', BAHAMAS, 2),
  paulino: p('Marileidy Paulino', 'Марилейди Паулино', DOMINICAN, 3),
  holmes: p('Kelly Holmes', 'Келли Холмс', C.greatBritain, 2),
  jelimo: p('Pamela Jelimo', 'Памела Джелимо', C.kenya, 3),
  semenya: p('Caster Semenya', 'Кастер Семеня', C.southAfrica, 2),
  mu: p('Athing Mu', 'Атинг Му', C.unitedStates, 3),
  hodgkinson: p('Keely Hodgkinson', 'Кили Ходжкинсон', C.greatBritain, 2),
  kipyegon: p('Faith Kipyegon', 'Фейт Кипьегон', C.kenya, 1),
  hassan: p('Sifan Hassan', 'Сифан Хассан', C.netherlands, 1),
  chebet: p('Beatrice Chebet', 'Беатрис Чебет', C.kenya, 2),
  cheruiyot: p('Vivian Cheruiyot', 'Вивиан Черуйот', C.kenya, 3),
  ayana: p('Almaz Ayana', 'Алмаз Аяна', ETHIOPIA, 3),
  jepchirchir: p('Peres Jepchirchir', 'Перес Джепчирчир', C.kenya, 3),
  gelana: p('Tiki Gelana', 'Тики Гелана', ETHIOPIA, 3),
  harper: p('Dawn Harper', 'Дон Харпер', C.unitedStates, 3),
  pearson: p('Sally Pearson', 'Салли Пирсон', C.australia, 2),
  rollins: p('Brianna Rollins', 'Брианна Роллинз', C.unitedStates, 3),
  camachoQuinn: p('Jasmine Camacho-Quinn', 'Жасмин Камачо-Куинн', C.puertoRico, 3),
  russell: p('Masai Russell', 'Масаи Расселл', C.unitedStates, 3),
  walker: p('Melaine Walker', 'Мелейн Уокер', C.jamaica, 3),
  muhammad: p('Dalilah Muhammad', 'Далила Мухаммад', C.unitedStates, 3),
  mclaughlin: p('Sydney McLaughlin-Levrone', 'Сидни Маклафлин-Леврон', C.unitedStates, 1),
  isinbayeva: p('Yelena Isinbayeva', 'Елена Исинбаева', C.russia, 1),
  suhr: p('Jennifer Suhr', 'Дженнифер Сур', C.unitedStates, 3),
  stefanidi: p('Katerina Stefanidi', 'Екатерини Стефаниди', C.greece, 3),
  nageotte: p('Katie Nageotte', 'Кэти Нажотт', C.unitedStates, 3),
  kennedy: p('Nina Kennedy', 'Нина Кеннеди', C.australia, 3),
  reese: p('Brittney Reese', 'Бриттни Риз', C.unitedStates, 3),
  bartoletta: p('Tianna Bartoletta', 'Тианна Бартолетта', C.unitedStates, 3),
  mihambo: p('Malaika Mihambo', 'Малайка Михамбо', C.germany, 2),
  davisWoodhall: p('Tara Davis-Woodhall', 'Тара Дэвис-Вудхолл', C.unitedStates, 3),
  ibarguen: p('Caterine Ibargüen', 'Катерин Ибаргуэн', C.colombia, 3),
  rojas: p('Yulimar Rojas', 'Юлимар Рохас', C.venezuela, 2),
  lafond: p('Thea LaFond', 'Тиа Лафонд', L('Dominica', 'Доминика'), 3),
  beitia: p('Ruth Beitia', 'Рут Бейтиа', C.spain, 3),
  mahuchikh: p('Yaroslava Mahuchikh', 'Ярослава Магучих', C.ukraine, 2),
  ennis: p('Jessica Ennis', 'Джессика Эннис', C.greatBritain, 2),
  thiam: p('Nafissatou Thiam', 'Нафиссату Тиам', C.belgium, 2),
};

type Games = readonly (readonly [Event, Person])[];
const games = (year: number, list: Games): Win<Event>[] => list.map(([event, winner]) => ({ event, year, winner }));

// prettier-ignore
const MEN: Win<Event>[] = [
  ...games(1984, [['m100', M.lewis], ['m200', M.lewis], ['long', M.lewis]]),
  ...games(1988, [['m100', M.lewis], ['m200', M.deloach], ['long', M.lewis]]),
  ...games(1992, [['m100', M.christie], ['m200', M.marsh]]),
  ...games(1996, [['m100', M.bailey], ['m200', M.mJohnson], ['m400', M.mJohnson], ['m10000', M.gebrselassie]]),
  ...games(2000, [['m100', M.greene], ['m400', M.mJohnson], ['m10000', M.gebrselassie]]),
  ...games(2004, [['m100', M.gatlin], ['m200', M.crawford], ['m400', M.wariner], ['m800', M.borzakovskiy], ['m1500', M.elGuerrouj], ['m5000', M.elGuerrouj], ['m10000', M.bekele], ['marathon', M.baldini], ['h110', M.liuXiang], ['h400', M.sanchez], ['pole', M.mack], ['long', M.phillips], ['triple', M.olsson], ['javelin', M.thorkildsen], ['decathlon', M.sebrle]]),
  ...games(2008, [['m100', M.bolt], ['m200', M.bolt], ['m400', M.merritt], ['m800', M.bungei], ['m5000', M.bekele], ['m10000', M.bekele], ['marathon', M.wanjiru], ['h110', M.robles], ['h400', M.taylorA], ['pole', M.hooker], ['long', M.saladino], ['triple', M.evora], ['javelin', M.thorkildsen], ['shot', M.majewski], ['decathlon', M.clay]]),
  ...games(2012, [['m100', M.bolt], ['m200', M.bolt], ['m400', M.james], ['m800', M.rudisha], ['m1500', M.makhloufi], ['m5000', M.farah], ['m10000', M.farah], ['marathon', M.kiprotich], ['h110', M.aMerritt], ['h400', M.sanchez], ['pole', M.lavillenie], ['long', M.rutherford], ['triple', M.cTaylor], ['javelin', M.walcott], ['shot', M.majewski], ['decathlon', M.eaton]]),
  ...games(2016, [['m100', M.bolt], ['m200', M.bolt], ['m400', M.vanNiekerk], ['m800', M.rudisha], ['m1500', M.centrowitz], ['m5000', M.farah], ['m10000', M.farah], ['marathon', M.kipchoge], ['h110', M.mcleod], ['h400', M.clement], ['pole', M.braz], ['long', M.henderson], ['triple', M.cTaylor], ['javelin', M.rohler], ['shot', M.crouser], ['decathlon', M.eaton], ['high', M.drouin]]),
  ...games(2020, [['m100', M.jacobs], ['m200', M.deGrasse], ['m400', M.gardiner], ['m800', M.korir], ['m1500', M.ingebrigtsen], ['m5000', M.cheptegei], ['m10000', M.barega], ['marathon', M.kipchoge], ['h110', M.parchment], ['h400', M.warholm], ['pole', M.duplantis], ['long', M.tentoglou], ['triple', M.pichardo], ['javelin', M.chopra], ['shot', M.crouser], ['decathlon', M.warner]]),
  ...games(2024, [['m100', M.lyles], ['m200', M.tebogo], ['m400', M.hall], ['m800', M.wanyonyi], ['m1500', M.hocker], ['m5000', M.ingebrigtsen], ['m10000', M.cheptegei], ['marathon', M.tola], ['h110', M.holloway], ['h400', M.benjamin], ['pole', M.duplantis], ['long', M.tentoglou], ['triple', M.diaz], ['javelin', M.nadeem], ['shot', M.crouser], ['decathlon', M.rooth], ['high', M.kerr]]),
];

// prettier-ignore
const WOMEN: Win<Event>[] = [
  ...games(2004, [['m200', W.campbell], ['m800', W.holmes], ['m1500', W.holmes], ['pole', W.isinbayeva]]),
  ...games(2008, [['m100', W.fraserPryce], ['m200', W.campbell], ['m400', W.ohuruogu], ['m800', W.jelimo], ['h100', W.harper], ['h400', W.walker], ['pole', W.isinbayeva]]),
  ...games(2012, [['m100', W.fraserPryce], ['m200', W.felix], ['m400', W.richardsRoss], ['marathon', W.gelana], ['h100', W.pearson], ['pole', W.suhr], ['long', W.reese], ['heptathlon', W.ennis]]),
  ...games(2016, [['m100', W.thompson], ['m200', W.thompson], ['m400', W.miller], ['m800', W.semenya], ['m1500', W.kipyegon], ['m5000', W.cheruiyot], ['m10000', W.ayana], ['h100', W.rollins], ['h400', W.muhammad], ['pole', W.stefanidi], ['long', W.bartoletta], ['triple', W.ibarguen], ['heptathlon', W.thiam], ['high', W.beitia]]),
  ...games(2020, [['m100', W.thompson], ['m200', W.thompson], ['m400', W.miller], ['m800', W.mu], ['m1500', W.kipyegon], ['m5000', W.hassan], ['m10000', W.hassan], ['marathon', W.jepchirchir], ['h100', W.camachoQuinn], ['h400', W.mclaughlin], ['pole', W.nageotte], ['long', W.mihambo], ['triple', W.rojas], ['heptathlon', W.thiam]]),
  ...games(2024, [['m100', W.alfred], ['m200', W.gThomas], ['m400', W.paulino], ['m800', W.hodgkinson], ['m1500', W.kipyegon], ['m5000', W.chebet], ['m10000', W.chebet], ['marathon', W.hassan], ['h100', W.russell], ['h400', W.mclaughlin], ['pole', W.kennedy], ['long', W.davisWoodhall], ['triple', W.lafond], ['heptathlon', W.thiam], ['high', W.mahuchikh]]),
];

/** Every athletics winners' table adds its champions here, by 'men' and 'women'. */
export const ATHLETICS_WINNERS = new WinnerPools();

const level = (r: Win<Event>) => fameLevel(r.winner.fame, r.year, 2016, 2008);

export const menOlympicAthletics = winnersTable<Event>({
  id: 'athletics.olympic-champions-men',
  sport: 'athletics',
  source: {
    title: 'Wikipedia: List of Olympic medalists in athletics (men)',
    url: 'https://en.wikipedia.org/wiki/List_of_Olympic_medalists_in_athletics_(men)',
    asOf: '2024-08-11',
  },
  rows: MEN,
  pools: ATHLETICS_WINNERS,
  group: () => 'men',
  margin: 4,
  level,
  whoWon: (r) =>
    L(
      `Who won the men's ${EVENT[r.event].en} at the ${r.year} Olympics?`,
      `Кто стал олимпийским чемпионом ${r.year} года ${IN_EVENT[r.event]} у мужчин?`,
    ),
  whichCountry: (r) =>
    L(
      `Which country did the ${r.year} Olympic champion in the men's ${EVENT[r.event].en} represent?`,
      `Какую страну представлял олимпийский чемпион ${r.year} года ${IN_EVENT[r.event]} у мужчин?`,
    ),
  whichEvent: {
    question: (r) =>
      L(
        `In which event did ${r.winner.name.en} win Olympic gold in ${r.year}?`,
        `В какой дисциплине ${r.winner.name.ru} стал олимпийским чемпионом в ${r.year} году?`,
      ),
    exclude: ['h100', 'heptathlon'],
    names: Object.fromEntries(
      Object.entries(EVENT).map(([k, v]) => [k, L(v.en[0]?.toUpperCase() + v.en.slice(1), v.ru[0]?.toUpperCase() + v.ru.slice(1))]),
    ) as Record<Event, Localized>,
  },
});

export const womenOlympicAthletics = winnersTable<Event>({
  id: 'athletics.olympic-champions-women',
  sport: 'athletics',
  source: {
    title: 'Wikipedia: List of Olympic medalists in athletics (women)',
    url: 'https://en.wikipedia.org/wiki/List_of_Olympic_medalists_in_athletics_(women)',
    asOf: '2024-08-11',
  },
  rows: WOMEN,
  pools: ATHLETICS_WINNERS,
  group: () => 'women',
  margin: 4,
  level,
  whoWon: (r) =>
    L(
      `Who won the women's ${EVENT[r.event].en} at the ${r.year} Olympics?`,
      `Кто стала олимпийской чемпионкой ${r.year} года ${IN_EVENT[r.event]}?`,
    ),
  whichCountry: (r) =>
    L(
      `Which country did the ${r.year} Olympic champion in the women's ${EVENT[r.event].en} represent?`,
      `Какую страну представляла олимпийская чемпионка ${r.year} года ${IN_EVENT[r.event]}?`,
    ),
  whichEvent: {
    question: (r) =>
      L(
        `In which event did ${r.winner.name.en} win Olympic gold in ${r.year}?`,
        `В какой дисциплине ${r.winner.name.ru} стала олимпийской чемпионкой в ${r.year} году?`,
      ),
    exclude: ['h110', 'decathlon'],
    names: Object.fromEntries(
      Object.entries(EVENT).map(([k, v]) => [k, L(v.en[0]?.toUpperCase() + v.en.slice(1), v.ru[0]?.toUpperCase() + v.ru.slice(1))]),
    ) as Record<Event, Localized>,
  },
});
