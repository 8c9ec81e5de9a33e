import type { Flashcard, Level, Localized } from '../model.js';
import { L } from '../model.js';

/** Ids are 'fc.basketball.<slug>' and stable: progress in training mode is stored by id. */
const card = (slug: string, level: Level, term: Localized, definition: Localized): Flashcard => ({
  id: `fc.basketball.${slug}`,
  sport: 'basketball',
  level,
  term,
  definition,
});

export const basketballFlashcards: readonly Flashcard[] = [
  // Statistics
  card(
    'triple-double',
    'easy',
    L('Triple-double', 'Трипл-дабл'),
    L(
      'Double figures in three statistical categories in one game, usually points, rebounds and assists.',
      'Двузначные показатели в трёх статистических категориях за матч, обычно в очках, подборах и передачах.',
    ),
  ),
  card(
    'double-double',
    'easy',
    L('Double-double', 'Дабл-дабл'),
    L(
      'Double figures in two statistical categories in one game, such as points and rebounds.',
      'Двузначные показатели в двух статистических категориях за матч, например в очках и подборах.',
    ),
  ),
  card(
    'rebound',
    'easy',
    L('Rebound', 'Подбор'),
    L(
      'Gaining possession of the ball after a missed shot, at either end of the court.',
      'Овладение мячом после неточного броска — под своим или чужим кольцом.',
    ),
  ),
  card(
    'assist',
    'easy',
    L('Assist', 'Результативная передача'),
    L("A pass that leads directly to a team-mate's basket.", 'Передача, после которой партнёр сразу забивает.'),
  ),
  card(
    'steal',
    'easy',
    L('Steal', 'Перехват'),
    L(
      'Taking the ball from an opponent by deflecting or catching a pass or a dribble.',
      'Отбор мяча у соперника: перехваченная передача или выбитый при ведении мяч.',
    ),
  ),
  card(
    'block',
    'easy',
    L('Block', 'Блок-шот'),
    L(
      "Legally deflecting an opponent's shot before it starts to come down towards the basket.",
      'Накрытие броска соперника по правилам — до того, как мяч начал опускаться к кольцу.',
    ),
  ),
  card(
    'turnover',
    'easy',
    L('Turnover', 'Потеря'),
    L(
      'Losing the ball without a shot: a bad pass, a violation or an offensive foul.',
      'Утрата мяча без броска: неточная передача, нарушение правил или фол в нападении.',
    ),
  ),
  // Shots and moves
  card(
    'pick-and-roll',
    'easy',
    L('Pick and roll', 'Пик-н-ролл'),
    L(
      'A player sets a screen for the ball handler, then rolls towards the basket to receive a pass.',
      'Игрок ставит заслон партнёру с мячом, а затем открывается к кольцу под передачу.',
    ),
  ),
  card(
    'pick-and-pop',
    'medium',
    L('Pick and pop', 'Пик-н-поп'),
    L(
      'Like a pick and roll, but the screener steps out to the perimeter for a jump shot instead of rolling to the rim.',
      'Как пик-н-ролл, но поставивший заслон выходит на периметр под бросок, а не идёт к кольцу.',
    ),
  ),
  card(
    'screen',
    'easy',
    L('Screen', 'Заслон'),
    L(
      "A legal block: an attacker stands still in a defender's path to free a team-mate.",
      'Разрешённый приём: игрок нападения неподвижно встаёт на пути защитника, чтобы освободить партнёра.',
    ),
  ),
  card(
    'alley-oop',
    'easy',
    L('Alley-oop', 'Аллей-уп'),
    L(
      'A lob near the rim that a team-mate catches in the air and dunks or lays in before landing.',
      'Навесная передача к кольцу, которую партнёр ловит в прыжке и забивает, не приземляясь.',
    ),
  ),
  card(
    'slam-dunk',
    'easy',
    L('Slam dunk', 'Слэм-данк'),
    L(
      'Forcing the ball down through the hoop from above the rim with one or both hands.',
      'Бросок сверху: мяч вколачивается в кольцо одной или двумя руками.',
    ),
  ),
  card(
    'layup',
    'easy',
    L('Layup', 'Лэй-ап'),
    L(
      'A close-range shot on the move after two steps, usually one-handed and often off the backboard.',
      'Бросок в движении с близкой дистанции после двух шагов, обычно одной рукой и часто от щита.',
    ),
  ),
  card(
    'bank-shot',
    'medium',
    L('Bank shot', 'Бросок от щита'),
    L('A shot aimed off the backboard so that it drops into the basket.', 'Бросок, при котором мяч отскакивает от щита и падает в кольцо.'),
  ),
  card(
    'free-throw',
    'easy',
    L('Free throw', 'Штрафной бросок'),
    L(
      'An unguarded shot from the free-throw line, worth one point, awarded after certain fouls.',
      'Бросок без помех с линии штрафного, приносящий одно очко; назначается после определённых фолов.',
    ),
  ),
  card(
    'and-one',
    'medium',
    L('And-one', 'Попадание с фолом («плюс один»)'),
    L(
      'A basket made while being fouled: it counts, and the shooter gets one extra free throw.',
      'Попадание, засчитанное несмотря на фол на бросающем; он получает ещё один штрафной.',
    ),
  ),
  card(
    'euro-step',
    'medium',
    L('Euro step', 'Евростеп'),
    L(
      'A drive in which the player steps one way, then takes the second step sharply the other way; Manu Ginóbili popularised it in the NBA.',
      'Проход, в котором первый шаг делается в одну сторону, а второй резко в другую; в НБА его популяризировал Ману Джинобили.',
    ),
  ),
  card(
    'step-back',
    'medium',
    L('Step-back', 'Степбэк'),
    L(
      "A jump shot taken after stepping back away from the defender to create space; James Harden's trademark.",
      'Бросок в прыжке после шага назад от защитника, чтобы создать пространство; фирменный приём Джеймса Хардена.',
    ),
  ),
  card(
    'fadeaway',
    'medium',
    L('Fadeaway', 'Фейдэвей'),
    L(
      'A jump shot taken while leaning or jumping backwards, away from the defender; a staple of Michael Jordan and Dirk Nowitzki.',
      'Бросок в прыжке с отклонением назад от защитника; любимый приём Майкла Джордана и Дирка Новицки.',
    ),
  ),
  card(
    'sky-hook',
    'hard',
    L('Skyhook', 'Скайхук'),
    L(
      "A hook shot released at the top of a high arc over the head: Kareem Abdul-Jabbar's nearly unblockable signature.",
      'Крюк с высшей точки над головой — фирменный и почти неблокируемый бросок Карима Абдул-Джаббара.',
    ),
  ),
  card(
    'buzzer-beater',
    'easy',
    L('Buzzer-beater', 'Бросок на сирену'),
    L(
      'A shot released before time runs out that goes in after the buzzer has sounded.',
      'Бросок, выпущенный до окончания времени и попавший в кольцо уже после сирены.',
    ),
  ),
  card(
    'clutch',
    'medium',
    L('Clutch', 'Клатч'),
    L(
      'Playing at your best in the decisive final minutes of a close game.',
      'Умение играть лучше всего в решающие последние минуты равного матча.',
    ),
  ),
  // Rules
  card(
    'shot-clock',
    'easy',
    L('Shot clock', 'Время на атаку'),
    L(
      'The 24 seconds a team has to attempt a shot that reaches the rim.',
      '24 секунды, за которые команда должна бросить так, чтобы мяч коснулся кольца.',
    ),
  ),
  card(
    'three-point-line',
    'easy',
    L('Three-point line', 'Трёхочковая линия'),
    L(
      'The arc beyond which a made shot is worth three points: 7.24 m at the top of the arc in the NBA, 6.75 m under FIBA rules.',
      'Дуга, из-за которой попадание приносит три очка: 7,24 м в центре дуги в НБА и 6,75 м по правилам ФИБА.',
    ),
  ),
  card(
    'traveling',
    'easy',
    L('Traveling', 'Пробежка'),
    L(
      'Moving with the ball without dribbling, such as taking too many steps; the ball goes to the opponents.',
      'Перемещение с мячом без ведения, например лишние шаги; мяч переходит к сопернику.',
    ),
  ),
  card(
    'double-dribble',
    'easy',
    L('Double dribble', 'Двойное ведение'),
    L(
      'Dribbling with both hands at once, or starting a new dribble after ending one; a violation.',
      'Ведение двумя руками одновременно или новое ведение после остановки; нарушение правил.',
    ),
  ),
  card(
    'three-seconds',
    'medium',
    L('Three-second rule', 'Правило трёх секунд'),
    L(
      "An attacker may not stay in the opponents' restricted area under the basket (the paint) for more than three seconds in a row.",
      'Игрок нападения не может находиться в ограниченной зоне под кольцом соперника дольше трёх секунд подряд.',
    ),
  ),
  card(
    'eight-seconds',
    'medium',
    L('Eight-second rule', 'Правило восьми секунд'),
    L(
      'The team with the ball must bring it across the half-court line within eight seconds.',
      'Команда, владеющая мячом, должна перевести его на чужую половину за восемь секунд.',
    ),
  ),
  card(
    'goaltending',
    'medium',
    L('Goaltending', 'Помеха попаданию'),
    L(
      'Touching a shot on its way down towards the basket; the basket is awarded to the shooter.',
      'Касание мяча, опускающегося к кольцу после броска; попадание засчитывается бросавшему.',
    ),
  ),
  card(
    'charge',
    'medium',
    L('Charge', 'Фол в нападении (чарджинг)'),
    L(
      'An offensive foul: the ball handler runs into a defender who had already set a legal position.',
      'Фол нападающего, который врезается в защитника, уже занявшего правильную позицию.',
    ),
  ),
  card(
    'restricted-area-arc',
    'hard',
    L('Restricted area arc', 'Полукруг под кольцом'),
    L(
      'The arc under the basket (1.25 m in FIBA, 4 ft in the NBA) inside which a defender cannot draw a charge.',
      'Дуга под кольцом (1,25 м в ФИБА, 4 фута в НБА): защитник внутри неё не может заработать фол в нападении.',
    ),
  ),
  card(
    'technical-foul',
    'medium',
    L('Technical foul', 'Технический фол'),
    L(
      'A foul for unsporting conduct rather than contact, such as arguing with the referees; the opponents get a free throw.',
      'Фол за неспортивное поведение, а не за контакт, например за споры с судьями; соперник получает штрафной бросок.',
    ),
  ),
  card(
    'flagrant-foul',
    'hard',
    L('Flagrant foul', 'Флагрант-фол'),
    L(
      'In the NBA, unnecessary or excessive contact: the fouled team gets two free throws and the ball.',
      'В НБА — ненужный или чрезмерно жёсткий контакт: два штрафных и владение мячом команде пострадавшего.',
    ),
  ),
  card(
    'team-fouls',
    'hard',
    L('Team foul penalty', 'Командные фолы'),
    L(
      'From the fifth team foul in a quarter, every defensive foul sends the opponents to the free-throw line.',
      'Начиная с пятого командного фола в четверти, каждый фол защиты наказывается штрафными бросками.',
    ),
  ),
  card(
    'jump-ball',
    'easy',
    L('Jump ball', 'Спорный бросок'),
    L(
      'The referee tosses the ball up between two players to start the game; each tries to tap it to a team-mate.',
      'Судья подбрасывает мяч между двумя игроками в начале матча, и каждый старается отбить его партнёру.',
    ),
  ),
  // Positions and tactics
  card(
    'point-guard',
    'easy',
    L('Point guard', 'Разыгрывающий защитник'),
    L(
      "The player who brings the ball up and runs the team's offence, usually its best passer.",
      'Игрок, который выводит мяч и организует атаки команды, обычно её лучший пасующий.',
    ),
  ),
  card(
    'shooting-guard',
    'easy',
    L('Shooting guard', 'Атакующий защитник'),
    L(
      "A guard whose main job is scoring from the perimeter, often the team's best shooter.",
      'Защитник, главная задача которого — набирать очки с периметра; часто лучший снайпер команды.',
    ),
  ),
  card(
    'small-forward',
    'medium',
    L('Small forward', 'Лёгкий форвард'),
    L(
      "A versatile wing who scores inside and outside and guards the opponents' best wing players.",
      'Универсальный крайний игрок, набирающий очки и из-под кольца, и издали, и опекающий лучших крайних соперника.',
    ),
  ),
  card(
    'power-forward',
    'medium',
    L('Power forward', 'Тяжёлый форвард'),
    L(
      "A forward who plays near the basket, rebounding and scoring inside, and in today's game often shooting threes.",
      'Форвард, играющий у кольца на подборе и в борьбе, а в современном баскетболе часто бросающий трёхочковые.',
    ),
  ),
  card(
    'center',
    'easy',
    L('Center', 'Центровой'),
    L(
      'Usually the tallest player, who protects the basket, rebounds and scores close to the rim.',
      'Обычно самый высокий игрок: защищает кольцо, борется на подборе и набирает очки вблизи корзины.',
    ),
  ),
  card(
    'sixth-man',
    'medium',
    L('Sixth man', 'Шестой игрок'),
    L(
      'The best player coming off the bench; the NBA names a Sixth Man of the Year every season.',
      'Лучший запасной команды; в НБА каждый сезон вручают приз лучшему шестому игроку.',
    ),
  ),
  card(
    'fast-break',
    'easy',
    L('Fast break', 'Быстрый отрыв'),
    L(
      'A quick attack up the court before the defence has time to set up.',
      'Стремительная атака, пока защита соперника не успела выстроиться.',
    ),
  ),
  card(
    'man-to-man',
    'easy',
    L('Man-to-man defence', 'Персональная защита'),
    L('Each defender is responsible for guarding one opponent.', 'Каждый защитник отвечает за опеку одного соперника.'),
  ),
  card(
    'zone-defence',
    'medium',
    L('Zone defence', 'Зонная защита'),
    L(
      'Each defender guards an area of the court rather than one opponent; 2-3 is the most common set-up.',
      'Каждый защитник отвечает за участок площадки, а не за конкретного соперника; самая распространённая расстановка — 2-3.',
    ),
  ),
  card(
    'full-court-press',
    'medium',
    L('Full-court press', 'Прессинг по всей площадке'),
    L(
      'Defending aggressively over the whole court to force turnovers before the ball reaches half court.',
      'Агрессивная защита на всей площадке, чтобы спровоцировать потерю ещё до центральной линии.',
    ),
  ),
  card(
    'box-and-one',
    'hard',
    L('Box-and-one', 'Бокс-и-ван'),
    L(
      "A mixed defence: four players form a zone 'box' while the fifth shadows the opponents' best scorer.",
      'Комбинированная защита: четверо играют зону «коробкой», а пятый персонально опекает лучшего снайпера соперника.',
    ),
  ),
  card(
    'triangle-offence',
    'hard',
    L('Triangle offence', 'Треугольное нападение'),
    L(
      "Tex Winter's system built on a sideline triangle and spacing; Phil Jackson's Bulls and Lakers won 11 titles with it.",
      'Система Текса Уинтера с «треугольником» у боковой линии; с ней «Буллз» и «Лейкерс» Фила Джексона выиграли 11 титулов.',
    ),
  ),
  card(
    'hack-a-shaq',
    'hard',
    L('Hack-a-Shaq', '«Хак-а-Шак»'),
    L(
      "Deliberately fouling a poor free-throw shooter to send him to the line; named after Shaquille O'Neal.",
      'Намеренный фол на игроке, плохо бьющем штрафные, чтобы он отправился на линию; назван в честь Шакила О’Нила.',
    ),
  ),
  // The league
  card(
    'draft',
    'easy',
    L('Draft', 'Драфт'),
    L(
      'The annual selection of new players by NBA teams; a lottery gives the weakest teams the best chance of the top picks.',
      'Ежегодный выбор новичков клубами НБА; лотерея даёт самым слабым командам лучшие шансы на первые номера.',
    ),
  ),
  card(
    'salary-cap',
    'medium',
    L('Salary cap', 'Потолок зарплат'),
    L(
      "A limit on a team's total player salaries; the NBA's is a soft cap with exceptions, such as re-signing your own players.",
      'Ограничение общей суммы зарплат игроков команды; в НБА он «мягкий», с исключениями, например для продления своих игроков.',
    ),
  ),
  card(
    'luxury-tax',
    'hard',
    L('Luxury tax', 'Налог на роскошь'),
    L(
      'A charge NBA teams pay on every dollar of payroll above the tax line.',
      'Сбор, который клубы НБА платят с каждого доллара зарплатной ведомости сверх установленного порога.',
    ),
  ),
];
