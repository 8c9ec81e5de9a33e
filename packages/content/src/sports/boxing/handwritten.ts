import type { FactSource, HandWrittenQuestion } from '../../model.js';
import { handWrittenFor } from '../../handwritten.js';

/** Hand-written boxing questions: rules, sanctioning bodies, famous fights and records. */

const UNIFIED_RULES: FactSource = {
  title: 'Association of Boxing Commissions: Unified Rules of Boxing',
  url: 'https://www.abcboxing.com/unified-rules-boxing/',
  asOf: '2025-01-01',
};
const RULES_HISTORY: FactSource = {
  title: 'Wikipedia: Boxing (rules and history)',
  url: 'https://en.wikipedia.org/wiki/Boxing',
  asOf: '2025-01-01',
};
const QUEENSBERRY: FactSource = {
  title: 'Wikipedia: Marquess of Queensberry Rules',
  url: 'https://en.wikipedia.org/wiki/Marquess_of_Queensberry_Rules',
  asOf: '2025-01-01',
};
const BODIES: FactSource = {
  title: 'Wikipedia: Boxing sanctioning bodies',
  url: 'https://en.wikipedia.org/wiki/Boxing_sanctioning_bodies',
  asOf: '2025-01-01',
};
const UNDISPUTED: FactSource = {
  title: 'Wikipedia: Undisputed championship (boxing)',
  url: 'https://en.wikipedia.org/wiki/Undisputed_championship_(boxing)',
  asOf: '2025-01-01',
};
const RUMBLE: FactSource = {
  title: 'Wikipedia: The Rumble in the Jungle',
  url: 'https://en.wikipedia.org/wiki/The_Rumble_in_the_Jungle',
  asOf: '2025-01-01',
};
const THRILLA: FactSource = {
  title: 'Wikipedia: Thrilla in Manila',
  url: 'https://en.wikipedia.org/wiki/Thrilla_in_Manila',
  asOf: '2025-01-01',
};
const FIGHT_OF_CENTURY: FactSource = {
  title: 'Wikipedia: Fight of the Century (Ali vs Frazier, 1971)',
  url: 'https://en.wikipedia.org/wiki/Fight_of_the_Century',
  asOf: '2025-01-01',
};
const ALI: FactSource = {
  title: 'Wikipedia: Muhammad Ali',
  url: 'https://en.wikipedia.org/wiki/Muhammad_Ali',
  asOf: '2025-01-01',
};
const ALI_LISTON: FactSource = {
  title: 'Wikipedia: Muhammad Ali vs. Sonny Liston',
  url: 'https://en.wikipedia.org/wiki/Muhammad_Ali_vs._Sonny_Liston',
  asOf: '2025-01-01',
};
const HOLYFIELD_TYSON: FactSource = {
  title: 'Wikipedia: Evander Holyfield vs. Mike Tyson II',
  url: 'https://en.wikipedia.org/wiki/Evander_Holyfield_vs._Mike_Tyson_II',
  asOf: '2025-01-01',
};
const NO_MAS: FactSource = {
  title: 'Wikipedia: Sugar Ray Leonard vs. Roberto Durán II',
  url: 'https://en.wikipedia.org/wiki/Sugar_Ray_Leonard_vs._Roberto_Dur%C3%A1n_II',
  asOf: '2025-01-01',
};
const LONG_COUNT: FactSource = {
  title: 'Wikipedia: The Long Count Fight',
  url: 'https://en.wikipedia.org/wiki/The_Long_Count_Fight',
  asOf: '2025-01-01',
};
const HEAVYWEIGHTS: FactSource = {
  title: 'Wikipedia: List of world heavyweight boxing champions',
  url: 'https://en.wikipedia.org/wiki/List_of_world_heavyweight_boxing_champions',
  asOf: '2025-01-01',
};
const MAYWEATHER: FactSource = {
  title: 'Wikipedia: Floyd Mayweather Jr.',
  url: 'https://en.wikipedia.org/wiki/Floyd_Mayweather_Jr.',
  asOf: '2025-01-01',
};
const MARCIANO: FactSource = {
  title: 'Wikipedia: Rocky Marciano',
  url: 'https://en.wikipedia.org/wiki/Rocky_Marciano',
  asOf: '2025-01-01',
};
const PACQUIAO: FactSource = {
  title: 'Wikipedia: Manny Pacquiao',
  url: 'https://en.wikipedia.org/wiki/Manny_Pacquiao',
  asOf: '2025-01-01',
};
const HOPKINS: FactSource = {
  title: 'Wikipedia: Bernard Hopkins',
  url: 'https://en.wikipedia.org/wiki/Bernard_Hopkins',
  asOf: '2025-01-01',
};
const WBSS: FactSource = {
  title: 'Wikipedia: World Boxing Super Series (season 1, cruiserweight)',
  url: 'https://en.wikipedia.org/wiki/World_Boxing_Super_Series',
  asOf: '2025-01-01',
};
const OLYMPIC_BOXING: FactSource = {
  title: 'Wikipedia: Boxing at the Summer Olympics',
  url: 'https://en.wikipedia.org/wiki/Boxing_at_the_Summer_Olympics',
  asOf: '2025-01-01',
};
const LEWIS: FactSource = {
  title: 'Wikipedia: Lennox Lewis',
  url: 'https://en.wikipedia.org/wiki/Lennox_Lewis',
  asOf: '2025-01-01',
};
const TSZYU: FactSource = {
  title: 'Wikipedia: Kostya Tszyu',
  url: 'https://en.wikipedia.org/wiki/Kostya_Tszyu',
  asOf: '2025-01-01',
};
const GOLOVKIN: FactSource = {
  title: 'Wikipedia: Gennady Golovkin',
  url: 'https://en.wikipedia.org/wiki/Gennady_Golovkin',
  asOf: '2025-01-01',
};
const KLITSCHKO: FactSource = {
  title: 'Wikipedia: Klitschko brothers',
  url: 'https://en.wikipedia.org/wiki/Klitschko_brothers',
  asOf: '2025-01-01',
};

