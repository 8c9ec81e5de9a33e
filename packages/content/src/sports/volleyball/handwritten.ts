import type { FactSource, HandWrittenQuestion, Level } from '../../model.js';
import { wikipedia } from '../../model.js';

/** Rules, terms, history and famous moments of volleyball, written by hand. */

const RULES: FactSource = {
  title: 'FIVB: Official Volleyball Rules 2025-2028',
  url: 'https://www.fivb.com/volleyball/the-game/official-volleyball-rules/',
  asOf: '2025-01-01',
};
const BEACH_RULES: FactSource = {
  title: 'FIVB: Official Beach Volleyball Rules 2025-2028',
  url: 'https://www.fivb.com/beach-volleyball/the-game/official-beach-volleyball-rules/',
  asOf: '2025-01-01',
};
const OLYMPICS: FactSource = {
  title: 'Olympics.com: Volleyball and beach volleyball results',
  url: 'https://www.olympics.com/en/sports/volleyball/',
  asOf: '2024-08-11',
};

/** Question, correct answer, three wrong answers. */
type Five = readonly [string, string, string, string, string];

function h(id: string, level: Level, source: FactSource, en: Five, ru: Five): HandWrittenQuestion {
  return {
    id: `volleyball.hand.${id}`,
    sport: 'volleyball',
    level,
    source,
    en: { q: en[0], correct: en[1], wrong: [en[2], en[3], en[4]] },
    ru: { q: ru[0], correct: ru[1], wrong: [ru[2], ru[3], ru[4]] },
  };
}

