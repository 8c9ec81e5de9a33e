import type { FactSource, HandWrittenQuestion } from '../../model.js';
import { handWrittenFor } from '../../handwritten.js';

/** Hand-written golf questions: scoring terms, rules, trophies and records. */

const RULES: FactSource = {
  title: 'R&A and USGA: The Rules of Golf (2023 edition)',
  url: 'https://www.randa.org/en/rog/the-rules-of-golf',
  asOf: '2025-01-01',
};
const TERMS: FactSource = {
  title: 'Wikipedia: Glossary of golf',
  url: 'https://en.wikipedia.org/wiki/Glossary_of_golf',
  asOf: '2025-01-01',
};
const SCORES: FactSource = {
  title: 'Wikipedia: Par (score)',
  url: 'https://en.wikipedia.org/wiki/Par_(score)',
  asOf: '2025-01-01',
};
const MAJORS: FactSource = {
  title: "Wikipedia: List of men's major championships winning golfers",
  url: 'https://en.wikipedia.org/wiki/List_of_men%27s_major_championships_winning_golfers',
  asOf: '2025-08-31',
};
const MASTERS: FactSource = {
  title: 'Wikipedia: Masters Tournament',
  url: 'https://en.wikipedia.org/wiki/Masters_Tournament',
  asOf: '2025-08-31',
};
const THE_OPEN: FactSource = {
  title: 'Wikipedia: The Open Championship',
  url: 'https://en.wikipedia.org/wiki/The_Open_Championship',
  asOf: '2025-08-31',
};
const PGA: FactSource = {
  title: 'Wikipedia: PGA Championship',
  url: 'https://en.wikipedia.org/wiki/PGA_Championship',
  asOf: '2025-08-31',
};
const RYDER_CUP: FactSource = {
  title: 'Wikipedia: Ryder Cup',
  url: 'https://en.wikipedia.org/wiki/Ryder_Cup',
  asOf: '2025-09-30',
};
// The Solheim and Presidents Cups cite their own articles: the Ryder Cup one does not cover them.
const SOLHEIM_CUP: FactSource = {
  title: 'Wikipedia: Solheim Cup',
  url: 'https://en.wikipedia.org/wiki/Solheim_Cup',
  asOf: '2025-09-30',
};
const PRESIDENTS_CUP: FactSource = {
  title: 'Wikipedia: Presidents Cup',
  url: 'https://en.wikipedia.org/wiki/Presidents_Cup',
  asOf: '2025-09-30',
};
const WOODS: FactSource = {
  title: 'Wikipedia: Tiger Woods',
  url: 'https://en.wikipedia.org/wiki/Tiger_Woods',
  asOf: '2025-01-01',
};
const OLYMPICS: FactSource = {
  title: 'Wikipedia: Golf at the Summer Olympics',
  url: 'https://en.wikipedia.org/wiki/Golf_at_the_Summer_Olympics',
  asOf: '2025-01-01',
};
const ST_ANDREWS: FactSource = {
  title: 'Wikipedia: Old Course at St Andrews',
  url: 'https://en.wikipedia.org/wiki/Old_Course_at_St_Andrews',
  asOf: '2025-01-01',
};

const q = handWrittenFor('golf');

