import type { Flashcard, Level, Localized } from '../model.js';
import { L } from '../model.js';

/** Ids are 'fc.volleyball.<slug>' and stable: progress in training mode is stored by id. */
const card = (slug: string, level: Level, term: Localized, definition: Localized): Flashcard => ({
  id: `fc.volleyball.${slug}`,
  sport: 'volleyball',
  level,
  term,
  definition,
});

export const volleyballFlashcards: readonly Flashcard[] = [
  // Positions
  card(
    'libero',
    'easy',
    L('Libero', 'Либеро'),
    L(
      'A back-row defender in a contrasting shirt who substitutes freely but may not serve, block or attack above net height (FIVB rules).',
      'Защитник задней линии в форме другого цвета: меняется без ограничений, но не подаёт, не блокирует и не атакует выше сетки (правила FIVB).',
    ),
  ),
  card(
    'setter',
    'easy',
    L('Setter', 'Связующий'),
    L(
      "The player who takes the team's second touch and sets up the attackers; the playmaker.",
      'Игрок, выполняющий второе касание и выводящий нападающих на удар; разыгрывающий команды.',
    ),
  ),
  card(
    'outside-hitter',
    'easy',
    L('Outside hitter', 'Доигровщик'),
    L(
      'An attacker who hits mostly from the left side and also receives serve.',
      'Нападающий, атакующий в основном с левого края и участвующий в приёме подачи.',
    ),
  ),
  card(
    'opposite',
    'medium',
    L('Opposite', 'Диагональный'),
    L(
      "The attacker opposite the setter in the rotation, hitting from the right; often the team's top scorer, who rarely receives serve.",
      'Нападающий, стоящий в расстановке по диагонали от связующего и бьющий справа; часто главный бомбардир, почти не принимает.',
    ),
  ),
  card(
    'middle-blocker',
    'easy',
    L('Middle blocker', 'Центральный блокирующий'),
    L(
      'The player in the centre of the net who blocks along it and hits quick attacks.',
      'Игрок в центре сетки, который перемещается вдоль неё на блоке и бьёт быстрые атаки.',
    ),
  ),
  // Skills
  card(
    'serve-reception',
    'easy',
    L('Serve reception', 'Приём подачи'),
    L(
      'Receiving the serve, usually with a forearm pass aimed at the setter.',
      'Приём мяча после подачи соперника, обычно снизу, с доводкой на связующего.',
    ),
  ),
  card(
    'forearm-pass',
    'easy',
    L('Forearm pass (bump)', 'Приём снизу'),
    L(
      'Playing the ball off both forearms held together, the usual way to receive serve and hard hits.',
      'Отбивание мяча сомкнутыми предплечьями — основной способ принимать подачи и сильные удары.',
    ),
  ),
  card(
    'set',
    'easy',
    L('Set', 'Передача сверху'),
    L(
      'An overhead pass with the fingertips that places the ball for a team-mate to attack.',
      'Передача кончиками пальцев над головой, выводящая партнёра на атакующий удар.',
    ),
  ),
  card(
    'spike',
    'easy',
    L('Spike', 'Атакующий удар'),
    L(
      "A hard attacking hit driven down into the opponents' court from above the net.",
      'Сильный удар сверху, направляющий мяч вниз на площадку соперника.',
    ),
  ),
  card('kill', 'easy', L('Kill', 'Результативная атака'), L('An attack that wins the point outright.', 'Атака, сразу приносящая очко.')),
  card(
    'block',
    'easy',
    L('Block', 'Блок'),
    L(
      'Front-row players jumping at the net with arms raised to stop or slow down an attack.',
      'Игроки передней линии выпрыгивают у сетки с поднятыми руками, чтобы остановить или смягчить атаку.',
    ),
  ),
  card(
    'dig',
    'easy',
    L('Dig', 'Защита (диг)'),
    L(
      'Keeping a hard-driven attack off the floor, usually with the forearms.',
      'Поднятый в защите мяч после сильного атакующего удара, обычно приёмом снизу.',
    ),
  ),
  card(
    'ace',
    'easy',
    L('Ace', 'Эйс'),
    L(
      'A serve that wins the point directly, untouched or unplayable by the receivers.',
      'Подача, которая сразу приносит очко: соперник не коснулся мяча или не смог его принять.',
    ),
  ),
  card(
    'jump-serve',
    'easy',
    L('Jump serve', 'Подача в прыжке'),
    L('A serve hit at the top of a jump after a run-up, like a spike.', 'Подача в прыжке после разбега, похожая на атакующий удар.'),
  ),
  card(
    'float-serve',
    'medium',
    L('Float serve', 'Планирующая подача'),
    L(
      'A serve hit with no spin so that it wobbles unpredictably in the air.',
      'Подача без вращения, при которой мяч непредсказуемо «плывёт» в воздухе.',
    ),
  ),
  card(
    'tip',
    'easy',
    L('Tip', 'Скидка'),
    L(
      'A soft push of the ball over or around the block with the fingertips, instead of a hard hit.',
      'Мягкий обманный переброс мяча кончиками пальцев через блок или в обход него вместо сильного удара.',
    ),
  ),
  card(
    'block-out',
    'medium',
    L('Block-out (tool)', 'Удар в блок-аут'),
    L(
      'Hitting the ball off the block so that it lands out of bounds: a point for the attacking team.',
      'Удар в руки блокирующих, после которого мяч улетает в аут: очко атакующей команде.',
    ),
  ),
  card(
    'pancake',
    'hard',
    L('Pancake', 'Панкейк'),
    L(
      'A one-handed dig with the hand flat on the floor, so the ball bounces up off the back of the hand.',
      'Защита одной рукой, положенной ладонью на пол: мяч отскакивает вверх от тыльной стороны кисти.',
    ),
  ),
  card(
    'freeball',
    'medium',
    L('Free ball', 'Лёгкий мяч (фрибол)'),
    L(
      'An easy ball sent over with a pass rather than an attack, a gift for the receiving team.',
      'Мяч, переброшенный соперником передачей, а не атакой, — подарок для принимающей команды.',
    ),
  ),
  // Attacks and systems
  card(
    'pipe',
    'medium',
    L('Pipe', 'Пайп'),
    L(
      'A back-row attack through the middle of the court, usually by an outside hitter jumping from behind the 3 m line.',
      'Атака из задней линии по центру площадки; обычно её бьёт доигровщик, прыгая из-за трёхметровой линии.',
    ),
  ),
  card(
    'back-row-attack',
    'medium',
    L('Back-row attack', 'Атака из второй линии'),
    L(
      'An attack by a back-row player, who must take off from behind the attack line.',
      'Атака игрока задней линии; отталкиваться он обязан из-за линии атаки.',
    ),
  ),
  card(
    'quick',
    'medium',
    L('Quick attack (first tempo)', 'Быстрая атака (первый темп)'),
    L(
      "A middle blocker's attack hit just as the set leaves the setter's hands, too fast for the block to form.",
      'Атака центрального, который бьёт сразу после передачи связующего, пока блок не успел выстроиться.',
    ),
  ),
  card(
    'slide',
    'medium',
    L('Slide', 'Слайд'),
    L(
      'An attack in which the middle blocker runs behind the setter and takes off from one foot.',
      'Атака, при которой центральный забегает за спину связующему и отталкивается одной ногой.',
    ),
  ),
  card(
    'setter-dump',
    'medium',
    L('Setter dump', 'Скидка связующего'),
    L(
      'The setter attacks on the second touch, usually with a tip, instead of setting a team-mate.',
      'Связующий на втором касании сам перебрасывает мяч на сторону соперника вместо передачи партнёру.',
    ),
  ),
  card(
    'five-one',
    'hard',
    L('5-1 system', 'Система 5-1'),
    L(
      'A line-up with one setter and five hitters; the setter sets in all six rotations.',
      'Расстановка с одним связующим и пятью нападающими; связующий разыгрывает во всех шести расстановках.',
    ),
  ),
  card(
    'six-two',
    'hard',
    L('6-2 system', 'Система 6-2'),
    L(
      'Two setters who set only from the back row, so three attackers are always in the front row.',
      'Два связующих, разыгрывающих только из задней линии, поэтому в передней всегда три нападающих.',
    ),
  ),
  card(
    'side-out',
    'medium',
    L('Side-out', 'Сайд-аут'),
    L(
      "Winning a rally on the opponents' serve, which also wins the serve for your team.",
      'Выигрыш розыгрыша на подаче соперника, после которого подача переходит к твоей команде.',
    ),
  ),
  // Rules
  card(
    'rotation',
    'easy',
    L('Rotation', 'Переход'),
    L(
      'Each time a team wins back the serve, its players move one position clockwise.',
      'Каждый раз, когда команда отыгрывает подачу, её игроки сдвигаются на одну позицию по часовой стрелке.',
    ),
  ),
  card(
    'rotation-fault',
    'medium',
    L('Rotation fault', 'Ошибка расстановки'),
    L(
      'Serving out of turn, or players out of their positions at the moment of the serve: a point to the opponents.',
      'Подача не в свою очередь или нарушение расстановки в момент подачи: очко сопернику.',
    ),
  ),
  card(
    'rally-point',
    'medium',
    L('Rally-point scoring', 'Система «каждый розыгрыш — очко»'),
    L(
      'Every rally wins a point, whoever served; FIVB competitions switched to it in 1999, with sets to 25 and a fifth set to 15.',
      'Очко приносит каждый розыгрыш, независимо от подачи; турниры FIVB перешли на неё в 1999 году: партии до 25, пятая — до 15.',
    ),
  ),
  card(
    'tie-break',
    'easy',
    L('Tie-break (fifth set)', 'Тай-брейк'),
    L(
      'The deciding fifth set, played to 15 points with a two-point margin.',
      'Решающая пятая партия, которую играют до 15 очков с разницей минимум в два очка.',
    ),
  ),
  card(
    'three-touches',
    'easy',
    L('Three-touch rule', 'Правило трёх касаний'),
    L(
      'A team may touch the ball at most three times before sending it over; a block touch does not count.',
      'Команда может коснуться мяча не больше трёх раз перед переводом на сторону соперника; касание на блоке не считается.',
    ),
  ),
  card(
    'double-contact',
    'medium',
    L('Double contact', 'Двойное касание'),
    L(
      "One player touching the ball twice in a row; a fault, except on the team's first contact or a block.",
      'Два касания мяча одним игроком подряд; ошибка, кроме первого касания команды и блока.',
    ),
  ),
  card(
    'net-fault',
    'medium',
    L('Net fault', 'Касание сетки'),
    L(
      'Touching the net between the antennae while playing the ball: a point to the opponents.',
      'Касание сетки между антеннами во время игры мячом: очко сопернику.',
    ),
  ),
  card(
    'centre-line',
    'medium',
    L('Centre line fault', 'Заступ за центральную линию'),
    L(
      "A player's whole foot crossing the centre line into the opponents' court: a fault.",
      'Ошибка, когда стопа игрока целиком пересекает центральную линию на сторону соперника.',
    ),
  ),
  card(
    'antenna',
    'medium',
    L('Antenna', 'Антенна'),
    L(
      'The flexible rods on the net marking the sides of the crossing space; a ball touching one is out.',
      'Гибкие стержни на сетке, ограничивающие пространство для перелёта мяча; мяч, задевший антенну, в ауте.',
    ),
  ),
  card(
    'attack-line',
    'easy',
    L('Attack line', 'Линия атаки'),
    L(
      'The line 3 m from the net; back-row players must take off behind it to attack above the net.',
      'Линия в 3 м от сетки; игроки задней линии атакуют выше сетки, только отталкиваясь из-за неё.',
    ),
  ),
  card(
    'service-zone',
    'medium',
    L('Service zone', 'Зона подачи'),
    L(
      'The 9 m wide area behind the end line; the server may not touch the court or the line before hitting.',
      'Зона шириной 9 м за лицевой линией; подающий не должен касаться площадки и линии до удара по мячу.',
    ),
  ),
  card(
    'net-serve',
    'medium',
    L('Net serve', 'Подача с касанием сетки'),
    L(
      "A serve that clips the net and still crosses into the opponents' court stays in play.",
      'Подача, при которой мяч задел сетку, но перелетел на сторону соперника, остаётся в игре.',
    ),
  ),
  card(
    'screening',
    'hard',
    L('Screening', 'Заслон при подаче'),
    L(
      "Players of the serving team hiding the server or the ball's path from the receivers: a fault.",
      'Игроки подающей команды закрывают от соперника подающего или траекторию мяча: ошибка.',
    ),
  ),
  card(
    'joust',
    'hard',
    L('Joust', 'Одновременное касание над сеткой'),
    L(
      'Two opposing players pushing the ball against each other above the net at the same moment; play goes on.',
      'Два соперника одновременно давят на мяч над сеткой с разных сторон; игра продолжается.',
    ),
  ),
  card(
    'video-challenge',
    'medium',
    L('Video challenge', 'Видеочеллендж'),
    L(
      "A coach's request for a video review of a call, such as ball in or out, a block touch or a net touch.",
      'Запрос тренера на видеопросмотр эпизода: мяч в площадке или в ауте, касание блока, касание сетки.',
    ),
  ),
  card(
    'net-height',
    'easy',
    L('Net height', 'Высота сетки'),
    L('2.43 m for men and 2.24 m for women.', '2,43 м у мужчин и 2,24 м у женщин.'),
  ),
  card(
    'court-size',
    'easy',
    L('Court size', 'Размеры площадки'),
    L('An 18 × 9 m court divided by the net into two 9 × 9 m halves.', 'Площадка 18 × 9 м, разделённая сеткой на две половины 9 × 9 м.'),
  ),
  // Competitions
  card(
    'beach-volleyball',
    'easy',
    L('Beach volleyball', 'Пляжный волейбол'),
    L(
      'Two-a-side volleyball on sand, an Olympic sport since Atlanta 1996.',
      'Волейбол двое на двое на песке; олимпийский вид спорта с Игр 1996 года в Атланте.',
    ),
  ),
  card(
    'nations-league',
    'easy',
    L('Volleyball Nations League', 'Лига наций'),
    L(
      'The annual FIVB national-team tournament that replaced the World League and the World Grand Prix in 2018.',
      'Ежегодный турнир сборных под эгидой FIVB, заменивший в 2018 году Мировую лигу и Гран-при.',
    ),
  ),
];
