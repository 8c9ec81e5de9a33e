import type { FactSource, HandWrittenQuestion, Level } from '../../model.js';
import { wikipedia } from '../../model.js';

/** Laws, terms, traditions and famous moments of rugby, written by hand. */

const LAWS: FactSource = {
  title: 'World Rugby: Laws of the Game (rugby union)',
  url: 'https://www.world.rugby/the-game/laws/home',
  asOf: '2025-01-01',
};
/** The Six Nations and its trophies (Grand Slam, Triple Crown, wooden spoon, Italy's entry). */
const SIX_NATIONS: FactSource = {
  title: 'Wikipedia: Six Nations Championship',
  url: 'https://en.wikipedia.org/wiki/Six_Nations_Championship',
  asOf: '2025-03-15',
};
// Traditions outside the Six Nations cite their own article: the Six Nations one covers none of them.
const HAKA = wikipedia('Haka', '2025-03-15');
const CALCUTTA_CUP = wikipedia('Calcutta Cup', '2025-03-15');
const BLEDISLOE_CUP = wikipedia('Bledisloe Cup', '2025-03-15');
const LIONS = wikipedia('British & Irish Lions', '2025-03-15');
const SEVENS_2016 = wikipedia('Rugby sevens at the 2016 Summer Olympics', '2025-03-15');

/** Question, correct answer, three wrong answers. */
type Five = readonly [string, string, string, string, string];

function h(id: string, level: Level, source: FactSource, en: Five, ru: Five): HandWrittenQuestion {
  return {
    id: `rugby.hand.${id}`,
    sport: 'rugby',
    level,
    source,
    en: { q: en[0], correct: en[1], wrong: [en[2], en[3], en[4]] },
    ru: { q: ru[0], correct: ru[1], wrong: [ru[2], ru[3], ru[4]] },
  };
}