export const volleyballHandWritten: readonly HandWrittenQuestion[] = [
  // Indoor rules.
  h(
    'rules.players',
    'easy',
    RULES,
    ['How many players does a volleyball team have on court?', '6', '5', '7', '8'],
    ['Сколько игроков одной команды находится на площадке в волейболе?', '6', '5', '7', '8'],
  ),
  h(
    'rules.touches',
    'easy',
    RULES,
    ['How many hits may a team use to return the ball (not counting the block)?', '3', '2', '4', '5'],
    ['Сколько касаний мяча разрешено команде, чтобы перевести его на сторону соперника (без учёта блока)?', '3', '2', '4', '5'],
  ),
  h(
    'rules.set-points',
    'easy',
    RULES,
    ['How many points win a set in indoor volleyball (except the deciding set)?', '25', '15', '21', '30'],
    ['До скольких очков играется партия в волейболе (кроме решающей)?', 'До 25', 'До 15', 'До 21', 'До 30'],
  ),
  h(
    'rules.fifth-set',
    'medium',
    RULES,
    ['How many points win the deciding fifth set?', '15', '11', '21', '25'],
    ['До скольких очков играется решающая пятая партия?', 'До 15', 'До 11', 'До 21', 'До 25'],
  ),
  h(
    'rules.two-point-lead',
    'easy',
    RULES,
    ['By what margin must a set be won?', 'At least 2 points', 'At least 1 point', 'At least 3 points', 'At least 5 points'],
    ['С каким минимальным преимуществом нужно выиграть партию?', 'В 2 очка', 'В 1 очко', 'В 3 очка', 'В 5 очков'],
  ),
  h(
    'rules.sets-to-win',
    'easy',
    RULES,
    ['How many sets must a team win to take an indoor match?', '3', '2', '4', '5'],
    ['Сколько партий нужно выиграть, чтобы победить в волейбольном матче?', '3', '2', '4', '5'],
  ),
  h(
    'rules.net-men',
    'medium',
    RULES,
    ["How high is the net in men's indoor volleyball?", '2.43 m', '2.24 m', '2.35 m', '2.55 m'],
    ['Какова высота сетки в мужском волейболе?', '2,43 м', '2,24 м', '2,35 м', '2,55 м'],
  ),
  h(
    'rules.net-women',
    'medium',
    RULES,
    ["How high is the net in women's indoor volleyball?", '2.24 m', '2.43 m', '2.15 m', '2.30 m'],
    ['Какова высота сетки в женском волейболе?', '2,24 м', '2,43 м', '2,15 м', '2,30 м'],
  ),
  h(
    'rules.court',
    'medium',
    RULES,
    ['What are the dimensions of an indoor volleyball court?', '18 m × 9 m', '16 m × 8 m', '20 m × 10 m', '24 m × 12 m'],
    ['Каковы размеры волейбольной площадки?', '18 × 9 м', '16 × 8 м', '20 × 10 м', '24 × 12 м'],
  ),
  h(
    'rules.attack-line',
    'hard',
    RULES,
    ['How far from the net is the attack line?', '3 m', '2 m', '4 m', '4.5 m'],
    ['На каком расстоянии от сетки проходит линия атаки?', '3 м', '2 м', '4 м', '4,5 м'],
  ),
  h(
    'rules.libero',
    'easy',
    RULES,
    [
      'Which player wears a different-coloured shirt and specialises in defence?',
      'The libero',
      'The setter',
      'The opposite',
      'The captain',
    ],
    ['Какой игрок носит форму другого цвета и специализируется на приёме и защите?', 'Либеро', 'Связующий', 'Диагональный', 'Капитан'],
  ),
  h(
    'rules.libero-serve',
    'medium',
    RULES,
    [
      'Under FIVB rules, which of these is the libero NOT allowed to do?',
      'Serve, block or attempt to block',
      'Receive the serve',
      'Dig a spike',
      'Replace a back-row player',
    ],
    [
      'Что по правилам FIVB запрещено делать либеро?',
      'Подавать, блокировать и пытаться блокировать',
      'Принимать подачу',
      'Поднимать атакующий удар',
      'Заменять игрока задней линии',
    ],
  ),
  h(
    'rules.rotation',
    'medium',
    RULES,
    [
      'Which way do players rotate when their team wins the right to serve?',
      'Clockwise',
      'Anticlockwise',
      'They do not rotate',
      'The coach decides',
    ],
    [
      'В каком направлении игроки делают переход, когда команда получает право подачи?',
      'По часовой стрелке',
      'Против часовой стрелки',
      'Переход не делается',
      'По решению тренера',
    ],
  ),
  h(
    'rules.rally-point',
    'medium',
    RULES,
    [
      "Under today's rally-point system, when is a point scored?",
      'On every rally, whoever serves',
      'Only when your team served',
      'Only on an ace',
      'Only after a block',
    ],
    [
      'Когда начисляется очко при нынешней системе «каждый розыгрыш — очко»?',
      'В каждом розыгрыше, независимо от подачи',
      'Только на своей подаче',
      'Только за эйс',
      'Только после блока',
    ],
  ),
  h(
    'rules.substitutions',
    'hard',
    RULES,
    ['How many regular substitutions may a team make per set under FIVB rules?', '6', '3', '5', '8'],
    ['Сколько обычных замен может провести команда за партию по правилам FIVB?', '6', '3', '5', '8'],
  ),
  h(
    'rules.timeouts',
    'medium',
    RULES,
    ['How many time-outs may each team request per set?', '2', '1', '3', '4'],
    ['Сколько тайм-аутов может взять каждая команда за партию?', '2', '1', '3', '4'],
  ),
  // Terms.
  h(
    'terms.ace',
    'easy',
    RULES,
    [
      'What is an ace in volleyball?',
      'A serve that wins the point directly',
      'A spike from the back row',
      'A block that wins the point',
      'A dig off the floor',
    ],
    [
      'Что такое эйс в волейболе?',
      'Подача, сразу принёсшая очко',
      'Атака из второй линии',
      'Блок, принёсший очко',
      'Подъём мяча у самого пола',
    ],
  ),
  h(
    'terms.setter',
    'easy',
    RULES,
    ['Whose main job is to deliver the second touch for the attackers?', 'The setter', 'The libero', 'The middle blocker', 'The opposite'],
    ['Чья главная задача — второй пас (передача) на нападающих?', 'Связующего', 'Либеро', 'Центрального блокирующего', 'Диагонального'],
  ),
  h(
    'terms.dig',
    'medium',
    RULES,
    [
      'What is a "dig"?',
      "Keeping an opponent's attack off the floor",
      'A serve into the net',
      'A two-handed set',
      'A block at the antenna',
    ],
    ['Что такое «диг»?', 'Приём (поднятие) атакующего удара соперника', 'Подача в сетку', 'Передача двумя руками', 'Блок у антенны'],
  ),
  // Beach volleyball.
  h(
    'beach.players',
    'easy',
    BEACH_RULES,
    ['How many players does a beach volleyball team have?', '2', '3', '4', '6'],
    ['Сколько игроков в команде в пляжном волейболе?', '2', '3', '4', '6'],
  ),
  h(
    'beach.set-points',
    'medium',
    BEACH_RULES,
    ['How many points win a set (except the deciding set) in beach volleyball?', '21', '15', '25', '18'],
    ['До скольких очков играется партия в пляжном волейболе (кроме решающей)?', 'До 21', 'До 15', 'До 25', 'До 18'],
  ),
  h(
    'beach.court',
    'hard',
    BEACH_RULES,
    ['What are the dimensions of a beach volleyball court?', '16 m × 8 m', '18 m × 9 m', '14 m × 7 m', '20 m × 10 m'],
    ['Каковы размеры площадки для пляжного волейбола?', '16 × 8 м', '18 × 9 м', '14 × 7 м', '20 × 10 м'],
  ),
  h(
    'beach.olympic-debut',
    'medium',
    OLYMPICS,
    [
      'At which Olympics did beach volleyball make its debut as a medal sport?',
      'Atlanta 1996',
      'Barcelona 1992',
      'Sydney 2000',
      'Seoul 1988',
    ],
    ['На каких Олимпийских играх пляжный волейбол дебютировал в программе?', 'Атланта-1996', 'Барселона-1992', 'Сидней-2000', 'Сеул-1988'],
  ),
  // History.
  h(
    'history.inventor',
    'medium',
    wikipedia('William G. Morgan', '2025-01-01'),
    ['Who invented volleyball in 1895?', 'William G. Morgan', 'James Naismith', 'Walter Camp', 'Abner Doubleday'],
    ['Кто придумал волейбол в 1895 году?', 'Уильям Морган', 'Джеймс Нейсмит', 'Уолтер Кэмп', 'Эбнер Даблдей'],
  ),
  h(
    'history.mintonette',
    'hard',
    wikipedia('William G. Morgan', '2025-01-01'),
    ['What did William G. Morgan originally call his game?', 'Mintonette', 'Netball', 'Badminton', 'Sepak takraw'],
    ['Как Уильям Морган первоначально назвал придуманную игру?', 'Минтонетт', 'Нетбол', 'Бадминтон', 'Сепактакрау'],
  ),
  h(
    'history.holyoke',
    'hard',
    wikipedia('Volleyball', '2025-01-01'),
    [
      'In which US town was volleyball invented?',
      'Holyoke, Massachusetts',
      'Springfield, Massachusetts',
      'Cooperstown, New York',
      'Newport, Rhode Island',
    ],
    [
      'В каком американском городе придумали волейбол?',
      'Холиок, штат Массачусетс',
      'Спрингфилд, штат Массачусетс',
      'Куперстаун, штат Нью-Йорк',
      'Ньюпорт, штат Род-Айленд',
    ],
  ),
  h(
    'history.olympic-debut',
    'medium',
    OLYMPICS,
    ['At which Olympics did indoor volleyball make its debut?', 'Tokyo 1964', 'Rome 1960', 'Mexico City 1968', 'Melbourne 1956'],
    ['На каких Олимпийских играх дебютировал волейбол?', 'Токио-1964', 'Рим-1960', 'Мехико-1968', 'Мельбурн-1956'],
  ),
  h(
    'history.fivb-hq',
    'hard',
    wikipedia('Fédération Internationale de Volleyball', '2025-01-01'),
    ["In which city is the FIVB, volleyball's world governing body, based?", 'Lausanne', 'Geneva', 'Paris', 'Zurich'],
    ['В каком городе находится штаб-квартира FIVB — Международной федерации волейбола?', 'Лозанна', 'Женева', 'Париж', 'Цюрих'],
  ),
  h(
    'history.vnl',
    'medium',
    wikipedia("FIVB Men's Volleyball Nations League", '2025-01-01'),
    [
      'Which competition did the Volleyball Nations League replace for men in 2018?',
      'The World League',
      'The World Cup',
      'The Grand Champions Cup',
      'The Challenger Cup',
    ],
    [
      'Какой турнир у мужчин в 2018 году заменила Лига наций?',
      'Мировую лигу',
      'Кубок мира',
      'Всемирный Кубок чемпионов',
      'Кубок претендентов',
    ],
  ),
  h(
    'history.witches',
    'hard',
    OLYMPICS,
    [
      'Which women\'s team, Olympic champions in 1964, was nicknamed "the Oriental Witches"?',
      'Japan',
      'Soviet Union',
      'China',
      'South Korea',
    ],
    ['Какую женскую сборную — олимпийских чемпионок 1964 года — прозвали «восточными ведьмами»?', 'Японию', 'СССР', 'Китай', 'Южную Корею'],
  ),
  // Famous moments and players.
  h(
    'moments.kiraly',
    'medium',
    OLYMPICS,
    [
      'Who is the only player to win Olympic gold in both indoor and beach volleyball?',
      'Karch Kiraly',
      'Giba',
      'Kerri Walsh Jennings',
      'Sergey Tetyukhin',
    ],
    [
      'Кто единственным выигрывал олимпийское золото и в классическом, и в пляжном волейболе?',
      'Карч Кирай',
      'Жиба',
      'Керри Уолш-Дженнингс',
      'Сергей Тетюхин',
    ],
  ),
  h(
    'moments.london-2012',
    'medium',
    OLYMPICS,
    ['From which set score did Russia come back to beat Brazil in the 2012 Olympic final?', '0–2', '1–2', '0–1', '1–1'],
    ['С какого счёта по партиям сборная России отыгралась в финале Олимпиады-2012 против Бразилии?', '0:2', '1:2', '0:1', '1:1'],
  ),
  h(
    'moments.tetyukhin-olympics',
    'hard',
    OLYMPICS,
    ['At how many Olympic Games did Sergey Tetyukhin play, from 1996 to 2016?', '6', '4', '5', '7'],
    ['На скольких Олимпийских играх выступал Сергей Тетюхин (с 1996 по 2016 год)?', '6', '4', '5', '7'],
  ),
  h(
    'moments.lang-ping',
    'medium',
    OLYMPICS,
    ["Lang Ping won Olympic gold as a player in 1984. In which year did she win it as China's head coach?", '2016', '2004', '2008', '2020'],
    [
      'Лан Пин выиграла Олимпиаду игроком в 1984 году. В каком году она выиграла её главным тренером сборной Китая?',
      '2016',
      '2004',
      '2008',
      '2020',
    ],
  ),
  h(
    'moments.may-walsh',
    'medium',
    OLYMPICS,
    ['How many Olympic golds did Misty May-Treanor and Kerri Walsh Jennings win together?', '3', '2', '4', '1'],
    ['Сколько олимпийских золотых медалей выиграли вместе Мисти Мэй-Тренор и Керри Уолш-Дженнингс?', '3', '2', '4', '1'],
  ),
  h(
    'moments.france-back-to-back',
    'easy',
    OLYMPICS,
    ["Which men's team won Olympic volleyball gold in both Tokyo 2020 and Paris 2024?", 'France', 'Poland', 'Brazil', 'Italy'],
    [
      'Какая мужская сборная выиграла олимпийский волейбольный турнир и в Токио-2020, и в Париже-2024?',
      'Франция',
      'Польша',
      'Бразилия',
      'Италия',
    ],
  ),
];
