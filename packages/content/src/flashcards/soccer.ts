import type { Flashcard, Level, Localized } from '../model.js';
import { L } from '../model.js';

/** Ids are 'fc.soccer.<slug>' and stable: progress in training mode is stored by id. */
const card = (slug: string, level: Level, term: Localized, definition: Localized): Flashcard => ({
  id: `fc.soccer.${slug}`,
  sport: 'soccer',
  level,
  term,
  definition,
});

export const soccerFlashcards: readonly Flashcard[] = [
  // Laws of the Game
  card(
    'offside',
    'easy',
    L('Offside', 'Офсайд (вне игры)'),
    L(
      "Being in the opponents' half and nearer their goal line than both the ball and the second-last opponent when a team-mate plays the ball, then taking part in play.",
      'Игрок в момент передачи партнёра находится на чужой половине ближе к линии ворот, чем мяч и предпоследний соперник, и затем участвует в игре.',
    ),
  ),
  card(
    'penalty-kick',
    'easy',
    L('Penalty kick', 'Пенальти'),
    L(
      'A kick from the penalty mark, 11 m from goal, awarded for a direct free-kick offence by defenders inside their own penalty area.',
      'Удар с 11-метровой отметки за нарушение, караемое штрафным ударом, которое защитники совершили в своей штрафной площади.',
    ),
  ),
  card(
    'direct-free-kick',
    'medium',
    L('Direct free kick', 'Штрафной удар'),
    L(
      "A free kick that may be scored straight into the opponents' goal; given for fouls such as tripping, pushing, holding or handball.",
      'Удар, которым можно сразу забить в ворота соперника; назначается за подножку, толчок, задержку, игру рукой и другие фолы.',
    ),
  ),
  card(
    'indirect-free-kick',
    'medium',
    L('Indirect free kick', 'Свободный удар'),
    L(
      'A free kick from which a goal counts only if the ball touches another player first; the referee signals it with a raised arm.',
      'Удар, после которого гол засчитывается, только если мяч коснулся другого игрока; судья показывает его поднятой рукой.',
    ),
  ),
  card(
    'yellow-card',
    'easy',
    L('Yellow card', 'Жёлтая карточка'),
    L(
      'A caution for misconduct such as unsporting behaviour, dissent or persistent fouling; a second one in the same match means a red card.',
      'Предупреждение за неспортивное поведение, протесты или систематические фолы; вторая жёлтая в том же матче означает удаление.',
    ),
  ),
  card(
    'red-card',
    'easy',
    L('Red card', 'Красная карточка'),
    L(
      'A sending-off: the player leaves the pitch and cannot be replaced, so the team plays the rest of the match a man down.',
      'Удаление: игрок покидает поле без права замены, и команда доигрывает матч в меньшинстве.',
    ),
  ),
  card(
    'handball',
    'easy',
    L('Handball', 'Игра рукой'),
    L(
      'A foul for deliberately touching the ball with the hand or arm, or for making the body unnaturally bigger with the arms.',
      'Нарушение: умышленное касание мяча рукой или неестественное увеличение площади тела руками.',
    ),
  ),
  card(
    'advantage',
    'medium',
    L('Advantage', 'Преимущество'),
    L(
      'The referee lets play go on after a foul when stopping it would hurt the team that was fouled; the foul can still be punished later.',
      'Судья не останавливает игру после фола, если остановка навредит пострадавшей команде; наказать нарушителя можно позже.',
    ),
  ),
  card(
    'dogso',
    'hard',
    L('DOGSO', 'Лишение явной возможности забить'),
    L(
      'Denying an obvious goal-scoring opportunity: a red card, or a yellow when a penalty is given for a foul made while genuinely trying to play the ball.',
      'Фол, лишивший соперника явной возможности забить: красная карточка, но жёлтая, если назначен пенальти, а нарушитель честно играл в мяч.',
    ),
  ),
  card(
    'corner-kick',
    'easy',
    L('Corner kick', 'Угловой удар'),
    L(
      'A kick from the corner arc, given when the ball crosses the goal line, not as a goal, after last touching a defending player.',
      'Удар из углового сектора, когда мяч ушёл за линию ворот (не в ворота) после касания игрока обороняющейся команды.',
    ),
  ),
  card(
    'goal-kick',
    'easy',
    L('Goal kick', 'Удар от ворот'),
    L(
      'A restart by the defending team after an attacker last touched the ball before it crossed the goal line.',
      'Возобновление игры обороняющейся командой, когда мяч ушёл за линию ворот после касания атакующего игрока.',
    ),
  ),
  card(
    'throw-in',
    'easy',
    L('Throw-in', 'Вбрасывание из-за боковой'),
    L(
      'Restarting play with both hands from behind the head after the ball crosses a touchline; a goal cannot be scored directly from it.',
      'Возобновление игры двумя руками из-за головы после ухода мяча за боковую линию; забить гол прямо с вбрасывания нельзя.',
    ),
  ),
  card(
    'wall',
    'easy',
    L('Wall', 'Стенка'),
    L(
      'Defenders lined up at least 9.15 m (10 yards) from the ball at a free kick to block a direct shot at goal.',
      'Защитники, выстроившиеся не ближе 9,15 м от мяча при штрафном, чтобы закрыть ворота от прямого удара.',
    ),
  ),
  card(
    'stoppage-time',
    'easy',
    L('Stoppage time', 'Компенсированное время'),
    L(
      'Minutes added at the end of each half for time lost to substitutions, injuries, VAR checks and time-wasting.',
      'Минуты, добавляемые в конце тайма за время, потерянное на замены, травмы, проверки VAR и затягивание.',
    ),
  ),
  card(
    'extra-time',
    'easy',
    L('Extra time', 'Дополнительное время'),
    L(
      'Two periods of 15 minutes played when a knockout match is level after 90 minutes.',
      'Два тайма по 15 минут, которые играют, если матч на выбывание закончился вничью за 90 минут.',
    ),
  ),
  card(
    'penalty-shoot-out',
    'easy',
    L('Penalty shoot-out', 'Серия пенальти'),
    L(
      'A tie-breaker after extra time: teams alternate five kicks each from the penalty mark, then one each until one scores and the other misses.',
      'Способ выявить победителя после дополнительного времени: по пять ударов с точки поочерёдно, затем по одному до первого расхождения.',
    ),
  ),
  card(
    'var',
    'easy',
    L('VAR', 'VAR (видеоассистент арбитра)'),
    L(
      'Video Assistant Referee: officials watching replays who advise the referee on goals, penalties, direct red cards and mistaken identity.',
      'Судьи у мониторов, которые подсказывают главному арбитру по голам, пенальти, прямым удалениям и ошибкам в определении игрока.',
    ),
  ),
  card(
    'goal-line-technology',
    'medium',
    L('Goal-line technology', 'Система определения гола'),
    L(
      "Cameras or sensors that tell the referee's watch within a second whether the whole ball has crossed the goal line.",
      'Камеры или датчики, которые за секунду сообщают на часы арбитра, пересёк ли мяч линию ворот полностью.',
    ),
  ),
  card(
    'own-goal',
    'easy',
    L('Own goal', 'Автогол'),
    L(
      'A goal a player puts into their own net by mistake; it counts for the opponents.',
      'Гол, который игрок по ошибке забил в собственные ворота; он засчитывается сопернику.',
    ),
  ),
  // Scoring and records
  card(
    'hat-trick',
    'easy',
    L('Hat-trick', 'Хет-трик'),
    L('Three goals scored by one player in a single match.', 'Три гола одного игрока в одном матче.'),
  ),
  card(
    'brace',
    'easy',
    L('Brace', 'Дубль'),
    L('Two goals scored by one player in a single match.', 'Два гола одного игрока в одном матче.'),
  ),
  card(
    'clean-sheet',
    'easy',
    L('Clean sheet', 'Сухой матч'),
    L(
      'A match in which a team, and so its goalkeeper, concedes no goals.',
      'Матч, в котором команда и её вратарь не пропустили ни одного гола.',
    ),
  ),
  card(
    'assist',
    'easy',
    L('Assist', 'Голевая передача'),
    L("The pass or touch that directly sets up a team-mate's goal.", 'Передача или касание, после которых партнёр сразу забивает гол.'),
  ),
  card(
    'aggregate',
    'medium',
    L('Aggregate score', 'Сумма двух матчей'),
    L(
      'The combined score of both legs of a two-legged knockout tie, which decides who goes through.',
      'Общий счёт двух встреч двухматчевого противостояния, по которому определяется, кто проходит дальше.',
    ),
  ),
  card(
    'away-goals-rule',
    'medium',
    L('Away goals rule', 'Правило гола на выезде'),
    L(
      'A tie-breaker for two-legged ties: goals scored away counted extra. UEFA scrapped it from the 2021-22 season.',
      'Способ разрешить ничью в сумме двух матчей: голы на чужом поле ценились выше. УЕФА отменил его с сезона 2021/22.',
    ),
  ),
  card(
    'golden-goal',
    'hard',
    L('Golden goal', 'Золотой гол'),
    L(
      'A rule, abolished in 2004, by which the first goal in extra time ended the match; Germany won Euro 96 with one.',
      'Правило, отменённое в 2004 году: первый гол в дополнительное время сразу завершал матч. Так Германия выиграла Евро-1996.',
    ),
  ),
  card(
    'golden-boot',
    'easy',
    L('Golden Boot', '«Золотая бутса»'),
    L(
      'The award for the top scorer of a competition, such as the World Cup or the Premier League.',
      'Приз лучшему бомбардиру турнира, например чемпионата мира или Премьер-лиги.',
    ),
  ),
  card(
    'ballon-dor',
    'easy',
    L("Ballon d'Or", '«Золотой мяч»'),
    L(
      "The annual award for the world's best player, created by France Football in 1956; Lionel Messi has won it a record eight times.",
      'Ежегодная награда лучшему футболисту мира, учреждённая журналом France Football в 1956 году; рекордсмен — Лионель Месси (восемь раз).',
    ),
  ),
  card(
    'treble',
    'medium',
    L('Treble', 'Требл'),
    L(
      'Winning the league, the main domestic cup and the Champions League in one season, as Manchester City did in 2022-23.',
      'Победа в чемпионате, национальном кубке и Лиге чемпионов за один сезон, как у «Манчестер Сити» в 2022/23.',
    ),
  ),
  card(
    'double',
    'medium',
    L('The Double', 'Золотой дубль'),
    L("Winning a country's league and its main cup in the same season.", 'Победа в национальном чемпионате и кубке страны в одном сезоне.'),
  ),
  // Skills and moves
  card(
    'panenka',
    'medium',
    L('Panenka', 'Удар Паненки'),
    L(
      'A penalty chipped softly down the middle as the keeper dives, named after Antonín Panenka, who won the Euro 1976 final shoot-out with one.',
      'Пенальти, мягко пробитый «парашютом» по центру, пока вратарь падает в угол; назван в честь Антонина Паненки, так решившего финал Евро-1976.',
    ),
  ),
  card(
    'nutmeg',
    'medium',
    L('Nutmeg', 'Прокидка между ног'),
    L(
      "Playing the ball through an opponent's legs and collecting it on the other side.",
      'Приём, когда мяч прокидывают между ног соперника и подбирают у него за спиной.',
    ),
  ),
  card(
    'rabona',
    'hard',
    L('Rabona', 'Рабона'),
    L(
      'A kick or cross made by wrapping the kicking leg behind the standing leg.',
      'Удар или передача, при которых бьющая нога заводится за опорную.',
    ),
  ),
  card(
    'bicycle-kick',
    'medium',
    L('Bicycle kick', 'Удар через себя'),
    L(
      'An overhead kick: the player throws the body backwards into the air and strikes the ball above head height.',
      'Удар в падении назад: игрок откидывается в воздухе и бьёт по мячу над головой.',
    ),
  ),
  card(
    'cruyff-turn',
    'medium',
    L('Cruyff turn', 'Финт Кройфа'),
    L(
      'Shaping to pass or cross, then dragging the ball behind the standing leg and turning away; Johan Cruyff showed it at the 1974 World Cup.',
      'Ложный замах на передачу, после которого мяч убирают за опорную ногу и уходят в другую сторону; Йохан Кройф показал его на ЧМ-1974.',
    ),
  ),
  card(
    'roulette',
    'hard',
    L('Roulette (Marseille turn)', 'Марсельская рулетка'),
    L(
      'A 360-degree spin dragging the ball with the sole of one foot, then the other; Zinedine Zidane made it famous.',
      'Разворот на 360 градусов с протаскиванием мяча подошвой одной, затем другой ноги; финт прославил Зинедин Зидан.',
    ),
  ),
  card(
    'elastico',
    'hard',
    L('Elástico', 'Эластико'),
    L(
      'A feint flicking the ball outwards and then sharply back inside with the same foot, popularised by Rivelino and Ronaldinho.',
      'Финт: мяч одной ногой выводится наружу и резко убирается внутрь; его популяризировали Ривелино и Роналдиньо.',
    ),
  ),
  card(
    'one-two',
    'easy',
    L('One-two', 'Игра в стенку'),
    L(
      'A quick pass and immediate return pass between two players to get past a defender.',
      'Быстрый обмен передачами двух игроков, чтобы обыграть защитника.',
    ),
  ),
  card(
    'through-ball',
    'easy',
    L('Through ball', 'Разрезающая передача'),
    L(
      'A pass played into space between or behind the defenders for a team-mate to run onto.',
      'Передача в свободную зону между защитниками или им за спину, на ход партнёру.',
    ),
  ),
  card(
    'dummy',
    'medium',
    L('Dummy', 'Пропуск мяча'),
    L(
      'Letting the ball run past without touching it, to fool opponents so that it reaches a team-mate behind.',
      'Игрок делает вид, что сыграет в мяч, но пропускает его, обманывая соперников, и мяч уходит партнёру.',
    ),
  ),
  // Positions and tactics
  card(
    'false-nine',
    'medium',
    L('False nine', 'Ложная девятка'),
    L(
      'A centre-forward who drops deep into midfield, pulling centre-backs out of position and opening space for runners.',
      'Центрфорвард, который уходит в полузащиту, вытягивает за собой центральных защитников и освобождает место партнёрам.',
    ),
  ),
  card(
    'number-ten',
    'medium',
    L('Number 10 (playmaker)', 'Десятка (плеймейкер)'),
    L(
      'An attacking midfielder who plays between the lines and creates chances for the forwards.',
      'Атакующий полузащитник, действующий между линиями соперника и создающий моменты для нападающих.',
    ),
  ),
  card(
    'holding-midfielder',
    'medium',
    L('Holding midfielder', 'Опорный полузащитник'),
    L(
      'A midfielder who shields the back line, breaks up attacks and restarts possession for his team.',
      'Полузащитник, который прикрывает линию обороны, разрушает атаки соперника и начинает атаки своей команды.',
    ),
  ),
  card(
    'wing-back',
    'medium',
    L('Wing-back', 'Вингбэк'),
    L(
      'A wide player in a system with three centre-backs who covers the whole flank, in defence and in attack.',
      'Фланговый игрок в схеме с тремя центральными защитниками, отвечающий за всю бровку в обороне и в атаке.',
    ),
  ),
  card(
    'sweeper',
    'hard',
    L('Sweeper (libero)', 'Либеро (чистильщик)'),
    L(
      'A free defender playing behind the back line to clean up loose balls; Franz Beckenbauer turned it into an attacking role.',
      'Свободный защитник позади линии обороны, подчищающий ошибки партнёров; Франц Беккенбауэр превратил эту роль в атакующую.',
    ),
  ),
  card(
    'tiki-taka',
    'medium',
    L('Tiki-taka', 'Тики-така'),
    L(
      "Short, quick passing and constant movement to keep the ball, linked with Guardiola's Barcelona and Spain's 2008-2012 side.",
      'Стиль игры короткими быстрыми передачами и постоянным движением ради контроля мяча: «Барселона» Гвардиолы и сборная Испании 2008–2012.',
    ),
  ),
  card(
    'gegenpressing',
    'medium',
    L('Gegenpressing', 'Гегенпрессинг'),
    L(
      'Counter-pressing: hunting the ball back straight after losing it, before the opponents can organise; associated with Jürgen Klopp.',
      'Отбор мяча сразу после его потери, пока соперник не организовал атаку; ассоциируется с Юргеном Клоппом.',
    ),
  ),
  card(
    'total-football',
    'medium',
    L('Total football', 'Тотальный футбол'),
    L(
      'A 1970s Dutch style in which outfield players swap positions freely: the Ajax and Netherlands of Rinus Michels and Johan Cruyff.',
      'Голландский стиль 1970-х, где полевые игроки свободно меняются позициями: «Аякс» и сборная Нидерландов Ринуса Михелса и Йохана Кройфа.',
    ),
  ),
  card(
    'catenaccio',
    'hard',
    L('Catenaccio', 'Катеначчо'),
    L(
      "'Door bolt': an Italian defensive system with a sweeper behind man-markers, made famous by Helenio Herrera's Inter in the 1960s.",
      '«Дверной засов»: итальянская оборонительная система с либеро позади персональщиков; прославилась с «Интером» Эленио Эрреры в 1960-е.',
    ),
  ),
  card(
    'parking-the-bus',
    'medium',
    L('Parking the bus', 'Поставить автобус'),
    L(
      'Defending with almost the whole team packed in front of goal; José Mourinho popularised the phrase in 2004.',
      'Оборона почти всей командой у своих ворот; выражение популяризировал Жозе Моуринью в 2004 году.',
    ),
  ),
  card(
    'counter-attack',
    'easy',
    L('Counter-attack', 'Контратака'),
    L(
      'A fast attack launched right after winning the ball, before the opponents can get back into shape.',
      'Быстрая атака сразу после отбора мяча, пока соперник не успел перестроиться.',
    ),
  ),
  card(
    'zonal-marking',
    'medium',
    L('Zonal marking', 'Зонная оборона'),
    L(
      'Each defender guards an area rather than a particular opponent, especially at corners and free kicks.',
      'Каждый защитник отвечает за свою зону, а не за конкретного соперника, особенно при угловых и штрафных.',
    ),
  ),
  card(
    'set-piece',
    'easy',
    L('Set piece', 'Стандартное положение'),
    L(
      'A restart from a dead ball (corner, free kick, penalty or throw-in), often rehearsed in training.',
      'Розыгрыш мяча после остановки игры (угловой, штрафной, пенальти, аут); их часто отрабатывают на тренировках.',
    ),
  ),
  // The game around the game
  card(
    'derby',
    'easy',
    L('Derby', 'Дерби'),
    L(
      'A match between two rival clubs from the same city or region, such as Inter against AC Milan.',
      'Матч двух соперничающих клубов из одного города или региона, например «Интер» — «Милан».',
    ),
  ),
  card(
    'el-clasico',
    'easy',
    L('El Clásico', 'Эль Класико'),
    L(
      'The match between Real Madrid and Barcelona, the biggest rivalry in Spanish football.',
      'Матч «Реала» и «Барселоны» — главное противостояние испанского футбола.',
    ),
  ),
  card(
    'relegation',
    'easy',
    L('Relegation', 'Вылет'),
    L(
      'Dropping to a lower division after finishing in the bottom places of the league table.',
      'Переход в низший дивизион после финиша на последних местах турнирной таблицы.',
    ),
  ),
  card(
    'transfer-window',
    'easy',
    L('Transfer window', 'Трансферное окно'),
    L(
      'The periods in summer and winter when clubs may register players signed from other clubs.',
      'Периоды летом и зимой, когда клубы могут регистрировать игроков, купленных у других клубов.',
    ),
  ),
  card(
    'bosman-ruling',
    'hard',
    L('Bosman ruling', 'Дело Босмана'),
    L(
      'The 1995 EU court ruling that let players move for free when their contracts expire and ended quotas on EU foreigners.',
      'Решение суда ЕС 1995 года: игроки с истёкшим контрактом переходят бесплатно, а лимиты на футболистов из стран ЕС отменены.',
    ),
  ),
  card(
    'hand-of-god',
    'medium',
    L('Hand of God', '«Рука Бога»'),
    L(
      "Diego Maradona's handball goal against England in the 1986 World Cup quarter-final.",
      'Гол Диего Марадоны рукой в ворота Англии в четвертьфинале чемпионата мира 1986 года.',
    ),
  ),
];