export const rugbyHandWritten: readonly HandWrittenQuestion[] = [
  // Laws.
  h(
    'laws.union-players',
    'easy',
    LAWS,
    ['How many players does a rugby union team have on the field?', '15', '13', '11', '12'],
    ['Сколько игроков одной команды находится на поле в регби-15 (регби-юнион)?', '15', '13', '11', '12'],
  ),
  h(
    'laws.league-players',
    'easy',
    wikipedia('Laws of rugby league', '2025-01-01'),
    ['How many players does a rugby league team have on the field?', '13', '15', '11', '12'],
    ['Сколько игроков одной команды находится на поле в регбилиге (регби-13)?', '13', '15', '11', '12'],
  ),
  h(
    'laws.sevens-players',
    'easy',
    LAWS,
    ['How many players per side are on the field in rugby sevens?', '7', '5', '6', '8'],
    ['Сколько игроков одной команды находится на поле в регби-7?', '7', '5', '6', '8'],
  ),
  h(
    'laws.try',
    'easy',
    LAWS,
    ['How many points is a try worth in rugby union?', '5', '3', '4', '6'],
    ['Сколько очков приносит попытка в регби-15?', '5', '3', '4', '6'],
  ),
  h(
    'laws.conversion',
    'easy',
    LAWS,
    ['How many points is a successful conversion worth in rugby union?', '2', '1', '3', '4'],
    ['Сколько очков приносит реализация попытки в регби-15?', '2', '1', '3', '4'],
  ),
  h(
    'laws.penalty-goal',
    'easy',
    LAWS,
    ['How many points is a penalty goal worth in rugby union?', '3', '2', '4', '5'],
    ['Сколько очков приносит штрафной удар (пенальти) в регби-15?', '3', '2', '4', '5'],
  ),
  h(
    'laws.drop-goal',
    'medium',
    LAWS,
    ['How many points is a drop goal worth in rugby union?', '3', '1', '2', '4'],
    ['Сколько очков приносит дроп-гол в регби-15?', '3', '1', '2', '4'],
  ),
  h(
    'laws.penalty-try',
    'hard',
    LAWS,
    ['How many points does a penalty try award in rugby union, with no conversion taken?', '7', '5', '6', '8'],
    ['Сколько очков приносит штрафная попытка в регби-15 (без реализации)?', '7', '5', '6', '8'],
  ),
  h(
    'laws.league-try',
    'medium',
    wikipedia('Laws of rugby league', '2025-01-01'),
    ['How many points is a try worth in rugby league?', '4', '3', '5', '6'],
    ['Сколько очков приносит попытка в регбилиге?', '4', '3', '5', '6'],
  ),
  h(
    'laws.duration',
    'easy',
    LAWS,
    ['How long does a senior rugby union match last, without stoppages?', '80 minutes', '70 minutes', '90 minutes', '60 minutes'],
    ['Сколько длится матч взрослых команд в регби-15 (чистое время без остановок)?', '80 минут', '70 минут', '90 минут', '60 минут'],
  ),
  h(
    'laws.forward-pass',
    'easy',
    LAWS,
    ['In which direction must a pass travel in rugby?', 'Backwards or level', 'Forwards only', 'In any direction', 'Forwards or level'],
    [
      'В каком направлении разрешён пас в регби?',
      'Назад или поперёк поля',
      'Только вперёд',
      'В любом направлении',
      'Вперёд или поперёк поля',
    ],
  ),
  h(
    'laws.sin-bin',
    'medium',
    LAWS,
    ['How long does a yellow card keep a player in the sin bin in rugby union?', '10 minutes', '5 minutes', '15 minutes', '20 minutes'],
    ['На сколько минут удаляется игрок, получивший жёлтую карточку в регби-15?', '10 минут', '5 минут', '15 минут', '20 минут'],
  ),
  h(
    'laws.scrum',
    'medium',
    LAWS,
    ['How many players from each team bind in a full rugby union scrum?', '8', '6', '7', '10'],
    ['Сколько игроков каждой команды участвует в полной схватке в регби-15?', '8', '6', '7', '10'],
  ),
  h(
    'laws.knock-on',
    'medium',
    LAWS,
    [
      'What is a knock-on?',
      'Losing or knocking the ball forward from the hands',
      'A kick over the crossbar',
      'A tackle above the shoulders',
      'A pass thrown behind the try line',
    ],
    ['Что такое «нок-он»?', 'Потеря или выбивание мяча из рук вперёд', 'Удар над перекладиной', 'Захват выше плеч', 'Пас за линию ворот'],
  ),
  h(
    'laws.lineout',
    'medium',
    LAWS,
    [
      'How is play restarted after the ball goes into touch in rugby union?',
      'With a lineout',
      'With a scrum',
      'With a drop-out',
      'With a free kick',
    ],
    ['Как возобновляется игра в регби-15 после выхода мяча в аут?', 'Коридором', 'Схваткой', 'Дроп-аутом', 'Свободным ударом'],
  ),
  // Traditions and trophies.
  h(
    'traditions.webb-ellis',
    'easy',
    wikipedia('Webb Ellis Cup', '2025-01-01'),
    ['What is the Rugby World Cup trophy called?', 'The Webb Ellis Cup', 'The Bledisloe Cup', 'The Calcutta Cup', 'The Cook Cup'],
    ['Как называется трофей Кубка мира по регби?', 'Кубок Уэбба Эллиса', 'Кубок Бледисло', 'Калькуттский кубок', 'Кубок Кука'],
  ),
  h(
    'traditions.rugby-school',
    'medium',
    wikipedia('William Webb Ellis', '2025-01-01'),
    [
      'At which school is William Webb Ellis said to have invented the game in 1823?',
      'Rugby School',
      'Eton College',
      'Harrow School',
      'Cambridge University',
    ],
    [
      'В какой школе, по легенде, Уильям Уэбб Эллис в 1823 году придумал игру?',
      'В школе Рагби',
      'В Итонском колледже',
      'В школе Харроу',
      'В Кембриджском университете',
    ],
  ),
  h(
    'traditions.haka',
    'easy',
    HAKA,
    ['Which team performs the haka before its matches?', 'New Zealand', 'Australia', 'South Africa', 'Argentina'],
    ['Какая сборная исполняет хаку перед матчами?', 'Новая Зеландия', 'Австралия', 'ЮАР', 'Аргентина'],
  ),
  h(
    'traditions.calcutta-cup',
    'medium',
    CALCUTTA_CUP,
    ['Which two teams play for the Calcutta Cup?', 'England and Scotland', 'England and Wales', 'Ireland and Scotland', 'France and Italy'],
    ['Какие сборные разыгрывают Калькуттский кубок?', 'Англия и Шотландия', 'Англия и Уэльс', 'Ирландия и Шотландия', 'Франция и Италия'],
  ),
  h(
    'traditions.bledisloe',
    'medium',
    BLEDISLOE_CUP,
    [
      'Which two teams play for the Bledisloe Cup?',
      'New Zealand and Australia',
      'New Zealand and South Africa',
      'Australia and South Africa',
      'Australia and Argentina',
    ],
    [
      'Какие сборные разыгрывают Кубок Бледисло?',
      'Новая Зеландия и Австралия',
      'Новая Зеландия и ЮАР',
      'Австралия и ЮАР',
      'Австралия и Аргентина',
    ],
  ),
  h(
    'traditions.wooden-spoon',
    'medium',
    SIX_NATIONS,
    [
      'What does the team finishing last in the Six Nations "receive"?',
      'The wooden spoon',
      'The Triple Crown',
      'The Grand Slam',
      'The silver boot',
    ],
    [
      'Что «получает» команда, занявшая последнее место в Кубке шести наций?',
      'Деревянную ложку',
      'Тройную корону',
      'Большой шлем',
      'Серебряную бутсу',
    ],
  ),
  h(
    'traditions.grand-slam',
    'easy',
    SIX_NATIONS,
    [
      'What is a Grand Slam in the Six Nations?',
      'Winning all five matches',
      'Winning three away matches',
      'Beating the other home nations',
      'Scoring a try in every match',
    ],
    [
      'Что такое «Большой шлем» в Кубке шести наций?',
      'Победа во всех пяти матчах',
      'Победа в трёх выездных матчах',
      'Победа над всеми британскими сборными',
      'Попытка в каждом матче',
    ],
  ),
  h(
    'traditions.triple-crown',
    'hard',
    SIX_NATIONS,
    [
      'Which teams can win the Triple Crown?',
      'England, Ireland, Scotland and Wales',
      'Any of the six teams',
      'Only England and France',
      'France, Italy and Scotland',
    ],
    [
      'Какие сборные могут выиграть «Тройную корону»?',
      'Англия, Ирландия, Шотландия и Уэльс',
      'Любая из шести команд',
      'Только Англия и Франция',
      'Франция, Италия и Шотландия',
    ],
  ),
  h(
    'traditions.italy-joined',
    'medium',
    SIX_NATIONS,
    ['In which year did Italy join the championship, making it the Six Nations?', '2000', '1996', '1998', '2003'],
    ['В каком году к турниру присоединилась Италия и он стал Кубком шести наций?', '2000', '1996', '1998', '2003'],
  ),
  h(
    'traditions.lions',
    'medium',
    LIONS,
    [
      "Which countries' players make up the British & Irish Lions?",
      'England, Ireland, Scotland and Wales',
      'England, Scotland and Wales',
      'England and Ireland',
      'All six Six Nations teams',
    ],
    [
      'Игроки каких сборных составляют команду «Британские и ирландские львы»?',
      'Англии, Ирландии, Шотландии и Уэльса',
      'Англии, Шотландии и Уэльса',
      'Англии и Ирландии',
      'Всех шести участников Кубка шести наций',
    ],
  ),
  // Famous moments.
  h(
    'moments.wilkinson-2003',
    'easy',
    wikipedia('2003 Rugby World Cup final', '2025-01-01'),
    [
      'Whose extra-time drop goal won the 2003 Rugby World Cup final?',
      'Jonny Wilkinson',
      'Martin Johnson',
      'Matt Dawson',
      'Will Greenwood',
    ],
    [
      'Чей дроп-гол в дополнительное время принёс победу в финале Кубка мира 2003 года?',
      'Джонни Уилкинсон',
      'Мартин Джонсон',
      'Мэтт Доусон',
      'Уилл Гринвуд',
    ],
  ),
  h(
    'moments.stransky-1995',
    'hard',
    wikipedia('1995 Rugby World Cup final', '2025-01-01'),
    [
      'Whose extra-time drop goal won the 1995 Rugby World Cup final for South Africa?',
      'Joel Stransky',
      'François Pienaar',
      'Joost van der Westhuizen',
      'Chester Williams',
    ],
    [
      'Чей дроп-гол в дополнительное время принёс ЮАР победу в финале Кубка мира 1995 года?',
      'Джоэл Странски',
      'Франсуа Пиенаар',
      'Йост ван дер Вестхёйзен',
      'Честер Уильямс',
    ],
  ),
  h(
    'moments.mandela-1995',
    'medium',
    wikipedia('1995 Rugby World Cup final', '2025-01-01'),
    [
      'Who presented the Webb Ellis Cup to François Pienaar in 1995, wearing a Springbok jersey?',
      'Nelson Mandela',
      'Desmond Tutu',
      'F. W. de Klerk',
      'Queen Elizabeth II',
    ],
    [
      'Кто в 1995 году в футболке «Спрингбокс» вручил Кубок Уэбба Эллиса Франсуа Пиенаару?',
      'Нельсон Мандела',
      'Десмонд Туту',
      'Фредерик де Клерк',
      'Королева Елизавета II',
    ],
  ),
  h(
    'moments.lomu-1995',
    'hard',
    wikipedia('Jonah Lomu', '2025-01-01'),
    ['How many tries did Jonah Lomu score against England in the 1995 World Cup semi-final?', '4', '2', '3', '5'],
    ['Сколько попыток Джона Лому занёс в матче с Англией в полуфинале Кубка мира 1995 года?', '4', '2', '3', '5'],
  ),
  h(
    'moments.brighton-2015',
    'medium',
    wikipedia('2015 Rugby World Cup Pool B', '2025-01-01'),
    ['Which team did Japan famously beat in Brighton at the 2015 Rugby World Cup?', 'South Africa', 'Australia', 'Scotland', 'Ireland'],
    ['Какую сборную Япония сенсационно обыграла в Брайтоне на Кубке мира 2015 года?', 'ЮАР', 'Австралию', 'Шотландию', 'Ирландию'],
  ),
  h(
    'moments.most-titles',
    'medium',
    wikipedia('Rugby World Cup', '2025-01-01'),
    ['Which country had won the most Rugby World Cups by 2025, with four titles?', 'South Africa', 'New Zealand', 'Australia', 'England'],
    ['Какая сборная к 2025 году чаще всех выигрывала Кубок мира по регби — четыре раза?', 'ЮАР', 'Новая Зеландия', 'Австралия', 'Англия'],
  ),
  h(
    'moments.sevens-olympic-debut',
    'medium',
    SEVENS_2016,
    ['At which Olympic Games did rugby sevens make its debut?', 'Rio de Janeiro 2016', 'London 2012', 'Beijing 2008', 'Tokyo 2020'],
    ['На каких Олимпийских играх дебютировало регби-7?', 'Рио-де-Жанейро-2016', 'Лондон-2012', 'Пекин-2008', 'Токио-2020'],
  ),
  h(
    'moments.fiji-first-gold',
    'medium',
    SEVENS_2016,
    ['Rugby sevens gave which country its first ever Olympic gold medal, in 2016?', 'Fiji', 'Samoa', 'Tonga', 'Kenya'],
    ['Регби-7 в 2016 году принесло первое в истории олимпийское золото какой стране?', 'Фиджи', 'Самоа', 'Тонга', 'Кения'],
  ),
  h(
    'moments.first-rwc',
    'medium',
    wikipedia('1987 Rugby World Cup', '2025-01-01'),
    [
      'Which two countries co-hosted the first Rugby World Cup in 1987?',
      'New Zealand and Australia',
      'England and Wales',
      'South Africa and Zimbabwe',
      'France and Italy',
    ],
    [
      'Какие две страны принимали первый Кубок мира по регби в 1987 году?',
      'Новая Зеландия и Австралия',
      'Англия и Уэльс',
      'ЮАР и Зимбабве',
      'Франция и Италия',
    ],
  ),
];