const q = handWrittenFor('boxing');

export const boxingHandWritten: readonly HandWrittenQuestion[] = [
  // Rules
  q(
    'rules.round-length',
    'easy',
    UNIFIED_RULES,
    ["How long is a round in professional men's boxing?", '3 minutes', ['2 minutes', '4 minutes', '5 minutes']],
    ['Сколько длится раунд в мужском профессиональном боксе?', '3 минуты', ['2 минуты', '4 минуты', '5 минут']],
  ),
  q(
    'rules.rest',
    'easy',
    UNIFIED_RULES,
    ['How long is the rest between rounds in professional boxing?', '1 minute', ['30 seconds', '90 seconds', '2 minutes']],
    ['Сколько длится перерыв между раундами в профессиональном боксе?', '1 минута', ['30 секунд', '90 секунд', '2 минуты']],
  ),
  q(
    'rules.title-rounds',
    'easy',
    UNIFIED_RULES,
    ['How many rounds is a world championship fight scheduled for today?', '12', ['10', '15', '8']],
    ['На сколько раундов сегодня назначают бой за титул чемпиона мира?', '12', ['10', '15', '8']],
  ),
  q(
    'rules.fifteen-rounds',
    'medium',
    RULES_HISTORY,
    ['Before the switch to 12 rounds in the 1980s, title fights were scheduled for how many rounds?', '15', ['14', '16', '20']],
    ['На сколько раундов назначались титульные бои до перехода на 12 раундов в 1980-х?', '15', ['14', '16', '20']],
  ),
  q(
    'rules.count',
    'easy',
    UNIFIED_RULES,
    ['To what number does the referee count over a knocked-down boxer before declaring a knockout?', '10', ['8', '5', '12']],
    ['До скольки считает рефери над боксёром в нокдауне, прежде чем объявить нокаут?', '10', ['8', '5', '12']],
  ),
  q(
    'rules.tko',
    'easy',
    UNIFIED_RULES,
    ['What does "TKO" stand for?', 'Technical knockout', ['Total knockout', 'Timed knockout', 'Triple knockdown']],
    ['Что означает аббревиатура TKO (ТКО)?', 'Технический нокаут', ['Тотальный нокаут', 'Нокаут по времени', 'Тройной нокдаун']],
  ),
  q(
    'rules.queensberry',
    'medium',
    QUEENSBERRY,
    [
      'The rules of modern boxing are named after which British aristocrat?',
      'The Marquess of Queensberry',
      ['The Duke of Wellington', 'The Earl of Sandwich', 'Lord Lonsdale'],
    ],
    [
      'В честь какого британского аристократа названы правила современного бокса?',
      'Маркиза Куинсберри',
      ['Герцога Веллингтона', 'Графа Сэндвича', 'Лорда Лонсдейла'],
    ],
  ),
  // Sanctioning bodies
  q(
    'bodies.big-four',
    'easy',
    BODIES,
    [
      'Which four organisations are the major sanctioning bodies of professional boxing?',
      'WBA, WBC, IBF, WBO',
      ['WBA, WBC, IBF, IBO', 'WBC, WBO, IBO, WBU', 'WBA, WBC, WBO, NABF'],
    ],
    [
      'Какие четыре организации считаются главными в профессиональном боксе?',
      'WBA, WBC, IBF и WBO',
      ['WBA, WBC, IBF и IBO', 'WBC, WBO, IBO и WBU', 'WBA, WBC, WBO и NABF'],
    ],
  ),
  q(
    'bodies.oldest',
    'medium',
    BODIES,
    ['Which is the oldest of the four major sanctioning bodies?', 'The WBA', ['The WBC', 'The IBF', 'The WBO']],
    [
      'Какая из четырёх главных боксёрских организаций самая старая?',
      'WBA (Всемирная боксёрская ассоциация)',
      ['WBC (Всемирный боксёрский совет)', 'IBF (Международная боксёрская федерация)', 'WBO (Всемирная боксёрская организация)'],
    ],
  ),
  q(
    'bodies.green-belt',
    'medium',
    BODIES,
    ['Which organisation awards the famous green championship belt?', 'The WBC', ['The WBA', 'The IBF', 'The WBO']],
    [
      'Какая организация вручает знаменитый зелёный чемпионский пояс?',
      'WBC (Всемирный боксёрский совет)',
      ['WBA (Всемирная боксёрская ассоциация)', 'IBF (Международная боксёрская федерация)', 'WBO (Всемирная боксёрская организация)'],
    ],
  ),
  q(
    'bodies.undisputed',
    'easy',
    UNDISPUTED,
    [
      'What does a boxer need today to be called the undisputed champion of a division?',
      'All four major belts: WBA, WBC, IBF and WBO',
      ['Any two major belts', 'An Olympic gold medal and one major belt', 'Ten successful title defences'],
    ],
    [
      'Что сегодня нужно боксёру, чтобы называться абсолютным чемпионом в своём весе?',
      'Все четыре главных пояса: WBA, WBC, IBF и WBO',
      ['Любые два главных пояса', 'Олимпийское золото и один главный пояс', 'Десять успешных защит титула'],
    ],
  ),
  q(
    'bodies.usyk-undisputed',
    'easy',
    UNDISPUTED,
    [
      'Who became the first undisputed heavyweight champion of the four-belt era, in 2024?',
      'Oleksandr Usyk',
      ['Tyson Fury', 'Anthony Joshua', 'Wladimir Klitschko'],
    ],
    [
      'Кто в 2024 году стал первым абсолютным чемпионом мира в супертяжёлом весе эпохи четырёх поясов?',
      'Александр Усик',
      ['Тайсон Фьюри', 'Энтони Джошуа', 'Владимир Кличко'],
    ],
  ),
  q(
    'bodies.hopkins-first-four',
    'hard',
    HOPKINS,
    [
      'Who, in 2004, became the first boxer to hold the WBA, WBC, IBF and WBO titles at the same time?',
      'Bernard Hopkins',
      ['Oscar De La Hoya', 'Roy Jones Jr.', 'Félix Trinidad'],
    ],
    [
      'Кто в 2004 году первым в истории одновременно владел поясами WBA, WBC, IBF и WBO?',
      'Бернард Хопкинс',
      ['Оскар Де Ла Хойя', 'Рой Джонс', 'Феликс Тринидад'],
    ],
  ),
  q(
    'bodies.usyk-wbss',
    'medium',
    WBSS,
    [
      'Oleksandr Usyk became undisputed cruiserweight champion in 2018 by beating whom in the World Boxing Super Series final?',
      'Murat Gassiev',
      ['Denis Lebedev', 'Mairis Briedis', 'Tony Bellew'],
    ],
    [
      'Кого Александр Усик победил в финале Всемирной боксёрской суперсерии в 2018 году, став абсолютным чемпионом в первом тяжёлом весе?',
      'Мурата Гассиева',
      ['Дениса Лебедева', 'Майриса Бриедиса', 'Тони Белью'],
    ],
  ),
  // Famous fights
  q(
    'fights.rumble-opponent',
    'easy',
    RUMBLE,
    ['Whom did Muhammad Ali beat in the "Rumble in the Jungle" in 1974?', 'George Foreman', ['Joe Frazier', 'Sonny Liston', 'Ken Norton']],
    [
      'Кого Мухаммед Али победил в бою «Грохот в джунглях» в 1974 году?',
      'Джорджа Формена',
      ['Джо Фрейзера', 'Сонни Листона', 'Кена Нортона'],
    ],
  ),
  q(
    'fights.rumble-country',
    'medium',
    RUMBLE,
    ['In which country was the "Rumble in the Jungle" fought?', 'Zaire (now DR Congo)', ['Nigeria', 'Kenya', 'South Africa']],
    ['В какой стране прошёл бой «Грохот в джунглях»?', 'Заир (ныне ДР Конго)', ['Нигерия', 'Кения', 'ЮАР']],
  ),
  q(
    'fights.thrilla-opponent',
    'easy',
    THRILLA,
    [
      'Who was Muhammad Ali\'s opponent in the "Thrilla in Manila" in 1975?',
      'Joe Frazier',
      ['George Foreman', 'Ken Norton', 'Larry Holmes'],
    ],
    [
      'Кто был соперником Мухаммеда Али в бою «Триллер в Маниле» в 1975 году?',
      'Джо Фрейзер',
      ['Джордж Формен', 'Кен Нортон', 'Ларри Холмс'],
    ],
  ),
  q(
    'fights.fight-of-century',
    'medium',
    FIGHT_OF_CENTURY,
    [
      'Who won the 1971 "Fight of the Century" between Joe Frazier and Muhammad Ali?',
      'Joe Frazier, on points',
      ['Muhammad Ali, on points', 'Muhammad Ali, by knockout', 'It was a draw'],
    ],
    [
      'Чем закончился «Бой века» 1971 года между Джо Фрейзером и Мухаммедом Али?',
      'Победой Фрейзера по очкам',
      ['Победой Али по очкам', 'Победой Али нокаутом', 'Ничьей'],
    ],
  ),
  q(
    'fights.phantom-punch',
    'medium',
    ALI_LISTON,
    [
      'Whom did Muhammad Ali knock out with the "phantom punch" in 1965?',
      'Sonny Liston',
      ['Floyd Patterson', 'Joe Frazier', 'Ernie Terrell'],
    ],
    [
      'Кого Мухаммед Али нокаутировал «фантомным ударом» в 1965 году?',
      'Сонни Листона',
      ['Флойда Паттерсона', 'Джо Фрейзера', 'Эрни Террелла'],
    ],
  ),
  q(
    'fights.bite',
    'easy',
    HOLYFIELD_TYSON,
    [
      "Which boxer bit Evander Holyfield's ear during their 1997 rematch?",
      'Mike Tyson',
      ['Riddick Bowe', 'Lennox Lewis', 'Michael Moorer'],
    ],
    [
      'Какой боксёр откусил часть уха Эвандеру Холифилду в их реванше 1997 года?',
      'Майк Тайсон',
      ['Риддик Боу', 'Леннокс Льюис', 'Майкл Мурер'],
    ],
  ),
  q(
    'fights.no-mas',
    'hard',
    NO_MAS,
    [
      'In the 1980 "No Más" fight, which boxer quit in the eighth round?',
      'Roberto Durán',
      ['Sugar Ray Leonard', 'Thomas Hearns', 'Marvin Hagler'],
    ],
    [
      'Кто из боксёров отказался продолжать бой в восьмом раунде знаменитого поединка «No Más» 1980 года?',
      'Роберто Дюран',
      ['Шугар Рэй Леонард', 'Томас Хирнс', 'Марвин Хаглер'],
    ],
  ),
  q(
    'fights.long-count',
    'hard',
    LONG_COUNT,
    [
      'Which boxer rose from a knockdown after the famous "Long Count" of 1927 and went on to win?',
      'Gene Tunney',
      ['Jack Dempsey', 'Jack Sharkey', 'Max Schmeling'],
    ],
    [
      'Кто из боксёров поднялся после нокдауна с «долгим счётом» в 1927 году и выиграл бой?',
      'Джин Танни',
      ['Джек Демпси', 'Джек Шарки', 'Макс Шмелинг'],
    ],
  ),
  // Records and people
  q(
    'people.ali-birth-name',
    'easy',
    ALI,
    ["What was Muhammad Ali's birth name?", 'Cassius Clay', ['Joe Louis Barrow', 'Walker Smith Jr.', 'Rocco Marchegiano']],
    ['Как звали Мухаммеда Али при рождении?', 'Кассиус Клей', ['Джо Луис Барроу', 'Уокер Смит-младший', 'Рокко Маркеджано']],
  ),
  q(
    'people.ali-atlanta',
    'medium',
    ALI,
    ['At which Olympic Games did Muhammad Ali light the cauldron?', 'Atlanta 1996', ['Los Angeles 1984', 'Seoul 1988', 'Sydney 2000']],
    ['На каких Олимпийских играх Мухаммед Али зажёг олимпийский огонь?', 'Атланта-1996', ['Лос-Анджелес-1984', 'Сеул-1988', 'Сидней-2000']],
  ),
  q(
    'people.youngest-heavyweight',
    'easy',
    HEAVYWEIGHTS,
    [
      'Who became the youngest world heavyweight champion in history, aged 20, in 1986?',
      'Mike Tyson',
      ['Floyd Patterson', 'Muhammad Ali', 'Riddick Bowe'],
    ],
    [
      'Кто в 1986 году в 20 лет стал самым молодым чемпионом мира в супертяжёлом весе?',
      'Майк Тайсон',
      ['Флойд Паттерсон', 'Мухаммед Али', 'Риддик Боу'],
    ],
  ),
  q(
    'people.oldest-heavyweight',
    'medium',
    HEAVYWEIGHTS,
    [
      'Who became the oldest world heavyweight champion at 45 by knocking out Michael Moorer in 1994?',
      'George Foreman',
      ['Larry Holmes', 'Evander Holyfield', 'Bernard Hopkins'],
    ],
    [
      'Кто в 1994 году в 45 лет стал самым возрастным чемпионом мира в супертяжёлом весе, нокаутировав Майкла Мурера?',
      'Джордж Формен',
      ['Ларри Холмс', 'Эвандер Холифилд', 'Бернард Хопкинс'],
    ],
  ),
  q(
    'people.klitschko-brothers',
    'easy',
    KLITSCHKO,
    [
      'Which brothers held world heavyweight titles at the same time in the 2000s and 2010s?',
      'Vitali and Wladimir Klitschko',
      ['Leon and Michael Spinks', 'Tim and Nikita Tszyu', 'Jermall and Jermell Charlo'],
    ],
    [
      'Какие братья одновременно владели титулами чемпионов мира в супертяжёлом весе в 2000-х и 2010-х?',
      'Виталий и Владимир Кличко',
      ['Леон и Майкл Спинксы', 'Тим и Никита Цзю', 'Джермалл и Джермелл Чарло'],
    ],
  ),
  q(
    'people.mayweather-record',
    'medium',
    MAYWEATHER,
    ["What was Floyd Mayweather's professional record when he retired?", '50-0', ['49-0', '50-1', '48-0']],
    ['С каким профессиональным рекордом завершил карьеру Флойд Мейвезер?', '50-0', ['49-0', '50-1', '48-0']],
  ),
  q(
    'people.mayweather-50th',
    'medium',
    MAYWEATHER,
    [
      'Whom did Floyd Mayweather beat in his 50th professional fight, in 2017?',
      'Conor McGregor',
      ['Manny Pacquiao', 'Andre Berto', 'Canelo Álvarez'],
    ],
    [
      'Кого Флойд Мейвезер победил в своём 50-м профессиональном бою в 2017 году?',
      'Конора Макгрегора',
      ['Мэнни Пакьяо', 'Андре Берто', 'Сауля «Канело» Альвареса'],
    ],
  ),
  q(
    'people.marciano-record',
    'medium',
    MARCIANO,
    ['Rocky Marciano retired as an unbeaten heavyweight champion. What was his record?', '49-0', ['50-0', '47-0', '49-1']],
    ['Рокки Марчиано завершил карьеру непобеждённым чемпионом. Каким был его рекорд?', '49-0', ['50-0', '47-0', '49-1']],
  ),
  q(
    'people.pacquiao-divisions',
    'medium',
    PACQUIAO,
    ['Manny Pacquiao won world titles in how many weight divisions?', '8', ['6', '7', '10']],
    ['В скольких весовых категориях Мэнни Пакьяо становился чемпионом мира?', '8', ['6', '7', '10']],
  ),
  q(
    'people.lewis-olympics',
    'medium',
    LEWIS,
    [
      'For which country did Lennox Lewis win Olympic super heavyweight gold in 1988?',
      'Canada',
      ['Great Britain', 'United States', 'Jamaica'],
    ],
    ['За какую страну выступал Леннокс Льюис, выиграв олимпийское золото в 1988 году?', 'Канада', ['Великобритания', 'США', 'Ямайка']],
  ),
  q(
    'people.tszyu-country',
    'medium',
    TSZYU,
    [
      'Kostya Tszyu was born in Serov, Russia. Which country did he live and fight in as a professional?',
      'Australia',
      ['United States', 'Great Britain', 'Canada'],
    ],
    ['Костя Цзю родился в Серове. В какой стране он жил и выступал как профессионал?', 'Австралия', ['США', 'Великобритания', 'Канада']],
  ),
  q(
    'people.golovkin-2004',
    'hard',
    GOLOVKIN,
    [
      'Which medal did Gennady Golovkin win at the 2004 Athens Olympics?',
      'Silver',
      ['Gold', 'Bronze', 'None: he lost in the quarter-finals'],
    ],
    [
      'Какую медаль Геннадий Головкин завоевал на Олимпиаде-2004 в Афинах?',
      'Серебро',
      ['Золото', 'Бронзу', 'Никакую: проиграл в четвертьфинале'],
    ],
  ),
  // Olympic boxing
  q(
    'olympics.women-debut',
    'medium',
    OLYMPIC_BOXING,
    ["In which year did women's boxing make its Olympic debut?", '2012', ['2000', '2004', '2008']],
    ['В каком году женский бокс впервые вошёл в программу Олимпийских игр?', '2012', ['2000', '2004', '2008']],
  ),
  q(
    'olympics.lomachenko-golds',
    'medium',
    OLYMPIC_BOXING,
    ['How many Olympic gold medals did Vasyl Lomachenko win?', '2', ['1', '3', '4']],
    ['Сколько олимпийских золотых медалей выиграл Василий Ломаченко?', '2', ['1', '3', '4']],
  ),
  q(
    'olympics.stevenson-golds',
    'medium',
    OLYMPIC_BOXING,
    ['How many Olympic heavyweight titles did Teófilo Stevenson win?', '3', ['1', '2', '4']],
    ['Сколько раз Теофило Стивенсон становился олимпийским чемпионом в тяжёлом весе?', '3', ['1', '2', '4']],
  ),
];