export const golfHandWritten: readonly HandWrittenQuestion[] = [
  // Scoring terms
  q(
    'terms.birdie',
    'easy',
    SCORES,
    ['What is a score of one under par on a hole called?', 'Birdie', ['Eagle', 'Bogey', 'Albatross']],
    ['Как называется результат на лунке на один удар лучше пара?', 'Бёрди', ['Игл', 'Богги', 'Альбатрос']],
  ),
  q(
    'terms.eagle',
    'easy',
    SCORES,
    ['What is a score of two under par on a hole called?', 'Eagle', ['Birdie', 'Albatross', 'Condor']],
    ['Как называется результат на лунке на два удара лучше пара?', 'Игл', ['Бёрди', 'Альбатрос', 'Кондор']],
  ),
  q(
    'terms.bogey',
    'easy',
    SCORES,
    ['What is a score of one over par on a hole called?', 'Bogey', ['Birdie', 'Double bogey', 'Par']],
    ['Как называется результат на лунке на один удар хуже пара?', 'Богги', ['Бёрди', 'Дабл-богги', 'Пар']],
  ),
  q(
    'terms.albatross',
    'medium',
    SCORES,
    ['What is a score of three under par on a hole called?', 'Albatross (double eagle)', ['Eagle', 'Condor', 'Birdie']],
    ['Как называется результат на лунке на три удара лучше пара?', 'Альбатрос', ['Игл', 'Кондор', 'Бёрди']],
  ),
  q(
    'terms.double-bogey',
    'medium',
    SCORES,
    ['What is a score of two over par on a hole called?', 'Double bogey', ['Bogey', 'Triple bogey', 'Albatross']],
    ['Как называется результат на лунке на два удара хуже пара?', 'Дабл-богги', ['Богги', 'Трипл-богги', 'Альбатрос']],
  ),
  q(
    'terms.condor',
    'hard',
    SCORES,
    ['What is a score of four under par on a single hole called?', 'Condor', ['Albatross', 'Eagle', 'Phoenix']],
    ['Как называется результат на одной лунке на четыре удара лучше пара?', 'Кондор', ['Альбатрос', 'Игл', 'Феникс']],
  ),
  q(
    'terms.par',
    'easy',
    SCORES,
    [
      'In golf, what does "par" mean?',
      'The number of strokes a good player is expected to need on a hole',
      ['The longest drive of the round', 'A penalty of one stroke', 'A tie between two players'],
    ],
    [
      'Что в гольфе означает «пар»?',
      'Число ударов, за которое хороший игрок должен пройти лунку',
      ['Самый дальний удар раунда', 'Штраф в один удар', 'Ничья между двумя игроками'],
    ],
  ),
  q(
    'terms.hole-in-one',
    'easy',
    TERMS,
    ['What is a hole-in-one also called?', 'An ace', ['A birdie', 'A mulligan', 'A gimme']],
    ['Как ещё называют попадание в лунку с одного удара (hole-in-one)?', 'Эйс', ['Бёрди', 'Маллиган', 'Гимми']],
  ),
  q(
    'terms.fore',
    'easy',
    TERMS,
    ['What do golfers shout to warn people that a ball is flying towards them?', '"Fore!"', ['"Tee!"', '"Par!"', '"Eagle!"']],
    ['Что кричат гольфисты, чтобы предупредить людей о летящем в их сторону мяче?', '«Фор!»', ['«Ти!»', '«Пар!»', '«Игл!»']],
  ),
  // Rules
  q(
    'rules.fourteen-clubs',
    'easy',
    RULES,
    ['What is the maximum number of clubs a player may carry in a round?', '14', ['12', '13', '16']],
    ['Сколько клюшек максимум может быть у игрока в сумке во время раунда?', '14', ['12', '13', '16']],
  ),
  q(
    'rules.eighteen-holes',
    'easy',
    RULES,
    ['How many holes does a standard round of golf have?', '18', ['9', '12', '16']],
    ['Сколько лунок в стандартном раунде гольфа?', '18', ['9', '12', '16']],
  ),
  q(
    'rules.four-rounds',
    'easy',
    MAJORS,
    ["Over how many rounds is a men's major championship played?", '4', ['2', '3', '5']],
    ['Сколько раундов длится мужской мейджор?', '4', ['2', '3', '5']],
  ),
  q(
    'rules.lost-ball',
    'hard',
    RULES,
    [
      'Under the Rules of Golf since 2019, how long may a player search for a lost ball?',
      '3 minutes',
      ['2 minutes', '5 minutes', '10 minutes'],
    ],
    [
      'Сколько времени по Правилам гольфа (с 2019 года) игрок может искать потерянный мяч?',
      '3 минуты',
      ['2 минуты', '5 минут', '10 минут'],
    ],
  ),
  q(
    'rules.hole-size',
    'hard',
    RULES,
    ['What is the diameter of a golf hole?', '108 mm (4.25 in)', ['102 mm (4 in)', '114 mm (4.5 in)', '127 mm (5 in)']],
    ['Какой диаметр у лунки в гольфе?', '108 мм', ['102 мм', '114 мм', '127 мм']],
  ),
  // Trophies and venues
  q(
    'trophies.green-jacket',
    'easy',
    MASTERS,
    [
      'The winner of which tournament receives a green jacket?',
      'The Masters',
      ['The Open Championship', 'The U.S. Open', 'The PGA Championship'],
    ],
    [
      'Победитель какого турнира получает зелёный пиджак?',
      '«Мастерс»',
      ['Открытый чемпионат Великобритании', 'Открытый чемпионат США', 'Чемпионат PGA'],
    ],
  ),
  q(
    'trophies.claret-jug',
    'easy',
    THE_OPEN,
    ['Which major awards its champion the Claret Jug?', 'The Open Championship', ['The Masters', 'The U.S. Open', 'The PGA Championship']],
    [
      'На каком мейджоре победителю вручают Кларет Джаг (кувшин для кларета)?',
      'Открытый чемпионат Великобритании',
      ['«Мастерс»', 'Открытый чемпионат США', 'Чемпионат PGA'],
    ],
  ),
  q(
    'trophies.wanamaker',
    'medium',
    PGA,
    [
      'The Wanamaker Trophy is awarded to the winner of which major?',
      'The PGA Championship',
      ['The Masters', 'The Open Championship', 'The U.S. Open'],
    ],
    [
      'Трофей Уонамейкера вручают победителю какого мейджора?',
      'Чемпионата PGA',
      ['«Мастерса»', 'Открытого чемпионата Великобритании', 'Открытого чемпионата США'],
    ],
  ),
  q(
    'venues.augusta',
    'easy',
    MASTERS,
    [
      'At which club is the Masters played every year?',
      'Augusta National Golf Club',
      ['Pebble Beach Golf Links', 'St Andrews', 'Pinehurst'],
    ],
    ['В каком клубе каждый год проходит «Мастерс»?', '«Огаста Нэшнл»', ['«Пебл-Бич»', 'Сент-Эндрюс', '«Пайнхерст»']],
  ),
  q(
    'venues.same-course',
    'medium',
    MASTERS,
    [
      "Which of the four men's majors is always played on the same course?",
      'The Masters',
      ['The Open Championship', 'The U.S. Open', 'The PGA Championship'],
    ],
    [
      'Какой из четырёх мужских мейджоров всегда проходит на одном и том же поле?',
      '«Мастерс»',
      ['Открытый чемпионат Великобритании', 'Открытый чемпионат США', 'Чемпионат PGA'],
    ],
  ),
  q(
    'venues.amen-corner',
    'hard',
    MASTERS,
    [
      "Which holes at Augusta National make up the famous 'Amen Corner'?",
      '11, 12 and 13',
      ['1, 2 and 3', '15, 16 and 17', '16, 17 and 18'],
    ],
    [
      'Какие лунки «Огаста Нэшнл» образуют знаменитый «Угол аминь» (Amen Corner)?',
      '11, 12 и 13',
      ['1, 2 и 3', '15, 16 и 17', '16, 17 и 18'],
    ],
  ),
  q(
    'venues.home-of-golf',
    'easy',
    ST_ANDREWS,
    ['Which Scottish town is known as the "Home of Golf"?', 'St Andrews', ['Carnoustie', 'Troon', 'Gleneagles']],
    ['Какой шотландский город называют «домом гольфа»?', 'Сент-Эндрюс', ['Карнусти', 'Трун', 'Глениглс']],
  ),
  // Team events
  q(
    'teams.ryder-cup',
    'easy',
    RYDER_CUP,
    [
      'Which two teams play for the Ryder Cup?',
      'The United States and Europe',
      ['The United States and the International team', 'Great Britain and Australia', 'Europe and Asia'],
    ],
    ['Какие команды разыгрывают Кубок Райдера?', 'США и Европа', ['США и сборная мира', 'Великобритания и Австралия', 'Европа и Азия']],
  ),
  q(
    'teams.solheim-cup',
    'medium',
    SOLHEIM_CUP,
    [
      'What is the Solheim Cup?',
      "The women's team match between the United States and Europe",
      [
        "The men's amateur match between Britain and the United States",
        'The match between the United States and the International team',
        'A European junior championship',
      ],
    ],
    [
      'Что такое Кубок Солхейм?',
      'Женский командный матч США — Европа',
      ['Мужской любительский матч Великобритания — США', 'Матч США — сборная мира', 'Юниорский чемпионат Европы'],
    ],
  ),
  q(
    'teams.presidents-cup',
    'hard',
    PRESIDENTS_CUP,
    [
      'Who plays the United States in the Presidents Cup?',
      'An International team of non-European players',
      ['Europe', 'Great Britain and Ireland', 'Japan'],
    ],
    [
      'Кто противостоит сборной США в Кубке Президентов?',
      'Сборная мира без европейцев',
      ['Сборная Европы', 'Великобритания и Ирландия', 'Сборная Японии'],
    ],
  ),
  // Records
  q(
    'records.nicklaus-majors',
    'easy',
    MAJORS,
    ["Jack Nicklaus holds the record for men's major titles. How many did he win?", '18', ['15', '16', '20']],
    ['Джек Никлаус — рекордсмен по числу побед на мейджорах. Сколько их у него?', '18', ['15', '16', '20']],
  ),
  q(
    'records.woods-majors',
    'easy',
    WOODS,
    ['How many major championships has Tiger Woods won?', '15', ['14', '16', '18']],
    ['Сколько мейджоров выиграл Тайгер Вудс?', '15', ['14', '16', '18']],
  ),
  q(
    'records.woods-masters',
    'medium',
    MASTERS,
    ['How many times has Tiger Woods won the Masters?', '5', ['3', '4', '6']],
    ['Сколько раз Тайгер Вудс выигрывал «Мастерс»?', '5', ['3', '4', '6']],
  ),
  q(
    'records.nicklaus-masters',
    'medium',
    MASTERS,
    ['Who has won the Masters the most times?', 'Jack Nicklaus', ['Tiger Woods', 'Arnold Palmer', 'Gary Player']],
    ['Кто выигрывал «Мастерс» больше всех?', 'Джек Никлаус', ['Тайгер Вудс', 'Арнольд Палмер', 'Гэри Плейер']],
  ),
  q(
    'records.youngest-masters',
    'medium',
    MASTERS,
    ['Who became the youngest Masters champion, at 21, in 1997?', 'Tiger Woods', ['Jordan Spieth', 'Seve Ballesteros', 'Rory McIlroy']],
    [
      'Кто в 1997 году в 21 год стал самым молодым победителем «Мастерс»?',
      'Тайгер Вудс',
      ['Джордан Спит', 'Севе Бальестерос', 'Рори Макилрой'],
    ],
  ),
  q(
    'records.oldest-masters',
    'medium',
    MASTERS,
    ['Who became the oldest Masters champion, at 46, in 1986?', 'Jack Nicklaus', ['Gary Player', 'Arnold Palmer', 'Tom Watson']],
    [
      'Кто в 1986 году в 46 лет стал самым возрастным победителем «Мастерс»?',
      'Джек Никлаус',
      ['Гэри Плейер', 'Арнольд Палмер', 'Том Уотсон'],
    ],
  ),
  q(
    'records.tiger-slam',
    'medium',
    WOODS,
    [
      "Tiger Woods completed the 'Tiger Slam' (four majors in a row) by winning which tournament in 2001?",
      'The Masters',
      ['The U.S. Open', 'The Open Championship', 'The PGA Championship'],
    ],
    [
      'Победой на каком турнире в 2001 году Тайгер Вудс завершил «Тайгер Слэм» — четыре мейджора подряд?',
      '«Мастерс»',
      ['Открытый чемпионат США', 'Открытый чемпионат Великобритании', 'Чемпионат PGA'],
    ],
  ),
  q(
    'records.tiger-first-name',
    'medium',
    WOODS,
    ["What is Tiger Woods' real first name?", 'Eldrick', ['Earl', 'Thomas', 'Tyler']],
    ['Как на самом деле зовут Тайгера Вудса?', 'Элдрик', ['Эрл', 'Томас', 'Тайлер']],
  ),
  q(
    'records.woods-15th',
    'medium',
    WOODS,
    [
      'At which tournament did Tiger Woods win his 15th major, in 2019?',
      'The Masters',
      ['The U.S. Open', 'The Open Championship', 'The PGA Championship'],
    ],
    [
      'На каком турнире Тайгер Вудс в 2019 году выиграл свой 15-й мейджор?',
      '«Мастерс»',
      ['Открытый чемпионат США', 'Открытый чемпионат Великобритании', 'Чемпионат PGA'],
    ],
  ),
  q(
    'records.mcilroy-career-slam',
    'medium',
    MASTERS,
    [
      'Rory McIlroy completed the career Grand Slam in 2025 by winning which major?',
      'The Masters',
      ['The U.S. Open', 'The Open Championship', 'The PGA Championship'],
    ],
    [
      'Победой на каком мейджоре Рори Макилрой в 2025 году собрал карьерный «Большой шлем»?',
      '«Мастерс»',
      ['Открытый чемпионат США', 'Открытый чемпионат Великобритании', 'Чемпионат PGA'],
    ],
  ),
  q(
    'records.hogan-1953',
    'hard',
    MAJORS,
    ['Who won the Masters, the U.S. Open and The Open Championship in 1953?', 'Ben Hogan', ['Sam Snead', 'Byron Nelson', 'Arnold Palmer']],
    [
      'Кто в 1953 году выиграл «Мастерс», Открытый чемпионат США и Открытый чемпионат Великобритании?',
      'Бен Хоган',
      ['Сэм Снид', 'Байрон Нельсон', 'Арнольд Палмер'],
    ],
  ),
  q(
    'records.vardon-open',
    'hard',
    THE_OPEN,
    ['Who holds the record of six Open Championship titles?', 'Harry Vardon', ['Tom Watson', 'Old Tom Morris', 'Jack Nicklaus']],
    [
      'Кто рекордсмен по числу побед на Открытом чемпионате Великобритании — шесть титулов?',
      'Гарри Вардон',
      ['Том Уотсон', 'Старый Том Моррис', 'Джек Никлаус'],
    ],
  ),
  // Olympics
  q(
    'olympics.return',
    'medium',
    OLYMPICS,
    ['In which year did golf return to the Olympic Games after an absence of more than a century?', '2016', ['2008', '2012', '2020']],
    ['В каком году гольф вернулся в программу Олимпийских игр спустя более чем сто лет?', '2016', ['2008', '2012', '2020']],
  ),
  q(
    'olympics.rose-2016',
    'hard',
    OLYMPICS,
    ["Who won the men's golf gold medal at the 2016 Rio Olympics?", 'Justin Rose', ['Henrik Stenson', 'Matt Kuchar', 'Rory McIlroy']],
    [
      'Кто выиграл олимпийское золото в мужском гольфе на Играх-2016 в Рио-де-Жанейро?',
      'Джастин Роуз',
      ['Хенрик Стенсон', 'Мэтт Кучар', 'Рори Макилрой'],
    ],
  ),
  q(
    'olympics.scheffler-2024',
    'medium',
    OLYMPICS,
    [
      "Who won the men's golf gold medal at the 2024 Paris Olympics?",
      'Scottie Scheffler',
      ['Tommy Fleetwood', 'Hideki Matsuyama', 'Jon Rahm'],
    ],
    [
      'Кто выиграл олимпийское золото в мужском гольфе на Играх-2024 в Париже?',
      'Скотти Шеффлер',
      ['Томми Флитвуд', 'Хидэки Мацуяма', 'Джон Рам'],
    ],
  ),
];
