import type { Flashcard, Level, Localized } from '../model.js';
import { L } from '../model.js';

/** Ids are 'fc.cricket.<slug>' and stable: progress in training mode is stored by id. */
const card = (slug: string, level: Level, term: Localized, definition: Localized): Flashcard => ({
  id: `fc.cricket.${slug}`,
  sport: 'cricket',
  level,
  term,
  definition,
});

export const cricketFlashcards: readonly Flashcard[] = [
  // Formats and the basics
  card(
    'test-match',
    'easy',
    L('Test match', 'Тестовый матч'),
    L(
      'The longest format: up to five days, two innings per side, played between full-member nations.',
      'Самый длинный формат: до пяти дней, по два иннингса на команду; в него играют сборные стран — полноправных членов ICC.',
    ),
  ),
  card(
    'odi',
    'easy',
    L('ODI', 'ODI (однодневный матч)'),
    L(
      'One Day International: 50 overs per side, the format of the Cricket World Cup.',
      'Однодневный международный матч по 50 оверов на команду; в этом формате разыгрывается чемпионат мира.',
    ),
  ),
  card(
    't20',
    'easy',
    L('Twenty20 (T20)', 'Твенти20 (T20)'),
    L(
      'The shortest professional format: 20 overs per side, about three hours; the IPL is played in it.',
      'Самый короткий профессиональный формат: по 20 оверов на команду, около трёх часов; в нём играют IPL.',
    ),
  ),
  card(
    'over',
    'easy',
    L('Over', 'Овер'),
    L(
      'A set of six legal deliveries bowled by one bowler from one end of the pitch.',
      'Серия из шести правильных подач одного боулера с одного конца питча.',
    ),
  ),
  card(
    'innings',
    'easy',
    L('Innings', 'Иннингс'),
    L(
      "A team's turn to bat; it ends when ten batters are out, the overs run out or the captain declares.",
      'Очередь команды отбивать; заканчивается, когда выбиты десять бэтсменов, истекли оверы или капитан объявил декларацию.',
    ),
  ),
  card(
    'wicket',
    'easy',
    L('Wicket', 'Калитка (уикет)'),
    L(
      'The three stumps topped by two bails that the bowler attacks; the word also means a dismissal.',
      'Три столбика с двумя перекладинами, в которые целится боулер; этим же словом называют выбивание бэтсмена.',
    ),
  ),
  card(
    'crease',
    'medium',
    L('Popping crease', 'Линия криза'),
    L(
      'The line in front of the stumps: a batter is safe only with the bat or a foot grounded behind it.',
      'Линия перед калиткой: бэтсмен в безопасности, только если бита или нога касается земли за ней.',
    ),
  ),
  card(
    'the-ashes',
    'easy',
    L('The Ashes', 'Эшиз («Прах»)'),
    L(
      'The Test series between England and Australia, played since 1882-83 for a tiny urn.',
      'Тестовая серия Англии и Австралии, которую с 1882/83 года разыгрывают за крошечную урну.',
    ),
  ),
  // Runs
  card(
    'century',
    'easy',
    L('Century', 'Сенчури (сотня)'),
    L('A score of 100 or more runs by one batter in an innings.', 'Сто и более ранов одного бэтсмена за иннингс.'),
  ),
  card(
    'duck',
    'easy',
    L('Duck', 'Дак (ноль)'),
    L(
      "Being dismissed without scoring a run; out first ball is a 'golden duck'.",
      'Аут бэтсмена без единого рана; аут с первого же мяча называют «золотым даком».',
    ),
  ),
  card(
    'four',
    'easy',
    L('Four', 'Фор (четвёрка)'),
    L(
      'A hit that reaches the boundary after touching the ground: four runs.',
      'Удар, после которого мяч докатился до границы поля, коснувшись земли: четыре рана.',
    ),
  ),
  card(
    'six',
    'easy',
    L('Six', 'Сикс (шестёрка)'),
    L(
      'A hit that clears the boundary without bouncing: six runs.',
      'Удар, после которого мяч перелетел границу поля, не коснувшись земли: шесть ранов.',
    ),
  ),
  card(
    'strike-rate',
    'medium',
    L('Strike rate', 'Страйк-рейт'),
    L('For a batter, runs scored per 100 balls faced.', 'Для бэтсмена — число ранов на 100 отыгранных мячей.'),
  ),
  card(
    'dot-ball',
    'medium',
    L('Dot ball', 'Дот-болл'),
    L('A delivery off which no run is scored.', 'Подача, после которой не набрано ни одного рана.'),
  ),
  // Dismissals
  card(
    'lbw',
    'easy',
    L('LBW (leg before wicket)', 'LBW (нога перед калиткой)'),
    L(
      "Out if the ball would have hit the stumps but struck the batter's body, usually the pad, subject to where it pitched and hit.",
      'Аут, если мяч попал бы в калитку, но попал в тело бэтсмена, обычно в щиток, — с учётом того, где мяч отскочил и куда попал.',
    ),
  ),
  card(
    'bowled',
    'easy',
    L('Bowled', 'Боулд'),
    L('Out because the bowler hits the stumps and dislodges a bail.', 'Аут, когда мяч боулера попадает в калитку и сбивает перекладину.'),
  ),
  card(
    'run-out',
    'easy',
    L('Run out', 'Ран-аут'),
    L(
      'Out when a fielder breaks the wicket while the batter is short of the crease during a run.',
      'Аут, когда полевой игрок разрушает калитку, пока бэтсмен во время пробежки не успел за линию криза.',
    ),
  ),
  card(
    'stumped',
    'medium',
    L('Stumped', 'Стампинг'),
    L(
      'The wicketkeeper breaks the wicket while the batter, not attempting a run, is out of the crease.',
      'Уикеткипер разрушает калитку, пока бэтсмен, не пытаясь бежать, вышел за линию криза.',
    ),
  ),
  card(
    'caught-behind',
    'medium',
    L('Caught behind', 'Поимка за калиткой'),
    L('Out caught by the wicketkeeper after the ball takes an edge of the bat.', 'Аут: уикеткипер ловит мяч, который задел край биты.'),
  ),
  card(
    'mankad',
    'hard',
    L('Mankad', 'Манкад'),
    L(
      'Running out the non-striker who leaves the crease before the ball is bowled; legal, named after India’s Vinoo Mankad (1947).',
      'Ран-аут партнёра бэтсмена, покинувшего криз до подачи; это законно, а названо по имени индийца Винну Манкада (1947).',
    ),
  ),
  // Bowling
  card(
    'maiden-over',
    'medium',
    L('Maiden over', 'Мейден'),
    L('An over in which the bowler concedes no runs.', 'Овер, в котором боулер не пропустил ни одного рана.'),
  ),
  card(
    'bowler-hat-trick',
    'medium',
    L('Hat-trick', 'Хет-трик'),
    L('A bowler taking wickets with three consecutive deliveries.', 'Три выбитые калитки подряд с трёх подач одного боулера.'),
  ),
  card(
    'five-for',
    'medium',
    L('Five-wicket haul', 'Пять калиток за иннингс'),
    L("Five or more wickets taken by one bowler in an innings, a 'five-for'.", 'Пять и более калиток, взятых одним боулером за иннингс.'),
  ),
  card(
    'economy-rate',
    'medium',
    L('Economy rate', 'Экономичность'),
    L('Runs a bowler concedes per over.', 'Число ранов, которые боулер пропускает в среднем за овер.'),
  ),
  card(
    'no-ball',
    'easy',
    L('No-ball', 'Ноу-болл'),
    L(
      'An illegal delivery, e.g. overstepping the crease: a run to the batting side and, in white-ball cricket, a free hit.',
      'Неправильная подача, например с заступом: ран команде бэтсменов, а в ограниченных форматах — фри-хит.',
    ),
  ),
  card(
    'wide',
    'easy',
    L('Wide', 'Вайд'),
    L(
      'A ball too wide of the batter to be hit with a normal shot: one run to the batting side, and it must be bowled again.',
      'Мяч, поданный слишком далеко от бэтсмена для нормального удара: ран команде отбивающих и повтор подачи.',
    ),
  ),
  card(
    'free-hit',
    'medium',
    L('Free hit', 'Фри-хит'),
    L(
      'The ball after a no-ball in limited-overs cricket: the batter can be out only in a few ways, such as run out.',
      'Подача после ноу-болла в ограниченных форматах: бэтсмена можно выбить лишь немногими способами, например ран-аутом.',
    ),
  ),
  card(
    'bouncer',
    'easy',
    L('Bouncer', 'Баунсер'),
    L(
      "A short, fast ball that rears up towards the batter's head or chest.",
      'Короткая быстрая подача, после отскока взлетающая к голове или груди бэтсмена.',
    ),
  ),
  card(
    'yorker',
    'medium',
    L('Yorker', 'Йоркер'),
    L(
      "A ball pitched right at the batter's feet, at the base of the stumps, very hard to dig out.",
      'Подача точно под ноги бэтсмену, у основания калитки; отбить её очень трудно.',
    ),
  ),
  card(
    'swing',
    'medium',
    L('Swing', 'Свинг'),
    L(
      'Sideways movement of the ball through the air, produced by the seam and one polished side.',
      'Боковое смещение мяча в полёте, которое создают шов и одна отполированная сторона.',
    ),
  ),
  card(
    'reverse-swing',
    'hard',
    L('Reverse swing', 'Реверс-свинг'),
    L(
      "Swing of an old ball the opposite way to conventional swing, mastered by Pakistan's Wasim Akram and Waqar Younis.",
      'Свинг старого мяча в сторону, противоположную обычному; его мастерами были пакистанцы Васим Акрам и Вакар Юнис.',
    ),
  ),
  card(
    'seam-bowling',
    'medium',
    L('Seam bowling', 'Сим-боулинг'),
    L(
      'Fast bowling that makes the ball deviate off the pitch by landing it on its raised stitching.',
      'Быстрая подача, при которой мяч приземляется на выступающий шов и меняет направление после отскока.',
    ),
  ),
  card(
    'leg-spin',
    'medium',
    L('Leg spin', 'Лег-спин'),
    L(
      'Wrist spin that turns the ball from leg to off for a right-handed batter; Shane Warne was its master.',
      'Кистевое вращение, уводящее мяч от ноги к внешней стороне для бэтсмена-правши; мастером был Шейн Уорн.',
    ),
  ),
  card(
    'off-spin',
    'medium',
    L('Off spin', 'Офф-спин'),
    L(
      "Finger spin that turns the ball from off to leg for a right-handed batter; Muttiah Muralitharan's 800 Test wickets came this way.",
      'Пальцевое вращение, заводящее мяч к ногам бэтсмена-правши; так Муттия Муралитаран взял 800 калиток в тестах.',
    ),
  ),
  card(
    'googly',
    'medium',
    L('Googly', 'Гугли'),
    L(
      "A leg-spinner's deceptive ball that spins the other way, from off to leg for a right-hander, out of a leg-break action.",
      'Обманная подача лег-спиннера: тем же движением, что и лег-брейк, мяч закручен в обратную сторону.',
    ),
  ),
  card(
    'doosra',
    'hard',
    L('Doosra', 'Дусра'),
    L(
      "An off-spinner's ball that turns the other way, away from a right-hander; popularised by Saqlain Mushtaq.",
      'Подача офф-спиннера, уходящая в обратную сторону — от бэтсмена-правши; её популяризировал Саклейн Муштак.',
    ),
  ),
  // Batting
  card(
    'cover-drive',
    'medium',
    L('Cover drive', 'Кавер-драйв'),
    L(
      'An elegant front-foot shot driving the ball through the off side, past the cover fielder.',
      'Элегантный удар с выпадом вперёд, направляющий мяч по внешней стороне мимо полевого на позиции «кавер».',
    ),
  ),
  card(
    'sweep',
    'medium',
    L('Sweep', 'Свип'),
    L(
      'A shot played down on one knee, sweeping the ball round to the leg side, often against spin.',
      'Удар с колена, которым мяч «заметают» на сторону ног, часто против спиннеров.',
    ),
  ),
  card(
    'nightwatchman',
    'hard',
    L('Nightwatchman', 'Найтвочмен'),
    L(
      "A lower-order batter sent in late in a day's play to protect a better batter's wicket until the next morning.",
      'Слабый бэтсмен, которого выпускают в конце игрового дня, чтобы сберечь калитку более ценного партнёра до утра.',
    ),
  ),
  card(
    'tail-ender',
    'medium',
    L('Tail-ender', 'Тейл-эндер'),
    L(
      'A batter at the bottom of the order, usually a specialist bowler with limited batting skill.',
      'Бэтсмен из конца списка отбивающих, обычно боулер, который отбивает слабо.',
    ),
  ),
  card(
    'all-rounder',
    'easy',
    L('All-rounder', 'Олраундер'),
    L(
      'A player good enough to be picked both for batting and for bowling.',
      'Игрок, достаточно сильный, чтобы попасть в состав и как бэтсмен, и как боулер.',
    ),
  ),
  // Fielding and the match
  card(
    'wicketkeeper',
    'easy',
    L('Wicketkeeper', 'Уикеткипер'),
    L(
      'The gloved fielder behind the stumps who catches edges and makes stumpings.',
      'Полевой игрок в перчатках за калиткой, ловящий мячи после касания биты и выполняющий стампинг.',
    ),
  ),
  card(
    'slips',
    'medium',
    L('Slips', 'Слипы'),
    L(
      'Close catchers standing beside the wicketkeeper on the off side, waiting for edges.',
      'Ловящие рядом с уикеткипером на внешней стороне, ожидающие мяч после касания края биты.',
    ),
  ),
  card(
    'declaration',
    'medium',
    L('Declaration', 'Декларация'),
    L(
      "A captain ends his side's innings early in a Test to leave time to bowl the opponents out.",
      'Капитан досрочно завершает иннингс своей команды в тесте, чтобы успеть выбить соперника.',
    ),
  ),
  card(
    'follow-on',
    'hard',
    L('Follow-on', 'Фоллоу-он'),
    L(
      'In a five-day Test, a side 200 or more runs behind on first innings can be made to bat again at once.',
      'В пятидневном тесте команду, отставшую по первым иннингсам на 200 и более ранов, могут заставить сразу отбивать снова.',
    ),
  ),
  card(
    'powerplay',
    'medium',
    L('Powerplay', 'Пауэрплей'),
    L(
      'Overs with fielding restrictions, such as the first six of a T20 innings, when only two fielders may stand outside the 30-yard circle.',
      'Оверы с ограничениями для полевых, например первые шесть в T20, когда за 30-ярдовым кругом могут стоять лишь двое.',
    ),
  ),
  card(
    'drs',
    'medium',
    L('DRS', 'DRS (система пересмотра решений)'),
    L(
      "Decision Review System: players can challenge an umpire's call, checked with replays, ball-tracking and edge detection.",
      'Игроки могут оспорить решение судьи; его проверяют по повторам, траектории мяча и датчикам касания биты.',
    ),
  ),
  card(
    'duckworth-lewis-stern',
    'medium',
    L('Duckworth-Lewis-Stern', 'Метод Дакворта — Льюиса — Стерна'),
    L(
      'The method that sets a revised target when rain shortens a limited-overs match.',
      'Метод пересчёта целевого счёта, когда дождь сокращает матч в ограниченном формате.',
    ),
  ),
  card(
    'super-over',
    'medium',
    L('Super Over', 'Суперовер'),
    L(
      'A one-over-per-side decider for tied limited-overs matches; the 2019 World Cup final was tied even after it.',
      'Дополнительный овер для каждой команды при ничьей в ограниченном формате; финал ЧМ-2019 остался равным даже после него.',
    ),
  ),
  card(
    'sledging',
    'medium',
    L('Sledging', 'Слэджинг'),
    L(
      'Verbal taunting of opponents on the field to break their concentration.',
      'Словесные подначки соперников на поле, чтобы сбить их концентрацию.',
    ),
  ),
];
