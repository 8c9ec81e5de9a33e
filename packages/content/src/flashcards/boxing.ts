import type { Flashcard, Level, Localized } from '../model.js';
import { L } from '../model.js';

/** Ids are 'fc.boxing.<slug>' and stable: progress in training mode is stored by id. */
const card = (slug: string, level: Level, term: Localized, definition: Localized): Flashcard => ({
  id: `fc.boxing.${slug}`,
  sport: 'boxing',
  level,
  term,
  definition,
});

export const boxingFlashcards: readonly Flashcard[] = [
  // Punches
  card(
    'jab',
    'easy',
    L('Jab', 'Джеб'),
    L(
      'A quick straight punch with the lead hand, used to judge distance and set up combinations.',
      'Быстрый прямой удар передней рукой, которым держат дистанцию и готовят комбинации.',
    ),
  ),
  card(
    'cross',
    'easy',
    L('Cross', 'Прямой дальней рукой'),
    L(
      'A straight punch with the rear hand, driven by turning the hips and shoulders.',
      'Прямой удар задней рукой с разворотом бёдер и плеч.',
    ),
  ),
  card(
    'one-two',
    'easy',
    L('One-two', 'Двойка'),
    L(
      'A jab followed at once by a straight rear-hand punch: the most basic combination.',
      'Джеб, за которым сразу следует прямой дальней рукой, — самая базовая комбинация.',
    ),
  ),
  card(
    'hook',
    'easy',
    L('Hook', 'Хук (боковой)'),
    L('A short, curving punch thrown from the side with the elbow bent.', 'Короткий удар сбоку по дуге согнутой в локте рукой.'),
  ),
  card(
    'uppercut',
    'easy',
    L('Uppercut', 'Апперкот'),
    L(
      "A rising punch thrown upwards at the opponent's chin or body from close range.",
      'Удар снизу вверх в подбородок или корпус соперника с близкой дистанции.',
    ),
  ),
  card(
    'combination',
    'easy',
    L('Combination', 'Комбинация'),
    L('A series of punches thrown in quick succession.', 'Серия ударов, нанесённых быстро один за другим.'),
  ),
  card(
    'counterpunch',
    'medium',
    L('Counterpunch', 'Контрудар'),
    L(
      "A punch thrown in answer to an opponent's attack, exploiting the opening it leaves.",
      'Удар в ответ на атаку соперника, использующий оставленную им брешь в защите.',
    ),
  ),
  card(
    'body-shot',
    'easy',
    L('Body shot', 'Удар по корпусу'),
    L(
      'A punch to the torso; body work tires an opponent and can finish a fight as surely as a head shot.',
      'Удар в туловище: работа по корпусу изматывает соперника и может закончить бой не хуже удара в голову.',
    ),
  ),
  card(
    'liver-shot',
    'medium',
    L('Liver shot', 'Удар по печени'),
    L(
      "A left hook to the right side of the opponent's body; the pain can drop a boxer who is fully conscious.",
      'Левый боковой в правый бок соперника; боль может свалить боксёра, даже если он в полном сознании.',
    ),
  ),
  card(
    'feint',
    'medium',
    L('Feint', 'Финт'),
    L(
      "A fake movement that draws a reaction and opens the opponent's guard.",
      'Обманное движение, провоцирующее реакцию и раскрывающее защиту соперника.',
    ),
  ),
  // Defence and style
  card(
    'guard',
    'easy',
    L('Guard', 'Защитная стойка рук'),
    L('The position of the hands and arms that protects the head and body.', 'Положение рук и предплечий, прикрывающее голову и корпус.'),
  ),
  card(
    'slip',
    'medium',
    L('Slip', 'Уклон'),
    L('Dodging a straight punch by moving the head just to one side.', 'Уход от прямого удара небольшим смещением головы в сторону.'),
  ),
  card(
    'bob-and-weave',
    'medium',
    L('Bob and weave', 'Нырок'),
    L(
      'Ducking under a hook with a U-shaped movement of the head and upper body.',
      'Уход под боковой удар движением головы и корпуса по дуге вниз и в сторону.',
    ),
  ),
  card(
    'clinch',
    'easy',
    L('Clinch', 'Клинч'),
    L(
      "Holding the opponent's arms or body to smother punches and rest; the referee breaks it up.",
      'Захват рук или корпуса соперника, чтобы сковать его удары и передохнуть; рефери разводит боксёров.',
    ),
  ),
  card(
    'orthodox',
    'easy',
    L('Orthodox stance', 'Правосторонняя стойка'),
    L('The stance of a right-handed boxer: left hand and left foot forward.', 'Стойка боксёра-правши: левая рука и левая нога впереди.'),
  ),
  card(
    'southpaw',
    'easy',
    L('Southpaw', 'Левша (саутпо)'),
    L(
      'A boxer who fights left-handed, leading with the right hand and right foot.',
      'Боксёр с левосторонней стойкой: впереди правая рука и правая нога.',
    ),
  ),
  card(
    'switch-hitter',
    'hard',
    L('Switch-hitter', 'Свитч-хиттер'),
    L(
      'A boxer who changes between orthodox and southpaw stances during a fight.',
      'Боксёр, по ходу боя меняющий правостороннюю стойку на левостороннюю и обратно.',
    ),
  ),
  card(
    'peek-a-boo',
    'hard',
    L('Peek-a-boo', 'Пикабу'),
    L(
      "A style with the gloves held high by the cheeks and constant head movement, taught by Cus D'Amato to Mike Tyson.",
      'Стиль с перчатками у скул и постоянным движением головы; Кас Д’Амато учил ему Майка Тайсона.',
    ),
  ),
  card(
    'philly-shell',
    'hard',
    L('Philly shell', 'Филли-шелл'),
    L(
      'A shoulder-roll defence with the lead hand low across the body, made famous by Floyd Mayweather Jr.',
      'Защита плечом с опущенной поперёк корпуса передней рукой; прославил её Флойд Мейвезер-младший.',
    ),
  ),
  card(
    'rope-a-dope',
    'medium',
    L('Rope-a-dope', 'Роуп-а-доуп'),
    L(
      "Leaning on the ropes and covering up to let the opponent punch himself out; Ali's tactic against George Foreman in 1974.",
      'Тактика: прижаться к канатам, закрыться и дать сопернику выдохнуться; так Мухаммед Али бился с Джорджем Форменом в 1974 году.',
    ),
  ),
  card(
    'ring-generalship',
    'hard',
    L('Ring generalship', 'Контроль ринга'),
    L(
      'Controlling the ring and the pace of the fight, one of the criteria judges score.',
      'Умение диктовать положение в ринге и темп боя; один из критериев, по которым судят поединок.',
    ),
  ),
  card(
    'glass-jaw',
    'medium',
    L('Glass jaw', 'Стеклянная челюсть'),
    L('A weak chin: a boxer who is easily knocked out.', 'Слабый подбородок: так говорят о боксёре, которого легко нокаутировать.'),
  ),
  // Fouls
  card(
    'low-blow',
    'easy',
    L('Low blow', 'Удар ниже пояса'),
    L(
      'An illegal punch below the belt line; it can cost a point or lead to disqualification.',
      'Запрещённый удар ниже линии пояса; за него снимают очко или дисквалифицируют.',
    ),
  ),
  card(
    'rabbit-punch',
    'medium',
    L('Rabbit punch', 'Удар по затылку'),
    L('An illegal blow to the back of the head or neck.', 'Запрещённый удар в затылок или по шее сзади.'),
  ),
  card(
    'headbutt',
    'easy',
    L('Headbutt', 'Удар головой'),
    L(
      'Striking with the head is illegal; accidental clashes of heads often cause cuts.',
      'Удары головой запрещены; случайные столкновения головами часто приводят к рассечениям.',
    ),
  ),
  // Results
  card(
    'knockdown',
    'easy',
    L('Knockdown', 'Нокдаун'),
    L(
      'A boxer touches the canvas with anything but the feet after a punch, and the referee starts a count.',
      'Боксёр после удара касается пола чем-либо, кроме стоп, и рефери открывает счёт.',
    ),
  ),
  card(
    'knockout',
    'easy',
    L('Knockout (KO)', 'Нокаут'),
    L(
      "A boxer who is down cannot get up before the referee's count of ten; the fight is over.",
      'Боксёр не успевает подняться до счёта «десять»; бой окончен.',
    ),
  ),
  card(
    'tko',
    'easy',
    L('Technical knockout (TKO)', 'Технический нокаут'),
    L(
      'The referee, a doctor or the corner stops the fight because a boxer can no longer defend himself safely.',
      'Рефери, врач или секундант останавливает бой, потому что боксёр больше не может безопасно защищаться.',
    ),
  ),
  card(
    'rtd',
    'hard',
    L('Retirement (RTD)', 'Отказ (RTD)'),
    L(
      'A fight that ends because a boxer or his corner quits between rounds.',
      'Бой, завершённый тем, что боксёр или его угол отказывается продолжать в перерыве между раундами.',
    ),
  ),
  card(
    'towel',
    'easy',
    L('Throwing in the towel', 'Выбросить полотенце'),
    L(
      'The corner stopping the fight to protect its own boxer, traditionally by throwing a towel into the ring.',
      'Секунданты останавливают бой, чтобы уберечь своего боксёра, по традиции бросая полотенце в ринг.',
    ),
  ),
  card(
    'standing-count',
    'hard',
    L('Standing eight count', 'Открытый счёт'),
    L(
      'A count the referee gives a hurt boxer who is still on his feet; common in amateur boxing, rare in professional bouts.',
      'Счёт, который рефери открывает потрясённому боксёру, оставшемуся на ногах; обычен в любителях, редок у профессионалов.',
    ),
  ),
  card(
    'ten-point-must',
    'medium',
    L('10-point must system', 'Система «10 очков»'),
    L(
      "Each judge gives a round's winner 10 points and the loser 9 or fewer, usually a point less for each knockdown.",
      'Каждый судья даёт победителю раунда 10 очков, а проигравшему 9 или меньше, обычно на очко меньше за каждый нокдаун.',
    ),
  ),
  card(
    'unanimous-decision',
    'easy',
    L('Unanimous decision', 'Единогласное решение'),
    L('All three judges score the fight for the same boxer.', 'Все трое судей отдают победу одному и тому же боксёру.'),
  ),
  card(
    'split-decision',
    'medium',
    L('Split decision', 'Раздельное решение'),
    L(
      'Two judges score the fight for one boxer and the third for the other.',
      'Двое судей отдают победу одному боксёру, а третий — другому.',
    ),
  ),
  card(
    'majority-decision',
    'hard',
    L('Majority decision', 'Решение большинства'),
    L(
      'Two judges score the fight for one boxer and the third scores it a draw.',
      'Двое судей отдают победу одному боксёру, а третий ставит ничью.',
    ),
  ),
  // Titles and business
  card(
    'undisputed',
    'easy',
    L('Undisputed champion', 'Абсолютный чемпион'),
    L(
      'A boxer holding the WBA, WBC, IBF and WBO world titles of one weight class at the same time.',
      'Боксёр, одновременно владеющий титулами WBA, WBC, IBF и WBO в одной весовой категории.',
    ),
  ),
  card(
    'sanctioning-body',
    'medium',
    L('Sanctioning body', 'Боксёрская организация'),
    L(
      'An organisation such as the WBA, WBC, IBF or WBO that ranks boxers and awards world titles.',
      'Организация вроде WBA, WBC, IBF или WBO, которая составляет рейтинги и присуждает титулы чемпиона мира.',
    ),
  ),
  card(
    'mandatory-challenger',
    'medium',
    L('Mandatory challenger', 'Обязательный претендент'),
    L(
      'The contender a sanctioning body orders its champion to fight next, on pain of losing the belt.',
      'Претендент, с которым организация обязывает чемпиона провести следующий бой под угрозой лишения пояса.',
    ),
  ),
  card(
    'pound-for-pound',
    'easy',
    L('Pound-for-pound', 'Рейтинг P4P'),
    L('A ranking of the best boxers regardless of their weight class.', 'Рейтинг лучших боксёров независимо от весовой категории.'),
  ),
  card(
    'heavyweight',
    'easy',
    L('Heavyweight', 'Супертяжёлый вес'),
    L(
      'The heaviest division in professional boxing, with no upper weight limit.',
      'Самая тяжёлая весовая категория в профессиональном боксе, без верхнего ограничения веса.',
    ),
  ),
  card(
    'weigh-in',
    'easy',
    L('Weigh-in', 'Взвешивание'),
    L(
      "The official weighing, usually the day before a professional fight, to confirm a boxer is within the division's limit.",
      'Официальная процедура, обычно накануне профессионального боя, подтверждающая, что боксёр укладывается в лимит категории.',
    ),
  ),
  card(
    'purse',
    'medium',
    L('Purse', 'Гонорар'),
    L(
      "A boxer's fee for a fight; when the camps cannot agree, the split can be set by a purse bid.",
      'Оплата боксёра за бой; если стороны не договорились, распределение определяют торги за право провести бой.',
    ),
  ),
  card(
    'trilogy',
    'medium',
    L('Trilogy', 'Трилогия'),
    L(
      'A series of three fights between the same boxers, like Ali-Frazier or Fury-Wilder.',
      'Три боя между одними и теми же соперниками, как Али — Фрейзер или Фьюри — Уайлдер.',
    ),
  ),
  card(
    'journeyman',
    'medium',
    L('Journeyman', 'Джорнимен'),
    L(
      'A durable boxer with a modest record, often hired as an opponent to test prospects.',
      'Выносливый боксёр со скромным рекордом, которого часто нанимают проверить перспективных новичков.',
    ),
  ),
  // The corner and training
  card(
    'cutman',
    'medium',
    L('Cutman', 'Катмен'),
    L(
      "The cornerman who stops bleeding and reduces swelling on a boxer's face between rounds.",
      'Член команды в углу, который в перерывах между раундами останавливает кровь и снимает отёки.',
    ),
  ),
  card(
    'hand-wraps',
    'medium',
    L('Hand wraps', 'Бинты'),
    L(
      'Cloth or gauze and tape wound round the hands under the gloves to protect bones and joints.',
      'Тканевые или марлевые бинты с лентой под перчатками, защищающие кости и суставы кистей.',
    ),
  ),
  card(
    'sparring',
    'easy',
    L('Sparring', 'Спарринг'),
    L(
      'Practice fighting with a partner, usually in bigger gloves and often in headgear.',
      'Тренировочный бой с партнёром, обычно в более крупных перчатках и часто в шлеме.',
    ),
  ),
  // History
  card(
    'queensberry-rules',
    'hard',
    L('Queensberry Rules', 'Правила маркиза Куинсберри'),
    L(
      'The 1867 code behind modern boxing: padded gloves, three-minute rounds and the ten-second count.',
      'Свод правил 1867 года, на котором стоит современный бокс: перчатки, трёхминутные раунды и счёт до десяти.',
    ),
  ),
  card(
    'rumble-in-the-jungle',
    'medium',
    L('Rumble in the Jungle', '«Грохот в джунглях»'),
    L(
      "Muhammad Ali's 1974 upset of George Foreman in Kinshasa, Zaire, regaining the heavyweight title by an eighth-round knockout.",
      'Сенсационная победа Мухаммеда Али над Джорджем Форменом в 1974 году в Киншасе: нокаут в восьмом раунде и возвращение титула.',
    ),
  ),
  card(
    'thrilla-in-manila',
    'medium',
    L('Thrilla in Manila', '«Триллер в Маниле»'),
    L(
      "The third Ali-Frazier fight, in 1975, stopped after the 14th round when Frazier's trainer retired him.",
      'Третий бой Али и Фрейзера в 1975 году, остановленный после 14-го раунда, когда тренер Фрейзера снял его с боя.',
    ),
  ),
];
