import type { FactSource, HandWrittenQuestion } from '../../model.js';
import { handWrittenFor } from '../../handwritten.js';
import { wikipedia } from '../../model.js';

/** Hand-written tennis questions: rules, terms, venues and records that tables do not hold. */

const RULES: FactSource = {
  title: 'ITF Rules of Tennis 2025',
  url: 'https://www.itftennis.com/en/about-us/governance/rules-and-regulations/',
  asOf: '2025-01-01',
};
const GRAND_SLAM: FactSource = {
  title: 'Wikipedia: Grand Slam (tennis)',
  url: 'https://en.wikipedia.org/wiki/Grand_Slam_(tennis)',
  asOf: '2025-01-01',
};
const MEN_CHAMPIONS: FactSource = {
  title: "Wikipedia: List of Grand Slam men's singles champions",
  url: 'https://en.wikipedia.org/wiki/List_of_Grand_Slam_men%27s_singles_champions',
  asOf: '2025-09-30',
};
const WOMEN_CHAMPIONS: FactSource = {
  title: "Wikipedia: List of Grand Slam women's singles champions",
  url: 'https://en.wikipedia.org/wiki/List_of_Grand_Slam_women%27s_singles_champions',
  asOf: '2025-09-30',
};
const WIMBLEDON: FactSource = {
  title: 'Wikipedia: Wimbledon Championships',
  url: 'https://en.wikipedia.org/wiki/Wimbledon_Championships',
  asOf: '2025-01-01',
};
const FRENCH_OPEN: FactSource = {
  title: 'Wikipedia: French Open',
  url: 'https://en.wikipedia.org/wiki/French_Open',
  asOf: '2025-01-01',
};
const AUSTRALIAN_OPEN: FactSource = {
  title: 'Wikipedia: Australian Open',
  url: 'https://en.wikipedia.org/wiki/Australian_Open',
  asOf: '2025-01-01',
};
const US_OPEN: FactSource = {
  title: 'Wikipedia: US Open (tennis)',
  url: 'https://en.wikipedia.org/wiki/US_Open_(tennis)',
  asOf: '2025-01-01',
};
const ATP_FINALS: FactSource = {
  title: 'Wikipedia: ATP Finals',
  url: 'https://en.wikipedia.org/wiki/ATP_Finals',
  asOf: '2025-01-01',
};
const ATP_NO1: FactSource = {
  title: 'Wikipedia: List of ATP number 1 ranked singles tennis players',
  url: 'https://en.wikipedia.org/wiki/List_of_ATP_number_1_ranked_singles_tennis_players',
  asOf: '2025-01-01',
};
const WTA_NO1: FactSource = {
  title: 'Wikipedia: List of WTA number 1 ranked singles tennis players',
  url: 'https://en.wikipedia.org/wiki/List_of_WTA_number_1_ranked_singles_tennis_players',
  asOf: '2025-01-01',
};
const BJK_CUP: FactSource = {
  title: 'Wikipedia: Billie Jean King Cup',
  url: 'https://en.wikipedia.org/wiki/Billie_Jean_King_Cup',
  asOf: '2025-01-01',
};
const BATTLE_OF_SEXES: FactSource = {
  title: 'Wikipedia: Battle of the Sexes (tennis)',
  url: 'https://en.wikipedia.org/wiki/Battle_of_the_Sexes_(tennis)',
  asOf: '2025-01-01',
};
const OLYMPICS_2012: FactSource = {
  title: 'Wikipedia: Tennis at the 2012 Summer Olympics',
  url: 'https://en.wikipedia.org/wiki/Tennis_at_the_2012_Summer_Olympics',
  asOf: '2025-01-01',
};

const q = handWrittenFor('tennis');

