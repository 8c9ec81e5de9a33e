import type { Flashcard, Level, Localized } from '../model.js';
import { L } from '../model.js';

/** Ids are 'fc.baseball.<slug>' and stable: progress in training mode is stored by id. */
const card = (slug: string, level: Level, term: Localized, definition: Localized): Flashcard => ({
  id: `fc.baseball.${slug}`,
  sport: 'baseball',
  level,
  term,
  definition,
});

export const baseballFlashcards: readonly Flashcard[] = [
  // Hitting
  card(
    'home-run',
    'easy',
    L('Home run', 'Хоум-ран'),
    L(
      'A hit on which the batter rounds all the bases and scores, usually by hitting the ball over the outfield fence.',
      'Удар, после которого отбивающий обегает все базы и приносит ран, обычно мяч улетает за забор аутфилда.',
    ),
  ),
  card(
    'grand-slam',
    'easy',
    L('Grand slam', 'Грэнд-слэм'),
    L('A home run with the bases loaded, scoring four runs.', 'Хоум-ран при заполненных базах, приносящий четыре рана.'),
  ),
  card(
    'rbi',
    'easy',
    L('RBI (run batted in)', 'RBI (ран, засчитанный отбивающему)'),
    L(
      'A run credited to the batter whose plate appearance (a hit, walk or sacrifice, for example) brought a runner home.',
      'Ран, записанный на счёт отбивающего, чей выход — удар, уок или жертвенный удар — позволил партнёру добежать до дома.',
    ),
  ),
  card(
    'batting-average',
    'easy',
    L('Batting average', 'Средний процент отбивания'),
    L(
      'Hits divided by at-bats; .300 or better is excellent.',
      'Число хитов, делённое на число выходов на биту; .300 и выше — отличный показатель.',
    ),
  ),
  card(
    'slugging',
    'hard',
    L('Slugging percentage', 'Слаггинг'),
    L(
      'Total bases divided by at-bats: a single counts one, a home run four.',
      'Сумма занятых баз, делённая на число выходов на биту: сингл даёт одну базу, хоум-ран — четыре.',
    ),
  ),
  card(
    'ops',
    'hard',
    L('OPS', 'OPS (онбейс плюс слаггинг)'),
    L(
      "On-base percentage plus slugging percentage: a quick measure of a hitter's overall output.",
      'Сумма процента занятия базы и слаггинга — быстрый способ оценить общую результативность отбивающего.',
    ),
  ),
  card(
    'cycle',
    'medium',
    L('Hitting for the cycle', 'Сайкл'),
    L(
      'A single, a double, a triple and a home run by one batter in the same game.',
      'Сингл, дабл, трипл и хоум-ран одного отбивающего в одной игре.',
    ),
  ),
  card(
    'bunt',
    'easy',
    L('Bunt', 'Бант'),
    L(
      'Tapping the ball softly into the infield without a full swing, often to move a runner up.',
      'Мягкое касание мяча битой без полного замаха, чтобы мяч остался в инфилде; часто так продвигают раннера.',
    ),
  ),
  card(
    'sacrifice-fly',
    'medium',
    L('Sacrifice fly', 'Жертвенный флай'),
    L(
      'A fly ball caught for an out that lets a runner tag up and score; it does not count as an at-bat.',
      'Пойманный высокий мяч, после которого раннер успевает добежать до дома; выход на биту не засчитывается.',
    ),
  ),
  card(
    'walk-off',
    'easy',
    L('Walk-off', 'Уолк-офф'),
    L(
      'A hit or play that ends the game by scoring the winning run for the home team in its last turn at bat.',
      'Удар или розыгрыш, приносящий хозяевам победный ран в их последней атаке и сразу завершающий игру.',
    ),
  ),
  card(
    'pinch-hitter',
    'medium',
    L('Pinch hitter', 'Пинч-хиттер'),
    L(
      'A substitute who bats in place of another player, who then leaves the game.',
      'Запасной, который выходит отбивать вместо другого игрока; тот после этого покидает игру.',
    ),
  ),
  card(
    'designated-hitter',
    'medium',
    L('Designated hitter', 'Назначенный отбивающий'),
    L(
      'A player who bats in place of the pitcher and does not field; used in both MLB leagues since 2022.',
      'Игрок, который отбивает вместо питчера и не играет в защите; в обеих лигах MLB применяется с 2022 года.',
    ),
  ),
  card(
    'ground-rule-double',
    'hard',
    L('Ground-rule double', 'Граунд-рул дабл'),
    L(
      'Two bases awarded to the batter when a fair ball bounces over the outfield fence.',
      'Две базы, присуждаемые отбивающему, когда мяч в поле отскакивает и перелетает через забор аутфилда.',
    ),
  ),
  card(
    'mendoza-line',
    'hard',
    L('Mendoza Line', 'Линия Мендосы'),
    L(
      'A .200 batting average, the mark of very weak hitting, named after shortstop Mario Mendoza.',
      'Процент отбивания .200 — граница очень слабой игры на бите; названа по имени шортстопа Марио Мендосы.',
    ),
  ),
  // Pitching
  card(
    'strike-zone',
    'easy',
    L('Strike zone', 'Страйковая зона'),
    L(
      "The area over home plate from the batter's knees to the midpoint of the torso.",
      'Область над домом от колен отбивающего до середины его корпуса.',
    ),
  ),
  card(
    'strikeout',
    'easy',
    L('Strikeout', 'Страйк-аут'),
    L('The batter is out after three strikes.', 'Отбивающий выбывает после трёх страйков.'),
  ),
  card(
    'walk',
    'easy',
    L('Walk (base on balls)', 'Уок (база по болам)'),
    L(
      'Four pitches outside the strike zone that the batter does not swing at send him to first base.',
      'Четыре подачи вне страйковой зоны без замаха отбивающего отправляют его на первую базу.',
    ),
  ),
  card(
    'full-count',
    'medium',
    L('Full count', 'Полный счёт'),
    L('Three balls and two strikes: the next pitch decides.', 'Три бола и два страйка: следующая подача всё решит.'),
  ),
  card(
    'era',
    'easy',
    L('ERA (earned run average)', 'ERA (пропускаемость)'),
    L(
      'The number of earned runs a pitcher allows per nine innings.',
      'Среднее число заработанных ранов, которые питчер пропускает за девять иннингов.',
    ),
  ),
  card(
    'no-hitter',
    'medium',
    L('No-hitter', 'Ноу-хиттер'),
    L(
      'A complete game in which one team’s pitcher or pitchers allow no hits.',
      'Полная игра, в которой питчер или питчеры команды не позволили сопернику ни одного хита.',
    ),
  ),
  card(
    'perfect-game',
    'medium',
    L('Perfect game', 'Совершенная игра'),
    L(
      'A game in which no opposing batter reaches base at all: 27 up, 27 down.',
      'Игра, в которой ни один отбивающий соперника не занял базу: 27 выходов — 27 аутов.',
    ),
  ),
  card(
    'fastball',
    'easy',
    L('Fastball', 'Фастбол'),
    L(
      "The pitcher's fastest pitch, often above 150 km/h (95 mph) in the major leagues.",
      'Самая быстрая подача питчера; в высшей лиге часто быстрее 150 км/ч (95 миль/ч).',
    ),
  ),
  card(
    'curveball',
    'medium',
    L('Curveball', 'Кервбол'),
    L(
      'A slower pitch thrown with topspin so that it dives downwards as it reaches the plate.',
      'Более медленная подача с верхним вращением, резко уходящая вниз у дома.',
    ),
  ),
  card(
    'slider',
    'medium',
    L('Slider', 'Слайдер'),
    L(
      'A fast breaking pitch that darts sideways and down late in its flight.',
      'Быстрая крученая подача, в конце полёта резко уходящая в сторону и вниз.',
    ),
  ),
  card(
    'changeup',
    'medium',
    L('Changeup', 'Чейндж-ап'),
    L(
      'A pitch thrown with a fastball arm action but much slower, to upset the batter’s timing.',
      'Подача с движением руки как у фастбола, но заметно медленнее, чтобы сбить отбивающему ритм.',
    ),
  ),
  card(
    'splitter',
    'hard',
    L('Splitter', 'Сплиттер'),
    L(
      'A pitch gripped between spread fingers that looks like a fastball, then drops sharply.',
      'Подача с мячом между разведёнными пальцами: выглядит как фастбол, а затем резко падает.',
    ),
  ),
  card(
    'knuckleball',
    'hard',
    L('Knuckleball', 'Наклбол'),
    L(
      'A pitch thrown with almost no spin, so it flutters unpredictably; R.A. Dickey won the 2012 Cy Young with it.',
      'Подача почти без вращения, непредсказуемо «порхающая» в полёте; с ней Р. Э. Дики выиграл приз Сая Янга в 2012 году.',
    ),
  ),
  card(
    'balk',
    'hard',
    L('Balk', 'Болк'),
    L(
      'An illegal motion by the pitcher with runners on base, such as stopping mid-delivery; every runner moves up a base.',
      'Запрещённое движение питчера при раннерах на базах, например остановка посреди подачи; все раннеры продвигаются на базу.',
    ),
  ),
  card(
    'bullpen',
    'easy',
    L('Bullpen', 'Буллпен'),
    L("A team's relief pitchers, and the area where they warm up.", 'Питчеры-сменщики команды, а также зона, где они разминаются.'),
  ),
  card(
    'closer',
    'medium',
    L('Closer', 'Клоузер'),
    L(
      'The relief pitcher who finishes close games, usually in the ninth inning, to earn saves.',
      'Питчер-сменщик, закрывающий игры с минимальным преимуществом, обычно в девятом иннинге.',
    ),
  ),
  card(
    'save',
    'medium',
    L('Save', 'Сейв'),
    L(
      'Credited to a reliever who finishes a win while protecting a lead, typically of three runs or fewer.',
      'Засчитывается сменщику, который доиграл победный матч, удержав преимущество, обычно не больше трёх ранов.',
    ),
  ),
  card(
    'quality-start',
    'hard',
    L('Quality start', 'Качественный старт'),
    L(
      'A start of at least six innings in which the pitcher allows three earned runs or fewer.',
      'Выход стартового питчера минимум на шесть иннингов с пропуском не больше трёх заработанных ранов.',
    ),
  ),
  card(
    'pitch-clock',
    'medium',
    L('Pitch clock', 'Таймер подачи'),
    L(
      'Used in MLB since 2023: 15 seconds to pitch with the bases empty, 20 with runners on (18 from 2024).',
      'В MLB с 2023 года: 15 секунд на подачу без раннеров и 20 с раннерами на базах (18 с 2024 года).',
    ),
  ),
  card(
    'cy-young-award',
    'easy',
    L('Cy Young Award', 'Приз Сая Янга'),
    L(
      'The annual award for the best pitcher in each league, named after the pitcher with a record 511 wins.',
      'Ежегодная награда лучшему питчеру каждой лиги, названная в честь рекордсмена по победам (511) Сая Янга.',
    ),
  ),
  card(
    'tommy-john-surgery',
    'medium',
    L('Tommy John surgery', 'Операция Томми Джона'),
    L(
      'Reconstruction of the elbow’s ulnar collateral ligament, named after the pitcher who first had it in 1974.',
      'Восстановление локтевой коллатеральной связки; названа в честь питчера, перенёсшего её первым в 1974 году.',
    ),
  ),
  // Baserunning and defence
  card(
    'bases-loaded',
    'easy',
    L('Bases loaded', 'Заполненные базы'),
    L('Runners on first, second and third base at once.', 'Раннеры одновременно на первой, второй и третьей базе.'),
  ),
  card(
    'stolen-base',
    'easy',
    L('Stolen base', 'Украденная база'),
    L(
      'A runner reaching the next base while the pitch is being delivered, without a hit or an error.',
      'Раннер занимает следующую базу во время подачи, без хита и без ошибки защиты.',
    ),
  ),
  card(
    'tag-up',
    'medium',
    L('Tag up', 'Тэг-ап'),
    L(
      'A runner must be touching his base when a fly ball is caught before he may run to the next one.',
      'После пойманного флая раннер должен коснуться своей базы и лишь затем бежать к следующей.',
    ),
  ),
  card(
    'force-out',
    'medium',
    L('Force out', 'Форс-аут'),
    L(
      'An out made by touching the base a runner is forced to run to, without tagging the runner.',
      'Аут, когда защитник касается базы, к которой раннер обязан бежать, без касания самого раннера.',
    ),
  ),
  card(
    'double-play',
    'easy',
    L('Double play', 'Дабл-плей'),
    L(
      'Two outs on one play, such as the classic 6-4-3: shortstop to second baseman to first baseman.',
      'Два аута в одном розыгрыше, например классический 6-4-3: шортстоп — второй бейсмен — первый бейсмен.',
    ),
  ),
  card(
    'triple-play',
    'hard',
    L('Triple play', 'Трипл-плей'),
    L(
      'Three outs on one play; an unassisted triple play is rarer in MLB history than a perfect game.',
      'Три аута в одном розыгрыше; трипл-плей в одиночку в истории MLB случался реже, чем совершенная игра.',
    ),
  ),
  card(
    'squeeze-play',
    'hard',
    L('Squeeze play', 'Сквиз-плей'),
    L(
      'With a runner on third, the batter bunts so the runner can score; in a suicide squeeze the runner breaks with the pitch.',
      'При раннере на третьей отбивающий делает бант, чтобы тот добежал домой; в «суицид-сквизе» раннер стартует с подачей.',
    ),
  ),
  card(
    'infield-fly-rule',
    'hard',
    L('Infield fly rule', 'Правило инфилд-флая'),
    L(
      'With runners on first and second and fewer than two outs, a catchable infield pop-up is an automatic out, to stop a cheap double play.',
      'При раннерах на первой и второй и менее двух аутах лёгкая «свеча» в инфилде — автоматический аут, чтобы исключить дешёвый дабл-плей.',
    ),
  ),
  card(
    'error',
    'easy',
    L('Error', 'Ошибка'),
    L(
      'A misplay by a fielder that lets a batter or runner reach or advance when ordinary effort would have made the out.',
      'Промах полевого игрока, позволивший отбивающему или раннеру занять базу, хотя при обычной игре был бы аут.',
    ),
  ),
  card(
    'shift',
    'hard',
    L('The shift', 'Шифт'),
    L(
      'Moving infielders to one side against a pull hitter; MLB restricted it from 2023: two infielders on each side of second base.',
      'Смещение инфилдеров в одну сторону против отбивающего «в тягу»; с 2023 года MLB требует по двое с каждой стороны от второй базы.',
    ),
  ),
  // The game around the game
  card(
    'world-series',
    'easy',
    L('World Series', 'Мировая серия'),
    L(
      'The best-of-seven final between the champions of the American League and the National League.',
      'Финальная серия до четырёх побед между чемпионами Американской и Национальной лиг.',
    ),
  ),
  card(
    'seventh-inning-stretch',
    'medium',
    L('Seventh-inning stretch', 'Перерыв седьмого иннинга'),
    L(
      "The tradition of fans standing up midway through the seventh inning and singing 'Take Me Out to the Ball Game'.",
      'Традиция: в середине седьмого иннинга болельщики встают и поют «Take Me Out to the Ball Game».',
    ),
  ),
  card(
    'war',
    'hard',
    L('WAR (Wins Above Replacement)', 'WAR (победы сверх замены)'),
    L(
      'An estimate of how many wins a player adds compared with a freely available replacement player.',
      'Оценка того, сколько побед игрок приносит команде по сравнению с легкодоступной заменой.',
    ),
  ),
];