export const tennisHandWritten: readonly HandWrittenQuestion[] = [
  // Rules and terms
  q(
    'rules.love',
    'easy',
    RULES,
    ['In tennis scoring, what does "love" mean?', 'Zero', ['Deuce', 'Advantage to the server', 'One game all']],
    ['Что означает слово «love» в теннисном счёте?', 'Ноль', ['Ровно', 'Преимущество подающего', 'По гейму']],
  ),
  q(
    'rules.deuce',
    'easy',
    RULES,
    ['What is the score called when both players reach 40 in a game?', 'Deuce', ['Advantage', 'Love all', 'Tie-break']],
    ['Как называется счёт 40:40 в гейме?', 'Ровно', ['Больше', 'Ноль-ноль', 'Тай-брейк']],
  ),
  q(
    'rules.tie-break-points',
    'easy',
    RULES,
    ['How many points must a player reach to win a standard tie-break (with a two-point lead)?', '7', ['6', '10', '5']],
    ['До скольких очков (с разницей в два) играется обычный тай-брейк?', '7', ['6', '10', '5']],
  ),
  q(
    'rules.deciding-tie-break',
    'hard',
    GRAND_SLAM,
    ['Since 2022, the deciding-set tie-break at all four Grand Slams is played to how many points?', '10', ['7', '12', '15']],
    ['До скольких очков с 2022 года играется тай-брейк в решающем сете на всех турнирах «Большого шлема»?', '10', ['7', '12', '15']],
  ),
  q(
    'rules.men-sets',
    'easy',
    RULES,
    ['How many sets must a man win to win a Grand Slam singles match?', '3', ['2', '4', '5']],
    ['Сколько сетов нужно выиграть мужчине, чтобы победить в матче турнира «Большого шлема»?', '3', ['2', '4', '5']],
  ),
  q(
    'rules.ace',
    'easy',
    RULES,
    [
      'What is an "ace" in tennis?',
      'A serve the receiver does not touch',
      ['A winning return of serve', 'A point won at the net', 'A set won without losing a game'],
    ],
    [
      'Что такое эйс в теннисе?',
      'Подача, которую соперник не смог коснуться ракеткой',
      ['Выигрышный приём подачи', 'Очко, выигранное у сетки', 'Сет, выигранный всухую'],
    ],
  ),
  q(
    'rules.double-fault',
    'easy',
    RULES,
    [
      'What happens when a player serves two faults in a row?',
      'The server loses the point',
      ['The point is replayed', 'The server loses the game', 'The serve passes to the opponent for the rest of the game'],
    ],
    [
      'Что происходит, если игрок дважды подряд ошибается на подаче?',
      'Подающий проигрывает очко',
      ['Очко переигрывается', 'Подающий проигрывает гейм', 'Подача переходит к сопернику до конца гейма'],
    ],
  ),
  q(
    'rules.hawk-eye',
    'easy',
    RULES,
    [
      'What is Hawk-Eye used for in tennis?',
      'Electronic line calling',
      ['Measuring serve speed only', 'Timing the break between points', 'Drawing the tournament bracket'],
    ],
    [
      'Для чего в теннисе используется система «Хоук-Ай»?',
      'Электронное определение попадания мяча в корт',
      ['Только для измерения скорости подачи', 'Для отсчёта времени между розыгрышами', 'Для жеребьёвки турнирной сетки'],
    ],
  ),
  q(
    'terms.career-slam',
    'easy',
    GRAND_SLAM,
    [
      'What is it called when a player wins all four Grand Slam tournaments over a career?',
      'Career Grand Slam',
      ['Golden Slam', 'Calendar Grand Slam', 'Triple Crown'],
    ],
    [
      'Как называется победа игрока на всех четырёх турнирах «Большого шлема» за карьеру?',
      'Карьерный «Большой шлем»',
      ['«Золотой шлем»', 'Календарный «Большой шлем»', '«Тройная корона»'],
    ],
  ),
  q(
    'terms.channel-slam',
    'hard',
    GRAND_SLAM,
    [
      'The "Channel Slam" means winning which two tournaments in the same year?',
      'Roland Garros and Wimbledon',
      ['Wimbledon and the US Open', 'The Australian Open and Roland Garros', 'The Australian Open and the US Open'],
    ],
    [
      'Дубль, который англоязычная пресса называет Channel Slam, — это победа в одном сезоне на каких двух турнирах?',
      'Ролан Гаррос и Уимблдон',
      ['Уимблдон и Открытый чемпионат США', 'Открытый чемпионат Австралии и Ролан Гаррос', 'Открытые чемпионаты Австралии и США'],
    ],
  ),
  q(
    'terms.golden-slam-1988',
    'medium',
    GRAND_SLAM,
    [
      'Who is the only player to win all four Grand Slam singles titles and Olympic gold in the same year?',
      'Steffi Graf',
      ['Serena Williams', 'Martina Navratilova', 'Rafael Nadal'],
    ],
    [
      'Кто единственным в истории выиграл все четыре турнира «Большого шлема» и олимпийское золото в одиночном разряде в одном году?',
      'Штеффи Граф',
      ['Серена Уильямс', 'Мартина Навратилова', 'Рафаэль Надаль'],
    ],
  ),
  q(
    'terms.laver-calendar-slam',
    'medium',
    GRAND_SLAM,
    [
      'Who was the last man to win all four Grand Slam singles titles in one calendar year?',
      'Rod Laver',
      ['Roger Federer', 'Novak Djokovic', 'Björn Borg'],
    ],
    [
      'Кто последним из мужчин выиграл все четыре турнира «Большого шлема» в одиночном разряде за один календарный год?',
      'Род Лейвер',
      ['Роджер Федерер', 'Новак Джокович', 'Бьорн Борг'],
    ],
  ),
  // Venues and surfaces
  q(
    'venues.wimbledon-surface',
    'easy',
    WIMBLEDON,
    ['On what surface is Wimbledon played?', 'Grass', ['Clay', 'Hard court', 'Carpet']],
    ['На каком покрытии играют Уимблдон?', 'Трава', ['Грунт', 'Хард', 'Ковёр']],
  ),
  q(
    'venues.rg-surface',
    'easy',
    FRENCH_OPEN,
    ['On what surface is Roland Garros played?', 'Clay', ['Grass', 'Hard court', 'Carpet']],
    ['На каком покрытии играют Ролан Гаррос?', 'Грунт', ['Трава', 'Хард', 'Ковёр']],
  ),
  q(
    'venues.ao-city',
    'easy',
    AUSTRALIAN_OPEN,
    ['In which city is the Australian Open played?', 'Melbourne', ['Sydney', 'Brisbane', 'Perth']],
    ['В каком городе проходит Открытый чемпионат Австралии?', 'Мельбурн', ['Сидней', 'Брисбен', 'Перт']],
  ),
  q(
    'venues.ao-first-of-season',
    'easy',
    AUSTRALIAN_OPEN,
    [
      'Which Grand Slam tournament is the first of the tennis season?',
      'The Australian Open',
      ['Roland Garros', 'Wimbledon', 'The US Open'],
    ],
    [
      'Какой турнир «Большого шлема» открывает теннисный сезон?',
      'Открытый чемпионат Австралии',
      ['Ролан Гаррос', 'Уимблдон', 'Открытый чемпионат США'],
    ],
  ),
  q(
    'venues.flushing-meadows',
    'easy',
    US_OPEN,
    ['Which Grand Slam tournament is played at Flushing Meadows?', 'The US Open', ['Wimbledon', 'Roland Garros', 'The Australian Open']],
    [
      'Какой турнир «Большого шлема» проходит во Флашинг-Медоуз?',
      'Открытый чемпионат США',
      ['Уимблдон', 'Ролан Гаррос', 'Открытый чемпионат Австралии'],
    ],
  ),
  q(
    'venues.uso-borough',
    'hard',
    US_OPEN,
    ['In which New York borough is the US Open played?', 'Queens', ['Brooklyn', 'Manhattan', 'The Bronx']],
    ['В каком районе Нью-Йорка проходит Открытый чемпионат США?', 'Куинс', ['Бруклин', 'Манхэттен', 'Бронкс']],
  ),
  q(
    'venues.uso-main-court',
    'medium',
    US_OPEN,
    [
      'What is the main stadium of the US Open called?',
      'Arthur Ashe Stadium',
      ['Rod Laver Arena', 'Centre Court', 'Court Philippe-Chatrier'],
    ],
    [
      'Как называется главный стадион Открытого чемпионата США?',
      '«Артур Эш»',
      ['«Род Лейвер Арена»', 'Центральный корт', 'Корт «Филипп Шатрие»'],
    ],
  ),
  q(
    'venues.ao-main-court',
    'medium',
    AUSTRALIAN_OPEN,
    [
      'What is the main arena of the Australian Open called?',
      'Rod Laver Arena',
      ['Arthur Ashe Stadium', 'Centre Court', 'Court Philippe-Chatrier'],
    ],
    [
      'Как называется главная арена Открытого чемпионата Австралии?',
      '«Род Лейвер Арена»',
      ['«Артур Эш»', 'Центральный корт', 'Корт «Филипп Шатрие»'],
    ],
  ),
  q(
    'venues.rg-main-court',
    'medium',
    FRENCH_OPEN,
    [
      'What is the main court of Roland Garros called?',
      'Court Philippe-Chatrier',
      ['Rod Laver Arena', 'Arthur Ashe Stadium', 'Centre Court'],
    ],
    ['Как называется главный корт Ролан Гаррос?', 'Корт «Филипп Шатрие»', ['«Род Лейвер Арена»', '«Артур Эш»', 'Центральный корт']],
  ),
  q(
    'venues.wimbledon-white',
    'easy',
    WIMBLEDON,
    [
      'What does the Wimbledon dress code require players to wear?',
      'Almost entirely white clothing',
      ['Any colour they like', 'The club colours, purple and green', 'Their national team colours'],
    ],
    [
      'Какой дресс-код действует на Уимблдоне для игроков?',
      'Почти полностью белая форма',
      ['Форма любого цвета', 'Клубные цвета — фиолетовый и зелёный', 'Цвета национальной сборной'],
    ],
  ),
  q(
    'venues.london-2012',
    'medium',
    OLYMPICS_2012,
    [
      'Where was the tennis tournament of the 2012 London Olympics played?',
      'At Wimbledon (the All England Club)',
      ["At the Queen's Club", 'At the O2 Arena', 'At Eastbourne'],
    ],
    ['Где прошёл теннисный турнир Олимпиады-2012 в Лондоне?', 'На кортах Уимблдона', ['В клубе «Куинс»', 'На арене O2', 'В Истборне']],
  ),
  q(
    'venues.wimbledon-ladies-trophy',
    'hard',
    WIMBLEDON,
    [
      "What is the trophy awarded to the Wimbledon ladies' singles champion called?",
      'The Venus Rosewater Dish',
      ['The Suzanne Lenglen Cup', 'The Daphne Akhurst Memorial Cup', 'The Coupe des Mousquetaires'],
    ],
    [
      'Как называется трофей победительницы Уимблдона в женском одиночном разряде?',
      'Блюдо Винус Роузуотер',
      ['Кубок Сюзанн Ленглен', 'Кубок Дафны Акхерст', 'Кубок мушкетёров'],
    ],
  ),
  q(
    'venues.rg-men-trophy',
    'hard',
    FRENCH_OPEN,
    [
      "What is the Roland Garros men's singles trophy called?",
      'The Coupe des Mousquetaires',
      ['The Venus Rosewater Dish', 'The Norman Brookes Challenge Cup', 'The Suzanne Lenglen Cup'],
    ],
    [
      'Как называется трофей победителя Ролан Гаррос в мужском одиночном разряде?',
      'Кубок мушкетёров',
      ['Блюдо Винус Роузуотер', 'Кубок Нормана Брукса', 'Кубок Сюзанн Ленглен'],
    ],
  ),
  // Records
  q(
    'records.federer-slams',
    'easy',
    MEN_CHAMPIONS,
    ['How many Grand Slam singles titles did Roger Federer win?', '20', ['19', '21', '22']],
    ['Сколько титулов «Большого шлема» в одиночном разряде выиграл Роджер Федерер?', '20', ['19', '21', '22']],
  ),
  q(
    'records.nadal-slams',
    'easy',
    MEN_CHAMPIONS,
    ['How many Grand Slam singles titles did Rafael Nadal win?', '22', ['20', '21', '23']],
    ['Сколько титулов «Большого шлема» в одиночном разряде выиграл Рафаэль Надаль?', '22', ['20', '21', '23']],
  ),
  q(
    'records.serena-slams',
    'easy',
    WOMEN_CHAMPIONS,
    ['How many Grand Slam singles titles did Serena Williams win?', '23', ['21', '22', '24']],
    ['Сколько титулов «Большого шлема» в одиночном разряде выиграла Серена Уильямс?', '23', ['21', '22', '24']],
  ),
  q(
    'records.court-slams',
    'medium',
    WOMEN_CHAMPIONS,
    // Djokovic equalled the record in 2023, so the question no longer says she holds it alone.
    ['How many Grand Slam singles titles did Margaret Court win, the record Novak Djokovic equalled in 2023?', '24', ['21', '22', '23']],
    [
      'Сколько титулов «Большого шлема» в одиночном разряде выиграла Маргарет Корт? В 2023 году её рекорд повторил Новак Джокович.',
      '24',
      ['21', '22', '23'],
    ],
  ),
  q(
    'records.nadal-rg',
    'easy',
    FRENCH_OPEN,
    ["Who has won the most men's singles titles at Roland Garros?", 'Rafael Nadal', ['Björn Borg', 'Novak Djokovic', 'Gustavo Kuerten']],
    [
      'Кто выиграл больше всех титулов Ролан Гаррос в мужском одиночном разряде?',
      'Рафаэль Надаль',
      ['Бьорн Борг', 'Новак Джокович', 'Густаво Куэртен'],
    ],
  ),
  q(
    'records.nadal-rg-count',
    'medium',
    FRENCH_OPEN,
    ['How many times did Rafael Nadal win Roland Garros?', '14', ['12', '13', '15']],
    ['Сколько раз Рафаэль Надаль выигрывал Ролан Гаррос?', '14', ['12', '13', '15']],
  ),
  q(
    'records.federer-wimbledon',
    'easy',
    WIMBLEDON,
    [
      "Who has won the most men's singles titles at Wimbledon in the Open Era?",
      'Roger Federer',
      ['Pete Sampras', 'Novak Djokovic', 'Björn Borg'],
    ],
    [
      'Кто в Открытую эру выиграл больше всех титулов Уимблдона в мужском одиночном разряде?',
      'Роджер Федерер',
      ['Пит Сампрас', 'Новак Джокович', 'Бьорн Борг'],
    ],
  ),
  q(
    'records.navratilova-wimbledon',
    'medium',
    WIMBLEDON,
    ['How many Wimbledon singles titles did Martina Navratilova win?', '9', ['7', '8', '10']],
    ['Сколько раз Мартина Навратилова выигрывала Уимблдон в одиночном разряде?', '9', ['7', '8', '10']],
  ),
  q(
    'records.djokovic-ao',
    'easy',
    AUSTRALIAN_OPEN,
    [
      "Who has won the most men's singles titles at the Australian Open?",
      'Novak Djokovic',
      ['Roger Federer', 'Andre Agassi', 'Rafael Nadal'],
    ],
    [
      'Кто выиграл больше всех титулов Открытого чемпионата Австралии в мужском одиночном разряде?',
      'Новак Джокович',
      ['Роджер Федерер', 'Андре Агасси', 'Рафаэль Надаль'],
    ],
  ),
  q(
    'records.djokovic-24th',
    'medium',
    MEN_CHAMPIONS,
    [
      'At which tournament did Novak Djokovic win his 24th Grand Slam singles title?',
      'The 2023 US Open',
      ['Wimbledon 2023', 'Roland Garros 2023', 'The 2024 Australian Open'],
    ],
    [
      'На каком турнире Новак Джокович выиграл свой 24-й титул «Большого шлема»?',
      'Открытый чемпионат США 2023 года',
      ['Уимблдон-2023', 'Ролан Гаррос — 2023', 'Открытый чемпионат Австралии 2024 года'],
    ],
  ),
  q(
    'records.federer-career-slam',
    'medium',
    MEN_CHAMPIONS,
    [
      'Roger Federer completed his career Grand Slam by winning which tournament?',
      'Roland Garros 2009',
      ['Wimbledon 2009', 'The 2004 US Open', 'The 2010 Australian Open'],
    ],
    [
      'Победой на каком турнире Роджер Федерер собрал карьерный «Большой шлем»?',
      'Ролан Гаррос — 2009',
      ['Уимблдон-2009', 'Открытый чемпионат США 2004 года', 'Открытый чемпионат Австралии 2010 года'],
    ],
  ),
  q(
    'records.medvedev-2021',
    'easy',
    MEN_CHAMPIONS,
    [
      'Who denied Novak Djokovic the calendar Grand Slam by beating him in the 2021 US Open final?',
      'Daniil Medvedev',
      ['Alexander Zverev', 'Stefanos Tsitsipas', 'Matteo Berrettini'],
    ],
    [
      'Кто помешал Новаку Джоковичу собрать календарный «Большой шлем», обыграв его в финале Открытого чемпионата США 2021 года?',
      'Даниил Медведев',
      ['Александр Зверев', 'Стефанос Циципас', 'Маттео Берреттини'],
    ],
  ),
  // Russians
  q(
    'russia.myskina-first',
    'medium',
    WOMEN_CHAMPIONS,
    [
      'Who was the first Russian woman to win a Grand Slam singles title?',
      'Anastasia Myskina',
      ['Maria Sharapova', 'Svetlana Kuznetsova', 'Elena Dementieva'],
    ],
    [
      'Кто первой из российских теннисисток выиграл турнир «Большого шлема» в одиночном разряде?',
      'Анастасия Мыскина',
      ['Мария Шарапова', 'Светлана Кузнецова', 'Елена Дементьева'],
    ],
  ),
  q(
    'russia.kafelnikov-first-slam',
    'medium',
    MEN_CHAMPIONS,
    [
      'Who was the first Russian man to win a Grand Slam singles title?',
      'Yevgeny Kafelnikov',
      ['Marat Safin', 'Andrei Chesnokov', 'Daniil Medvedev'],
    ],
    [
      'Кто первым из российских теннисистов выиграл турнир «Большого шлема» в одиночном разряде?',
      'Евгений Кафельников',
      ['Марат Сафин', 'Андрей Чесноков', 'Даниил Медведев'],
    ],
  ),
  q(
    'russia.kafelnikov-no1',
    'medium',
    ATP_NO1,
    [
      'Who was the first Russian man to become world No. 1 in the ATP rankings?',
      'Yevgeny Kafelnikov',
      ['Marat Safin', 'Daniil Medvedev', 'Nikolay Davydenko'],
    ],
    [
      'Кто первым из российских теннисистов стал первой ракеткой мира в рейтинге ATP?',
      'Евгений Кафельников',
      ['Марат Сафин', 'Даниил Медведев', 'Николай Давыденко'],
    ],
  ),
  q(
    'russia.sharapova-no1',
    'medium',
    WTA_NO1,
    [
      'Who was the first Russian woman to become world No. 1 in the WTA rankings?',
      'Maria Sharapova',
      ['Dinara Safina', 'Svetlana Kuznetsova', 'Anastasia Myskina'],
    ],
    [
      'Кто первой из российских теннисисток возглавил рейтинг WTA?',
      'Мария Шарапова',
      ['Динара Сафина', 'Светлана Кузнецова', 'Анастасия Мыскина'],
    ],
  ),
  // Team events and the ATP Finals
  q(
    'cups.bjk-former-name',
    'medium',
    BJK_CUP,
    [
      'Under what name was the Billie Jean King Cup known until 2020?',
      'The Fed Cup',
      ['The Wightman Cup', 'The Hopman Cup', 'The Davis Cup'],
    ],
    ['Как назывался Кубок Билли Джин Кинг до 2020 года?', 'Кубок Федерации', ['Кубок Уайтмен', 'Кубок Хопмана', 'Кубок Дэвиса']],
  ),
  q(
    'cups.davis-cup',
    'easy',
    // The Rules of Tennis say nothing about the Davis Cup: its own article does.
    wikipedia('Davis Cup', '2025-06-01'),
    [
      'What is the Davis Cup?',
      "The men's team competition between nations",
      ["The women's team competition between nations", 'The year-end championship of the top eight men', 'A mixed-doubles tournament'],
    ],
    [
      'Что такое Кубок Дэвиса?',
      'Мужской командный турнир сборных',
      ['Женский командный турнир сборных', 'Итоговый турнир восьми лучших теннисистов', 'Турнир смешанных пар'],
    ],
  ),
  q(
    'finals.london',
    'medium',
    ATP_FINALS,
    ['Which city hosted the ATP Finals from 2009 to 2020?', 'London', ['Shanghai', 'Turin', 'Houston']],
    ['Какой город принимал Итоговый турнир ATP с 2009 по 2020 год?', 'Лондон', ['Шанхай', 'Турин', 'Хьюстон']],
  ),
  q(
    'finals.field',
    'medium',
    ATP_FINALS,
    ['How many players contest the singles event of the ATP Finals?', '8', ['4', '12', '16']],
    ['Сколько теннисистов играет в одиночном разряде Итогового турнира ATP?', '8', ['4', '12', '16']],
  ),
  q(
    'finals.most-titles',
    'hard',
    ATP_FINALS,
    ['Who has won the most singles titles at the ATP Finals?', 'Novak Djokovic', ['Roger Federer', 'Pete Sampras', 'Ivan Lendl']],
    ['Кто чаще всех выигрывал Итоговый турнир ATP в одиночном разряде?', 'Новак Джокович', ['Роджер Федерер', 'Пит Сампрас', 'Иван Лендл']],
  ),
  q(
    'history.battle-of-the-sexes',
    'hard',
    BATTLE_OF_SEXES,
    ['Whom did Billie Jean King beat in the 1973 "Battle of the Sexes"?', 'Bobby Riggs', ['Jimmy Connors', 'Rod Laver', 'Jack Kramer']],
    ['Кого Билли Джин Кинг обыграла в «Битве полов» 1973 года?', 'Бобби Риггса', ['Джимми Коннорса', 'Рода Лейвера', 'Джека Крамера']],
  ),
];
